// node makes most of its ERR_* errors as NodeErrors ("TypeError [CODE]: ..." in the stack and String(e)) and its web-IDL ones as plain errors with a code
const fs = [() => atob(), () => new TextDecoder().decode(5), () => TextDecoder.prototype.decode.call({}), () => new TextDecoder('x'), () => new TextDecoder('utf8', {fatal:true}).decode(new Uint8Array([255])), () => new URLSearchParams([[1]]), () => new URLSearchParams({[Symbol.iterator]: 1}), () => new Crypto(), () => AbortSignal.timeout(-1), () => crypto.subtle.digest({}, new Uint8Array(1)), () => performance.mark('x', {startTime: -1}), () => new URL('x'), () => new Event(), () => crypto.getRandomValues([]), () => URL.canParse()];
for (const f of fs) { try { const r = f(); if (r && r.catch) r.catch(e => console.log('async', e.stack.split('\n')[0])); } catch (e) { console.log(e.stack.split('\n')[0], '|', String(e)); } }
try { atob(); } catch (e) {
  console.log(Object.getOwnPropertyNames(e), Object.keys(e), e.constructor === TypeError, e instanceof TypeError,
              Object.getPrototypeOf(e) === TypeError.prototype, Object.getOwnPropertyNames(Object.getPrototypeOf(e)));
}
try { new URL('x'); } catch (e) { console.log(Object.getOwnPropertyNames(e), Object.getPrototypeOf(e) === TypeError.prototype); }
// expect: TypeError [ERR_MISSING_ARGS]: The "input" argument must be specified | TypeError [ERR_MISSING_ARGS]: The "input" argument must be specified
// expect: TypeError: The "list" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView. | TypeError: The "list" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.
// expect: TypeError [ERR_INVALID_THIS]: Value of "this" must be of type TextDecoder | TypeError [ERR_INVALID_THIS]: Value of "this" must be of type TextDecoder
// expect: RangeError [ERR_ENCODING_NOT_SUPPORTED]: The "x" encoding is not supported | RangeError [ERR_ENCODING_NOT_SUPPORTED]: The "x" encoding is not supported
// expect: TypeError: The encoded data was not valid for encoding utf-8 | TypeError: The encoded data was not valid for encoding utf-8
// expect: TypeError [ERR_INVALID_TUPLE]: Each query pair must be an iterable [name, value] tuple | TypeError [ERR_INVALID_TUPLE]: Each query pair must be an iterable [name, value] tuple
// expect: TypeError [ERR_ARG_NOT_ITERABLE]: Query pairs must be iterable | TypeError [ERR_ARG_NOT_ITERABLE]: Query pairs must be iterable
// expect: TypeError [ERR_ILLEGAL_CONSTRUCTOR]: Illegal constructor | TypeError [ERR_ILLEGAL_CONSTRUCTOR]: Illegal constructor
// expect: RangeError [ERR_OUT_OF_RANGE]: The value of "delay" is out of range. It must be >= 0 && <= 4294967295. Received -1 | RangeError [ERR_OUT_OF_RANGE]: The value of "delay" is out of range. It must be >= 0 && <= 4294967295. Received -1
// expect: TypeError [ERR_PERFORMANCE_INVALID_TIMESTAMP]: -1 is not a valid timestamp | TypeError [ERR_PERFORMANCE_INVALID_TIMESTAMP]: -1 is not a valid timestamp
// expect: TypeError: Invalid URL | TypeError: Invalid URL
// expect: TypeError [ERR_MISSING_ARGS]: The "type" argument must be specified | TypeError [ERR_MISSING_ARGS]: The "type" argument must be specified
// expect: TypeError: Failed to execute 'getRandomValues' on 'Crypto': 1st argument is not an ArrayBufferView. | TypeError: Failed to execute 'getRandomValues' on 'Crypto': 1st argument is not an ArrayBufferView.
// expect: TypeError [ERR_MISSING_ARGS]: The "url" argument must be specified | TypeError [ERR_MISSING_ARGS]: The "url" argument must be specified
// expect: [ 'stack', 'code', 'message' ] [ 'code' ] true true false [ 'constructor', 'toString' ]
// expect: [ 'stack', 'message', 'code', 'input' ] true
// expect: async TypeError: Failed to normalize algorithm: passed algorithm cannot be converted to 'Algorithm' because 'name' is required in 'Algorithm'.
