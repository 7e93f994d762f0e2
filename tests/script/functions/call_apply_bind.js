function who(greet, p) { return greet + " " + this.name + p; }
const o = { name: "o" };
console.log(who.call(o, "hi", "!"), who.apply(o, ["yo", "?"]));
const b = who.bind(o, "hey");
console.log(b("."), b.name, b.length);
// expect: hi o! yo o?
// expect: hey o. bound who 1
