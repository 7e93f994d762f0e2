(function (realmLib, SharedState) {
  // stdlib/dispose.js — DisposableStack and AsyncDisposableStack (explicit
  // resource management), written in JavaScript: stdlib/dispose.c compiles
  // this one function literal when a script first names either global and
  // keeps what it returns. `using` declarations do not come here: the
  // compiler's disposal is vm/dispose.c; both follow the spec's
  // DisposeResources and node's (V8's) error texts.
  //
  // A stack's state lives in private fields stamped onto the instance by a
  // base class whose constructor returns its argument, so the constructors
  // can be plain functions (callable only with `new`, V8's message) and
  // subclassing through new.target works.
  //
  // realmLib(f) is the result of this function in f's realm (undefined for
  // the current one), for GetPrototypeFromConstructor's fallback.
  // SharedState is the State class of the first realm that ran this
  // function (undefined there): every realm stamps and reads the same
  // private fields, as the spec's internal slots are realm-independent.
  //
  // The file is one function literal and nothing else.
  'use strict';
  const ObjectDefineProperty = Object.defineProperty;
  const ObjectCreate = Object.create;
  const ReflectApply = Reflect.apply;
  const ArrayIsArray = Array.isArray;
  const TypeErrorCtor = TypeError;
  const ReferenceErrorCtor = ReferenceError;
  const SuppressedErrorCtor = SuppressedError;
  const PromiseCtor = Promise;
  const symDispose = Symbol.dispose;
  const symAsyncDispose = Symbol.asyncDispose;
  const symToStringTag = Symbol.toStringTag;
  const SYNC = 0, ASYNC = 1;

  class Stamp { constructor(o) { return o; } }
  const State = SharedState !== undefined ? SharedState : class State extends Stamp {
    #res; #disposed; #async;
    constructor(o, async) { super(o); this.#res = []; this.#disposed = false; this.#async = async; }
    static is(o, async) {
      return typeof o === 'object' && o !== null && #res in o && o.#async === async;
    }
    static res(o) { return o.#res; }
    static setRes(o, r) { o.#res = r; }
    static disposed(o) { return o.#disposed; }
    static setDisposed(o) { o.#disposed = true; }
  };

  const receiverText = (v) => {
    if (v === null) return 'null';
    if (ArrayIsArray(v)) return '[object Array]';
    if (typeof v === 'object' || typeof v === 'function') {
      let c;
      try { c = v.constructor; } catch { c = undefined; }
      const nm = typeof c === 'function' && typeof c.name === 'string' && c.name ? c.name : 'Object';
      return '#<' + nm + '>';
    }
    if (typeof v === 'string') return v;
    if (typeof v === 'symbol') return v.toString();
    return `${v}`;
  };
  const describe = (v) => (typeof v === 'symbol' ? v.toString() : typeof v === 'string' ? v : receiverText(v));
  const check = (o, async, what) => {
    if (!State.is(o, async))
      throw new TypeErrorCtor(`Method ${what} called on incompatible receiver ${receiverText(o)}`);
  };
  const live = (o, what) => {
    if (State.disposed(o))
      throw new ReferenceErrorCtor(`Cannot call ${what} on an already-disposed DisposableStack`);
  };
  const notCallable = (v) => new TypeErrorCtor(`${describe(v)} is not a function`);

  // GetDisposeMethod(V, hint): an async hint falls back to @@dispose, whose
  // call is wrapped so it returns a promise
  const disposeMethod = (v, hint) => {
    if (hint === ASYNC) {
      const m = v[symAsyncDispose];
      if (m !== undefined && m !== null) {
        if (typeof m !== 'function') throw notCallable(symAsyncDispose);
        return m;
      }
    }
    const m = v[symDispose];
    if (m === undefined || m === null || typeof m !== 'function')
      throw notCallable(symDispose);
    if (hint === SYNC) return m;
    return function () {
      return new PromiseCtor((resolve, reject) => {
        try {
          ReflectApply(m, this, []);
          resolve(undefined);
        } catch (e) {
          reject(e);
        }
      });
    };
  };
  // AddDisposableResource(stack, V, hint)
  const addResource = (res, v, hint) => {
    if (v === null || v === undefined) {
      if (hint === ASYNC) res[res.length] = { v: undefined, hint, m: undefined };
      return;
    }
    if (typeof v !== 'object' && typeof v !== 'function')
      throw new TypeErrorCtor('An object is expected with `using` declarations');
    res[res.length] = { v, hint, m: disposeMethod(v, hint) };
  };
  const suppress = (e, prior) => new SuppressedErrorCtor(e, prior, 'An error was suppressed during disposal');

  function disposeResources(res) {
    let hasErr = false, err;
    for (let i = res.length - 1; i >= 0; i--) {
      const r = res[i];
      try {
        ReflectApply(r.m, r.v, []);
      } catch (e) {
        err = hasErr ? suppress(e, err) : e;
        hasErr = true;
      }
    }
    if (hasErr) throw err;
  }

  // the instance's prototype: new.target's "prototype", or when that is not
  // an object the class's prototype of new.target's realm
  const fromCtor = (nt, name, fallback) => {
    let p = nt.prototype;
    if ((typeof p !== 'object' && typeof p !== 'function') || p === null) {
      const lib = realmLib(nt);
      p = lib === undefined ? fallback : lib[name].prototype;
    }
    return ObjectCreate(p);
  };
  const setHidden = (o, k, v) =>
    ObjectDefineProperty(o, k, { value: v, writable: true, enumerable: false, configurable: true });
  const setLength = (f, n) => ObjectDefineProperty(f, 'length', { value: n, configurable: true });

  function make(name, async) {
    const hint = async ? ASYNC : SYNC;
    const P = `${name}.prototype`;
    const Ctor = {
      [name]: function () {
        if (new.target === undefined) throw new TypeErrorCtor(`Constructor ${name} requires 'new'`);
        return new State(fromCtor(new.target, name, proto), async);
      },
    }[name];
    const proto = Ctor.prototype;
    ObjectDefineProperty(Ctor, 'prototype', { writable: false, enumerable: false, configurable: false });
    const methods = {
      use(value) {
        check(this, async, `${P}.use`);
        live(this, `${P}.use`);
        addResource(State.res(this), value, hint);
        return value;
      },
      adopt(value, onDispose) {
        check(this, async, `${P}.adopt`);
        live(this, `${P}.adopt`);
        if (typeof onDispose !== 'function') throw notCallable(onDispose);
        const f = () => ReflectApply(onDispose, undefined, [value]);
        const res = State.res(this);
        res[res.length] = { v: undefined, hint, m: f };
        return value;
      },
      defer(onDispose) {
        check(this, async, `${P}.defer`);
        live(this, `${P}.defer`);
        if (typeof onDispose !== 'function') throw notCallable(onDispose);
        const res = State.res(this);
        res[res.length] = { v: undefined, hint, m: onDispose };
        return undefined;
      },
      move() {
        check(this, async, `${P}.move`);
        live(this, `${P}.move`);
        const n = new State(ObjectCreate(proto), async);
        State.setRes(n, State.res(this));
        State.setRes(this, []);
        State.setDisposed(this);
        return n;
      },
    };
    if (async) {
      // DisposeResources inline: a nested async call would add ticks
      methods.disposeAsync = {
        async disposeAsync() {
          if (!State.is(this, true)) throw new TypeErrorCtor('Receiver is not an AsyncDisposableStack');
          if (State.disposed(this)) return undefined;
          State.setDisposed(this);
          const res = State.res(this);
          State.setRes(this, []);
          let hasErr = false, err, needsAwait = false, hasAwaited = false;
          for (let i = res.length - 1; i >= 0; i--) {
            const r = res[i];
            if (r.hint === SYNC && needsAwait && !hasAwaited) {
              await undefined;
              needsAwait = false;
            }
            if (r.m !== undefined) {
              try {
                const p = ReflectApply(r.m, r.v, []);
                if (r.hint === ASYNC) {
                  hasAwaited = true;
                  await p;
                }
              } catch (e) {
                err = hasErr ? suppress(e, err) : e;
                hasErr = true;
              }
            } else {
              needsAwait = true;
            }
          }
          if (needsAwait && !hasAwaited) await undefined;
          if (hasErr) throw err;
          return undefined;
        },
      }.disposeAsync;
    } else {
      methods.dispose = {
        dispose() {
          check(this, false, `${P}.dispose`);
          if (State.disposed(this)) return undefined;
          State.setDisposed(this);
          const res = State.res(this);
          State.setRes(this, []);
          disposeResources(res);
          return undefined;
        },
      }.dispose;
    }
    const order = ['use', async ? 'disposeAsync' : 'dispose', 'adopt', 'defer', 'move'];
    for (const k of order) setHidden(proto, k, methods[k]);
    setLength(methods.adopt, 2);
    const getter = {
      get disposed() {
        check(this, async, `get ${P}.disposed`);
        return State.disposed(this);
      },
    };
    const d = Object.getOwnPropertyDescriptor(getter, 'disposed');
    ObjectDefineProperty(proto, 'disposed', { get: d.get, enumerable: false, configurable: true });
    setHidden(proto, async ? symAsyncDispose : symDispose, methods[order[1]]);
    ObjectDefineProperty(proto, symToStringTag, { value: name, configurable: true });
    return Ctor;
  }

  return {
    DisposableStack: make('DisposableStack', false),
    AsyncDisposableStack: make('AsyncDisposableStack', true),
    State,
  };
})
