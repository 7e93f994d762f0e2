// The GeneratorFunction constructor compiles source text as Function does.
function* g() {}
const G = Object.getPrototypeOf(g).constructor;
console.log(G.name, G.length, G.prototype === Object.getPrototypeOf(g));
const made = new G("yield 1");
console.log([...made()], made.name);
// expect: GeneratorFunction 1 true
// expect: [ 1 ] anonymous
