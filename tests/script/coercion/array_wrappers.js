"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => [[] + [], [1] + [2], [1, [2, 3]] + "", [null, undefined] + "", ({}) + [], [,] + "", [[], []] + ""]);
t(() => [[] == 0, [0] == false, [1] == true, [[1]] == 1, [] == "", [1, 2] == "1,2"]);
t(() => [+[], +[7], +[1, 2], +["  3 "], Number([[]]), String([1, [2]])]);
t(() => { const a = [1, 2]; a.join = () => "joined"; return String(a); });
t(() => { const a = [1, 2]; a.join = 5; return String(a); });
t(() => Array.prototype.toString.call({ join() { return "J"; } }));
t(() => Array.prototype.toString.call({ length: 1 }));
t(() => Array.prototype.toString.call(null));
t(() => Array.prototype.toString.name);
// expect: [ '', '12', '1,2,3', ',', '[object Object]', '', ',' ]
// expect: [ true, true, true, true, true, true ]
// expect: [ 0, 7, NaN, 3, 0, '1,2' ]
// expect: joined
// expect: [object Array]
// expect: J
// expect: [object Object]
// expect: TypeError: Cannot convert undefined or null to object
// expect: toString
