module.exports = "self by name";
