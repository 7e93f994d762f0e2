(function (n) {
  // stdlib/node/events.js — node:events: EventEmitter (on/addListener,
  // prependListener, once, prependOnceListener, off/removeListener,
  // removeAllListeners, emit with node's 'error' semantics, listeners,
  // rawListeners, listenerCount, eventNames, setMaxListeners,
  // getMaxListeners, the 'newListener'/'removeListener' events,
  // errorMonitor, captureRejections) and the module's functions over
  // emitters and EventTargets (once, on, getEventListeners,
  // get/setMaxListeners, addAbortListener). stdlib/node/core.c compiles it
  // on the first require('events') and calls it with the shared natives n
  // (nodeError, received, inspect) and n.webEvents() (the EventTargets' side).
  'use strict';
  const kCapture = Symbol('kCapture');
  const kShapeMode = Symbol('shapeMode');
  const kRejection = Symbol.for('nodejs.rejection');
  const kErrorMonitor = Symbol('events.errorMonitor');
  // node's ERR_INVALID_ARG_TYPE: a dotted name is an options property
  const argType = (name, what, v) => n.nodeError(0, 'ERR_INVALID_ARG_TYPE',
    `The "${name}" ${name.includes('.') ? 'property' : 'argument'} must be ${what}.${n.received(v)}`);
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
      this[kShapeMode] = false;
    } else {
      this[kShapeMode] = true;
    }
    this._maxListeners = this._maxListeners || undefined;
    if (opts?.captureRejections) {
      if (typeof opts.captureRejections !== 'boolean')
        throw argType('options.captureRejections', 'of type boolean', opts.captureRejections);
      this[kCapture] = true;
    } else {
      this[kCapture] = EventEmitter.prototype[kCapture];
    }
  };
  Object.defineProperty(EventEmitter.prototype, kCapture, { value: false, writable: true });
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

  // captureRejections: a listener's rejected promise goes, in a later tick,
  // to emitter[Symbol.for('nodejs.rejection')] or else to 'error'.
  function addCatch(that, promise, type, args) {
    if (!that[kCapture]) return;
    try {
      const then = promise.then;
      if (typeof then === 'function')
        then.call(promise, undefined, (err) => process.nextTick(rejectionOrError, that, err, type, args));
    } catch (err) {
      that.emit('error', err);
    }
  }
  function rejectionOrError(ee, err, type, args) {
    if (typeof ee[kRejection] === 'function') {
      ee[kRejection](err, type, ...args);
      return;
    }
    const prev = ee[kCapture];
    try {
      ee[kCapture] = false;
      ee.emit('error', err);
    } finally {
      ee[kCapture] = prev;
    }
  }

  proto.emit = function emit(type, ...args) {
    const events = this._events;
    if (type === 'error' && events !== undefined && events[kErrorMonitor] !== undefined)
      this.emit(kErrorMonitor, ...args);
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
      const r = handler.apply(this, args);
      if (r !== undefined && r !== null) addCatch(this, r, type, args);
    } else {
      const listeners = handler.slice();
      for (let i = 0; i < listeners.length; ++i) {
        const r = listeners[i].apply(this, args);
        if (r !== undefined && r !== null) addCatch(this, r, type, args);
      }
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

  // ---- the module's functions over EventEmitters and EventTargets --------
  // An EventTarget's listeners and max-listeners count live in the web
  // events module (stdlib/web/events.js); n.webEvents() makes it on demand.
  const kMaxEventTargetListeners = Symbol('events.maxEventTargetListeners');
  const kMaxEventTargetListenersWarned = Symbol('events.maxEventTargetListenersWarned');
  const kWatermarkData = Symbol.for('nodejs.watermarkData');
  const eitherKind = 'an instance of EventEmitter or EventTarget';
  const isEventTarget = (t) => t !== null && typeof t === 'object' && n.webEvents().isEventTarget(t);
  const { AbortError } = n.internal('abort_error');
  const validateSignal = (signal, name) => {
    if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal)))
      throw argType(name, 'an instance of AbortSignal', signal);
  };
  const validateOptions = (options) => {
    if (options === null || typeof options !== 'object') throw argType('options', 'of type object', options);
  };
  function validateInteger(v, name, min) {
    if (typeof v !== 'number') throw argType(name, 'of type number', v);
    if (!Number.isInteger(v))
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be an integer. Received ${n.inspect(v)}`);
    if (v < min || v > Number.MAX_SAFE_INTEGER)
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE',
        `The value of "${name}" is out of range. It must be >= ${min} && <= ${Number.MAX_SAFE_INTEGER}. Received ${n.inspect(v)}`);
  }
  function agnosticAdd(emitter, name, listener, flags) {
    if (typeof emitter.on === 'function') {
      if (flags?.once) emitter.once(name, listener);
      else emitter.on(name, listener);
    } else if (typeof emitter.addEventListener === 'function') {
      emitter.addEventListener(name, listener, flags);
    } else {
      throw argType('emitter', 'an instance of EventEmitter', emitter);
    }
  }
  function agnosticRemove(emitter, name, listener, flags) {
    if (typeof emitter.removeListener === 'function') emitter.removeListener(name, listener);
    else if (typeof emitter.removeEventListener === 'function') emitter.removeEventListener(name, listener, flags);
    else throw argType('emitter', 'an instance of EventEmitter', emitter);
  }

  // once(emitter, name[, { signal }]): a promise of the arguments of the
  // next event (an EventEmitter's 'error' event first rejects it, and so
  // does the signal's abort, with an AbortError).
  async function once(emitter, name, options = {}) {
    validateOptions(options);
    const signal = options?.signal;
    validateSignal(signal, 'options.signal');
    if (signal?.aborted) throw new AbortError(undefined, { cause: signal?.reason });
    return new Promise((resolve, reject) => {
      const errorListener = (err) => {
        emitter.removeListener(name, resolver);
        if (signal != null) agnosticRemove(signal, 'abort', abortListener);
        reject(err);
      };
      const resolver = (...args) => {
        if (typeof emitter.removeListener === 'function') emitter.removeListener('error', errorListener);
        if (signal != null) agnosticRemove(signal, 'abort', abortListener);
        resolve(args);
      };
      agnosticAdd(emitter, name, resolver, { __proto__: null, once: true });
      if (name !== 'error' && typeof emitter.once === 'function') emitter.once('error', errorListener);
      function abortListener() {
        agnosticRemove(emitter, name, resolver);
        agnosticRemove(emitter, 'error', errorListener);
        reject(new AbortError(undefined, { cause: signal?.reason }));
      }
      if (signal != null) agnosticAdd(signal, 'abort', abortListener, { __proto__: null, once: true });
    });
  }

  // on(emitter, name[, options]): an async iterator of the events' argument
  // lists, buffered while nobody awaits; an EventEmitter's 'error' rejects
  // the next read and ends it, so do options.signal's abort and the events
  // named in options.close; over options.highWaterMark buffered events the
  // emitter is paused, and resumed under options.lowWaterMark.
  const AsyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype);
  function on(emitter, event, options = {}) {
    validateOptions(options);
    const signal = options.signal;
    validateSignal(signal, 'options.signal');
    if (signal?.aborted) throw new AbortError(undefined, { cause: signal?.reason });
    const highWatermark = options.highWaterMark ?? options.highWatermark ?? Number.MAX_SAFE_INTEGER;
    validateInteger(highWatermark, 'options.highWaterMark', 1);
    const lowWatermark = options.lowWaterMark ?? options.lowWatermark ?? 1;
    validateInteger(lowWatermark, 'options.lowWaterMark', 1);
    const unconsumedEvents = [];
    const unconsumedPromises = [];
    let paused = false, error = null, finished = false;
    const iterator = Object.setPrototypeOf({
      next() {
        if (unconsumedEvents.length) {
          const value = unconsumedEvents.shift();
          if (paused && unconsumedEvents.length < lowWatermark) {
            emitter.resume();
            paused = false;
          }
          return Promise.resolve({ done: false, value });
        }
        if (error) {
          const p = Promise.reject(error);
          error = null;
          return p;
        }
        if (finished) return closeHandler();
        return new Promise((resolve, reject) => unconsumedPromises.push({ resolve, reject }));
      },
      return() { return closeHandler(); },
      throw(err) {
        if (!err || !(err instanceof Error)) throw argType('EventEmitter.AsyncIterator', 'an instance of Error', err);
        errorHandler(err);
      },
      [Symbol.asyncIterator]() { return this; },
      [kWatermarkData]: {
        get size() { return unconsumedEvents.length; },
        get low() { return lowWatermark; },
        get high() { return highWatermark; },
        get isPaused() { return paused; },
      },
    }, AsyncIteratorPrototype);
    const added = [];
    const listen = (name, handler) => {
      agnosticAdd(emitter, name, handler);
      added.push([emitter, name, handler]);
    };
    listen(event, (...args) => eventHandler(args));
    if (event !== 'error' && typeof emitter.on === 'function') listen('error', errorHandler);
    const closeEvents = options?.close;
    if (closeEvents?.length) for (let i = 0; i < closeEvents.length; i++) listen(closeEvents[i], closeHandler);
    const abortDisposable = signal ? addAbortListener(signal, abortListener) : null;
    return iterator;

    function abortListener() { errorHandler(new AbortError(undefined, { cause: signal?.reason })); }
    function eventHandler(value) {
      if (unconsumedPromises.length === 0) {
        unconsumedEvents.push(value);
        if (!paused && unconsumedEvents.length > highWatermark) {
          paused = true;
          emitter.pause();
        }
      } else {
        unconsumedPromises.shift().resolve({ done: false, value });
      }
    }
    function errorHandler(err) {
      if (unconsumedPromises.length === 0) error = err;
      else unconsumedPromises.shift().reject(err);
      closeHandler();
    }
    function closeHandler() {
      abortDisposable?.[Symbol.dispose]();
      while (added.length > 0) agnosticRemove(...added.pop());
      finished = true;
      const done = { done: true, value: undefined };
      while (unconsumedPromises.length > 0) unconsumedPromises.shift().resolve(done);
      return Promise.resolve(done);
    }
  }

  // addAbortListener(signal, listener): listener on the signal's abort
  // (in a microtask when it is aborted already); a disposable removes it.
  function addAbortListener(signal, listener) {
    if (signal === undefined) throw argType('signal', 'an instance of AbortSignal', signal);
    validateSignal(signal, 'signal');
    if (typeof listener !== 'function') throw argType('listener', 'of type function', listener);
    let remove;
    if (signal.aborted) {
      let disposed = false;
      queueMicrotask(() => {
        if (!disposed) n.webEvents().abortTo(signal, listener);
      });
      remove = () => { disposed = true; };
    } else {
      signal.addEventListener('abort', listener, { __proto__: null, once: true });
      remove = () => signal.removeEventListener('abort', listener);
    }
    return { __proto__: null, [Symbol.dispose]() { remove?.(); } };
  }

  function getEventListeners(emitterOrTarget, type) {
    if (typeof emitterOrTarget.listeners === 'function') return emitterOrTarget.listeners(type);
    if (isEventTarget(emitterOrTarget)) return n.webEvents().eventTargetListeners(emitterOrTarget, type);
    throw argType('emitter', eitherKind, emitterOrTarget);
  }
  function getMaxListeners(emitterOrTarget) {
    if (typeof emitterOrTarget?.getMaxListeners === 'function') return maxOf(emitterOrTarget);
    if (isEventTarget(emitterOrTarget)) return n.webEvents().eventTargetMax(emitterOrTarget);
    throw argType('emitter', eitherKind, emitterOrTarget);
  }
  function setMaxListeners(k = defaultMaxListeners, ...eventTargets) {
    if (typeof k !== 'number') throw argType('setMaxListeners', 'of type number', k);
    if (k < 0 || Number.isNaN(k))
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "setMaxListeners" is out of range. It must be >= 0. Received ${n.inspect(k)}`);
    if (eventTargets.length === 0) {
      EventEmitter.defaultMaxListeners = k;
      return;
    }
    for (const target of eventTargets) {
      if (isEventTarget(target)) n.webEvents().eventTargetMax(target, k);
      else if (typeof target?.setMaxListeners === 'function') target.setMaxListeners(k);
      else throw argType('eventTargets', eitherKind, target);
    }
  }

  class EventEmitterAsyncResource extends EventEmitter {
    constructor() {
      throw new Error('tarn has no events.EventEmitterAsyncResource (it needs node:async_hooks)');
    }
  }

  // The statics in node's order (Reflect.ownKeys(require('events'))).
  const defaultMax = {
    enumerable: true,
    get() { return defaultMaxListeners; },
    set(v) {
      if (typeof v !== 'number' || v < 0 || Number.isNaN(v))
        throw n.nodeError(1, 'ERR_OUT_OF_RANGE',
          `The value of "defaultMaxListeners" is out of range. It must be a non-negative number. Received ${n.inspect(v)}`);
      defaultMaxListeners = v;
      n.webEvents().setDefaultMax(v); // an EventTarget's, taken when it is made
    },
  };
  const init = EventEmitter.init;
  delete EventEmitter.init;
  const listenerCount = EventEmitter.listenerCount;
  delete EventEmitter.listenerCount;
  Object.assign(EventEmitter, { addAbortListener, once, on, getEventListeners, getMaxListeners, listenerCount,
    EventEmitter, usingDomains: false, captureRejectionSymbol: kRejection });
  Object.defineProperties(EventEmitter, {
    captureRejections: {
      get() { return EventEmitter.prototype[kCapture]; },
      set(value) {
        if (typeof value !== 'boolean') throw argType('EventEmitter.captureRejections', 'of type boolean', value);
        EventEmitter.prototype[kCapture] = value;
      },
      enumerable: true,
    },
    // a getter, as node's; constructing one is an error naming what tarn lacks
    EventEmitterAsyncResource: {
      get() { return EventEmitterAsyncResource; },
      enumerable: true,
      configurable: true,
    },
    errorMonitor: { value: kErrorMonitor, writable: false, configurable: true, enumerable: true },
    defaultMaxListeners: defaultMax,
    kMaxEventTargetListeners: { value: kMaxEventTargetListeners },
    kMaxEventTargetListenersWarned: { value: kMaxEventTargetListenersWarned },
  });
  Object.assign(EventEmitter, { setMaxListeners, init });
  return EventEmitter;
})
