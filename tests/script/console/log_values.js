console.log([1, "a", [2]], { s: "str", n: 1 }, "top-level string");
console.log([function foo() {}, () => {}, class Bar {}]);
console.log(Symbol("desc"), [Symbol.iterator], -0, [-0], 0.1);
// expect: [ 1, 'a', [ 2 ] ] { s: 'str', n: 1 } top-level string
// expect: [ [Function: foo], [Function (anonymous)], [class Bar] ]
// expect: Symbol(desc) [ Symbol(Symbol.iterator) ] -0 [ -0 ] 0.1
