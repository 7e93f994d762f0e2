// The GeneratorFunction constructor exists but cannot compile source text.
function* g() {}
const G = Object.getPrototypeOf(g).constructor;
console.log(G.name, G.length, G.prototype === Object.getPrototypeOf(g));
new G("yield 1"); // expect runtime error: TypeError: GeneratorFunction: creating functions from strings is not supported by tarn
// tarn-only
// expect: GeneratorFunction 1 true
