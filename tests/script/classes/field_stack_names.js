function short(line) {
  const w = line.trim().split(" ")[1];
  if (w.indexOf(":") < 0) return w;
  const parts = w.split(":");
  return parts[parts.length - 2] + ":" + parts[parts.length - 1].split(")").join("");
}
function frames(f) {
  try { f(); } catch (e) { const l = e.stack.split("\n"); return [short(l[1]), short(l[2])]; }
}
class T { a = this.b.c; }
console.log(frames(() => new T()));
console.log(frames(() => { class S { static a = this.b.c; } })[0]);
console.log(frames(() => { class B { static { null.x; } } })[0]);
// expect: [ '<instance_members_initializer>', 'new' ]
// expect: <static_initializer>
// expect: <static_initializer>
