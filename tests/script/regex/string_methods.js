// String.prototype match, matchAll, replace, replaceAll, search, split with RegExps.
console.log("a1b22c333".match(/\d+/), "a1b22c333".match(/\d+/g), "abc".match(/x/g), "abc".match(/x/));
console.log("test".match(), "a.b".match("."), "a+b".match("\\+"), "xAy".match(/a/i).index);
console.log([..."a1b22".matchAll(/\d+/g)].map(m => [m[0], m.index]), [..."ab".matchAll(/(?:)/g)].length);
console.log([..."k1=v1;k2=v2".matchAll(/(?<k>\w+)=(?<v>\w+)/g)].map(m => m.groups.k + ":" + m.groups.v));
const it = "aXbX".matchAll(/X/g);
console.log(it.next(), it.next().value.index, it.next(), it.next(), Object.prototype.toString.call(it));
console.log([..."abc".matchAll("b")].length, [..."a.c".matchAll(".")].length);
console.log("abc".search(/c/), "abc".search(/z/), "abc".search("b"), "a.c".search("."));
const gs = /b/g;
gs.lastIndex = 2;
console.log("abcb".search(gs), gs.lastIndex);
console.log("a1b2c3".replace(/\d/, "#"), "a1b2c3".replace(/\d/g, "#"), "a1b2".replaceAll(/\d/g, "<$&>"));
console.log("John Smith".replace(/(\w+)\s(\w+)/, "$2, $1"), "abc".replace(/b/, "$`|$'|$$|$&"));
console.log("x".replace(/x/, "$0 $1 $00 $& $$ $` $' $<a>"), "abc".replace(/(?<a>b)/, "[$<a>|$<b>|$1|$2|$01|$10]"));
console.log("abc".replace(/(b)/, (...a) => JSON.stringify(a)), "abc".replace(/(?<n>b)(x)?/, (...a) => JSON.stringify(a)));
console.log("aaa".replace(/a*?/g, "-"), "😀x".replace(/(?:)/gu, "-"), "😀x".replace(/(?:)/g, "-").length);
console.log("2024-05-06".replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, "$<d>/$<m>/$<y>"));
console.log("hello world".replace(/o/g, (m, off) => off), "abc".replace(/$/, "!"), "abc".replace(/^/g, ">"));
const re = /a/g;
console.log("banana".replace(re, m => "banana".replace(re, "_") + m).length, re.lastIndex);
console.log("a,b;c d".split(/[,; ]/), "a1b2c".split(/(\d)/), "abc".split(/(?:)/), "abc".split(/b/, 1), "".split(/x/), "".split(/(?:)/));
console.log("a,b,c".split(/,/, 2), "aXbxc".split(/x/i), "test".split(/(t)/), "😀😀".split(/(?:)/u), "😀".split(/(?:)/).length);
console.log("A<B>bold</B>and<CODE>coded</CODE>".split(/<(\/)?([^<>]+)>/));
console.log("abc".replaceAll(/b/g, "$&$&"), "x-y-z".replaceAll("-", "+"), "aaa".replaceAll(/a/g, () => "b"));
const obj = { [Symbol.replace](s, r) { return "custom " + s + r; }, [Symbol.split](s, l) { return ["sp", s, l]; } };
console.log("abc".replace(obj, "!"), "abc".split(obj, 3));
class MyRe extends RegExp { exec(s) { const m = super.exec(s); if (m) m[0] = m[0].toUpperCase(); return m; } }
console.log("abcabc".replace(new MyRe("b", "g"), "[$&]"), "abab".match(new MyRe("a", "g")), new MyRe("c").test("abc"));
const lines = "KEY=value # comment\nOTHER=2\n# skip\nEMPTY=";
const env = {};
for (const m of lines.matchAll(/^(\w+)=([^#\n]*?)\s*(?:#.*)?$/gm)) env[m[1]] = m[2];
console.log(env);
"a".matchAll(/a/); // expect runtime error: TypeError: String.prototype.matchAll called with a non-global RegExp argument
// expect: [ '1', index: 1, input: 'a1b22c333', groups: undefined ] [ '1', '22', '333' ] null null
// expect: [ '', index: 0, input: 'test', groups: undefined ] [ 'a', index: 0, input: 'a.b', groups: undefined ] [ '+', index: 1, input: 'a+b', groups: undefined ] 1
// expect: [ [ '1', 1 ], [ '22', 3 ] ] 3
// expect: [ 'k1:v1', 'k2:v2' ]
// expect: {
// expect:   value: [ 'X', index: 1, input: 'aXbX', groups: undefined ],
// expect:   done: false
// expect: } 3 { value: undefined, done: true } { value: undefined, done: true } [object RegExp String Iterator]
// expect: 1 3
// expect: 2 -1 1 0
// expect: 1 2
// expect: a#b2c3 a#b#c# a<1>b<2>
// expect: Smith, John aa|c|$|bc
// expect: $0 $1 $00 x $   $<a> a[b||b|$2|b|b0]c
// expect: a["b","b",1,"abc"]c a["b","b",null,1,"abc",{"n":"b"}]c
// expect: -a-a-a- -😀-x- 7
// expect: 06/05/2024
// expect: hell4 w7rld abc! >abc
// expect: 24 0
// expect: [ 'a', 'b', 'c', 'd' ] [ 'a', '1', 'b', '2', 'c' ] [ 'a', 'b', 'c' ] [ 'a' ] [ '' ] []
// expect: [ 'a', 'b' ] [ 'a', 'b', 'c' ] [ '', 't', 'es', 't', '' ] [ '😀', '😀' ] 2
// expect: [
// expect:   'A',    undefined,
// expect:   'B',    'bold',
// expect:   '/',    'B',
// expect:   'and',  undefined,
// expect:   'CODE', 'coded',
// expect:   '/',    'CODE',
// expect:   ''
// expect: ]
// expect: abbc x+y+z bbb
// expect: custom abc! [ 'sp', 'abc', 3 ]
// expect: a[B]ca[B]c [ 'A', 'A' ] true
// expect: { KEY: 'value', OTHER: '2', EMPTY: '' }
