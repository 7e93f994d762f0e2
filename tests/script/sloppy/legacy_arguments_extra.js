// tarn-only
// f.arguments of a call that passed more arguments than f declares: node
// shows the extra ones, which tarn's frame no longer holds, so tarn says so
// with a TypeError instead of a shorter copy. Calls within the declared
// parameters read as node's.
function f(a, b) { try { return JSON.stringify(Array.from(f.arguments)); } catch (e) { return e.constructor.name + ': ' + e.message; } }
console.log(f(1, 2));
// expect: [1,2]
console.log(f(1));
// expect: [1]
console.log(f(1, 2, 3));
// expect: TypeError: tarn does not support f.arguments for a call with more arguments (3) than the function declares (2); use `arguments` inside the function
function g() { var x = 1, y = 2; try { return g.arguments.length; } catch (e) { return e.constructor.name; } }
console.log(g('a', 'b'));
// expect: TypeError
console.log(g());
// expect: 0
