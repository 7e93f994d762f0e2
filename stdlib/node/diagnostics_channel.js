(function (n) {
  // stdlib/node/diagnostics_channel.js — node:diagnostics_channel: named
  // channels that publish to their subscribers, stores (AsyncLocalStorage)
  // bound to a channel, and tracing channels over five of them.
  //
  // As node's, a channel with no subscriber and no store is a Channel, and
  // becomes an ActiveChannel (another prototype, `instanceof Channel` still
  // true) while it has one: publish on an inactive channel does nothing.
  // Subscriber lists are copied on change, so a subscriber that unsubscribes
  // during a publish does not skip the next one. An exception thrown by a
  // subscriber or a store's transform does not reach the publisher: it is
  // thrown again from a process.nextTick callback, an uncaught exception.
  // Channels are kept by name for the life of the process (node holds them
  // weakly; no program can tell the difference but by memory).
  // boundedChannel (experimental in node) throws an error naming itself.
  'use strict';
  const argType = (name, what, v) => n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const lacks = (what) => n.nodeError(2, 'ERR_TARN_UNSUPPORTED', `tarn's node:diagnostics_channel has no ${what}: it has channel, subscribe, unsubscribe, hasSubscribers, bound stores and tracingChannel`);
  const validateFunction = (fn, name) => {
    if (typeof fn !== 'function') throw argType(name, 'of type function', fn);
  };
  const throwLater = (err) => process.nextTick(() => { throw err; });
  // node's internal Map subclass: inspect shows an active channel's stores
  // as `SafeMap(0) [Map] {}`
  class SafeMap extends Map {}

  const channels = new Map();

  function markActive(ch) {
    Object.setPrototypeOf(ch, ActiveChannel.prototype);
    ch._subscribers = [];
    ch._stores = new SafeMap();
  }
  function maybeMarkInactive(ch) {
    if (ch._subscribers.length === 0 && ch._stores.size === 0) {
      Object.setPrototypeOf(ch, Channel.prototype);
      ch._subscribers = undefined;
      ch._stores = undefined;
    }
  }
  const defaultTransform = (data) => data;
  // run next with store entered with transform(data); a transform that
  // throws leaves the store as it was
  function wrapStoreRun(store, data, next, transform = defaultTransform) {
    return () => {
      let context;
      try {
        context = transform(data);
      } catch (err) {
        throwLater(err);
        return next();
      }
      return store.run(context, next);
    };
  }

  class RunStoresScope {
    #scopes;
    constructor(ch, data) {
      const scopes = [];
      for (const [store, transform] of ch._stores ?? []) {
        let context;
        try {
          context = (transform ?? defaultTransform)(data);
        } catch (err) {
          throwLater(err);
          continue;
        }
        scopes.push(store.withScope(context));
      }
      this.#scopes = scopes;
      ch.publish(data);
    }
    [Symbol.dispose]() {
      const scopes = this.#scopes;
      this.#scopes = [];
      for (let i = scopes.length - 1; i >= 0; i--) scopes[i][Symbol.dispose]();
    }
  }

  class ActiveChannel {
    subscribe(subscription) {
      validateFunction(subscription, 'subscription');
      this._subscribers = [...this._subscribers, subscription];
    }
    unsubscribe(subscription) {
      const index = this._subscribers.indexOf(subscription);
      if (index === -1) return false;
      const next = [...this._subscribers];
      next.splice(index, 1);
      this._subscribers = next;
      maybeMarkInactive(this);
      return true;
    }
    bindStore(store, transform) { this._stores.set(store, transform); }
    unbindStore(store) {
      if (!this._stores.has(store)) return false;
      this._stores.delete(store);
      maybeMarkInactive(this);
      return true;
    }
    get hasSubscribers() { return true; }
    publish(data) {
      const subscribers = this._subscribers;
      for (let i = 0; i < (subscribers?.length || 0); i++) {
        try {
          subscribers[i](data, this.name);
        } catch (err) {
          throwLater(err);
        }
      }
    }
    withStoreScope(data) { return new RunStoresScope(this, data); }
    runStores(data, fn, thisArg, ...args) {
      let run = () => {
        this.publish(data);
        return Reflect.apply(fn, thisArg, args);
      };
      for (const [store, transform] of this._stores) run = wrapStoreRun(store, data, run, transform);
      return run();
    }
  }

  class Channel {
    constructor(name) {
      this._subscribers = undefined;
      this._stores = undefined;
      this.name = name;
      this._index = undefined;
    }
    static [Symbol.hasInstance](instance) {
      if (instance === null || typeof instance !== 'object') return false;
      const proto = Object.getPrototypeOf(instance);
      return proto === Channel.prototype || proto === ActiveChannel.prototype;
    }
    subscribe(subscription) {
      validateFunction(subscription, 'subscription');
      markActive(this);
      this.subscribe(subscription);
    }
    unsubscribe() { return false; }
    bindStore(store, transform) {
      markActive(this);
      this.bindStore(store, transform);
    }
    unbindStore() { return false; }
    get hasSubscribers() { return false; }
    publish() {}
    runStores(data, fn, thisArg, ...args) { return Reflect.apply(fn, thisArg, args); }
    withStoreScope(data) { return new RunStoresScope(this, data); }
  }

  function channel(name) {
    const known = channels.get(name);
    if (known) return known;
    if (typeof name !== 'string' && typeof name !== 'symbol') throw argType('channel', 'one of type string or symbol', name);
    const ch = new Channel(name);
    channels.set(name, ch);
    return ch;
  }
  function subscribe(name, subscription) { channel(name).subscribe(subscription); }
  function unsubscribe(name, subscription) {
    const ch = channels.get(name);
    return ch ? ch.unsubscribe(subscription) : false;
  }
  function hasSubscribers(name) {
    const ch = channels.get(name);
    return ch ? ch.hasSubscribers : false;
  }

  const traceEvents = ['start', 'end', 'asyncStart', 'asyncEnd', 'error'];

  class TracingChannel {
    #start;
    #end;
    #asyncStart;
    #asyncEnd;
    constructor(nameOrChannels) {
      let error;
      if (typeof nameOrChannels === 'string') {
        this.#start = channel(`tracing:${nameOrChannels}:start`);
        this.#end = channel(`tracing:${nameOrChannels}:end`);
        this.#asyncStart = channel(`tracing:${nameOrChannels}:asyncStart`);
        this.#asyncEnd = channel(`tracing:${nameOrChannels}:asyncEnd`);
        error = channel(`tracing:${nameOrChannels}:error`);
      } else if (nameOrChannels !== null && typeof nameOrChannels === 'object') {
        const pick = (k) => {
          const ch = nameOrChannels[k];
          if (!(ch instanceof Channel))
            throw n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "nameOrChannels.${k}" property must be an instance of Channel.${n.received(ch)}`);
          return ch;
        };
        this.#start = pick('start');
        this.#end = pick('end');
        this.#asyncStart = pick('asyncStart');
        this.#asyncEnd = pick('asyncEnd');
        error = pick('error');
      } else {
        throw argType('nameOrChannels', 'of type string or an instance of TracingChannel or Object', nameOrChannels);
      }
      // as node's: error is an own read-only property, the others getters
      Object.defineProperty(this, 'error', { value: error });
    }
    get start() { return this.#start; }
    get end() { return this.#end; }
    get asyncStart() { return this.#asyncStart; }
    get asyncEnd() { return this.#asyncEnd; }
    get hasSubscribers() {
      return this.#start.hasSubscribers || this.#end.hasSubscribers || this.#asyncStart.hasSubscribers ||
        this.#asyncEnd.hasSubscribers || this.error.hasSubscribers;
    }
    subscribe(handlers) {
      for (const name of traceEvents) if (handlers[name]) this.#channel(name).subscribe(handlers[name]);
    }
    unsubscribe(handlers) {
      let done = true;
      for (const name of traceEvents) {
        if (handlers[name] && !this.#channel(name).unsubscribe(handlers[name])) done = false;
      }
      return done;
    }
    #channel(name) {
      switch (name) {
        case 'start': return this.#start;
        case 'end': return this.#end;
        case 'asyncStart': return this.#asyncStart;
        case 'asyncEnd': return this.#asyncEnd;
        default: return this.error;
      }
    }
    // call between the start and end events (start's stores entered), the
    // error event published when it throws
    #around(context, call) {
      const end = this.#end, error = this.error;
      return this.#start.runStores(context, () => {
        try {
          return call();
        } catch (err) {
          context.error = err;
          error.publish(context);
          throw err;
        } finally {
          end.publish(context);
        }
      });
    }
    traceSync(fn, context = {}, thisArg, ...args) {
      if (!this.hasSubscribers) return Reflect.apply(fn, thisArg, args);
      return this.#around(context, () => {
        const result = Reflect.apply(fn, thisArg, args);
        context.result = result;
        return result;
      });
    }
    // a native promise is returned chained; another thenable is given the
    // handlers and returned itself; any other result is returned as it is,
    // with a warning, as from a synchronous function
    tracePromise(fn, context = {}, thisArg, ...args) {
      if (!this.hasSubscribers) return Reflect.apply(fn, thisArg, args);
      const asyncStart = this.#asyncStart, asyncEnd = this.#asyncEnd, error = this.error;
      function reject(err) {
        context.error = err;
        error.publish(context);
        asyncStart.publish(context);
        asyncEnd.publish(context);
        return Promise.reject(err);
      }
      function resolve(result) {
        context.result = result;
        asyncStart.publish(context);
        asyncEnd.publish(context);
        return result;
      }
      return this.#around(context, () => {
        const result = Reflect.apply(fn, thisArg, args);
        if (result instanceof Promise) return result.then(resolve, reject);
        if (result !== null && (typeof result === 'object' || typeof result === 'function') && typeof result.then === 'function') {
          result.then(resolve, reject);
          return result;
        }
        process.emitWarning(`tracePromise was called with the function '${fn.name || '<anonymous>'}', which returned a non-thenable.`);
        context.result = result;
        return result;
      });
    }
    traceCallback(fn, position = -1, context = {}, thisArg, ...args) {
      if (!this.hasSubscribers) return Reflect.apply(fn, thisArg, args);
      const asyncStart = this.#asyncStart, asyncEnd = this.#asyncEnd, error = this.error;
      const callback = args.at(position);
      validateFunction(callback, 'callback');
      function wrappedCallback(err, res) {
        if (err) {
          context.error = err;
          error.publish(context);
        } else {
          context.result = res;
        }
        // runStores, so a store bound to asyncStart can restore the context
        asyncStart.runStores(context, () => {
          try {
            return Reflect.apply(callback, this, arguments);
          } finally {
            asyncEnd.publish(context);
          }
        });
      }
      args.splice(position, 1, wrappedCallback);
      return this.#around(context, () => Reflect.apply(fn, thisArg, args));
    }
  }

  function tracingChannel(nameOrChannels) { return new TracingChannel(nameOrChannels); }
  function boundedChannel() { throw lacks('boundedChannel'); }
  class BoundedChannel {
    constructor() { throw lacks('BoundedChannel'); }
  }

  return { channel, hasSubscribers, subscribe, tracingChannel, unsubscribe, boundedChannel, Channel, BoundedChannel };
})
