(function (n) {
  // stdlib/node/vm.js — node:vm over tarn's realms (docs/realms.md): a
  // context is a realm of its own made by n.newContext, whose global names
  // are looked up, assigned and declared on the contextified object first
  // (the core's global operations read it), as node's interceptors do. Its
  // scripts see as `this` and `globalThis` a proxy of the realm's global
  // object that shows the contextified object's properties over the
  // realm's own. A script's code is kept as text and compiled in the realm
  // that runs it (tarn's compiled code belongs to one realm); `new Script`
  // compiles it once here for its SyntaxError. Checks, errors and codes
  // follow node's lib/vm.js.
  'use strict';
  const typeErr = (code, msg) => n.nodeError(0, code, msg);
  const argType = (name, what, v) => typeErr('ERR_INVALID_ARG_TYPE',
    `The "${name}" ${name.includes('.') ? 'property' : 'argument'} must be ${what}.${n.received(v)}`);
  const lacks = (what) => n.nodeError(2, 'ERR_TARN_UNSUPPORTED', `tarn's node:vm has no ${what}`);
  const hasOwn = Object.prototype.hasOwnProperty;
  const ReflectApi = Reflect;

  const validateObject = (v, name) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) throw argType(name, 'of type object', v);
  };
  const validateString = (v, name) => {
    if (typeof v !== 'string') throw argType(name, 'of type string', v);
  };
  const validateBoolean = (v, name) => {
    if (typeof v !== 'boolean') throw argType(name, 'of type boolean', v);
  };
  const validateInt32 = (v, name) => {
    if (typeof v !== 'number') throw argType(name, 'of type number', v);
    if (!Number.isInteger(v))
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be an integer. Received ${n.inspect(v)}`);
    if (v < -2147483648 || v > 2147483647)
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be >= -2147483648 && <= 2147483647. Received ${n.inspect(v)}`);
  };
  const validateUint32Positive = (v, name) => {
    if (typeof v !== 'number') throw argType(name, 'of type number', v);
    if (!Number.isInteger(v))
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be an integer. Received ${n.inspect(v)}`);
    if (v < 1 || v > 4294967295)
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be >= 1 && <= 4294967295. Received ${n.inspect(v)}`);
  };
  const validateBufferSource = (v, name) => {
    if (!ArrayBuffer.isView(v))
      throw argType(name, 'an instance of Buffer, TypedArray, or DataView', v);
  };

  // ---- contexts ----------------------------------------------------------
  // contextified object -> { proxy, run }: run(code, filename, this,
  // timeout[, fn]) belongs to the context's realm
  const contexts = new WeakMap();

  // The global object as a context's scripts see it (node's global proxy
  // over the contextified object): the sandbox's properties first, then
  // the realm's own (its builtins); writes and definitions go to the
  // sandbox. A property the realm's global holds non-configurably (a
  // `var`'s binding, NaN, ...) is reported non-configurable, as a Proxy
  // must.
  const globalProxy = (g, sb) => new Proxy(g, {
    get(t, k, r) { return k in sb ? sb[k] : ReflectApi.get(t, k, r); },
    set(t, k, v) { return ReflectApi.set(sb, k, v); },
    has(t, k) { return k in sb || ReflectApi.has(t, k); },
    deleteProperty(t, k) {
      return hasOwn.call(sb, k) ? ReflectApi.deleteProperty(sb, k) : ReflectApi.deleteProperty(t, k);
    },
    getOwnPropertyDescriptor(t, k) {
      const d = ReflectApi.getOwnPropertyDescriptor(sb, k);
      const td = ReflectApi.getOwnPropertyDescriptor(t, k);
      if (d === undefined) return td;
      if (td === undefined || td.configurable) {
        d.configurable = true;
        return d;
      }
      if (!hasOwn.call(td, 'value') || !td.writable || hasOwn.call(d, 'get')) return td;
      d.configurable = false;
      return d;
    },
    defineProperty(t, k, d) {
      if (!ReflectApi.defineProperty(sb, k, d)) return false;
      return d.configurable === false ? ReflectApi.defineProperty(t, k, d) : true;
    },
    ownKeys(t) {
      const keys = ReflectApi.ownKeys(t);
      const seen = new Set(keys);
      for (const k of ReflectApi.ownKeys(sb)) if (!seen.has(k)) keys.push(k);
      return keys;
    },
  });

  const consoleSource = `(() => {
    const c = {};
    for (const k of ['debug', 'error', 'info', 'log', 'warn', 'dir', 'dirxml', 'table', 'trace', 'group',
      'groupCollapsed', 'groupEnd', 'clear', 'count', 'countReset', 'assert', 'profile', 'profileEnd', 'time',
      'timeLog', 'timeEnd', 'timeStamp', 'context', 'createTask'])
      c[k] = { [k]() {} }[k];
    Object.defineProperty(c, Symbol.toStringTag, { value: 'console', configurable: true });
    return c;
  })()`;

  function isContext(object) {
    validateObject(object, 'object');
    return contexts.has(object);
  }

  const contextOf = (object, name) => {
    const c = typeof object === 'object' && object !== null ? contexts.get(object) : undefined;
    if (c === undefined)
      throw argType(name, 'an vm.Context', object);
    return c;
  };

  function createContext(contextObject = {}, options = {}) {
    if (typeof contextObject === 'object' && contextObject !== null && contexts.has(contextObject)) return contextObject;
    if (contextObject === constants.DONT_CONTEXTIFY) throw lacks('vm.constants.DONT_CONTEXTIFY contexts');
    validateObject(contextObject, 'object');
    validateObject(options, 'options');
    const { name, origin, codeGeneration, microtaskMode, importModuleDynamically } = options;
    if (name !== undefined) validateString(name, 'options.name');
    if (origin !== undefined) validateString(origin, 'options.origin');
    if (codeGeneration !== undefined) {
      validateObject(codeGeneration, 'options.codeGeneration');
      const { strings, wasm } = codeGeneration;
      if (strings !== undefined) validateBoolean(strings, 'options.codeGeneration.strings');
      if (wasm !== undefined) validateBoolean(wasm, 'options.codeGeneration.wasm');
      if (strings === false) throw lacks('codeGeneration.strings: false (eval and Function cannot be turned off)');
    }
    if (microtaskMode !== undefined) {
      if (microtaskMode !== 'afterEvaluate')
        throw typeErr('ERR_INVALID_ARG_VALUE', `The property 'options.microtaskMode' must be one of: 'afterEvaluate', undefined. Received ${n.inspect(microtaskMode)}`);
      throw lacks("microtaskMode: 'afterEvaluate' (a context shares the process's microtask queue)");
    }
    if (importModuleDynamically !== undefined && typeof importModuleDynamically !== 'function' &&
        importModuleDynamically !== constants.USE_MAIN_CONTEXT_DEFAULT_LOADER)
      throw argType('options.importModuleDynamically', 'of type function or an instance of symbol', importModuleDynamically);
    const [g, run, proxy] = n.newContext(contextObject, (g) => globalProxy(g, contextObject));
    // node's contexts have V8's globals: no `global` or queueMicrotask
    // (node's own), and V8's console, whose output goes to an inspector
    // (none here), so it prints nothing
    delete g.global;
    delete g.queueMicrotask;
    Object.defineProperty(g, 'globalThis', { value: proxy, writable: true, enumerable: false, configurable: true });
    Object.defineProperty(g, 'console', { value: run(consoleSource, 'node:vm', undefined, undefined), writable: true, enumerable: false, configurable: true });
    contexts.set(contextObject, { proxy, run });
    return contextObject;
  }

  // ---- scripts -----------------------------------------------------------
  const thisContext = { proxy: undefined, run: n.run };

  const lines = (k) => {
    let s = '';
    for (let i = 0; i < k; i++) s += '\n';
    return s;
  };
  // The text compiled for code at lineOffset/columnOffset: as many line
  // breaks and spaces before it, so that positions in stacks and errors
  // count from the offsets, as V8's ScriptOrigin makes them.
  const placed = (code, lineOffset, columnOffset) => {
    if (lineOffset < 0 || columnOffset < 0)
      throw lacks('negative lineOffset or columnOffset');
    return lines(lineOffset) + ' '.repeat(columnOffset) + code;
  };

  // [timeout, displayErrors]
  const runOptions = (options) => {
    if (options === undefined) return [undefined, true];
    validateObject(options, 'options');
    const { displayErrors = true, breakOnSigint = false, timeout } = options;
    validateBoolean(displayErrors, 'options.displayErrors');
    validateBoolean(breakOnSigint, 'options.breakOnSigint');
    if (timeout !== undefined) validateUint32Positive(timeout, 'options.timeout');
    return [timeout, displayErrors];
  };

  // script -> [text, filename]
  const scripts = new WeakMap();

  class ContextifyScript {}

  class Script extends ContextifyScript {
    constructor(code, options = {}) {
      super();
      code = `${code}`;
      if (typeof options === 'string') options = { filename: options };
      else validateObject(options, 'options');
      const {
        filename = 'evalmachine.<anonymous>', lineOffset = 0, columnOffset = 0, cachedData,
        produceCachedData = false, importModuleDynamically,
      } = options;
      validateString(filename, 'options.filename');
      validateInt32(lineOffset, 'options.lineOffset');
      validateInt32(columnOffset, 'options.columnOffset');
      if (cachedData !== undefined) validateBufferSource(cachedData, 'options.cachedData');
      validateBoolean(produceCachedData, 'options.produceCachedData');
      if (importModuleDynamically !== undefined && typeof importModuleDynamically !== 'function' &&
          importModuleDynamically !== constants.USE_MAIN_CONTEXT_DEFAULT_LOADER)
        throw argType('options.importModuleDynamically', 'of type function or an instance of symbol', importModuleDynamically);
      if (produceCachedData) throw lacks('code cache (options.produceCachedData)');
      const text = placed(code, lineOffset, columnOffset);
      // compiled here for its SyntaxError (nothing runs)
      n.run(text, filename, undefined, undefined, 2);
      scripts.set(this, [text, filename]);
      this.sourceURL = undefined;
      this.sourceMapURL = undefined;
      // V8 rejects a code cache it did not make; tarn has none it accepts
      if (cachedData !== undefined) this.cachedDataRejected = true;
    }

    runInThisContext(options) {
      return runIn(thisContext, this, runOptions(options));
    }

    runInContext(contextifiedObject, options) {
      const c = contextOf(contextifiedObject, 'contextifiedObject');
      return runIn(c, this, runOptions(options));
    }

    runInNewContext(contextObject, options) {
      const context = createContext(contextObject, contextOptions(options));
      return this.runInContext(context, options);
    }

    createCachedData() {
      throw lacks('code cache (script.createCachedData)');
    }
  }

  const runIn = (c, script, [timeout, displayErrors]) => {
    const s = scripts.get(script);
    if (s === undefined) throw new TypeError('Illegal invocation');
    return c.run(s[0], s[1], c.proxy, timeout, 0, displayErrors);
  };

  const contextOptions = (options) => {
    if (options === undefined || options === null || typeof options !== 'object') return {};
    const o = {
      name: options.contextName,
      origin: options.contextOrigin,
      codeGeneration: options.contextCodeGeneration,
      microtaskMode: options.microtaskMode,
    };
    if (o.name !== undefined) validateString(o.name, 'options.contextName');
    if (o.origin !== undefined) validateString(o.origin, 'options.contextOrigin');
    if (o.codeGeneration !== undefined) validateObject(o.codeGeneration, 'options.contextCodeGeneration');
    return o;
  };

  const scriptOptions = (options) => (typeof options === 'string' ? { filename: options } : options);

  function createScript(code, options) {
    return new Script(code, options);
  }

  function runInThisContext(code, options) {
    options = scriptOptions(options);
    return createScript(code, options).runInThisContext(options);
  }

  function runInContext(code, contextifiedObject, options) {
    contextOf(contextifiedObject, 'contextifiedObject');
    options = scriptOptions(options);
    return createScript(code, options).runInContext(contextifiedObject, options);
  }

  function runInNewContext(code, contextObject, options) {
    options = scriptOptions(options);
    contextObject = createContext(contextObject, contextOptions(options));
    return createScript(code, options).runInContext(contextObject, options);
  }

  function compileFunction(code, params, options = {}) {
    validateString(code, 'code');
    if (params !== undefined) {
      if (!Array.isArray(params)) throw argType('params', 'an instance of Array', params);
      params.forEach((p, i) => validateString(p, `params[${i}]`));
    }
    validateObject(options, 'options');
    const {
      filename = '', columnOffset = 0, lineOffset = 0, cachedData, produceCachedData = false,
      parsingContext, contextExtensions = [],
    } = options;
    validateString(filename, 'options.filename');
    validateInt32(columnOffset, 'options.columnOffset');
    validateInt32(lineOffset, 'options.lineOffset');
    if (cachedData !== undefined) validateBufferSource(cachedData, 'options.cachedData');
    validateBoolean(produceCachedData, 'options.produceCachedData');
    let c = thisContext;
    if (parsingContext !== undefined) {
      if (typeof parsingContext !== 'object' || parsingContext === null || !contexts.has(parsingContext))
        throw argType('options.parsingContext', 'an instance of Context', parsingContext);
      c = contexts.get(parsingContext);
    }
    if (!Array.isArray(contextExtensions)) throw argType('options.contextExtensions', 'an instance of Array', contextExtensions);
    contextExtensions.forEach((e, i) => validateObject(e, `options.contextExtensions[${i}]`));
    if (contextExtensions.length > 0) throw lacks('options.contextExtensions');
    if (produceCachedData) throw lacks('code cache (options.produceCachedData)');
    // the body starts a line after the function's head, as V8 shows it in
    // toString (run's mode 1)
    const head = `(function (${(params || []).join(', ')}) {\n`;
    const body = placed(code, lineOffset, columnOffset);
    const fn = c.run(`${head}${body}\n})`, filename, undefined, undefined, 1, true, body);
    if (cachedData !== undefined) fn.cachedDataRejected = true;
    return fn;
  }

  function measureMemory(options = {}) {
    validateObject(options, 'options');
    throw lacks('measureMemory (V8 heap measurement)');
  }

  const constants = { __proto__: null };
  Object.defineProperty(constants, 'USE_MAIN_CONTEXT_DEFAULT_LOADER',
    { value: Symbol('vm_dynamic_import_main_context_default'), enumerable: true });
  Object.defineProperty(constants, 'DONT_CONTEXTIFY',
    { value: Symbol('vm_context_no_contextify'), enumerable: true });
  Object.freeze(constants);

  return {
    Script,
    createContext,
    createScript,
    runInContext,
    runInNewContext,
    runInThisContext,
    isContext,
    compileFunction,
    measureMemory,
    constants,
  };
})
