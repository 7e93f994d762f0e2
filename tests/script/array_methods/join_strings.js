// join of an array holding only strings, undefined and null builds its
// result in one piece; every shape of element and separator must give the
// same text as the element-by-element join.
function rope(s, n) { let r = ""; for (let i = 0; i < n; i++) r += s; return r; }
function show(label, s) { console.log(label, s.length, JSON.stringify(s.length > 60 ? s.slice(0, 30) + "|" + s.slice(-30) : s)); }

show("empty", [].join("-"));
show("one", ["abc"].join("-"));
show("one nullish", [undefined].join("-"));
show("nullish", [null, "a", undefined, "b", null].join("+"));
show("all nullish", [null, undefined, null].join(""));
show("empty parts", ["", "", ""].join(""));
show("default sep", ["x", "y", "z"].toString());
show("long sep", ["a", "b", "c"].join(rope("<->", 100)));
show("wide part", ["caf\u00e9", "\u263a", "z"].join("/"));
show("wide sep", ["a", "b", "c"].join("\u2014"));
show("latin1 part", ["\u00ff", "\u00e9"].join(""));
show("surrogates", ["\ud83d\ude00", "x", "\ud83d"].join("|"));
// rope elements (built by +=) and a rope separator
const r1 = rope("ab", 300), r2 = rope("\u00e9\u4e2d", 200);
show("ropes", [r1, "mid", r2].join(rope(",", 300)));
const parts = [];
for (let i = 0; i < 5000; i++) parts.push(i % 3 ? "item" + i : rope("r" + i, 100));
const big = parts.join(";");
show("many", big);
console.log("split back", big.split(";").length, big.split(";")[3] === parts[3]);
// the elements are unchanged (the ropes read the same afterwards)
console.log("ropes intact", r1.length, r1.slice(0, 4), r2.slice(-2) === "\u00e9\u4e2d");
// a number, an object, a hole or a symbol-free generic case: the generic join
show("numbers", ["a", 1, "b", 2.5].join());
show("object", ["a", { toString() { return "O"; } }].join());
const holes = ["a", , "c"];
show("hole", holes.join("-"));
Array.prototype[1] = "P";
show("inherited hole", holes.join("-"));
delete Array.prototype[1];
// an array-like and a frozen array
show("array-like", Array.prototype.join.call({ length: 3, 0: "x", 1: "y", 2: "z" }, ""));
show("frozen", Object.freeze(["f", "r"]).join("."));
// a separator whose toString runs first, once
let calls = 0;
show("sep object", ["p", "q"].join({ toString() { calls++; return "::"; } }));
console.log("sep calls", calls);
// the longest string still throws
try {
    const half = "x".repeat(2 ** 28);
    [half, half, half].join("");
    console.log("no throw");
} catch (e) {
    console.log(e.name, e.message);
}
// expect: empty 0 ""
// expect: one 3 "abc"
// expect: one nullish 0 ""
// expect: nullish 6 "+a++b+"
// expect: all nullish 0 ""
// expect: empty parts 0 ""
// expect: default sep 5 "x,y,z"
// expect: long sep 603 "a<-><-><-><-><-><-><-><-><-><-|-><-><-><-><-><-><-><-><-><->c"
// expect: wide part 8 "café/☺/z"
// expect: wide sep 5 "a—b—c"
// expect: latin1 part 2 "ÿé"
// expect: surrogates 6 "😀|x|\ud83d"
// expect: ropes 1603 "ababababababababababababababab|é中é中é中é中é中é中é中é中é中é中é中é中é中é中é中"
// expect: many 827225 "r0r0r0r0r0r0r0r0r0r0r0r0r0r0r0|8r4998r4998r4998r4998;item4999"
// expect: split back 5000 true
// expect: ropes intact 600 abab true
// expect: numbers 9 "a,1,b,2.5"
// expect: object 3 "a,O"
// expect: hole 4 "a--c"
// expect: inherited hole 5 "a-P-c"
// expect: array-like 3 "xyz"
// expect: frozen 3 "f.r"
// expect: sep object 4 "p::q"
// expect: sep calls 1
// expect: RangeError Invalid string length
