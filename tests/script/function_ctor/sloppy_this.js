// Function bodies are sloppy unless they say "use strict".
console.log(Function('return this')() === globalThis);
console.log(Function('"use strict"; return this')());
console.log(Function('return typeof this').call(1), Function('"use strict"; return typeof this').call(1));
Function('implicit_global = 5')();
console.log(implicit_global);
console.log(Function('a', 'a', 'return a')(1, 2));
try { Function('a', 'a', '"use strict"; return a'); } catch (e) { console.log(e.name, e.message); }
console.log(Function('return eval("1 + 1")')(), Function('var x = 3; return eval("x")')());
try { Function('a', '}) ; (function(){'); } catch (e) { console.log(e.name, e.message); }
const f = new Function('a', 'b', 'return a + b');
console.log(f(1, 2), f.name, f.length);
console.log(f.toString());
// expect: true
// expect: undefined
// expect: object number
// expect: 5
// expect: 2
// expect: SyntaxError Duplicate parameter name not allowed in this context
// expect: 2 3
// expect: SyntaxError Single function literal required
// expect: 3 anonymous 2
// expect: function anonymous(a,b
// expect: ) {
// expect: return a + b
// expect: }
