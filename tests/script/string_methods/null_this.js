// every String.prototype method rejects null / undefined receivers with node's message
const names = ["at", "charAt", "charCodeAt", "codePointAt", "concat", "endsWith", "includes", "indexOf", "lastIndexOf",
  "localeCompare", "normalize", "padEnd", "padStart", "repeat", "replace", "replaceAll", "slice", "split", "startsWith",
  "substr", "substring", "toLowerCase", "toUpperCase", "toLocaleLowerCase", "toLocaleUpperCase", "trim", "trimStart",
  "trimEnd", "isWellFormed", "toWellFormed"];
for (const n of names) {
  for (const v of [null, undefined]) {
    try {
      String.prototype[n].call(v);
      console.log(n, "no error");
    } catch (e) {
      console.log(e.name, e.message);
    }
  }
}
for (const n of ["toString", "valueOf"]) {
  try {
    String.prototype[n].call(5);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
String.prototype.trim.call(null); // expect runtime error: TypeError: String.prototype.trim called on null or undefined
// expect: TypeError String.prototype.at called on null or undefined
// expect: TypeError String.prototype.at called on null or undefined
// expect: TypeError String.prototype.charAt called on null or undefined
// expect: TypeError String.prototype.charAt called on null or undefined
// expect: TypeError String.prototype.charCodeAt called on null or undefined
// expect: TypeError String.prototype.charCodeAt called on null or undefined
// expect: TypeError String.prototype.codePointAt called on null or undefined
// expect: TypeError String.prototype.codePointAt called on null or undefined
// expect: TypeError String.prototype.concat called on null or undefined
// expect: TypeError String.prototype.concat called on null or undefined
// expect: TypeError String.prototype.endsWith called on null or undefined
// expect: TypeError String.prototype.endsWith called on null or undefined
// expect: TypeError String.prototype.includes called on null or undefined
// expect: TypeError String.prototype.includes called on null or undefined
// expect: TypeError String.prototype.indexOf called on null or undefined
// expect: TypeError String.prototype.indexOf called on null or undefined
// expect: TypeError String.prototype.lastIndexOf called on null or undefined
// expect: TypeError String.prototype.lastIndexOf called on null or undefined
// expect: TypeError String.prototype.localeCompare called on null or undefined
// expect: TypeError String.prototype.localeCompare called on null or undefined
// expect: TypeError String.prototype.normalize called on null or undefined
// expect: TypeError String.prototype.normalize called on null or undefined
// expect: TypeError String.prototype.padEnd called on null or undefined
// expect: TypeError String.prototype.padEnd called on null or undefined
// expect: TypeError String.prototype.padStart called on null or undefined
// expect: TypeError String.prototype.padStart called on null or undefined
// expect: TypeError String.prototype.repeat called on null or undefined
// expect: TypeError String.prototype.repeat called on null or undefined
// expect: TypeError String.prototype.replace called on null or undefined
// expect: TypeError String.prototype.replace called on null or undefined
// expect: TypeError String.prototype.replaceAll called on null or undefined
// expect: TypeError String.prototype.replaceAll called on null or undefined
// expect: TypeError String.prototype.slice called on null or undefined
// expect: TypeError String.prototype.slice called on null or undefined
// expect: TypeError String.prototype.split called on null or undefined
// expect: TypeError String.prototype.split called on null or undefined
// expect: TypeError String.prototype.startsWith called on null or undefined
// expect: TypeError String.prototype.startsWith called on null or undefined
// expect: TypeError String.prototype.substr called on null or undefined
// expect: TypeError String.prototype.substr called on null or undefined
// expect: TypeError String.prototype.substring called on null or undefined
// expect: TypeError String.prototype.substring called on null or undefined
// expect: TypeError String.prototype.toLowerCase called on null or undefined
// expect: TypeError String.prototype.toLowerCase called on null or undefined
// expect: TypeError String.prototype.toUpperCase called on null or undefined
// expect: TypeError String.prototype.toUpperCase called on null or undefined
// expect: TypeError String.prototype.toLocaleLowerCase called on null or undefined
// expect: TypeError String.prototype.toLocaleLowerCase called on null or undefined
// expect: TypeError String.prototype.toLocaleUpperCase called on null or undefined
// expect: TypeError String.prototype.toLocaleUpperCase called on null or undefined
// expect: TypeError String.prototype.trim called on null or undefined
// expect: TypeError String.prototype.trim called on null or undefined
// expect: TypeError String.prototype.trimLeft called on null or undefined
// expect: TypeError String.prototype.trimLeft called on null or undefined
// expect: TypeError String.prototype.trimRight called on null or undefined
// expect: TypeError String.prototype.trimRight called on null or undefined
// expect: TypeError String.prototype.isWellFormed called on null or undefined
// expect: TypeError String.prototype.isWellFormed called on null or undefined
// expect: TypeError String.prototype.toWellFormed called on null or undefined
// expect: TypeError String.prototype.toWellFormed called on null or undefined
// expect: TypeError String.prototype.toString requires that 'this' be a String
// expect: TypeError String.prototype.valueOf requires that 'this' be a String
