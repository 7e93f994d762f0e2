(function (n) {
  // stdlib/node/messaging.js — MessageChannel, MessagePort, BroadcastChannel
  // and MessageEvent as node's (the web globals, and node:worker_threads'),
  // within one VM: a message is a structured clone made when it is posted,
  // delivered in the event loop's poll phase (stdlib/ports.c) as a
  // MessageEvent to onmessage and the 'message' listeners; node-style
  // listeners (port.on('message', fn)) get the data itself.
  //
  // A MessagePort queues what it receives until it is started (start(),
  // onmessage, or a 'message' listener); a started port with a 'message'
  // listener keeps the loop alive until close() or unref(), as node's. A
  // BroadcastChannel keeps it alive from its creation until close() or
  // unref(), and receives what the other open channels of its name in this
  // VM post. tarn's ports do not cross threads: a transfer list (a port
  // handed to a worker) is an error naming what is missing, and a worker's
  // BroadcastChannel does not hear the main thread's.
  'use strict';
  const coded = (kind, code, msg) => n.nodeError(kind, code, msg);
  const lacks = (what) => new Error(`tarn's MessagePort does not have ${what}`);

  const kReceive = Symbol('kReceive');
  const kListeners = Symbol('kListeners');
  const kListening = Symbol('kListening');
  const kPair = Symbol('kPair');

  // The loop's queue: [port, kind, data] in posting order, across ports.
  // The loop's queues: [target, kind, data] in posting order, across
  // ports; the 'close' events apart, delivered after the immediates (node's
  // close phase). drain(0) / drain(2): how many messages / closes are
  // queued now; drain(1) / drain(3): deliver the first.
  const queue = [];
  const closing = [];
  function enqueue(item) {
    if (queue.length === 0 && closing.length === 0) n.portSchedule();
    (item[1] === 'close' ? closing : queue).push(item);
  }
  n.portSetDrain((mode) => {
    const q = mode < 2 ? queue : closing;
    if (mode === 0 || mode === 2) {
      if (queue.length || closing.length) n.portSchedule();
      return q.length;
    }
    const [target, kind, data] = q.shift();
    if (kind === 'close') target.dispatchEvent(new Event('close'));
    else if (kind === 'call') target(...data);
    else target[kReceive](data);
  });

  class MessageEvent extends Event {
    #data;
    #ports;
    constructor(type, init = {}) {
      if (arguments.length === 0) throw coded(0, 'ERR_MISSING_ARGS', 'The "type" argument must be specified');
      super(type, init);
      this.#data = init?.data;
      this.#ports = Object.freeze([...(init?.ports ?? [])]);
    }
    get data() { return this.#data; }
    get origin() { return ''; }
    get lastEventId() { return ''; }
    get source() { return null; }
    get ports() { return this.#ports; }
  }

  // node's NodeEventTarget methods: EventEmitter-style names over the
  // EventTarget; a node-style 'message' listener gets the data.
  const wrapped = new WeakMap();
  function nodeStyle(fn) {
    let w = wrapped.get(fn);
    if (!w) {
      w = function (ev) { return fn.call(this, ev instanceof MessageEvent ? ev.data : ev); };
      wrapped.set(fn, w);
    }
    return w;
  }
  function mixNodeMethods(C) {
    Object.assign(C.prototype, {
      on(type, fn) { this.addEventListener(type, nodeStyle(fn)); return this; },
      addListener(type, fn) { return this.on(type, fn); },
      once(type, fn) { this.addEventListener(type, nodeStyle(fn), { once: true }); return this; },
      off(type, fn) { this.removeEventListener(type, nodeStyle(fn)); return this; },
      removeListener(type, fn) { return this.off(type, fn); },
      emit(type, arg) {
        const listeners = this[kListeners](type);
        return listeners > 0 && (this.dispatchEvent(new MessageEvent(type, { data: arg })), true);
      },
      listenerCount(type) { return this[kListeners](type); },
    });
  }

  // Keeps the listeners of each type (onmessage included) so that a port
  // is ref'd while it has a 'message' one; a once listener is wrapped to
  // come off through removeEventListener.
  class Port extends EventTarget {
    #listeners = new Map();
    #handler = null;
    #handlerFn = null;
    [kListeners](type) { return this.#listeners.get(String(type))?.size ?? 0; }
    addEventListener(type, fn, opts) {
      type = String(type);
      if (typeof fn !== 'function' && (fn === null || typeof fn !== 'object')) return super.addEventListener(type, fn, opts);
      let set = this.#listeners.get(type);
      if (!set) this.#listeners.set(type, (set = new Set()));
      if (set.has(fn)) return;
      let l = fn;
      if (typeof opts === 'object' && opts?.once) {
        l = (ev) => {
          this.removeEventListener(type, l);
          return typeof fn === 'function' ? fn.call(this, ev) : fn.handleEvent(ev);
        };
      }
      set.add(l);
      super.addEventListener(type, l, typeof opts === 'object' && opts ? { ...opts, once: false } : opts);
      if (type === 'message' && set.size === 1) this[kListening](true);
    }
    removeEventListener(type, fn, opts) {
      type = String(type);
      super.removeEventListener(type, fn, opts);
      const set = this.#listeners.get(type);
      if (set?.delete(fn) && type === 'message' && set.size === 0) this[kListening](false);
    }
    get onmessage() { return this.#handler; }
    set onmessage(fn) {
      if (this.#handlerFn) this.removeEventListener('message', this.#handlerFn);
      this.#handler = typeof fn === 'function' ? fn : null;
      this.#handlerFn = this.#handler && ((ev) => this.#handler.call(this, ev));
      if (this.#handlerFn) this.addEventListener('message', this.#handlerFn);
    }
  }

  let constructing = false;
  class MessagePort extends Port {
    #other = null;
    #queue = []; // received, not yet delivered
    #started = false;
    #closed = false; // no more posting or receiving; what was queued is still delivered
    #ref = true;
    #counted = false;
    #listening = false;
    constructor() {
      if (!constructing) throw coded(0, 'ERR_CONSTRUCT_CALL_INVALID', 'Constructor cannot be called');
      super();
    }
    static [kPair](a, b) {
      a.#other = b;
      b.#other = a;
    }
    // worker_threads.receiveMessageOnPort: the oldest queued message, taken
    // now, started or not ({ message }), or undefined
    static receive(port) {
      if (!(port !== null && typeof port === 'object' && #queue in port))
        throw coded(0, 'ERR_INVALID_ARG_TYPE', 'The "port" argument must be a MessagePort instance');
      return port.#queue.length ? { message: port.#queue.shift() } : undefined;
    }
    #update() {
      const want = this.#listening && this.#started && this.#ref && !this.#closed;
      if (want !== this.#counted) {
        this.#counted = want;
        n.portRef(want ? 1 : -1);
      }
    }
    [kListening](on) {
      this.#listening = on;
      if (on) this.start();
      this.#update();
    }
    postMessage(message, transfer) {
      if (arguments.length === 0) throw coded(0, 'ERR_MISSING_ARGS', 'Not enough arguments to MessagePort.postMessage');
      const list = Array.isArray(transfer) ? transfer : transfer?.transfer;
      if (list != null && list.length) throw lacks('transfer lists (its ports and buffers stay in one thread)');
      const data = structuredClone(message);
      if (!this.#closed && this.#other) this.#other.#post(data);
    }
    #post(data) {
      if (this.#closed) return;
      this.#queue.push(data);
      if (this.#started) enqueue([this, 'message']);
    }
    // the loop delivers the oldest queued message
    [kReceive]() {
      if (this.#queue.length) this.dispatchEvent(new MessageEvent('message', { data: this.#queue.shift() }));
    }
    start() {
      if (this.#started || this.#closed) return;
      this.#started = true;
      for (let i = 0; i < this.#queue.length; i++) enqueue([this, 'message']);
      this.#update();
    }
    close() {
      const other = this.#other;
      this.#close();
      if (other) other.#close();
    }
    #close() {
      if (this.#closed) return;
      if (!this.#started) this.#queue.length = 0;
      this.#closed = true;
      this.#other = null;
      enqueue([this, 'close']);
      this.#update();
    }
    ref() { this.#ref = true; this.#update(); return this; }
    unref() { this.#ref = false; this.#update(); return this; }
    hasRef() { return this.#counted; }
  }
  const receiveMessageOnPort = MessagePort.receive;
  delete MessagePort.receive;
  mixNodeMethods(MessagePort);
  Object.defineProperty(MessagePort.prototype, Symbol.toStringTag, { value: 'MessagePort', configurable: true });

  class MessageChannel {
    #port1;
    #port2;
    constructor() {
      constructing = true;
      try {
        this.#port1 = new MessagePort();
        this.#port2 = new MessagePort();
      } finally {
        constructing = false;
      }
      MessagePort[kPair](this.#port1, this.#port2);
    }
    get port1() { return this.#port1; }
    get port2() { return this.#port2; }
  }

  // The open channels by name, in creation order.
  const channels = new Map();
  class BroadcastChannel extends Port {
    #name;
    #closed = false;
    #counted = false;
    constructor(name) {
      if (arguments.length === 0) throw coded(0, 'ERR_MISSING_ARGS', 'The "name" argument must be specified');
      super();
      this.#name = `${name}`;
      if (!channels.has(this.#name)) channels.set(this.#name, new Set());
      channels.get(this.#name).add(this);
      this.#setRef(true);
    }
    #setRef(on) {
      on = on && !this.#closed;
      if (on !== this.#counted) {
        this.#counted = on;
        n.portRef(on ? 1 : -1);
      }
    }
    [kListening]() {}
    get name() { return this.#name; }
    postMessage(message) {
      if (arguments.length === 0) throw coded(0, 'ERR_MISSING_ARGS', 'The "message" argument must be specified');
      if (this.#closed) throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
      const data = structuredClone(message);
      for (const ch of channels.get(this.#name)) if (ch !== this) enqueue([ch, 'message', data]);
    }
    [kReceive](data) {
      if (!this.#closed) this.dispatchEvent(new MessageEvent('message', { data }));
    }
    close() {
      if (this.#closed) return;
      this.#closed = true;
      const set = channels.get(this.#name);
      set.delete(this);
      if (set.size === 0) channels.delete(this.#name);
      this.#setRef(false);
    }
    ref() { this.#setRef(true); return this; }
    unref() { this.#setRef(false); return this; }
  }
  mixNodeMethods(BroadcastChannel);
  Object.defineProperty(BroadcastChannel.prototype, Symbol.toStringTag, { value: 'BroadcastChannel', configurable: true });

  // fn(...args) in the next poll phase: where node runs an I/O callback
  // (stdlib/node/fs_streams.js). It keeps the loop alive until it runs.
  const pollCall = (fn, ...args) => enqueue([fn, 'call', args]);

  return { MessageChannel, MessagePort, MessageEvent, BroadcastChannel, pollCall, receiveMessageOnPort };
})
