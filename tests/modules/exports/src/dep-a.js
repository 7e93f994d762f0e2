module.exports = "dep a via #dep/*";
