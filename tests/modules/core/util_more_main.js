// node:util: parseArgs (tokens, short groups, inline values, negation, defaults, node's errors and codes),
// debuglog, formatWithOptions, stripVTControlCharacters, toUSVString, inspect.defaultOptions, the encoders, types.
const util = require('util');
const { parseArgs } = util;
const opts = { verbose: { type: 'boolean', short: 'v' }, name: { type: 'string', short: 'n', default: 'anon' },
               tag: { type: 'string', short: 't', multiple: true }, color: { type: 'boolean' } };
const cases = [
  { args: ['-v', '--name', 'bob', '-t', 'a', '--tag=b', '-tc'], options: opts },
  { args: ['-vn', 'x'], options: opts }, { args: ['-vnx'], options: opts }, { args: ['-nvx'], options: opts },
  { args: ['pos', '--', '--name', '-v'], options: opts, allowPositionals: true },
  { args: ['-v', 'pos'], options: opts, tokens: true, allowPositionals: true },
  { args: ['--unknown', '-x', 'val', '--k=v'], strict: false },
  { args: ['--no-color', '--color', '--no-color'], options: opts, allowNegative: true },
  { args: ['--no-name'], options: opts, allowNegative: true }, { args: ['--no-color=1'], options: opts, allowNegative: true },
  { args: ['--unknown'], options: opts }, { args: ['--unknown'], options: opts, allowPositionals: true },
  { args: ['--name'], options: opts }, { args: ['-n'], options: opts }, { args: ['--verbose=yes'], options: opts },
  { args: ['-v=1'], options: opts }, { args: ['--name', '-v'], options: opts }, { args: ['-n', '--x'], options: opts },
  { args: ['pos'], options: opts }, { args: ['--__proto__', 'x'], strict: false },
  { args: [], options: { a: { type: 'number' } } }, { args: [], options: { a: { type: 'string', short: 'ab' } } },
  { args: [], options: { a: { type: 'string', default: 1 } } }, { args: 'x' }, { args: [], strict: 'yes' },
  { args: [], options: { a: { type: 'boolean', multiple: true, default: [true] } } },
];
for (const c of cases) {
  try { console.log(util.inspect(parseArgs(c), { depth: 4 })); } catch (e) { console.log(e.name, e.code, JSON.stringify(e.message)); }
}
const dbg = util.debuglog('tarnsection');
console.log(dbg.enabled, typeof util.debug);
dbg('not printed %d', 1);
console.log(util.formatWithOptions({ colors: false }, '%s=%d %O %j', 'a', 42, { b: [1] }, { c: 2 }));
try { util.formatWithOptions(null, 'x'); } catch (e) { console.log(e.name, e.code, e.message); }
console.log(JSON.stringify(util.stripVTControlCharacters('\u001b[31mred\u001b[39m \u001b]8;;http://x\u0007link\u001b]8;;\u0007 \u009b1mX')));
try { util.stripVTControlCharacters(1); } catch (e) { console.log(e.name, e.code, e.message); }
console.log(JSON.stringify(util.toUSVString('a\ud800b\udc00')), util.TextEncoder === TextEncoder, util.TextDecoder === TextDecoder);
console.log(util.inspect.defaultOptions, util.inspect({ a: [1, 2] }, { colors: false, showHidden: false, breakLength: 80 }));
const t = util.types;
const fake = { [Symbol.toStringTag]: 'Date' };
console.log(t.isDate(new Date()), t.isDate(fake), t.isRegExp(/x/), t.isRegExp(RegExp.prototype), t.isMap(new Map()), t.isSet(new Map()));
console.log(t.isProxy(new Proxy({}, {})), t.isProxy({}), t.isNativeError(new TypeError()), t.isNativeError(Object.create(Error.prototype)));
console.log(t.isUint8Array(Buffer.alloc(1)), t.isFloat64Array(new Float64Array()), t.isTypedArray(new DataView(new ArrayBuffer(1))), t.isDataView(new DataView(new ArrayBuffer(1))));
console.log(t.isAnyArrayBuffer(new SharedArrayBuffer(1)), t.isArrayBuffer(new SharedArrayBuffer(1)), t.isSharedArrayBuffer(new SharedArrayBuffer(1)), t.isArrayBufferView(Buffer.alloc(0)));
console.log(t.isNumberObject(Object(1)), t.isNumberObject(1), t.isStringObject(Object('s')), t.isBoxedPrimitive(Object(Symbol())), t.isBigIntObject(Object(1n)));
console.log(t.isGeneratorObject((function* () {})()), t.isMapIterator(new Map().keys()), t.isSetIterator(new Set().values()), t.isArgumentsObject((function () { return arguments; })()));
console.log(t.isAsyncFunction(async () => {}), t.isAsyncFunction(async function* () {}), t.isGeneratorFunction(function* () {}), t.isExternal({}), t.isWeakMap(new WeakMap()), t.isWeakSet(new WeakSet()));
console.log(require('util').inspect({a:1}, {hideDate: true, colors: false}))
