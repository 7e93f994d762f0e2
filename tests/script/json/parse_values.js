// JSON.parse: values, whitespace, escapes, numbers, keys
console.log(JSON.parse(" \t\n\r[ 1 , 2 ]\n"), JSON.parse("{}"), JSON.parse("[[],{}]"));
console.log(JSON.parse('"\\"\\\\\\/\\b\\f\\n\\r\\t"') === "\"\\/\b\f\n\r\t", JSON.parse('"\\u00e9\\u20AC\\ud83d\\ude00"'));
console.log(JSON.parse('"\\ud800"').length, JSON.parse('"\\ud800"').charCodeAt(0), JSON.parse('"é€😀"'));
console.log(JSON.parse("-0"), Object.is(JSON.parse("-0"), -0), JSON.parse("0"), JSON.parse("-0.0e0"));
console.log(JSON.parse("1e999"), JSON.parse("-1e999"), JSON.parse("1E2"), JSON.parse("1e+2"), JSON.parse("25e-1"));
console.log(JSON.parse("123456789012345678901234567890"), JSON.parse("0.1"), JSON.parse("2147483647"), JSON.parse("2147483648"), JSON.parse("-2147483649"));
console.log(JSON.parse("1.7976931348623157e308"), JSON.parse("5e-324"), JSON.parse("4.35"), JSON.parse("999999999"));
console.log(JSON.parse('{"b":1,"a":2,"1":3,"0":4}'), Object.keys(JSON.parse('{"z":1,"10":2,"2":3}')));
console.log(JSON.parse('{"a":1,"a":2,"b":3}'), JSON.parse('{"x":{"x":{"x":[]}}}').x.x);
const p = JSON.parse('{"__proto__": {"polluted": true}, "k": 1}');
console.log(Object.keys(p), p.polluted, typeof Object.getPrototypeOf(p), ({}).polluted);
console.log(JSON.parse('[true,false,null,"",0]'), JSON.parse('  "x"  '), JSON.parse(' null'));
console.log(JSON.parse(1), JSON.parse(true), JSON.parse(null), JSON.parse(new String("[2]")), JSON.parse({ toString() { return "[3]"; } }));
const big = JSON.parse("[" + "1,".repeat(999) + "1]");
console.log(big.length, big[999]);
const deep = JSON.parse("[".repeat(300) + "]".repeat(300));
let d = 0;
for (let x = deep; x.length; x = x[0]) d++;
console.log(d);
// expect: [ 1, 2 ] {} [ [], {} ]
// expect: true é€😀
// expect: 1 55296 é€😀
// expect: -0 true 0 -0
// expect: Infinity -Infinity 100 100 2.5
// expect: 1.2345678901234568e+29 0.1 2147483647 2147483648 -2147483649
// expect: 1.7976931348623157e+308 5e-324 4.35 999999999
// expect: { '0': 4, '1': 3, b: 1, a: 2 } [ '2', '10', 'z' ]
// expect: { a: 2, b: 3 } { x: [] }
// expect: [ '__proto__', 'k' ] undefined object undefined
// expect: [ true, false, null, '', 0 ] x null
// expect: 1 true null [ 2 ] [ 3 ]
// expect: 1000 1
// expect: 299
