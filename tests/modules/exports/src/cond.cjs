module.exports = "cond via require";
