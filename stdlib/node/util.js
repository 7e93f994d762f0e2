(function (n) {
  // stdlib/node/util.js — node:util: format and inspect (tarn's own, the
  // code console.log prints with: stdlib/inspect.c), promisify,
  // callbackify, inherits, deprecate, types, isDeepStrictEqual, isArray.
  // stdlib/node/core.c compiles it on the first require('util') and calls
  // it with the shared natives n (nodeError, received, inspect(v, depth),
  // format(...args)).
  'use strict';
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const custom = Symbol.for('nodejs.util.inspect.custom');
  const kCustomPromisify = Symbol.for('nodejs.util.promisify.custom');

  // The options tarn's inspect has, as n.inspect's bits (stdlib/lib.h's
  // LIB_INSPECT_*); compact is false or node's default 3.
  function inspect(value, opts) {
    let depth = 2, bits = 0;
    if (typeof opts === 'object' && opts !== null) {
      if (opts.depth === null || opts.depth === Infinity) depth = 1e9;
      else if (typeof opts.depth === 'number') depth = opts.depth;
      for (const k of Object.keys(opts)) {
        const v = opts[k];
        if (k === 'depth' || v === undefined) continue;
        if (k === 'compact' && (v === false || v === 3)) bits |= v === false ? 1 : 0;
        else if (k === 'sorted' && typeof v === 'boolean') bits |= v ? 2 : 0;
        else if (k === 'getters' && typeof v === 'boolean') bits |= v ? 4 : 0;
        else if (k === 'customInspect' && typeof v === 'boolean') bits |= v ? 0 : 8;
        else
          throw new Error(`tarn's util.inspect supports the options depth, compact (false or 3), sorted, getters and customInspect, not ${k}: ${n.inspect(v, 0)}`);
      }
    }
    return bits ? n.inspect(value, depth, bits) : n.inspect(value, depth);
  }
  inspect.custom = custom;

  function promisify(original) {
    if (typeof original !== 'function') throw argType('original', 'of type function', original);
    if (original[kCustomPromisify]) {
      const fn = original[kCustomPromisify];
      if (typeof fn !== 'function') throw argType('util.promisify.custom', 'of type function', fn);
      return Object.defineProperty(fn, kCustomPromisify, { value: fn, enumerable: false, writable: false, configurable: true });
    }
    function fn(...args) {
      return new Promise((resolve, reject) => {
        original.call(this, ...args, (err, ...values) => {
          if (err) return reject(err);
          resolve(values[0]);
        });
      });
    }
    Object.setPrototypeOf(fn, Object.getPrototypeOf(original));
    Object.defineProperty(fn, kCustomPromisify, { value: fn, enumerable: false, writable: false, configurable: true });
    return Object.defineProperties(fn, Object.getOwnPropertyDescriptors(original));
  }
  promisify.custom = kCustomPromisify;

  function callbackify(original) {
    if (typeof original !== 'function') throw argType('original', 'of type function', original);
    function callbackified(...args) {
      const cb = args.pop();
      if (typeof cb !== 'function') throw argType('last argument', 'of type function', cb);
      Reflect.apply(original, this, args).then(
        (ret) => queueMicrotask(() => cb(null, ret)),
        (rej) => queueMicrotask(() => {
          if (!rej) {
            const e = n.nodeError(2, 'ERR_FALSY_VALUE_REJECTION', 'Promise was rejected with falsy value');
            e.reason = rej;
            rej = e;
          }
          cb(rej);
        }));
    }
    return callbackified;
  }

  function inherits(ctor, superCtor) {
    if (ctor === undefined || ctor === null) throw argType('ctor', 'of type function', ctor);
    if (superCtor === undefined || superCtor === null) throw argType('superCtor', 'of type function', superCtor);
    if (superCtor.prototype === undefined)
      throw argType('superCtor.prototype', 'of type object', superCtor.prototype);
    Object.defineProperty(ctor, 'super_', { value: superCtor, writable: true, configurable: true });
    Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
  }

  // node warns once per deprecated function, and once per code
  const codesWarned = new Set();
  function deprecate(fn, msg, code) {
    if (typeof fn !== 'function') throw argType('fn', 'of type function', fn);
    let warned = false;
    function deprecated(...args) {
      if (!warned) {
        warned = true;
        if (code === undefined) {
          process.emitWarning(msg, 'DeprecationWarning', deprecated);
        } else if (!codesWarned.has(code)) {
          process.emitWarning(msg, 'DeprecationWarning', code, deprecated);
          codesWarned.add(code);
        }
      }
      return new.target ? Reflect.construct(fn, args, new.target) : Reflect.apply(fn, this, args);
    }
    Object.setPrototypeOf(deprecated, fn);
    return deprecated;
  }

  const tag = (v) => Object.prototype.toString.call(v).slice(8, -1);
  const is = (name) => (v) => typeof v === 'object' && v !== null && tag(v) === name;
  const types = {
    isPromise: (v) => v instanceof Promise,
    isRegExp: is('RegExp'),
    isDate: is('Date'),
    isMap: is('Map'),
    isSet: is('Set'),
    isWeakMap: is('WeakMap'),
    isWeakSet: is('WeakSet'),
    isNativeError: (v) => v instanceof Error,
    isAsyncFunction: (v) => typeof v === 'function' && tag(v) === 'AsyncFunction',
    isGeneratorFunction: (v) => typeof v === 'function' && /GeneratorFunction$/.test(tag(v)),
    isArrayBuffer: is('ArrayBuffer'),
    isTypedArray: (v) => ArrayBuffer.isView(v) && !(v instanceof DataView),
    isUint8Array: is('Uint8Array'),
    isDataView: is('DataView'),
    isBoxedPrimitive: (v) => ['Number', 'String', 'Boolean', 'Symbol', 'BigInt'].includes(tag(v)) && typeof v === 'object',
  };

  // node's deep equality: stdlib/node/comparisons.js, shared with assert
  const { isDeepStrictEqual } = n.internal('comparisons');

  return {
    format: n.format, inspect, promisify, callbackify, inherits, deprecate, types, isDeepStrictEqual,
    isArray: Array.isArray,
  };
})
