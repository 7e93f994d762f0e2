(function (n) {
  // stdlib/node/async_hooks.js — node:async_hooks: AsyncLocalStorage and
  // AsyncResource over the VM's async context (n.getContext/n.setContext,
  // B_ASYNC_CONTEXT in stdlib/promise.c). As node's AsyncContextFrame, a
  // context is an immutable Map from storage to store: run and enterWith
  // make a new one; every promise reaction (so await), queueMicrotask,
  // process.nextTick, setTimeout/setInterval/setImmediate callback runs in
  // the context that was current when it was registered. async hooks
  // themselves (createHook, async ids) are not here: each throws an error
  // naming itself.
  'use strict';
  const typeErr = (code, msg) => n.nodeError(0, code, msg);
  const argType = (name, what, v) => typeErr('ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const lacks = (what) => n.nodeError(2, 'ERR_TARN_UNSUPPORTED', `tarn's node:async_hooks has no ${what}: it has AsyncLocalStorage and AsyncResource, not async hooks`);
  const get = () => n.getContext();
  const set = (c) => n.setContext(c);
  const withStore = (ctx, key, store) => {
    const next = new Map(ctx);
    next.set(key, store);
    return next;
  };
  const kName = Symbol('kName');
  const kDefault = Symbol('kDefault');

  class AsyncLocalStorage {
    constructor(options = {}) {
      if (options === null || typeof options !== 'object' || Array.isArray(options)) throw argType('options', 'of type object', options);
      this[kDefault] = options.defaultValue;
      this[kName] = options.name !== undefined ? `${options.name}` : '';
    }
    get name() { return this[kName]; }
    static bind(fn) { return AsyncResource.bind(fn); }
    static snapshot() { return AsyncResource.bind((cb, ...args) => cb(...args)); }
    // as node's: the store leaves the current context itself, so what was
    // registered in that context loses it too
    disable() {
      const ctx = get();
      if (ctx) ctx.delete(this);
    }
    enterWith(store) { set(withStore(get(), this, store)); }
    run(store, callback, ...args) {
      const prior = this.getStore();
      if (Object.is(prior, store)) return Reflect.apply(callback, null, args);
      this.enterWith(store);
      try {
        return Reflect.apply(callback, null, args);
      } finally {
        this.enterWith(prior);
      }
    }
    exit(callback, ...args) { return this.run(undefined, callback, ...args); }
    getStore() {
      const ctx = get();
      return ctx && ctx.has(this) ? ctx.get(this) : this[kDefault];
    }
    withScope(store) {
      const prior = this.getStore();
      this.enterWith(store);
      let disposed = false;
      return {
        [Symbol.dispose]: () => {
          if (disposed) return;
          disposed = true;
          this.enterWith(prior);
        },
      };
    }
  }

  const kContext = Symbol('context_frame');
  let nextId = 2;
  class AsyncResource {
    constructor(type, opts = {}) {
      if (typeof type !== 'string') throw argType('type', 'of type string', type);
      let triggerAsyncId = opts;
      if (typeof opts !== 'number') triggerAsyncId = opts === undefined || opts.triggerAsyncId === undefined ? 1 : opts.triggerAsyncId;
      if (!Number.isSafeInteger(triggerAsyncId) || triggerAsyncId < -1)
        throw n.nodeError(1, 'ERR_INVALID_ASYNC_ID', `Invalid triggerAsyncId value: ${triggerAsyncId}`);
      this[kContext] = get();
      this[Symbol.for('tarn.async_id')] = ++nextId;
      this[Symbol.for('tarn.trigger_async_id')] = triggerAsyncId;
    }
    runInAsyncScope(fn, thisArg, ...args) {
      const prev = get();
      set(this[kContext]);
      try {
        return Reflect.apply(fn, thisArg, args);
      } finally {
        set(prev);
      }
    }
    emitDestroy() { return this; }
    asyncId() { return this[Symbol.for('tarn.async_id')]; }
    triggerAsyncId() { return this[Symbol.for('tarn.trigger_async_id')]; }
    bind(fn, thisArg) {
      if (typeof fn !== 'function') throw argType('fn', 'of type function', fn);
      const self = this;
      let bound;
      if (thisArg === undefined) {
        bound = function (...args) { args.unshift(fn, this); return Reflect.apply(self.runInAsyncScope, self, args); };
      } else {
        bound = self.runInAsyncScope.bind(self, fn, thisArg);
      }
      Object.defineProperty(bound, 'length', { configurable: true, enumerable: false, value: fn.length, writable: false });
      return bound;
    }
    static bind(fn, type, thisArg) {
      type = type || fn.name || 'bound-anonymous-fn';
      return new AsyncResource(type).bind(fn, thisArg);
    }
  }

  const hookless = (what) => function () { throw lacks(what); };
  const out = {
    AsyncLocalStorage,
    createHook: hookless('createHook'),
    executionAsyncId: hookless('executionAsyncId'),
    triggerAsyncId: hookless('triggerAsyncId'),
    executionAsyncResource: hookless('executionAsyncResource'),
    // node's table of provider types (a hook's `type`), for code that reads it
    asyncWrapProviders: Object.freeze({ __proto__: null, ...Object.fromEntries(
      ('NONE DIRHANDLE DNSCHANNEL ELDHISTOGRAM FILEHANDLE FILEHANDLECLOSEREQ BLOBREADER ' +
        'FSEVENTWRAP FSREQCALLBACK FSREQPROMISE GETADDRINFOREQWRAP GETNAMEINFOREQWRAP HEAPSNAPSHOT ' +
        'HTTP2SESSION HTTP2STREAM HTTP2PING HTTP2SETTINGS HTTPINCOMINGMESSAGE HTTPCLIENTREQUEST ' +
        'LOCKS DTLS_ENDPOINT DTLS_SESSION JSSTREAM MESSAGEPORT PIPECONNECTWRAP PIPESERVERWRAP ' +
        'PIPEWRAP PROCESSWRAP PROMISE QUERYWRAP QUIC_ENDPOINT QUIC_LOGSTREAM QUIC_SESSION ' +
        'QUIC_STREAM QUIC_UDP SHUTDOWNWRAP SIGNALWRAP STATWATCHER STREAMPIPE TCPCONNECTWRAP ' +
        'TCPSERVERWRAP TCPWRAP TTYWRAP UDPSENDWRAP UDPWRAP SIGINTWATCHDOG WORKER WORKERCPUPROFILE ' +
        'WORKERCPUUSAGE WORKERHEAPPROFILE WORKERHEAPSNAPSHOT WORKERHEAPSTATISTICS WRITEWRAP ZLIB ' +
        'CHECKPRIMEREQUEST PBKDF2REQUEST KEYPAIRGENREQUEST KEYGENREQUEST KEYEXPORTREQUEST ' +
        'ARGON2REQUEST CIPHERREQUEST DERIVEBITSREQUEST HASHREQUEST RANDOMBYTESREQUEST ' +
        'RANDOMPRIMEREQUEST SCRYPTREQUEST SIGNREQUEST TLSWRAP VERIFYREQUEST').split(' ').map((k, i) => [k, i])) }),
    AsyncResource,
  };
  return out;
})
