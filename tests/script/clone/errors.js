// Errors clone with their kind (standard names only), message, stack and
// cause; other own properties and the prototype chain are dropped.
const kinds = [Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError];
for (const K of kinds) {
  const e = new K('msg ' + K.name);
  const c = structuredClone(e);
  console.log(c.constructor.name, c instanceof K, c.message, c.stack === e.stack, c !== e);
}
const withCause = new Error('outer', { cause: new TypeError('inner') });
const wc = structuredClone(withCause);
console.log(wc.cause instanceof TypeError, wc.cause.message, Object.getOwnPropertyNames(wc).sort().join());
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(wc, 'cause').enumerable));
const named = new Error('m'); named.name = 'TypeError';
console.log(structuredClone(named).constructor.name);
const custom = new Error('m'); custom.name = 'Custom';
console.log(structuredClone(custom).name, structuredClone(custom).constructor.name);
class MyErr extends Error {}
console.log(structuredClone(new MyErr('q')).constructor.name, structuredClone(new MyErr('q')).message);
console.log(structuredClone(new AggregateError([1], 'agg')).constructor.name);
const extra = new RangeError('x'); extra.code = 42;
console.log(structuredClone(extra).code, structuredClone(extra) instanceof RangeError);
const numMsg = new TypeError('x'); numMsg.message = 7;
console.log(typeof structuredClone(numMsg).message, structuredClone(numMsg).message);
const noMsg = structuredClone(new Error());
console.log(JSON.stringify(noMsg.message), 'message' in noMsg);
const badStack = new Error('s'); badStack.stack = 5;
console.log(structuredClone(badStack).stack);
console.log(structuredClone(Object.create(TypeError.prototype)) instanceof TypeError);
const inObj = { e: new URIError('u') }; inObj.again = inObj.e;
const io = structuredClone(inObj);
console.log(io.e === io.again, io.e instanceof URIError);
