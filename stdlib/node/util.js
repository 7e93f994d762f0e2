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
        else if (k === 'showHidden' && typeof v === 'boolean') bits |= v ? 16 : 0;
        else if (k === 'showProxy' && typeof v === 'boolean') bits |= v ? 32 : 0;
        else
          throw new Error(`tarn's util.inspect supports the options depth, compact (false or 3), sorted, getters, customInspect, showHidden and showProxy (the others at node's defaults only), not ${k}: ${n.inspect(v, 0)}`);
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

  // styleText(format, text[, { validateStream, stream }]): node's escape
  // codes, left out when the stream would not show colours (not a terminal,
  // or FORCE_COLOR says none), as node's shouldColorize decides
  const colors = {
    __proto__: null, reset: [0, 0], bold: [1, 22], dim: [2, 22], italic: [3, 23], underline: [4, 24], blink: [5, 25],
    inverse: [7, 27], hidden: [8, 28], strikethrough: [9, 29], doubleunderline: [21, 24], black: [30, 39],
    red: [31, 39], green: [32, 39], yellow: [33, 39], blue: [34, 39], magenta: [35, 39], cyan: [36, 39],
    white: [37, 39], bgBlack: [40, 49], bgRed: [41, 49], bgGreen: [42, 49], bgYellow: [43, 49], bgBlue: [44, 49],
    bgMagenta: [45, 49], bgCyan: [46, 49], bgWhite: [47, 49], framed: [51, 54], overlined: [53, 55], gray: [90, 39],
    redBright: [91, 39], greenBright: [92, 39], yellowBright: [93, 39], blueBright: [94, 39], magentaBright: [95, 39],
    cyanBright: [96, 39], whiteBright: [97, 39], bgGray: [100, 49], bgRedBright: [101, 49], bgGreenBright: [102, 49],
    bgYellowBright: [103, 49], bgBlueBright: [104, 49], bgMagentaBright: [105, 49], bgCyanBright: [106, 49],
    bgWhiteBright: [107, 49],
  };
  const colorAliases = {
    grey: 'gray', blackBright: 'gray', bgGrey: 'bgGray', bgBlackBright: 'bgGray', faint: 'dim', crossedout: 'strikethrough',
    strikeThrough: 'strikethrough', crossedOut: 'strikethrough', conceal: 'hidden', swapColors: 'inverse',
    swapcolors: 'inverse', doubleUnderline: 'doubleunderline',
  };
  const colorNames = [...Object.keys(colors), ...Object.keys(colorAliases)];
  const colorDepthOfEnv = () => {
    const f = process.env.FORCE_COLOR;
    if (f === '' || f === '1' || f === 'true') return 4;
    if (f === '2') return 8;
    if (f === '3') return 24;
    return 1;
  };
  function shouldColorize(stream) {
    if (process.env.FORCE_COLOR !== undefined) return colorDepthOfEnv() > 2;
    return !!(stream && stream.isTTY && (typeof stream.getColorDepth === 'function' ? stream.getColorDepth() > 2 : true));
  }
  function styleText(format, text, { validateStream = true, stream = process.stdout } = {}) {
    if (typeof text !== 'string') throw argType('text', 'of type string', text);
    if (typeof validateStream !== 'boolean')
      throw n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "options.validateStream" property must be of type boolean.${n.received(validateStream)}`);
    let skip = false;
    if (validateStream) {
      const isStream = stream !== null && typeof stream === 'object' &&
        (typeof stream.pipe === 'function' || typeof stream.write === 'function' || typeof stream.getReader === 'function' || typeof stream.getWriter === 'function');
      if (!isStream) throw argType('stream', 'an instance of ReadableStream, WritableStream, or Stream', stream);
      skip = !shouldColorize(stream);
    }
    let left = '', right = '';
    for (const key of Array.isArray(format) ? format : [format]) {
      if (key === 'none') continue;
      const codes = colors[key] || colors[colorAliases[key]];
      if (codes === undefined || typeof key !== 'string')
        throw n.nodeError(0, 'ERR_INVALID_ARG_VALUE', `The argument 'format' must be one of: ${colorNames.map((k) => `'${k}'`).join(', ')}. Received ${n.inspect(key, 2)}`);
      if (skip) continue;
      left += `\x1b[${codes[0]}m`;
      right = `\x1b[${codes[1]}m${right}`;
    }
    return skip ? text : `${left}${text}${right}`;
  }

  // libuv's error names and messages, as node's getSystemErrorMap
  const errMap = new Map();
  for (const e of (
      '-7:E2BIG:argument list too long|-13:EACCES:permission denied|-98:EADDRINUSE:address already in use|' +
      '-99:EADDRNOTAVAIL:address not available|-97:EAFNOSUPPORT:address family not supported|' +
      '-11:EAGAIN:resource temporarily unavailable|-3000:EAI_ADDRFAMILY:address family not supported|' +
      '-3001:EAI_AGAIN:temporary failure|-3002:EAI_BADFLAGS:bad ai_flags value|' +
      '-3013:EAI_BADHINTS:invalid value for hints|-3003:EAI_CANCELED:request canceled|' +
      '-3004:EAI_FAIL:permanent failure|-3005:EAI_FAMILY:ai_family not supported|' +
      '-3006:EAI_MEMORY:out of memory|-3007:EAI_NODATA:no address|-3008:EAI_NONAME:unknown node or service|' +
      '-3009:EAI_OVERFLOW:argument buffer overflow|-3014:EAI_PROTOCOL:resolved protocol is unknown|' +
      '-3010:EAI_SERVICE:service not available for socket type|' +
      '-3011:EAI_SOCKTYPE:socket type not supported|-114:EALREADY:connection already in progress|' +
      '-9:EBADF:bad file descriptor|-16:EBUSY:resource busy or locked|-125:ECANCELED:operation canceled|' +
      '-4080:ECHARSET:invalid Unicode character|-103:ECONNABORTED:software caused connection abort|' +
      '-111:ECONNREFUSED:connection refused|-104:ECONNRESET:connection reset by peer|' +
      '-89:EDESTADDRREQ:destination address required|-17:EEXIST:file already exists|' +
      '-14:EFAULT:bad address in system call argument|-27:EFBIG:file too large|' +
      '-113:EHOSTUNREACH:host is unreachable|-4:EINTR:interrupted system call|-22:EINVAL:invalid argument|' +
      '-5:EIO:i/o error|-106:EISCONN:socket is already connected|' +
      '-21:EISDIR:illegal operation on a directory|-40:ELOOP:too many symbolic links encountered|' +
      '-24:EMFILE:too many open files|-90:EMSGSIZE:message too long|-36:ENAMETOOLONG:name too long|' +
      '-100:ENETDOWN:network is down|-101:ENETUNREACH:network is unreachable|' +
      '-23:ENFILE:file table overflow|-105:ENOBUFS:no buffer space available|-19:ENODEV:no such device|' +
      '-2:ENOENT:no such file or directory|-12:ENOMEM:not enough memory|' +
      '-64:ENONET:machine is not on the network|-92:ENOPROTOOPT:protocol not available|' +
      '-28:ENOSPC:no space left on device|-38:ENOSYS:function not implemented|' +
      '-107:ENOTCONN:socket is not connected|-20:ENOTDIR:not a directory|-39:ENOTEMPTY:directory not empty|' +
      '-88:ENOTSOCK:socket operation on non-socket|-95:ENOTSUP:operation not supported on socket|' +
      '-75:EOVERFLOW:value too large for defined data type|-1:EPERM:operation not permitted|' +
      '-32:EPIPE:broken pipe|-71:EPROTO:protocol error|-93:EPROTONOSUPPORT:protocol not supported|' +
      '-91:EPROTOTYPE:protocol wrong type for socket|-34:ERANGE:result too large|' +
      '-30:EROFS:read-only file system|-108:ESHUTDOWN:cannot send after transport endpoint shutdown|' +
      '-29:ESPIPE:invalid seek|-3:ESRCH:no such process|-110:ETIMEDOUT:connection timed out|' +
      '-26:ETXTBSY:text file is busy|-18:EXDEV:cross-device link not permitted|-4094:UNKNOWN:unknown error|' +
      '-4095:EOF:end of file|-6:ENXIO:no such device or address|-31:EMLINK:too many links|' +
      '-112:EHOSTDOWN:host is down|-121:EREMOTEIO:remote I/O error|' +
      '-25:ENOTTY:inappropriate ioctl for device|-4028:EFTYPE:inappropriate file type or format|' +
      '-84:EILSEQ:illegal byte sequence|-94:ESOCKTNOSUPPORT:socket type not supported|' +
      '-61:ENODATA:no data available|-49:EUNATCH:protocol driver not attached|-8:ENOEXEC:exec format error'
  ).split('|')) {
    const [num, name, msg] = e.split(':');
    errMap.set(Number(num), [name, msg]);
  }
  function checkErr(err) {
    if (typeof err !== 'number') throw argType('err', 'of type number', err);
    if (err >= 0 || !Number.isSafeInteger(err)) throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "err" is out of range. It must be a negative integer. Received ${n.inspect(err, 2)}`);
  }
  function getSystemErrorName(err) {
    checkErr(err);
    const e = errMap.get(err);
    return e ? e[0] : `Unknown system error ${err}`;
  }
  function getSystemErrorMessage(err) {
    checkErr(err);
    const e = errMap.get(err);
    return e ? e[1] : `Unknown system error ${err}`;
  }
  const getSystemErrorMap = () => new Map(errMap);

  // aborted(signal, resource): settles when signal aborts (resource is only
  // checked: tarn does not hold it weakly)
  async function aborted(signal, resource) {
    if (!(signal instanceof AbortSignal)) {
      const e = new TypeError('signal is not of type AbortSignal.');
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
    if (resource === null || (typeof resource !== 'object' && typeof resource !== 'function')) throw argType('resource', 'of type object', resource);
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
  }

  // parseEnv(content): node's .env parser (src/node_dotenv.cc's rules)
  function parseEnv(content) {
    if (typeof content !== 'string') throw argType('content', 'of type string', content);
    const out = { __proto__: null };
    const trim = (s) => s.replace(/^[ \t]+|[ \t]+$/g, '');
    let c = trim(content.replace(/\r/g, ''));
    const skipLine = () => {
      const nl = c.indexOf('\n');
      c = nl === -1 ? '' : c.slice(nl + 1);
    };
    while (c.length) {
      if (c[0] === '\n' || c[0] === '#') {
        skipLine();
        continue;
      }
      const eq = c.search(/[=\n]/);
      if (eq === -1 || c[eq] === '\n') {
        if (c.indexOf('\n') === -1) break;
        skipLine();
        c = trim(c);
        continue;
      }
      let key = trim(c.slice(0, eq));
      c = c.slice(eq + 1);
      if (!key) {
        if (c.indexOf('\n') === -1) break;
        skipLine();
        c = trim(c);
        continue;
      }
      if (key.startsWith('export ')) key = trim(key.slice(7));
      c = trim(c);
      if (!c) {
        out[key] = '';
        break;
      }
      const q = c[0];
      if (q === '"' || q === "'" || q === '`') {
        const close = c.indexOf(q, 1);
        if (close === -1) {
          const nl = c.indexOf('\n');
          if (nl === -1) {
            out[key] = c;
            break;
          }
          out[key] = c.slice(0, nl);
          c = c.slice(nl);
        } else {
          const v = c.slice(1, close);
          out[key] = q === '"' ? v.replace(/\\n/g, '\n') : v;
          const nl = c.indexOf('\n', close + 1);
          c = nl === -1 ? '' : c.slice(nl + 1);
        }
      } else {
        const nl = c.indexOf('\n');
        let v = nl === -1 ? c : c.slice(0, nl);
        const hash = v.indexOf('#');
        if (hash !== -1) v = v.slice(0, hash);
        out[key] = trim(v);
        c = nl === -1 ? '' : c.slice(nl + 1);
      }
      c = trim(c);
    }
    return out;
  }

  // node's deep equality: stdlib/node/comparisons.js, shared with assert
  const { isDeepStrictEqual } = n.internal('comparisons');

  const { parseArgs } = n.internal('parse_args');

  const util = {
    format: n.format, formatWithOptions, inspect, promisify, callbackify, inherits, deprecate, debuglog,
    debug: debuglog, types, isDeepStrictEqual, isArray: Array.isArray, parseArgs, stripVTControlCharacters,
    toUSVString, TextEncoder, TextDecoder, styleText, getSystemErrorMap, getSystemErrorName, getSystemErrorMessage,
    aborted, parseEnv,
  };
  // MIMEType and MIMEParams (stdlib/node/mime.js) are compiled when first
  // read: a require('util') that never names them does not pay for them
  for (const name of ['MIMEType', 'MIMEParams'])
    Object.defineProperty(util, name, { get: () => n.internal('mime')[name], enumerable: true, configurable: true });
  return util;
})
