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
  // unref(), and receives what the other open channels of its name post,
  // in this VM and in every other thread's (stdlib/worker_ports.c).
  //
  // A pair made by MessageChannel talks within the VM (#other) until one
  // of them is transferred (a transfer list of postMessage, workerData's
  // transferList, structuredClone's transfer): then both become native
  // ends (#handle, stdlib/worker_ports.c), which cross threads; a port a
  // transfer brings in is native from the start. The port that was
  // transferred is left detached: closed, without a 'close' event.
  'use strict';
  const coded = (kind, code, msg) => n.nodeError(kind, code, msg);
  const cloneError = (msg) => new DOMException(msg, 'DataCloneError');

  const kReceive = Symbol('kReceive');
  const kListeners = Symbol('kListeners');
  const kListening = Symbol('kListening');
  const kPair = Symbol('kPair');
  const kNative = Symbol('kNative');
  // the native ports of this VM by handle
  const byHandle = new Map();

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
  n.portSetDrain((mode, a, b) => {
    if (mode >= 4) return native(mode, a, b);
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
    #handle = 0; // a native end's handle
    #detached = false;
    constructor() {
      if (!constructing) throw coded(0, 'ERR_CONSTRUCT_CALL_INVALID', 'Constructor cannot be called');
      super();
    }
    static [kPair](a, b) {
      a.#other = b;
      b.#other = a;
    }
    // worker_threads.receiveMessageOnPort: the oldest message received and
    // not delivered, taken now, started or not ({ message }), or undefined
    static receive(port) {
      if (!(port !== null && typeof port === 'object' && #queue in port))
        throw coded(0, 'ERR_INVALID_ARG_TYPE', 'The "port" argument must be a MessagePort instance');
      if (port.#queue.length) return { message: port.#queue.shift() };
      const got = port.#handle ? n.portTake(port.#handle) : undefined;
      return got && { message: got[0] };
    }
    // the calls of stdlib/worker_ports.c (modes of the drain function)
    static [kNative](mode, a, b) {
      if (mode === 4) {
        constructing = true;
        let p;
        try {
          p = new MessagePort();
        } finally {
          constructing = false;
        }
        p.#handle = a;
        byHandle.set(a, p);
        return p;
      }
      if (mode === 5) byHandle.get(a)?.#post(b);
      else if (mode === 6) byHandle.get(a)?.#close();
      else if (mode === 7) broadcast(a, b);
      else if (mode === 8) return prepare(a);
      else if (mode === 9) for (const p of a) p?.#detach();
    }
    // a transfer list's entry: [port, handle] once native, its undelivered
    // messages moved to the native queue, to travel with it
    static prepare(x) {
      if (x.#closed || x.#detached) throw cloneError('MessagePort in transfer list is already detached');
      if (!x.#handle) x.#toNative();
      for (let i = x.#queue.length - 1; i >= 0; i--) n.portRequeue(x.#handle, x.#queue[i]);
      x.#queue.length = 0;
      return x.#handle;
    }
    static isPort(x) { return x !== null && typeof x === 'object' && #queue in x; }
    #toNative() {
      const [a, b] = n.portChannel();
      const o = this.#other;
      this.#handle = a;
      byHandle.set(a, this);
      if (o) {
        o.#handle = b;
        byHandle.set(b, o);
        this.#other = o.#other = null;
      } else {
        n.portClose(b);
      }
    }
    #detach() {
      byHandle.delete(this.#handle);
      this.#handle = 0;
      this.#detached = this.#closed = true;
      this.#other = null;
      this.#queue.length = 0;
      this.#update();
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
      const list = transferList(transfer);
      if (list?.includes(this)) throw cloneError('Transfer list contains source port');
      if (list?.length && !this.#closed && !this.#handle) this.#toNative();
      // node's: true while the port is open
      if (this.#handle) return n.portPost(this.#handle, message, list), true;
      const data = structuredClone(message);
      if (this.#closed) return;
      this.#other?.#post(data);
      return true;
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
    // the peer closes as node's does, once the channel tells it: after what
    // this turn's code does (it may still start the peer and so receive
    // what was queued)
    close() {
      const other = this.#other;
      this.#close();
      if (other) enqueue([() => other.#close(), 'call', []]);
    }
    #close() {
      if (this.#closed) return;
      if (!this.#started) this.#queue.length = 0;
      this.#closed = true;
      this.#other = null;
      if (this.#handle) {
        n.portClose(this.#handle);
        byHandle.delete(this.#handle);
        this.#handle = 0;
      }
      enqueue([this, 'close']);
      this.#update();
    }
    ref() { this.#ref = true; this.#update(); return this; }
    unref() { this.#ref = false; this.#update(); return this; }
    hasRef() { return this.#counted; }
  }
  const receiveMessageOnPort = MessagePort.receive;
  const { prepare: preparePort, isPort } = MessagePort;
  const native = MessagePort[kNative];
  delete MessagePort.receive;
  delete MessagePort.prepare;
  delete MessagePort.isPort;
  n.portSetProto(MessagePort.prototype);

  // postMessage's second argument: an iterable, or an options object with
  // one as its transfer
  function transferList(t) {
    if (t == null) return undefined;
    let list = t, what = 'transferList';
    if (typeof t === 'object' && !(Symbol.iterator in t)) {
      list = t.transfer;
      what = 'options.transfer';
      if (list === undefined) return undefined;
    }
    if (list === null || typeof list !== 'object' || !(Symbol.iterator in list))
      throw coded(0, 'ERR_INVALID_ARG_TYPE', `Optional ${what} argument must be an iterable`);
    return [...list];
  }
  // a transfer list for stdlib/worker_ports.c: [ports, handles, buffers]
  function prepare(transfer) {
    const ports = [], handles = [], buffers = [];
    for (const x of transferList(transfer) ?? []) {
      if (isPort(x)) {
        if (ports.includes(x)) throw cloneError('Transfer list contains duplicate MessagePort');
        handles.push(preparePort(x));
        ports.push(x);
      } else if (x instanceof ArrayBuffer) {
        if (buffers.includes(x)) throw cloneError('Transfer list contains duplicate ArrayBuffer');
        if (x.detached) throw cloneError('Cannot transfer object of unsupported type.');
        buffers.push(x);
        ports.push(undefined);
        handles.push(0);
      } else {
        throw cloneError('Found invalid value in transferList.');
      }
    }
    return [ports, handles, buffers];
  }
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

  // The open channels of this VM by name, in creation order; this VM
  // subscribes to a name in every thread while it has channels of it.
  const channels = new Map();
  const broadcast = (name, data) => {
    for (const ch of channels.get(name) ?? []) enqueue([ch, 'message', data]);
  };
  class BroadcastChannel extends Port {
    #name;
    #closed = false;
    #counted = false;
    constructor(name) {
      if (arguments.length === 0) throw coded(0, 'ERR_MISSING_ARGS', 'The "name" argument must be specified');
      super();
      this.#name = `${name}`;
      if (!channels.has(this.#name)) {
        n.bcJoin(this.#name);
        channels.set(this.#name, new Set());
      }
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
      n.bcPost(this.#name, data);
    }
    [kReceive](data) {
      if (!this.#closed) this.dispatchEvent(new MessageEvent('message', { data }));
    }
    close() {
      if (this.#closed) return;
      this.#closed = true;
      const set = channels.get(this.#name);
      set.delete(this);
      if (set.size === 0) {
        channels.delete(this.#name);
        n.bcLeave(this.#name);
      }
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
