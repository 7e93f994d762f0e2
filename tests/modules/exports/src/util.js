module.exports = "util via #util";
