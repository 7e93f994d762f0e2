// RegExp.prototype.compile (Annex B): recompiles a RegExp in place, as V8 does.
function t(f) {
    try {
        console.log('ok', f());
    } catch (e) {
        console.log(e.constructor.name + ': ' + e.message);
    }
}
function kind(f) {
    try {
        console.log('ok', f());
    } catch (e) {
        console.log(e.constructor.name);
    }
}

const r = /abc/g;
r.lastIndex = 3;
t(() => r.compile('x+', 'i') === r);
console.log(r.source, r.flags, r.lastIndex, String(r), r.test('XXX'));

// a RegExp pattern lends its source and flags; flags beside it are a TypeError
t(() => r.compile(/q/m, 'g'));
t(() => r.compile(/q/m, undefined).flags);
t(() => r.compile(/q\/w/ms).source);
t(() => r.compile().source);
t(() => r.compile(undefined, undefined).source);
t(() => r.compile(null).source);
t(() => r.compile(12, 'y').flags);

// a bad pattern or flags leaves the RegExp as it was
t(() => r.compile('(', ''));
t(() => r.compile('a', 'gg'));
console.log(String(r));

// only real RegExps: a Symbol.match object is stringified, not read
t(() => r.compile({ source: 'src', flags: 'g', [Symbol.match]: true }).source);

// receivers
t(() => RegExp.prototype.compile.call({}, 'a'));
t(() => RegExp.prototype.compile.call(1, 'a'));
t(() => RegExp.prototype.compile.call(RegExp.prototype, 'a'));
class Sub extends RegExp {}
t(() => new Sub('a').compile('b').source);

// lastIndex is set after the recompile: read-only throws, the new program stays
const w = /a/;
Object.defineProperty(w, 'lastIndex', { value: 4, writable: false });
kind(() => w.compile('b'));
console.log(String(w), w.lastIndex);
const fz = Object.freeze(/a/);
kind(() => fz.compile('z'));
console.log(fz.source);

// ToString order: pattern first, then flags
const log = [];
t(() => r.compile({ toString() { log.push('p'); return 'p'; } }, { toString() { log.push('f'); return 'g'; } }).flags);
t(() => r.compile({ toString() { throw new Error('pattern'); } }));
t(() => r.compile('a', { toString() { throw new Error('flags'); } }));
console.log(log.join(','));

// the function object
const d = Object.getOwnPropertyDescriptor(RegExp.prototype, 'compile');
console.log(typeof d.value, d.value.name, d.value.length, d.writable, d.enumerable, d.configurable);
t(() => new RegExp.prototype.compile());
console.log(Object.getOwnPropertyNames(RegExp.prototype).join(' '));

// split constructs its splitter before ToUint32(limit): a recompile there is too late
const re2 = /a/;
const limit = { valueOf() { re2.compile('b'); return -1; } };
console.log(JSON.stringify(re2[Symbol.split]('abba', limit)), String(re2));

// matchAll's iterator works on a clone
const re3 = /o/g;
const it = 'foo'.matchAll(re3);
re3.compile('f', 'g');
console.log([...it].map((m) => m.index).join(','));
// expect: ok true
// expect: x+ i 0 /x+/i true
// expect: TypeError: Cannot supply flags when constructing one RegExp from another
// expect: ok m
// expect: ok q\/w
// expect: ok (?:)
// expect: ok (?:)
// expect: ok null
// expect: ok y
// expect: SyntaxError: Invalid regular expression: /(/: Unterminated group
// expect: SyntaxError: Invalid flags supplied to RegExp constructor 'gg'
// expect: /12/y
// expect: ok [object Object]
// expect: TypeError: Method RegExp.prototype.compile called on incompatible receiver #<Object>
// expect: TypeError: Method RegExp.prototype.compile called on incompatible receiver 1
// expect: TypeError: Method RegExp.prototype.compile called on incompatible receiver [object Object]
// expect: ok b
// expect: TypeError
// expect: /b/ 4
// expect: TypeError
// expect: z
// expect: ok g
// expect: Error: pattern
// expect: Error: flags
// expect: p,f
// expect: function compile 2 true false true
// expect: TypeError: RegExp.prototype.compile is not a constructor
// expect: constructor exec dotAll flags global hasIndices ignoreCase multiline source sticky unicode unicodeSets compile toString test
// expect: ["","bb",""] /b/
// expect: 1,2
