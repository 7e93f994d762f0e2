// process.emitWarning as node's: a string (with a type, a code, an options
// object with detail, a ctor) or an Error, emitted as 'warning' on the next
// tick; argument errors thrown at once; node's own 'warning' listener is
// there from the start.
console.log(process.listenerCount('warning')); // expect: 1
process.on('warning', (w) => console.log('warning', w.name, w.message, w.code, w.detail, w instanceof Error, Object.keys(w).join()));
process.emitWarning('plain');
process.emitWarning('typed', 'CustomWarning');
process.emitWarning('coded', 'CustomWarning', 'WARN001');
process.emitWarning('options', { type: 'T', code: 'C', detail: 'some detail' });
const e = new Error('an error');
e.name = 'MyWarning';
process.emitWarning(e);
process.emitWarning('deprecated', 'DeprecationWarning', 'DEP0001');
function f() {
  process.emitWarning('with ctor', 'X', 'Y', f);
}
f();
for (const args of [[1], ['x', 1], ['x', 'T', 2], [{}]]) {
  try {
    process.emitWarning(...args);
  } catch (err) {
    console.log(err.name, err.code, err.message);
  }
}
console.log('synchronous part done');
// expect: TypeError ERR_INVALID_ARG_TYPE The "warning" argument must be of type string or an instance of Error. Received type number (1)
// expect: TypeError ERR_INVALID_ARG_TYPE The "type" argument must be of type string. Received type number (1)
// expect: TypeError ERR_INVALID_ARG_TYPE The "code" argument must be of type string. Received type number (2)
// expect: TypeError ERR_INVALID_ARG_TYPE The "warning" argument must be of type string or an instance of Error. Received an instance of Object
// expect: synchronous part done
// expect: warning Warning plain undefined undefined true name
// expect: warning CustomWarning typed undefined undefined true name
// expect: warning CustomWarning coded WARN001 undefined true name,code
// expect: warning T options C some detail true name,code,detail
// expect: warning MyWarning an error undefined undefined true name
// expect: warning DeprecationWarning deprecated DEP0001 undefined true name,code
// expect: warning X with ctor Y undefined true name,code
