// tarn-only: tarn:ffi. Each C type through libc/libm functions and buffers;
// the results are C's (abs, labs, strtoul, toupper, fabsf, strlen, atoll).
import { dlopen, alloc } from 'tarn:ffi';
const libc = dlopen('');
const libm = dlopen('libm.so.6');
const abs = libc.func('abs', 'i32', ['i32']);
const labs = libc.func('labs', 'i64', ['i64']);
const toupper = libc.func('toupper', 'i32', ['i32']);
const strlen = libc.func('strlen', 'u64', ['cstring']);
const atoll = libc.func('atoll', 'i64', ['cstring']);
const strtoul = libc.func('strtoul', 'u64', ['cstring', 'pointer', 'i32']);
const fabsf = libm.func('fabsf', 'float', ['float']);
const ldexp = libm.func('ldexp', 'double', ['double', 'i32']);
console.log(abs(-2147483647), labs(-9007199254740992), toupper(97));
// expect: 2147483647 9007199254740992 65
console.log(strlen(''), strlen('héllo'), strlen('✓'));
// expect: 0 6 3
console.log(atoll('9007199254740992'), atoll('-123'));
// expect: 9007199254740992 -123
console.log(strtoul('ff', null, 16), strtoul('4294967295', null, 10));
// expect: 255 4294967295
console.log(fabsf(-1.5), fabsf(0.1), ldexp(1, 10));
// expect: 1.5 0.10000000149011612 1024
try { atoll('9007199254740993'); } catch (e) { console.log(e.name, e.message); }
// expect: RangeError ffi: the result of atoll (i64) is beyond 2^53 and has no exact JS number
try { labs(2 ** 53 + 2); } catch (e) { console.log(e.name, e.message); }
// expect: RangeError ffi: argument 1 of labs (i64) must be an integer from -9007199254740992 to 9007199254740992, got 9007199254740994
try { abs(1.5); } catch (e) { console.log(e.name); }
// expect: RangeError

// buffers: every type at an offset, little-endian bytes
const b = alloc(32);
const cases = [['i8', -128], ['u8', 255], ['i16', -32768], ['u16', 65535], ['i32', -2147483648],
               ['u32', 4294967295], ['i64', -9007199254740992], ['u64', 9007199254740992],
               ['float', 0.5], ['double', -0.1]];
for (const [t, v] of cases) {
    b.write(t, 3, v);
    console.log(t, b.read(t, 3) === v);
}
// expect: i8 true
// expect: u8 true
// expect: i16 true
// expect: u16 true
// expect: i32 true
// expect: u32 true
// expect: i64 true
// expect: u64 true
// expect: float true
// expect: double true
b.write('u32', 0, 0x01020304);
console.log(b.read('u8', 0), b.read('u8', 3), b.read('u16', 0));
// expect: 4 1 772
b.write('float', 0, 0.1);
console.log(b.read('float', 0));
// expect: 0.10000000149011612
b.write('i32', 0, -1);
console.log(b.read('u32', 0), b.read('i8', 1));
// expect: 4294967295 -1
console.log(b.writeCString('héllo', 8), b.readCString(8), b.read('u8', 9));
// expect: 6 héllo 195
try { b.read('i32', 30); } catch (e) { console.log(e.name, e.message); }
// expect: RangeError ffi: 4 bytes at offset 30 are outside the buffer of 32 bytes
try { b.write('u8', 0, 256); } catch (e) { console.log(e.name, e.message); }
// expect: RangeError ffi: the value written (u8) must be an integer from 0 to 255, got 256
try { b.writeCString('x'.repeat(32)); } catch (e) { console.log(e.name); }
// expect: RangeError
try { b.read('int', 0); } catch (e) { console.log(e.name, e.message); }
// expect: TypeError ffi: unknown C type 'int' (the type to read)
console.log(alloc(0).length, b.length);
// expect: 0 32
