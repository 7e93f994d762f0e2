function tag(strings, ...vals) { return strings.join("|") + " " + vals.join(","); }
console.log(tag`a${1}b${2}c`);
function raw(s) { return s.raw; }
console.log(raw`x\ny${0}\u0041`, raw`\``.length);
function id(s) { return s; }
const sites = [];
for (let i = 0; i < 2; i++) sites.push(id`same${i}`);
console.log(sites[0] === sites[1], id`same${0}` === sites[0]);
const s = id`p${1}q`;
console.log(Object.isFrozen(s), Object.isFrozen(s.raw), Array.isArray(s), s.length, Object.keys(s));
// expect: a|b|c 1,2
// expect: [ 'x\\ny', '\\u0041' ] 1
// expect: true false
// expect: true true true 2 [ '0', '1' ]
