console.error("to stderr");
console.warn("warn");
console.info("info");
console.log("only this on stdout");
// expect: info
// expect: only this on stdout
