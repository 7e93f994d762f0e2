// Programs with many names in one scope (the compiler indexes a scope's
// bindings, a function's constants and its upvalues by hash past a few):
// declarations, lookups, shadowing, closures, direct eval and `with` over
// them must resolve exactly as with few names.
const N = 40; // past the scanned few, and past the first index's growth
function names(prefix, n) {
  const a = [];
  for (let i = 0; i < n; i++) a.push(prefix + i);
  return a;
}

// N vars in one function, each read back
{
  const vs = names("v", N);
  let src = "var " + vs.map((v, i) => v + " = " + i).join(", ") + ";\nvar s = 0;\n";
  src += "s += " + vs.join(" + ") + ";\nreturn s;";
  console.log(new Function(src)()); // expect: 780
}

// N lets at the top of a function, shadowed by N lets in a block; an inner
// arrow captures both levels (more upvalues than the scanned few)
{
  const vs = names("x", N);
  let src = vs.map((v, i) => "let " + v + " = " + i + ";").join("\n");
  src += "\nlet outer = () => " + vs.join(" + ") + ";\n{\n";
  src += vs.map((v, i) => "let " + v + " = " + (2 * i) + ";").join("\n");
  src += "\nvar inner = () => " + vs.join(" + ") + ";\n}\nreturn [outer(), inner()];";
  console.log(new Function(src)().join(" ")); // expect: 780 1560
}

// later redeclaration of an earlier name in the same big scope: var + function
{
  const vs = names("f", N);
  let src = vs.map((v, i) => "var " + v + " = " + i + ";").join("\n");
  src += "\nfunction f7() { return 'fn'; }\nvar f9;\nreturn [typeof f7, f9, f" + (N - 1) + "];";
  console.log(new Function(src)().join(" ")); // expect: number 9 39
}

// many distinct constants, repeated (one table entry each, read back right)
{
  const parts = [];
  for (let i = 0; i < N; i++) parts.push("'s" + (i % 15) + "'.length + " + (i % 20) + ".5");
  const f = new Function("return " + parts.join(" + ") + ";");
  console.log(f()); // expect: 490
}

// a direct eval in a function with many locals sees and assigns them
{
  const vs = names("e", N);
  let src = "var " + vs.map((v, i) => v + " = " + i).join(", ") + ";\n";
  src += "eval('e5 = e" + (N - 1) + " * 2; var added = e3 + e4;');\nreturn [e5, added, typeof e0];";
  console.log(new Function(src)().join(" ")); // expect: 78 7 number
}

// `with` over an object holding some of the names of a big scope
{
  const vs = names("w", N);
  let src = "var " + vs.map((v, i) => v + " = " + i).join(", ") + ";\n";
  src += "with ({ w1: 'o1', w38: 'o38' }) { return [w0, w1, w37, w38].join(','); }";
  console.log(new Function(src)()); // expect: 0,o1,37,o38
}

// sloppy duplicate parameters among many: the last one is the binding
{
  const ps = names("p", N);
  ps.push("p3");
  const f = new Function(ps.join(","), "return [p3, p4, arguments.length].join(',');");
  const args = [];
  for (let i = 0; i <= N; i++) args.push(i);
  console.log(f(...args)); // expect: 40,4,41
}

// global code (each var a global property) with many names
{
  const vs = names("g_many_", N);
  (0, eval)("var " + vs.map((v, i) => v + " = " + i).join(", ") + ";");
  console.log(globalThis.g_many_0 + globalThis.g_many_39, typeof g_many_30); // expect: 39 number
}
