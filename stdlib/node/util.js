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

  function inspect(value, opts) {
    let depth = 2;
    if (typeof opts === 'object' && opts !== null) {
      if (opts.depth === null || opts.depth === Infinity) depth = 1e9;
      else if (typeof opts.depth === 'number') depth = opts.depth;
      for (const k of Object.keys(opts))
        if (k !== 'depth')
          throw new Error(`tarn's util.inspect supports only the depth option, not '${k}'`);
    }
    return n.inspect(value, depth);
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

  const warned = new Set();
  function deprecate(fn, msg, code) {
    if (typeof fn !== 'function') throw argType('fn', 'of type function', fn);
    function deprecated(...args) {
      const key = code || msg;
      if (!warned.has(key)) {
        warned.add(key);
        const pid = typeof process === 'object' ? process.pid : 0;
        console.error(`(node:${pid}) ${code ? `[${code}] ` : ''}DeprecationWarning: ${msg}`);
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

  // isDeepStrictEqual: node's strict deep equality (prototypes, own
  // enumerable keys and symbols, Map/Set contents, Date and RegExp values).
  function deepEqual(a, b, memo) {
    if (Object.is(a, b)) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    if (tag(a) !== tag(b)) return false;
    if (memo.get(a) === b) return true;
    memo.set(a, b);
    if (a instanceof Date && a.getTime() !== b.getTime() && !(Number.isNaN(a.getTime()) && Number.isNaN(b.getTime()))) return false;
    if (a instanceof RegExp && (a.source !== b.source || a.flags !== b.flags || a.lastIndex !== b.lastIndex)) return false;
    if (a instanceof Error && (a.message !== b.message || a.name !== b.name)) return false;
    if (types.isBoxedPrimitive(a) && !Object.is(a.valueOf(), b.valueOf())) return false;
    if (Array.isArray(a) && a.length !== b.length) return false;
    if (ArrayBuffer.isView(a)) {
      if (a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
    }
    if (a instanceof Map) {
      if (a.size !== b.size) return false;
      for (const [k, v] of a) {
        if (!b.has(k)) {
          let found = false;
          if (typeof k === 'object' && k !== null)
            for (const [k2, v2] of b) if (deepEqual(k, k2, memo) && deepEqual(v, v2, memo)) { found = true; break; }
          if (!found) return false;
        } else if (!deepEqual(v, b.get(k), memo)) return false;
      }
    }
    if (a instanceof Set) {
      if (a.size !== b.size) return false;
      for (const v of a) {
        if (b.has(v)) continue;
        if (typeof v !== 'object' || v === null) return false;
        let found = false;
        for (const w of b) if (deepEqual(v, w, memo)) { found = true; break; }
        if (!found) return false;
      }
    }
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (const k of ka) {
      if (!Object.prototype.propertyIsEnumerable.call(b, k)) return false;
      if (!deepEqual(a[k], b[k], memo)) return false;
    }
    const sa = Object.getOwnPropertySymbols(a).filter((s) => Object.prototype.propertyIsEnumerable.call(a, s));
    const sb = Object.getOwnPropertySymbols(b).filter((s) => Object.prototype.propertyIsEnumerable.call(b, s));
    if (sa.length !== sb.length) return false;
    for (const s of sa) if (!deepEqual(a[s], b[s], memo)) return false;
    return true;
  }
  const isDeepStrictEqual = (a, b) => deepEqual(a, b, new Map());

  return {
    format: n.format, inspect, promisify, callbackify, inherits, deprecate, types, isDeepStrictEqual,
    isArray: Array.isArray,
  };
})
