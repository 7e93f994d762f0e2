// errors from dispose methods aggregate into SuppressedError chains; the
// method is read once, when the declaration runs
const thrower = (m) => ({ [Symbol.dispose]() { throw new Error(m); } });
const show = (e, ind = '') => {
  if (e instanceof SuppressedError) {
    console.log(ind + 'SuppressedError: ' + e.message);
    show(e.error, ind + '  error ');
    show(e.suppressed, ind + '  suppressed ');
  } else {
    console.log(ind + (e instanceof Error ? e.message : String(e)));
  }
};

try { using a = thrower('only'); } catch (e) { show(e); }
try {
  using a = thrower('first declared'), b = thrower('second declared');
  throw new Error('body');
} catch (e) { show(e); }
try {
  using a = thrower('d1');
  using b = { [Symbol.dispose]() { throw 42; } };
} catch (e) { show(e); }
const e = (() => { try { using a = thrower('x'); throw 'y'; } catch (e) { return e; } })();
console.log(Object.getOwnPropertyNames(e), Object.keys(e), e.name, e.constructor === SuppressedError);
const d = Object.getOwnPropertyDescriptor(e, 'error');
console.log(d.value.message, d.writable, d.enumerable, d.configurable);

// the dispose method is read at the declaration, and not again
let reads = 0;
const counted = { get [Symbol.dispose]() { reads++; return () => console.log('disposed, reads', reads); } };
{ using c = counted; console.log('reads in body', reads); }

// bad values: TypeError at the declaration, earlier resources still disposed
for (const bad of [1, 'str', {}, { [Symbol.dispose]: 5 }, Symbol('s')]) {
  try {
    using ok = { [Symbol.dispose]() { console.log('  ok disposed'); } };
    using b = bad;
    console.log('not reached');
  } catch (e) {
    console.log(e.constructor.name + ': ' + e.message);
  }
}
// a getter that throws
try { using g = { get [Symbol.dispose]() { throw new RangeError('getter'); } }; } catch (e) { show(e); }
// functions are objects
{ using fn = Object.assign(function () {}, { [Symbol.dispose]() { console.log('fn disposed'); } }); }
// this inside the dispose method is the resource
const self = { name: 'me', [Symbol.dispose]() { console.log('this is', this.name, arguments.length); } };
{ using s = self; }
// expect: only
// expect: SuppressedError: An error was suppressed during disposal
// expect:   error first declared
// expect:   suppressed SuppressedError: An error was suppressed during disposal
// expect:   suppressed   error second declared
// expect:   suppressed   suppressed body
// expect: SuppressedError: An error was suppressed during disposal
// expect:   error d1
// expect:   suppressed 42
// expect: [ 'stack', 'message', 'error', 'suppressed' ] [] SuppressedError true
// expect: x true false true
// expect: reads in body 1
// expect: disposed, reads 1
// expect:   ok disposed
// expect: TypeError: An object is expected with `using` declarations
// expect:   ok disposed
// expect: TypeError: An object is expected with `using` declarations
// expect:   ok disposed
// expect: TypeError: Symbol(Symbol.dispose) is not a function
// expect:   ok disposed
// expect: TypeError: Symbol(Symbol.dispose) is not a function
// expect:   ok disposed
// expect: TypeError: An object is expected with `using` declarations
// expect: getter
// expect: fn disposed
// expect: this is me 0
