// join / toString / toLocaleString: separators, nullish, nesting, cycles, generic receivers
console.log([1, [2, [3, [4]]]].join(), [1, 2].join(undefined), [1, 2].join(null), [1, 2].join(""), [1, 2].join({ toString() { return "~"; } }));
console.log([null, undefined, , 0, false, "", NaN].join("|"), [].join(), [, ].join(), [, , ].join());
const cyc = [1, 2];
cyc.push(cyc);
console.log(cyc.join(), String(cyc), cyc.join("-"));
const outer = [1];
const inner = [outer, 2];
outer.push(inner);
console.log(String(outer), String(inner));
console.log(Array.prototype.join.call({ length: 3, 0: "a", 2: "c" }, "+"), Array.prototype.join.call("abc", "."), Array.prototype.join.call(5));
console.log(Array.prototype.toString.call({ join() { return "J"; } }), [1, 2].toString(), String([]), `${[1, [2]]}`);
const L = { toLocaleString() { return "L"; } };
console.log([L, null, undefined, [L, [L]]].toLocaleString(), [{ toLocaleString() { return 7; } }, L].toLocaleString());
// an element whose toString throws: the cycle guard is released
const boom = [{ toString() { throw new Error("bad"); } }];
try { boom.join(); } catch (e) { console.log(e.message); }
try { boom.join(); } catch (e) { console.log(e.message); }
const shared = [1];
console.log([shared, shared].join(";"));
try { Array.prototype.join.call(null); } catch (e) { console.log(e.message); }
try { Array.prototype.toString.call(undefined); } catch (e) { console.log(e.message); }
try { [{ toLocaleString: 5 }].toLocaleString(); } catch (e) { console.log(e.message); }
// join called from C with no arguments: the rest parameter is still an array
console.log(Array.prototype.toString.call({ join(...a) { return "rest:" + a.length; } }));
console.log(Array.prototype.join.length, Array.prototype.toString.length, Array.prototype.toLocaleString.length);
// expect: 1,2,3,4 1,2 1null2 12 1~2
// expect: |||0|false||NaN   ,
// expect: 1,2, 1,2, 1-2-
// expect: 1,,2 1,,2
// expect: a++c a.b.c 
// expect: J 1,2  1,2
// expect: L,,,L,L 7,L
// expect: bad
// expect: bad
// expect: 1;1
// expect: Cannot convert undefined or null to object
// expect: Cannot convert undefined or null to object
// expect: number 5 is not a function
// expect: rest:0
// expect: 1 0 0
