// Long left-deep chains compile by iteration (node compiles them too); long
// member and call chains, right-nested chains and deep nesting are a
// catchable RangeError, as in node: no source text crashes the host. (The
// chains that run add empty strings: no allocation per term, so the test
// stays quick under TARN_GC_STRESS.)
const N = 100000;
function run(what, src) {
    try {
        const v = new Function(src)();
        console.log(what, String(v));
    } catch (e) {
        console.log(what, e.name + ': ' + e.message);
    }
}
run('+', 'return 0' + '+1'.repeat(N));
// expect: + 100000
run('-', 'var x = 1; return 0' + '-x'.repeat(N));
// expect: - -100000
run('string +', 'return "ab"' + '+""'.repeat(N));
// expect: string + ab
run('||', 'return 0' + '||0'.repeat(N) + '||"last"');
// expect: || last
run('&&', 'return 1' + '&&1'.repeat(N));
// expect: && 1
run('??', 'return null' + '??null'.repeat(N) + '??7');
// expect: ?? 7
run('mixed', 'var a = 1; return a' + '+a*2-a||a&&a|a'.repeat(N / 4));
// expect: mixed 2
run('if (||)', 'var n = 0; if (n' + '||n'.repeat(N) + ') return "yes"; return "no"');
// expect: if (||) no
run('while (&&)', 'var n = 3; while (n' + '&&n'.repeat(N) + ') n--; return n');
// expect: while (&&) 0
run('comma', 'return (0' + ',1'.repeat(N) + ',2)');
// expect: comma 2
run('template', 'return `a' + '${""}'.repeat(N) + '`');
// expect: template a
run('.x', 'var o = {}; o.x = o; return o' + '.x'.repeat(N) + ' === o');
// expect: .x RangeError: Maximum call stack size exceeded
run('["x"]', 'var o = {}; o.x = o; return o' + '["x"]'.repeat(N) + ' === o');
// expect: ["x"] RangeError: Maximum call stack size exceeded
run('f()()', 'function f() { return f; } return f' + '()'.repeat(N) + ' === f');
// expect: f()() RangeError: Maximum call stack size exceeded
run('o.m()', 'var o = { m() { return o; } }; return o' + '.m()'.repeat(N) + ' === o');
// expect: o.m() RangeError: Maximum call stack size exceeded
run('(.x)()', 'var o = {}; o.x = o; return (o' + '.x'.repeat(N) + ')()');
// expect: (.x)() RangeError: Maximum call stack size exceeded
run('a=b=', 'var a; return ' + 'a='.repeat(N) + '1');
// expect: a=b= RangeError: Maximum call stack size exceeded
run('**', 'return 1' + '**1'.repeat(N));
// expect: ** RangeError: Maximum call stack size exceeded
run('[[]]', 'return ' + '['.repeat(N) + ']'.repeat(N));
// expect: [[]] RangeError: Maximum call stack size exceeded
run('{a:{}}', 'return ' + '{a:'.repeat(N) + '1' + '}'.repeat(N));
// expect: {a:{}} RangeError: Maximum call stack size exceeded
run('((1))', 'return ' + '('.repeat(N) + '1' + ')'.repeat(N));
// expect: ((1)) RangeError: Maximum call stack size exceeded
run('`${`${}`}`', 'return ' + '`${'.repeat(N) + '1' + '}`'.repeat(N));
// expect: `${`${}`}` RangeError: Maximum call stack size exceeded
run('!!!', 'return ' + '!'.repeat(N) + '1');
// expect: !!! RangeError: Maximum call stack size exceeded
run('=>', 'return ' + '() => '.repeat(N) + '1');
// expect: => RangeError: Maximum call stack size exceeded
run('{{}}', '{'.repeat(N) + '}'.repeat(N));
// expect: {{}} RangeError: Maximum call stack size exceeded
run('[[a]] =', 'var a; ' + '['.repeat(N) + 'a' + ']'.repeat(N) + ' = []');
// expect: [[a]] = RangeError: Maximum call stack size exceeded
run('else if', 'if (0);' + 'else if (0);'.repeat(N) + 'return 1');
// expect: else if RangeError: Maximum call stack size exceeded
// what fits compiles, as in node
run('.x 1500', 'var o = {}; o.x = o; return o' + '.x'.repeat(1500) + ' === o');
// expect: .x 1500 true
run('f()() 1500', 'function f() { return f; } return f' + '()'.repeat(1500) + ' === f');
// expect: f()() 1500 true
run('{a:{}} 900', 'return ' + '{a:'.repeat(900) + '1' + '}'.repeat(900));
// expect: {a:{}} 900 [object Object]
run('[[]] 500', 'return ' + '['.repeat(500) + ']'.repeat(500) + '.length');
// expect: [[]] 500 1
// the host goes on
console.log("still here");
// expect: still here
