// A module's top-level function declarations are lexical declarations: a
// var, another function or a let of the same name is an early SyntaxError
// (import() rejects with it); inside functions they stay var-like.
const clean = (s) => s.split(import.meta.dirname).join('.');
for (const f of ['./lib/dup_var_function.mjs', './lib/dup_functions.mjs', './lib/nested_functions.mjs']) {
  try {
    const ns = await import(f);
    console.log('loaded', f, ns.g(), ns.k);
  } catch (e) {
    console.log(e.name, clean(e.message));
  }
}
// expect: SyntaxError Identifier 'smoosh' has already been declared
// expect: SyntaxError Identifier 'f' has already been declared
// expect: loaded ./lib/nested_functions.mjs function undefined
