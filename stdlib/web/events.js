(function (n) {
  // stdlib/web/events.js — Event, CustomEvent, EventTarget, AbortController,
  // AbortSignal and performance, as node has them (node:internal/event_target,
  // abort_controller, perf), written in JavaScript: stdlib/web/events.c
  // compiles this one function literal when a script first names one of these
  // globals and calls it with the natives below; it returns the classes.
  // Private fields brand the objects (ERR_INVALID_THIS for a foreign `this`);
  // methods and getters are made enumerable, as node's are.
  //
  // The file is one function literal and nothing else (the Function
  // constructor's rule, which the compile step applies).
  // n: { now() (ms since the time origin), timeOrigin (ms since the epoch),
  // nodeError(kind, code, message) (node's NodeError), received(v) (node's
  // " Received ..." text), DOMException, setTimeout, inspect (the symbol) }
  'use strict';
  const kInspect = n.inspect;
  const kCreate = Symbol('create');
  const coded = (Ctor, code, msg) => n.nodeError(Ctor === TypeError ? 0 : Ctor === RangeError ? 1 : 2, code, msg);
  const invalidThis = (name) => coded(TypeError, 'ERR_INVALID_THIS', `Value of "this" must be of type ${name}`);
  const argType = (arg, what, v) =>
    coded(TypeError, 'ERR_INVALID_ARG_TYPE', `The "${arg}" argument must be ${what}.${n.received(v)}`);
  const enumerable = (proto, names) => {
    for (const k of names) {
      const d = Object.getOwnPropertyDescriptor(proto, k);
      d.enumerable = true;
      Object.defineProperty(proto, k, d);
    }
  };
  const tag = (proto, name) =>
    Object.defineProperty(proto, Symbol.toStringTag, { value: name, configurable: true });
  const view = (self, depth, options, inspect, obj) => {
    const name = self.constructor.name;
    if (depth < 0) return name;
    const d = typeof options.depth === 'number' ? options.depth - 1 : options.depth;
    return `${name} ${inspect(obj, { ...options, depth: d })}`;
  };

  // ---- Event ------------------------------------------------------------------
  let trustNext = false;
  class Event {
    #type; #cancelable; #bubbles; #composed; #defaultPrevented = false; #timestamp;
    #target = null; #current = null; #phase = 0; #stop = false; #stopImmediate = false;
    #trusted; #dispatching = false;
    constructor(type, options = undefined) {
      if (arguments.length === 0) throw coded(TypeError, 'ERR_MISSING_ARGS', 'The "type" argument must be specified');
      if (options != null && typeof options !== 'object' && typeof options !== 'function')
        throw argType('options', 'of type object', options);
      this.#cancelable = !!options?.cancelable;
      this.#bubbles = !!options?.bubbles;
      this.#composed = !!options?.composed;
      this.#type = `${type}`;
      this.#timestamp = n.now();
      this.#trusted = trustNext;
      trustNext = false;
    }
    static is(e) { return e != null && typeof e === 'object' && #type in e; }
    static set(e, target, current, phase) {
      e.#target = target;
      e.#current = current;
      e.#phase = phase;
    }
    static begin(e) {
      if (e.#dispatching) throw coded(Error, 'ERR_EVENT_RECURSION', `The event "${e.#type}" is already being dispatched`);
      e.#dispatching = true;
      e.#stop = e.#stopImmediate = false;
    }
    static end(e) { e.#dispatching = false; }
    static stopped(e) { return e.#stopImmediate; }
    [kInspect](depth, options, inspect) {
      if (!eventIs(this)) throw invalidThis('Event');
      return view(this, depth, options, inspect,
        { type: this.#type, defaultPrevented: this.#defaultPrevented, cancelable: this.#cancelable, timeStamp: this.#timestamp });
    }
    initEvent(type, bubbles = false, cancelable = false) {
      if (!eventIs(this)) throw invalidThis('Event');
      if (arguments.length === 0) throw coded(TypeError, 'ERR_MISSING_ARGS', 'The "type" argument must be specified');
      if (this.#dispatching) return;
      this.#type = `${type}`;
      this.#bubbles = !!bubbles;
      this.#cancelable = !!cancelable;
    }
    stopImmediatePropagation() {
      if (!eventIs(this)) throw invalidThis('Event');
      this.#stop = this.#stopImmediate = true;
    }
    preventDefault() {
      if (!eventIs(this)) throw invalidThis('Event');
      if (this.#cancelable) this.#defaultPrevented = true;
    }
    get target() { if (!eventIs(this)) throw invalidThis('Event'); return this.#target; }
    get currentTarget() { if (!eventIs(this)) throw invalidThis('Event'); return this.#current; }
    get srcElement() { if (!eventIs(this)) throw invalidThis('Event'); return this.#target; }
    get type() { if (!eventIs(this)) throw invalidThis('Event'); return this.#type; }
    get cancelable() { if (!eventIs(this)) throw invalidThis('Event'); return this.#cancelable; }
    get defaultPrevented() { if (!eventIs(this)) throw invalidThis('Event'); return this.#cancelable && this.#defaultPrevented; }
    get timeStamp() { if (!eventIs(this)) throw invalidThis('Event'); return this.#timestamp; }
    composedPath() { if (!eventIs(this)) throw invalidThis('Event'); return this.#dispatching ? [this.#current] : []; }
    get returnValue() { if (!eventIs(this)) throw invalidThis('Event'); return !(this.#cancelable && this.#defaultPrevented); }
    get bubbles() { if (!eventIs(this)) throw invalidThis('Event'); return this.#bubbles; }
    get composed() { if (!eventIs(this)) throw invalidThis('Event'); return this.#composed; }
    get eventPhase() { if (!eventIs(this)) throw invalidThis('Event'); return this.#phase; }
    get cancelBubble() { if (!eventIs(this)) throw invalidThis('Event'); return this.#stop; }
    set cancelBubble(v) { if (!eventIs(this)) throw invalidThis('Event'); if (v) this.#stop = true; }
    stopPropagation() { if (!eventIs(this)) throw invalidThis('Event'); this.#stop = true; }
    get isTrusted() { if (!eventIs(this)) throw invalidThis('Event'); return this.#trusted; }
  }
  const eventIs = Event.is, eventSet = Event.set, eventBegin = Event.begin, eventEnd = Event.end,
    eventStopped = Event.stopped;
  for (const k of ['is', 'set', 'begin', 'end', 'stopped']) delete Event[k];
  enumerable(Event.prototype, ['initEvent', 'stopImmediatePropagation', 'preventDefault', 'target', 'currentTarget',
    'srcElement', 'type', 'cancelable', 'defaultPrevented', 'timeStamp', 'composedPath', 'returnValue', 'bubbles',
    'composed', 'eventPhase', 'cancelBubble', 'stopPropagation', 'isTrusted']);
  for (const [k, v] of [['NONE', 0], ['CAPTURING_PHASE', 1], ['AT_TARGET', 2], ['BUBBLING_PHASE', 3]])
    Object.defineProperty(Event, k, { value: v, enumerable: true });
  tag(Event.prototype, 'Event');

  class CustomEvent extends Event {
    #detail;
    constructor(type, options = undefined) {
      if (arguments.length === 0) throw coded(TypeError, 'ERR_MISSING_ARGS', 'The "type" argument must be specified');
      super(type, options);
      this.#detail = options?.detail ?? null;
    }
    get detail() {
      if (!(this != null && typeof this === 'object' && #detail in this)) throw invalidThis('CustomEvent');
      return this.#detail;
    }
  }
  enumerable(CustomEvent.prototype, ['detail']);
  tag(CustomEvent.prototype, 'CustomEvent');

  // ---- EventTarget ---------------------------------------------------------------
  // node:events' defaultMaxListeners, which an EventTarget takes when made
  let defaultMax = 10;
  class EventTarget {
    #listeners = new Map(); // type -> [{ listener, capture, once, removed }]
    #handlers = null;       // on<type> attribute handlers: type -> function
    #max = defaultMax;      // node:events' getMaxListeners / setMaxListeners
    #warned = false;        // the MaxListenersExceededWarning is given once
    static is(t) { return t != null && typeof t === 'object' && #listeners in t; }
    static listeners(t, type) { return (t.#listeners.get(`${type}`) ?? []).map((l) => l.listener); }
    static max(t, v) {
      if (v !== undefined) {
        t.#max = v;
        t.#warned = false;
      }
      return t.#max;
    }
    static handler(t, type) { return t.#handlers?.get(type) ?? null; }
    static setHandler(t, type, fn) {
      if (!t.#handlers) t.#handlers = new Map();
      const had = t.#handlers.has(type);
      t.#handlers.set(type, typeof fn === 'function' || (fn !== null && typeof fn === 'object') ? fn : null);
      if (!had) t.addEventListener(type, function (e) {
        const h = t.#handlers.get(type);
        if (typeof h === 'function') return h.call(this, e);
      });
    }
    addEventListener(type, listener, options = undefined) {
      if (!targetIs(this)) throw invalidThis('EventTarget');
      if (arguments.length < 2)
        throw coded(TypeError, 'ERR_MISSING_ARGS', 'The "type" and "listener" arguments must be specified');
      if (listener == null) return;
      if (typeof listener !== 'function' && typeof listener !== 'object')
        throw argType('listener', 'an instance of EventListener', listener);
      const capture = typeof options === 'boolean' ? options : !!options?.capture;
      const once = typeof options === 'object' && options !== null && !!options.once;
      const signal = typeof options === 'object' && options !== null ? options.signal : undefined;
      if (signal !== undefined && !signalIs(signal)) throw argType('options.signal', 'an instance of AbortSignal', signal);
      if (signal?.aborted) return;
      type = `${type}`;
      let list = this.#listeners.get(type);
      if (!list) this.#listeners.set(type, list = []);
      if (list.some((l) => l.listener === listener && l.capture === capture)) return;
      list.push({ listener, capture, once, removed: false });
      if (this.#max > 0 && list.length > this.#max && !this.#warned) {
        this.#warned = true;
        const w = new Error(`Possible EventTarget memory leak detected. ${list.length} ${type} listeners added to ` +
          `${this[kInspect](-1, {}, null)}. MaxListeners is ${this.#max}. Use events.setMaxListeners() to increase limit`);
        Object.assign(w, { name: 'MaxListenersExceededWarning', target: this, type, count: list.length });
        globalThis.process?.emitWarning(w);
      }
      if (signal) signal.addEventListener('abort', () => this.removeEventListener(type, listener, options), { once: true });
    }
    removeEventListener(type, listener, options = undefined) {
      if (!targetIs(this)) throw invalidThis('EventTarget');
      if (arguments.length < 2)
        throw coded(TypeError, 'ERR_MISSING_ARGS', 'The "type" and "listener" arguments must be specified');
      const capture = typeof options === 'boolean' ? options : !!options?.capture;
      const list = this.#listeners.get(`${type}`);
      if (!list) return;
      const i = list.findIndex((l) => l.listener === listener && l.capture === capture);
      if (i >= 0) {
        list[i].removed = true;
        list.splice(i, 1);
      }
    }
    dispatchEvent(event) {
      if (!targetIs(this)) throw invalidThis('EventTarget');
      if (!eventIs(event)) throw argType('event', 'an instance of Event', event);
      eventBegin(event);
      eventSet(event, this, this, 2);
      const list = this.#listeners.get(event.type);
      try {
        for (const l of list ? list.slice() : []) {
          if (l.removed) continue;
          if (l.once) this.removeEventListener(event.type, l.listener, { capture: l.capture });
          try {
            const cb = l.listener;
            if (typeof cb === 'function') cb.call(this, event);
            else if (typeof cb?.handleEvent === 'function') cb.handleEvent(event);
          } catch (err) {
            // node reports a listener's exception as uncaught, after this dispatch
            queueMicrotask(() => { throw err; });
          }
          if (eventStopped(event)) break;
        }
      } finally {
        eventSet(event, this, null, 0);
        eventEnd(event);
      }
      return !event.defaultPrevented;
    }
    [kInspect](depth, options, inspect) {
      if (!targetIs(this)) throw invalidThis('EventTarget');
      return view(this, depth, options, inspect, {});
    }
  }
  const targetHandler = EventTarget.handler, targetSetHandler = EventTarget.setHandler, targetIs = EventTarget.is;
  const targetListeners = EventTarget.listeners, targetMax = EventTarget.max;
  for (const k of ['is', 'handler', 'setHandler', 'listeners', 'max']) delete EventTarget[k];
  enumerable(EventTarget.prototype, ['addEventListener', 'removeEventListener', 'dispatchEvent']);
  tag(EventTarget.prototype, 'EventTarget');

  // ---- AbortSignal and AbortController -----------------------------------------------
  const abortError = () => new n.DOMException('This operation was aborted', 'AbortError');
  class AbortSignal extends EventTarget {
    #aborted = false; #reason = undefined;
    constructor(key) {
      if (key !== kCreate) throw coded(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
      super();
    }
    static is(s) { return s != null && typeof s === 'object' && #aborted in s; }
    static fire(s, reason) {
      if (s.#aborted) return;
      s.#aborted = true;
      s.#reason = reason;
      trustNext = true;
      s.dispatchEvent(new Event('abort'));
    }
    get aborted() { if (!signalIs(this)) throw invalidThis('AbortSignal'); return this.#aborted; }
    get reason() { if (!signalIs(this)) throw invalidThis('AbortSignal'); return this.#reason; }
    throwIfAborted() {
      if (!signalIs(this)) throw invalidThis('AbortSignal');
      if (this.#aborted) throw this.#reason;
    }
    get onabort() { if (!signalIs(this)) throw invalidThis('AbortSignal'); return targetHandler(this, 'abort'); }
    set onabort(fn) { if (!signalIs(this)) throw invalidThis('AbortSignal'); targetSetHandler(this, 'abort', fn); }
    static abort(reason = abortError()) {
      const s = new AbortSignal(kCreate);
      s.#aborted = true;
      s.#reason = reason;
      return s;
    }
    static timeout(delay) {
      if (typeof delay !== 'number') throw argType('delay', 'of type number', delay);
      if (!Number.isInteger(delay) || delay < 0 || delay > 4294967295)
        throw coded(RangeError, 'ERR_OUT_OF_RANGE',
          `The value of "delay" is out of range. It must be >= 0 && <= 4294967295.${n.received(delay).replace(' Received type number (', ' Received ').replace(/\)$/, '')}`);
      const s = new AbortSignal(kCreate);
      n.setTimeout(() => signalFire(s, new n.DOMException('The operation was aborted due to timeout', 'TimeoutError')), delay).unref();
      return s;
    }
    static any(signals) {
      const list = [];
      let i = 0;
      for (const s of signals) {
        if (!signalIs(s)) throw coded(TypeError, 'ERR_INVALID_ARG_TYPE', `signals[${i}] is not of type AbortSignal.`);
        list.push(s);
        i++;
      }
      const r = new AbortSignal(kCreate);
      for (const s of list)
        if (s.#aborted) {
          r.#aborted = true;
          r.#reason = s.#reason;
          return r;
        }
      for (const s of list) s.addEventListener('abort', () => signalFire(r, s.#reason), { once: true });
      return r;
    }
    [kInspect](depth, options, inspect) {
      if (!signalIs(this)) throw invalidThis('AbortSignal');
      // node's returns the signal itself, which past the depth prints as [AbortSignal]
      if (depth < 0) return `[${this.constructor.name}]`;
      return view(this, depth, options, inspect, { aborted: this.#aborted });
    }
  }
  const signalIs = AbortSignal.is, signalFire = AbortSignal.fire;
  for (const k of ['is', 'fire']) delete AbortSignal[k];
  enumerable(AbortSignal.prototype, ['aborted', 'reason', 'throwIfAborted', 'onabort']);
  tag(AbortSignal.prototype, 'AbortSignal');

  class AbortController {
    #signal = new AbortSignal(kCreate);
    get signal() {
      if (!(this != null && typeof this === 'object' && #signal in this)) throw invalidThis('AbortController');
      return this.#signal;
    }
    abort(reason = abortError()) {
      if (!(this != null && typeof this === 'object' && #signal in this)) throw invalidThis('AbortController');
      signalFire(this.#signal, reason);
    }
    [kInspect](depth, options, inspect) {
      // node's returns the controller itself: past the depth, an object without keys
      if (depth < 0) return `${this.constructor.name} {}`;
      return view(this, depth, options, inspect, { signal: this.#signal });
    }
  }
  enumerable(AbortController.prototype, ['signal', 'abort']);
  tag(AbortController.prototype, 'AbortController');

  // ---- performance --------------------------------------------------------------------
  // now, timeOrigin, mark, measure and the entry list; node's nodeTiming,
  // eventLoopUtilization, timerify, toJSON and resource timing are not here.
  const missingName = () => coded(TypeError, 'ERR_MISSING_ARGS', 'The "name" argument must be specified');
  class PerformanceEntry {
    #name; #type; #start; #duration; #detail;
    constructor(key, name, type, start, duration, detail) {
      if (key !== kCreate) throw coded(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
      this.#name = name;
      this.#type = type;
      this.#start = start;
      this.#duration = duration;
      this.#detail = detail;
    }
    static is(e) { return e != null && typeof e === 'object' && #name in e; }
    get name() { if (!entryIs(this)) throw invalidThis('PerformanceEntry'); return this.#name; }
    get entryType() { if (!entryIs(this)) throw invalidThis('PerformanceEntry'); return this.#type; }
    get startTime() { if (!entryIs(this)) throw invalidThis('PerformanceEntry'); return this.#start; }
    get duration() { if (!entryIs(this)) throw invalidThis('PerformanceEntry'); return this.#duration; }
    get detail() { if (!entryIs(this)) throw invalidThis('PerformanceEntry'); return this.#detail; }
    toJSON() {
      if (!entryIs(this)) throw invalidThis('PerformanceEntry');
      return { name: this.#name, entryType: this.#type, startTime: this.#start, duration: this.#duration, detail: this.#detail };
    }
    [kInspect](depth, options, inspect) {
      return view(this, depth, options, inspect, this.toJSON());
    }
  }
  const entryIs = PerformanceEntry.is;
  delete PerformanceEntry.is;
  enumerable(PerformanceEntry.prototype, ['name', 'entryType', 'startTime', 'duration', 'detail', 'toJSON']);
  tag(PerformanceEntry.prototype, 'PerformanceEntry');
  const checkTime = (t, name) => {
    if (typeof t !== 'number') throw argType(name, 'of type number', t);
    if (t < 0) throw coded(TypeError, 'ERR_PERFORMANCE_INVALID_TIMESTAMP', `${t} is not a valid timestamp`);
    return t;
  };
  class PerformanceMark extends PerformanceEntry {
    constructor(name, options = undefined) {
      if (arguments.length === 0) throw missingName();
      const start = options?.startTime !== undefined ? checkTime(options.startTime, 'options.startTime') : n.now();
      const detail = options?.detail === undefined ? null : structuredClone(options.detail);
      super(kCreate, `${name}`, 'mark', start, 0, detail);
    }
  }
  tag(PerformanceMark.prototype, 'PerformanceMark');
  class PerformanceMeasure extends PerformanceEntry {
    constructor(key, name, start, duration, detail) {
      if (key !== kCreate) throw coded(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
      super(kCreate, name, 'measure', start, duration, detail);
    }
  }
  tag(PerformanceMeasure.prototype, 'PerformanceMeasure');

  const entries = [];
  const markTime = (name) => {
    if (typeof name === 'number') return checkTime(name, 'mark');
    for (let i = entries.length - 1; i >= 0; i--)
      if (entries[i].entryType === 'mark' && entries[i].name === name) return entries[i].startTime;
    throw new n.DOMException(`The "${name}" performance mark has not been set`, 'SyntaxError');
  };
  let perfMade = false;
  class Performance extends EventTarget {
    constructor(key) {
      if (key !== kCreate) throw coded(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
      super();
      perfMade = true;
    }
    static is(p) { return p === performance; }
    clearMarks(name = undefined) { clear(this, 'mark', name); }
    clearMeasures(name = undefined) { clear(this, 'measure', name); }
    getEntries() {
      if (!perfIs(this)) throw invalidThis('Performance');
      return entries.slice().sort((a, b) => a.startTime - b.startTime);
    }
    getEntriesByName(name, type = undefined) {
      if (!perfIs(this)) throw invalidThis('Performance');
      if (arguments.length === 0) throw missingName();
      return this.getEntries().filter((e) => e.name === `${name}` && (type === undefined || e.entryType === `${type}`));
    }
    getEntriesByType(type) {
      if (!perfIs(this)) throw invalidThis('Performance');
      if (arguments.length === 0) throw coded(TypeError, 'ERR_MISSING_ARGS', 'The "type" argument must be specified');
      return this.getEntries().filter((e) => e.entryType === `${type}`);
    }
    mark(name, options = undefined) {
      if (!perfIs(this)) throw invalidThis('Performance');
      if (arguments.length === 0) throw missingName();
      const m = new PerformanceMark(name, options);
      entries.push(m);
      return m;
    }
    measure(name, startOrOptions = undefined, endMark = undefined) {
      if (!perfIs(this)) throw invalidThis('Performance');
      if (arguments.length === 0) throw missingName();
      let start = 0, end, detail = null;
      if (startOrOptions !== null && typeof startOrOptions === 'object') {
        const o = startOrOptions;
        if (o.start !== undefined) start = markTime(o.start);
        if (o.end !== undefined) end = markTime(o.end);
        else if (o.duration !== undefined) end = start + checkTime(o.duration, 'options.duration');
        if (o.detail !== undefined) detail = structuredClone(o.detail);
      } else if (startOrOptions !== undefined) {
        start = markTime(startOrOptions);
      }
      if (endMark !== undefined) end = markTime(endMark);
      if (end === undefined) end = n.now();
      const m = new PerformanceMeasure(kCreate, `${name}`, start, end - start, detail);
      entries.push(m);
      return m;
    }
    now() {
      if (!perfIs(this)) throw invalidThis('Performance');
      return n.now();
    }
    get timeOrigin() {
      if (!perfIs(this)) throw invalidThis('Performance');
      return n.timeOrigin;
    }
  }
  const perfIs = Performance.is;
  delete Performance.is;
  const clear = (self, type, name) => {
    if (!perfIs(self)) throw invalidThis('Performance');
    for (let i = entries.length - 1; i >= 0; i--)
      if (entries[i].entryType === type && (name === undefined || entries[i].name === `${name}`)) entries.splice(i, 1);
  };
  enumerable(Performance.prototype, ['clearMarks', 'clearMeasures', 'getEntries', 'getEntriesByName',
    'getEntriesByType', 'mark', 'measure', 'now', 'timeOrigin']);
  tag(Performance.prototype, 'Performance');
  const performance = new Performance(kCreate);
  void perfMade;

  // node:events' view of EventTargets (stdlib/node/events.js)
  const forNodeEvents = {
    isEventTarget: targetIs,
    eventTargetListeners: targetListeners,
    eventTargetMax: targetMax,
    setDefaultMax(v) { defaultMax = v; },
    // addAbortListener on an aborted signal: listener gets a trusted
    // 'abort' event at the signal, as if dispatched to it alone
    abortTo(signal, listener) {
      trustNext = true;
      const e = new Event('abort');
      eventBegin(e);
      eventSet(e, signal, signal, 2);
      try {
        listener(e);
      } finally {
        eventSet(e, signal, null, 0);
        eventEnd(e);
      }
    },
  };
  return { Event, CustomEvent, EventTarget, AbortSignal, AbortController, Performance, PerformanceEntry,
    PerformanceMark, PerformanceMeasure, performance, forNodeEvents };
})
