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

  // node's inspect defaults: an option given at its default value changes
  // nothing, so tarn takes it even where it has no other value of it.
  const defaults = {
    showHidden: false, depth: 2, colors: false, customInspect: true, showProxy: false, maxArrayLength: 100,
    maxStringLength: 10000, breakLength: 80, compact: 3, sorted: false, getters: false, numericSeparator: false,
  };
  // The options tarn's inspect has, as n.inspect's bits (stdlib/lib.h's
  // LIB_INSPECT_*); compact is false or node's default 3.
  const own = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
  function inspectBits(opts) {
    let depth = 2, bits = 0;
    if (typeof opts === 'object' && opts !== null) {
      if (opts.depth === null || opts.depth === Infinity) depth = 1e9;
      else if (typeof opts.depth === 'number') depth = opts.depth;
      for (const k of Object.keys(opts)) {
        const v = opts[k];
        // node ignores keys that are not its options (debug passes its own)
        if (k === 'depth' || v === undefined || !own(defaults, k) || (k !== 'compact' && Object.is(v, defaults[k]))) continue;
        if (k === 'compact' && (v === false || v === 3)) bits |= v === false ? 1 : 0;
        else if (k === 'sorted' && typeof v === 'boolean') bits |= v ? 2 : 0;
        else if (k === 'getters' && typeof v === 'boolean') bits |= v ? 4 : 0;
        else if (k === 'customInspect' && typeof v === 'boolean') bits |= v ? 0 : 8;
        else
          throw new Error(`tarn's util.inspect supports the options depth, compact (false or 3), sorted, getters and customInspect (the others at node's defaults only), not ${k}: ${n.inspect(v, 0)}`);
      }
    }
    return { depth, bits };
  }
  function inspect(value, opts) {
    const { depth, bits } = inspectBits(opts);
    return bits ? n.inspect(value, depth, bits) : n.inspect(value, depth);
  }
  // inspect.defaultOptions reads node's defaults; setting it takes only
  // those values (tarn's inspect cannot change its own defaults).
  Object.defineProperty(inspect, 'defaultOptions', {
    get: () => ({ ...defaults }),
    set(options) {
      if (typeof options !== 'object' || options === null) throw argType('options', 'of type object', options);
      for (const k of Object.keys(options))
        if (!Object.is(options[k], defaults[k]))
          throw new Error(`tarn's util.inspect.defaultOptions cannot change ${k} (to ${n.inspect(options[k], 0)})`);
    },
    enumerable: true,
    configurable: true,
  });
  // format's %o/%O and the rest as format does; the options as inspect
  // takes them, at their defaults (tarn's format has no others).
  function formatWithOptions(inspectOptions, ...args) {
    if (typeof inspectOptions !== 'object' || inspectOptions === null)
      throw argType('inspectOptions', 'of type object', inspectOptions);
    const { depth, bits } = inspectBits(inspectOptions);
    if (bits !== 0 || depth !== 2)
      throw new Error(`tarn's util.formatWithOptions takes inspect options at node's defaults only, not ${n.inspect(inspectOptions, 0)}`);
    return n.format(...args);
  }

  // debuglog(section): a logger writing "SECTION PID: message" to stderr when
  // NODE_DEBUG names the section (a comma-separated list, * a wildcard, any
  // case), read on the logger's first use as node does.
  function debuglog(set, cb) {
    let enabled;
    const init = () => {
      if (enabled !== undefined) return;
      set = String(set).toUpperCase();
      const env = process.env.NODE_DEBUG;
      if (env) {
        const pattern = env.replace(/[|\\{}()[\]^$+?.]/g, '\\$&').replace(/\*/g, '.*').replace(/,/g, '$|^');
        enabled = new RegExp(`^${pattern}$`, 'i').test(set);
      } else enabled = false;
    };
    let impl;
    const logger = (...args) => {
      if (impl === undefined) {
        init();
        const pid = process.pid;
        impl = enabled ? (...a) => process.stderr.write(`${set} ${pid}: ${n.format(...a)}\n`) : () => {};
        if (typeof cb === 'function') cb(impl);
      }
      impl(...args);
    };
    Object.defineProperty(logger, 'enabled', { get() { init(); return enabled; }, configurable: true, enumerable: true });
    return logger;
  }

  // The escape sequences of terminal control (colors, cursor movement,
  // hyperlinks) that stripVTControlCharacters removes.
  const ansi = new RegExp('[\\u001B\\u009B][[\\]()#;?]*' +
    '(?:(?:(?:(?:;[-a-zA-Z\\d\\/\\#&.:=?%@~_]+)*' +
    '|[a-zA-Z\\d]+(?:;[-a-zA-Z\\d\\/\\#&.:=?%@~_]*)*)?' +
    '(?:\\u0007|\\u001B\\u005C|\\u009C))' +
    '|(?:(?:\\d{1,4}(?:;\\d{0,4})*)?' +
    '[\\dA-PR-TZcf-ntqry=><~]))', 'g');
  function stripVTControlCharacters(str) {
    if (typeof str !== 'string') throw argType('str', 'of type string', str);
    return str.replace(ansi, '');
  }
  function toUSVString(input) {
    return `${input}`.toWellFormed();
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

  // util.types: each check reads an internal slot through a built-in that
  // throws on any other receiver (Symbol.toStringTag cannot fool it) where
  // JavaScript has one; tarn has no External values, KeyObjects or CryptoKeys.
  const tag = (v) => Object.prototype.toString.call(v).slice(8, -1);
  const isObj = (v) => (typeof v === 'object' && v !== null) || typeof v === 'function';
  const slot = (fn, ...extra) => (v) => {
    if (!isObj(v)) return false;
    try {
      fn.call(v, ...extra);
      return true;
    } catch {
      return false;
    }
  };
  const getter = (proto, name) => Object.getOwnPropertyDescriptor(proto, name).get;
  const TypedArray = Object.getPrototypeOf(Uint8Array);
  const typedName = getter(TypedArray.prototype, Symbol.toStringTag);
  const typed = (name) => (v) => typedName.call(v) === name;
  const regexpSlot = slot(getter(RegExp.prototype, 'global'));
  const isArrayBuffer = slot(getter(ArrayBuffer.prototype, 'byteLength'));
  const isSharedArrayBuffer = typeof SharedArrayBuffer === 'function' ? slot(getter(SharedArrayBuffer.prototype, 'byteLength')) : () => false;
  const boxed = (proto) => slot(proto.valueOf);
  const isNumberObject = (v) => typeof v === 'object' && boxed(Number.prototype)(v);
  const isStringObject = (v) => typeof v === 'object' && boxed(String.prototype)(v);
  const isBooleanObject = (v) => typeof v === 'object' && boxed(Boolean.prototype)(v);
  const isBigIntObject = (v) => typeof v === 'object' && boxed(BigInt.prototype)(v);
  const isSymbolObject = (v) => typeof v === 'object' && boxed(Symbol.prototype)(v);
  const types = {
    isPromise: (v) => v instanceof Promise,
    isRegExp: (v) => v !== RegExp.prototype && regexpSlot(v),
    isDate: slot(Date.prototype.getTime),
    isMap: slot(Map.prototype.has),
    isSet: slot(Set.prototype.has),
    isWeakMap: slot(WeakMap.prototype.has, {}),
    isWeakSet: slot(WeakSet.prototype.has, {}),
    isNativeError: (v) => Error.isError(v),
    isAsyncFunction: (v) => typeof v === 'function' && /^Async(Generator)?Function$/.test(tag(v)),
    isGeneratorFunction: (v) => typeof v === 'function' && /GeneratorFunction$/.test(tag(v)),
    isGeneratorObject: (v) => isObj(v) && tag(v) === 'Generator',
    isMapIterator: (v) => isObj(v) && tag(v) === 'Map Iterator',
    isSetIterator: (v) => isObj(v) && tag(v) === 'Set Iterator',
    isArgumentsObject: (v) => isObj(v) && tag(v) === 'Arguments' && !(Symbol.toStringTag in v),
    isModuleNamespaceObject: (v) => isObj(v) && Object.getPrototypeOf(v) === null && !Object.isExtensible(v) &&
      Object.getOwnPropertyDescriptor(v, Symbol.toStringTag)?.value === 'Module',
    isProxy: (v) => n.isProxy(v),
    isExternal: () => false,
    isKeyObject: () => false,
    isCryptoKey: () => false,
    isArrayBuffer,
    isSharedArrayBuffer,
    isAnyArrayBuffer: (v) => isArrayBuffer(v) || isSharedArrayBuffer(v),
    isArrayBufferView: (v) => ArrayBuffer.isView(v),
    isTypedArray: (v) => typedName.call(v) !== undefined,
    isUint8Array: typed('Uint8Array'),
    isUint8ClampedArray: typed('Uint8ClampedArray'),
    isUint16Array: typed('Uint16Array'),
    isUint32Array: typed('Uint32Array'),
    isInt8Array: typed('Int8Array'),
    isInt16Array: typed('Int16Array'),
    isInt32Array: typed('Int32Array'),
    isFloat16Array: typed('Float16Array'),
    isFloat32Array: typed('Float32Array'),
    isFloat64Array: typed('Float64Array'),
    isBigInt64Array: typed('BigInt64Array'),
    isBigUint64Array: typed('BigUint64Array'),
    isDataView: slot(getter(DataView.prototype, 'byteLength')),
    isNumberObject,
    isStringObject,
    isBooleanObject,
    isBigIntObject,
    isSymbolObject,
    isBoxedPrimitive: (v) => isNumberObject(v) || isStringObject(v) || isBooleanObject(v) || isBigIntObject(v) || isSymbolObject(v),
  };

  // node's deep equality: stdlib/node/comparisons.js, shared with assert
  const { isDeepStrictEqual } = n.internal('comparisons');

  const { parseArgs } = n.internal('parse_args');

  return {
    format: n.format, formatWithOptions, inspect, promisify, callbackify, inherits, deprecate, debuglog,
    debug: debuglog, types, isDeepStrictEqual, isArray: Array.isArray, parseArgs, stripVTControlCharacters,
    toUSVString, TextEncoder, TextDecoder,
  };
})
