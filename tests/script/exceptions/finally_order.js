const log = [];
function f() {
  try { log.push("try"); return "ret"; }
  finally { log.push("finally"); }
}
console.log(f(), log);
function g() {
  try { throw 1; } catch (e) { log.push("catch" + e); return "c"; } finally { log.push("fin2"); }
}
console.log(g(), log.join(","));
// expect: ret [ 'try', 'finally' ]
// expect: c try,finally,catch1,fin2
