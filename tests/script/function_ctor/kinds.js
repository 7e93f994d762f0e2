// GeneratorFunction, AsyncFunction and AsyncGeneratorFunction build functions
// from strings as Function does: parameters parsed on their own, global scope.
const GF = Object.getPrototypeOf(function* () {}).constructor;
const AF = Object.getPrototypeOf(async function () {}).constructor;
const AGF = Object.getPrototypeOf(async function* () {}).constructor;
console.log(GF.name, AF.name, AGF.name, GF.length, AF.length, AGF.length);
const g = new GF('a', 'yield a; yield a * 2');
console.log([...g(3)], g.name);
console.log(g.toString());
console.log(Object.getPrototypeOf(g) === GF.prototype, g instanceof GF);
const af = AF('a', 'return await a');
console.log(af.toString(), Object.getPrototypeOf(af) === AF.prototype);
af(5).then(v => console.log('af', v));
const agf = AGF('a', 'yield a; yield await Promise.resolve(a + 1)');
console.log(agf.toString());
(async () => { const r = []; for await (const v of agf(1)) r.push(v); console.log('agf', r); })();
try { GF('a', '}) ; (function*(){'); } catch (e) { console.log(e.name, e.message); }
try { AF('a) {', 'return 1'); } catch (e) { console.log(e.name, e.message); }
console.log(GF()().next().done, AF().constructor === AF);
globalThis.gv = 'global';
function outer() { var gv = 'local'; return GF('yield gv')().next().value; }
console.log(outer());
// expect: GeneratorFunction AsyncFunction AsyncGeneratorFunction 1 1 1
// expect: [ 3, 6 ] anonymous
// expect: function* anonymous(a
// expect: ) {
// expect: yield a; yield a * 2
// expect: }
// expect: true true
// expect: async function anonymous(a
// expect: ) {
// expect: return await a
// expect: } true
// expect: async function* anonymous(a
// expect: ) {
// expect: yield a; yield await Promise.resolve(a + 1)
// expect: }
// expect: SyntaxError Single function literal required
// expect: SyntaxError Arg string terminates parameters early
// expect: true true
// expect: global
// expect: af 5
// expect: agf [ 1, 2 ]
