module.exports = "commonjs by type";
