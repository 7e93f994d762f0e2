// tarn-only: tarn:ffi. Callbacks through libffi closures: qsort and bsearch
// with JS comparators, allocation inside a callback, an exception thrown in
// a callback reported when the foreign call returns, bad results, close().
import { dlopen, alloc, callback, func } from 'tarn:ffi';
const libc = dlopen(null);
const qsort = libc.func('qsort', 'void', ['pointer', 'u64', 'u64', 'pointer']);
const bsearch = libc.func('bsearch', 'pointer', ['pointer', 'pointer', 'u64', 'u64', 'pointer']);
const n = 40;
const arr = alloc(8 * n);
for (let i = 0; i < n; i++) arr.write('double', 8 * i, ((i * 37) % n) / 4);
const seen = [];
const cmp = callback('i32', ['pointer', 'pointer'], (a, b) => {
    seen.push({ a: a.read('double'), b: b.read('double') }); // allocates during the C call
    return Math.sign(a.read('double') - b.read('double'));
});
qsort(arr, n, 8, cmp);
let ok = true;
for (let i = 0; i < n; i++) ok = ok && arr.read('double', 8 * i) === i / 4;
console.log(ok, seen.length > n);
// expect: true true
const key = alloc(8);
key.write('double', 0, 7.25);
const hit = bsearch(key, arr, n, 8, cmp);
console.log((Number(hit.address) - Number(arr.address)) / 8, hit.read('double'));
// expect: 29 7.25
key.write('double', 0, 100);
console.log(bsearch(key, arr, n, 8, cmp).isNull());
// expect: true

// every argument type reaches JS and back: call the closure through func()
const sig = ['i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'u64', 'float', 'double', 'cstring'];
const all = callback('double', sig, (...xs) => {
    console.log(xs.join(' '));
    return xs[8] + xs[9];
});
const callAll = func(all, 'double', sig);
console.log(callAll(-1, 255, -300, 65535, -5, 4294967295, -(2 ** 53), 2 ** 53, 0.5, 0.25, 'café'));
// expect: -1 255 -300 65535 -5 4294967295 -9007199254740992 9007199254740992 0.5 0.25 café
// expect: 0.75
for (const t of ['i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'u64', 'float', 'pointer', 'cstring']) {
    const id = callback(t, [t], x => x);
    process.stdout.write(t + '=' + String(func(id, t, [t])(t === 'pointer' ? null : t === 'cstring' ? null : -0 + (t[0] === 'u' ? 200 : -100))) + ' ');
}
console.log(all.constructor.name, /^0x[0-9a-f]+$/.test(all.address));
// expect: i8=-100 u8=200 i16=-100 u16=200 i32=-100 u32=200 i64=-100 u64=200 float=-100 pointer=[object Object] cstring=null FfiCallback true

// a throw inside the comparator: qsort finishes (C sees 0), then it throws
let calls = 0;
const bad = callback('i32', ['pointer', 'pointer'], () => {
    calls++;
    throw new TypeError('comparator failed');
});
try {
    qsort(arr, n, 8, bad);
} catch (e) {
    console.log(e.name, e.message, calls);
}
// expect: TypeError comparator failed 1
const wrong = callback('i32', ['pointer', 'pointer'], () => 'x');
try { qsort(arr, n, 8, wrong); } catch (e) { console.log(e.name, e.message); }
// expect: TypeError ffi: the result of a callback (i32) must be a number, got string
const big = callback('i32', ['pointer', 'pointer'], () => 2 ** 40);
try { qsort(arr, n, 8, big); } catch (e) { console.log(e.name); }
// expect: RangeError
qsort(arr, n, 8, cmp); // still usable after the errors
console.log(arr.read('double', 0), arr.read('double', 8 * (n - 1)));
// expect: 0 9.75
try { callback('i32', ['pointer'], 42); } catch (e) { console.log(e.name, e.message); }
// expect: TypeError 42 is not a function
try { callback('i32', ['void'], () => 0); } catch (e) { console.log(e.message); }
// expect: ffi: argument type 1 of a callback cannot be void
cmp.close();
cmp.close();
try { qsort(arr, n, 8, cmp); } catch (e) { console.log(e.message); }
// expect: ffi: this FfiCallback was closed
qsort(arr, n, 8, bad); // expect runtime error: TypeError: comparator failed
