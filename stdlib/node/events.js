(function (n) {
  // stdlib/node/events.js — node:events: EventEmitter (on/addListener,
  // prependListener, once, prependOnceListener, off/removeListener,
  // removeAllListeners, emit with node's 'error' semantics, listeners,
  // rawListeners, listenerCount, eventNames, setMaxListeners,
  // getMaxListeners, the 'newListener'/'removeListener' events) and the
  // once(emitter, name) helper. stdlib/node/core.c compiles it on the first
  // require('events') and calls it with the shared natives n (nodeError,
  // received, inspect).
  'use strict';
  const kCapture = Symbol('kCapture');
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const checkListener = (l) => {
    if (typeof l !== 'function') throw argType('listener', 'of type function', l);
  };
  let defaultMaxListeners = 10;

  function EventEmitter(opts) {
    EventEmitter.init.call(this, opts);
  }
  EventEmitter.prototype._events = undefined;
  EventEmitter.prototype._eventsCount = 0;
  EventEmitter.prototype._maxListeners = undefined;
  EventEmitter.init = function (opts) {
    if (this._events === undefined || this._events === Object.getPrototypeOf(this)._events) {
      this._events = { __proto__: null };
      this._eventsCount = 0;
    }
    this._maxListeners = this._maxListeners || undefined;
    this[kCapture] = !!(opts && opts.captureRejections);
  };
  Object.defineProperty(EventEmitter, 'defaultMaxListeners', {
    enumerable: true,
    get() { return defaultMaxListeners; },
    set(v) {
      if (typeof v !== 'number' || v < 0 || Number.isNaN(v))
        throw n.nodeError(1, 'ERR_OUT_OF_RANGE',
          `The value of "defaultMaxListeners" is out of range. It must be a non-negative number. Received ${n.inspect(v)}`);
      defaultMaxListeners = v;
    },
  });
  const proto = EventEmitter.prototype;
  proto.setMaxListeners = function setMaxListeners(k) {
    if (typeof k !== 'number' || k < 0 || Number.isNaN(k))
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE',
        `The value of "n" is out of range. It must be a non-negative number. Received ${n.inspect(k)}`);
    this._maxListeners = k;
    return this;
  };
  const maxOf = (that) => (that._maxListeners === undefined ? defaultMaxListeners : that._maxListeners);
  proto.getMaxListeners = function getMaxListeners() { return maxOf(this); };

  proto.emit = function emit(type, ...args) {
    const events = this._events;
    if (type === 'error' && (events === undefined || events.error === undefined)) {
      const er = args[0];
      if (er instanceof Error) throw er;
      let s;
      try {
        s = n.inspect(er);
      } catch {
        s = String(er);
      }
      const err = n.nodeError(2, 'ERR_UNHANDLED_ERROR', `Unhandled error. (${s})`);
      err.context = er;
      throw err;
    }
    if (events === undefined) return false;
    const handler = events[type];
    if (handler === undefined) return false;
    if (typeof handler === 'function') {
      handler.apply(this, args);
    } else {
      const listeners = handler.slice();
      for (let i = 0; i < listeners.length; ++i) listeners[i].apply(this, args);
    }
    return true;
  };

  function addListener(target, type, listener, prepend) {
    checkListener(listener);
    let events = target._events;
    if (events === undefined) {
      events = target._events = { __proto__: null };
      target._eventsCount = 0;
    } else if (events.newListener !== undefined) {
      target.emit('newListener', type, listener.listener ? listener.listener : listener);
      events = target._events;
    }
    let existing = events[type];
    if (existing === undefined) {
      events[type] = listener;
      ++target._eventsCount;
    } else {
      if (typeof existing === 'function') existing = events[type] = prepend ? [listener, existing] : [existing, listener];
      else if (prepend) existing.unshift(listener);
      else existing.push(listener);
      const m = maxOf(target);
      if (m > 0 && existing.length > m && !existing.warned) {
        existing.warned = true;
        const name = target.constructor && target.constructor.name || 'EventEmitter';
        const w = new Error(`Possible EventEmitter memory leak detected. ${existing.length} ${String(type)} listeners added to [${name}]. MaxListeners is ${m}. Use emitter.setMaxListeners() to increase limit`);
        Object.assign(w, { name: 'MaxListenersExceededWarning', emitter: target, type, count: existing.length });
        process.emitWarning(w);
      }
    }
    return target;
  }
  proto.addListener = function addListener_(type, listener) { return addListener(this, type, listener, false); };
  proto.on = proto.addListener;
  proto.prependListener = function prependListener(type, listener) { return addListener(this, type, listener, true); };
  function onceWrap(target, type, listener) {
    const state = { fired: false, wrapFn: undefined, target, type, listener };
    const wrapped = function (...args) {
      if (!state.fired) {
        state.target.removeListener(state.type, state.wrapFn);
        state.fired = true;
        return state.listener.apply(state.target, args);
      }
    };
    wrapped.listener = listener;
    state.wrapFn = wrapped;
    return wrapped;
  }
  proto.once = function once(type, listener) {
    checkListener(listener);
    this.on(type, onceWrap(this, type, listener));
    return this;
  };
  proto.prependOnceListener = function prependOnceListener(type, listener) {
    checkListener(listener);
    this.prependListener(type, onceWrap(this, type, listener));
    return this;
  };
  proto.removeListener = function removeListener(type, listener) {
    checkListener(listener);
    const events = this._events;
    if (events === undefined) return this;
    const list = events[type];
    if (list === undefined) return this;
    if (list === listener || list.listener === listener) {
      this._eventsCount -= 1;
      if (this._eventsCount === 0) this._events = { __proto__: null };
      else delete events[type];
      if (events.removeListener !== undefined) this.emit('removeListener', type, list.listener || listener);
    } else if (typeof list !== 'function') {
      let position = -1;
      for (let i = list.length - 1; i >= 0; i--) {
        if (list[i] === listener || list[i].listener === listener) {
          position = i;
          break;
        }
      }
      if (position < 0) return this;
      const removed = list[position];
      list.splice(position, 1);
      if (list.length === 1) events[type] = list[0];
      if (events.removeListener !== undefined) this.emit('removeListener', type, removed.listener || listener);
    }
    return this;
  };
  proto.off = proto.removeListener;
  proto.removeAllListeners = function removeAllListeners(type) {
    const events = this._events;
    if (events === undefined) return this;
    if (events.removeListener === undefined) {
      if (arguments.length === 0) {
        this._events = { __proto__: null };
        this._eventsCount = 0;
      } else if (events[type] !== undefined) {
        if (--this._eventsCount === 0) this._events = { __proto__: null };
        else delete events[type];
      }
      return this;
    }
    if (arguments.length === 0) {
      for (const key of Reflect.ownKeys(events)) {
        if (key === 'removeListener') continue;
        this.removeAllListeners(key);
      }
      this.removeAllListeners('removeListener');
      this._events = { __proto__: null };
      this._eventsCount = 0;
      return this;
    }
    const listeners = events[type];
    if (typeof listeners === 'function') this.removeListener(type, listeners);
    else if (listeners !== undefined)
      for (let i = listeners.length - 1; i >= 0; i--) this.removeListener(type, listeners[i]);
    return this;
  };
  function listenersOf(target, type, unwrap) {
    const events = target._events;
    if (events === undefined) return [];
    const l = events[type];
    if (l === undefined) return [];
    if (typeof l === 'function') return unwrap ? [l.listener || l] : [l];
    return unwrap ? l.map((f) => f.listener || f) : l.slice();
  }
  proto.listeners = function listeners(type) { return listenersOf(this, type, true); };
  proto.rawListeners = function rawListeners(type) { return listenersOf(this, type, false); };
  proto.listenerCount = function listenerCount(type, listener) {
    const events = this._events;
    if (events === undefined) return 0;
    const l = events[type];
    if (l === undefined) return 0;
    if (typeof l === 'function') return listener == null || l === listener || l.listener === listener ? 1 : 0;
    if (listener == null) return l.length;
    return l.filter((f) => f === listener || f.listener === listener).length;
  };
  proto.eventNames = function eventNames() {
    return this._eventsCount > 0 ? Reflect.ownKeys(this._events) : [];
  };
  EventEmitter.listenerCount = (emitter, type) => emitter.listenerCount(type);

  // once(emitter, name): a promise of the arguments of the next event (an
  // 'error' event first rejects it).
  function once(emitter, name) {
    return new Promise((resolve, reject) => {
      const errorListener = (err) => {
        emitter.removeListener(name, resolver);
        reject(err);
      };
      const resolver = (...args) => {
        if (name !== 'error') emitter.removeListener('error', errorListener);
        resolve(args);
      };
      emitter.once(name, resolver);
      if (name !== 'error') emitter.once('error', errorListener);
    });
  }
  EventEmitter.once = once;
  EventEmitter.EventEmitter = EventEmitter;
  EventEmitter.usingDomains = false;
  EventEmitter.captureRejectionSymbol = Symbol.for('nodejs.rejection');
  EventEmitter.errorMonitor = Symbol('events.errorMonitor');
  return EventEmitter;
})
