// tarn-only: tarn:ffi. Pointers, NULL, buffers passed to C (memset, memcpy,
// strcpy, getenv), freeing, and the printed form.
// env: TARN_FFI_TEST=forty-two
import { dlopen, alloc, NULL, readCString } from 'tarn:ffi';
const libc = dlopen(null);
const memset = libc.func('memset', 'pointer', ['pointer', 'i32', 'u64']);
const memcpy = libc.func('memcpy', 'pointer', ['pointer', 'pointer', 'u64']);
const strcpy = libc.func('strcpy', 'cstring', ['pointer', 'cstring']);
const getenv = libc.func('getenv', 'cstring', ['cstring']);
const getenvp = libc.func('getenv', 'pointer', ['cstring']);
const b = alloc(8), c = alloc(8);
const r = memset(b, 0x41, 7);
console.log(b.readCString(), r.address === b.address, r.constructor.name);
// expect: AAAAAAA true FfiPointer
memcpy(c, b.pointer(4), 4);
console.log(c.readCString(), readCString(c), readCString(c, 2));
// expect: AAA AAA A
console.log(strcpy(c, 'ok'), c.readCString());
// expect: ok ok
console.log(getenv('TARN_FFI_TEST'), getenv('TARN_FFI_NO_SUCH_VARIABLE'));
// expect: forty-two null
const p = getenvp('TARN_FFI_NO_SUCH_VARIABLE');
console.log(p.isNull(), NULL.isNull(), String(NULL.address), readCString(p));
// expect: true true 0x0 null
const q = getenvp('TARN_FFI_TEST');
console.log(q.isNull(), q.readCString(), q.offset(6).readCString(), q.read('u8'));
// expect: false forty-two two 102
console.log(NULL);
// expect: FfiPointer { address: '0x0' }
console.log(/^0x[0-9a-f]+$/.test(b.address), Number(b.address) % 8, b.pointer(3).address === '0x' + (Number(b.address) + 3).toString(16));
// expect: true 0 true
console.log(Object.keys(b), typeof b.address);
// expect: [ 'address', 'length' ] string
b.free();
b.free();
try { b.read('u8'); } catch (e) { console.log(e.name, e.message); }
// expect: Error ffi: this FfiBuffer was freed
try { memset(b, 0, 1); } catch (e) { console.log(e.message); }
// expect: ffi: this FfiBuffer was freed
try { NULL.read('i32'); } catch (e) { console.log(e.message); }
// expect: ffi: cannot access memory through a NULL pointer
try { memset({}, 0, 1); } catch (e) { console.log(e.name, e.message); }
// expect: TypeError ffi: argument 1 of memset (pointer) must be a pointer, buffer, callback or null, got object
try { NULL.constructor(); } catch (e) { console.log(e.name, e.message); }
// expect: TypeError Illegal constructor
