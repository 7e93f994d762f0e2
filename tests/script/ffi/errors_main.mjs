// tarn-only: tarn:ffi (node has no FFI). A missing library, a missing
// symbol, an unknown type and wrong arguments are clear, catchable errors.
import { dlopen } from 'tarn:ffi';

try { dlopen('libnope_does_not_exist.so'); } catch (e) { console.log(e.name, e.message); }
// expect: Error ffi: cannot open library 'libnope_does_not_exist.so': libnope_does_not_exist.so: cannot open shared object file: No such file or directory
const libm = dlopen('libm.so.6');
try { libm.func('no_such_symbol_xyz', 'double', ['double']); } catch (e) { console.log(e.name, e.message); }
// expect: Error ffi: symbol 'no_such_symbol_xyz' not found: /lib/x86_64-linux-gnu/libm.so.6: undefined symbol: no_such_symbol_xyz
try { libm.func('cos', 'nosuchtype', ['double']); } catch (e) { console.log(e.name, e.message); }
// expect: TypeError ffi: unknown C type 'nosuchtype' (the return type of cos)
const cos = libm.func('cos', 'double', ['double']);
try { cos(); } catch (e) { console.log(e.name, e.message); }
// expect: TypeError ffi: cos expects 1 argument, got 0
try { cos('x'); } catch (e) { console.log(e.name, e.message); }
// expect: TypeError ffi: argument 1 of cos (double) must be a number, got string
try { cos(1, 2); } catch (e) { console.log(e.name, e.message); }
// expect: TypeError ffi: cos expects 1 argument, got 2
console.log(cos(0)); // the library stays usable
// expect: 1
