(function (n) {
  // stdlib/node/timers.js — node:timers (the global timer functions) and
  // node:timers/promises: setTimeout, setImmediate, setInterval (an async
  // iterator) and scheduler.wait/yield, with AbortSignal support (node's
  // AbortError, code ABORT_ERR, the signal's reason as its cause).
  // stdlib/node/core.c compiles it on first use with the shared natives n.
  'use strict';
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const { AbortError } = n.internal('abort_error');
  const aborted = (signal) => new AbortError(undefined, { cause: signal.reason });
  function checkOptions(options) {
    if (options === null || typeof options !== 'object') throw argType('options', 'of type object', options);
    const { signal, ref } = options;
    if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal)))
      throw argType('options.signal', 'an instance of AbortSignal', signal);
    if (ref !== undefined && typeof ref !== 'boolean') throw argType('options.ref', 'of type boolean', ref);
    return { signal, ref };
  }
  // One timer of kind (setTimeout/clearTimeout or setImmediate/clearImmediate)
  // as a promise of value.
  function later(start, stop, args, value, options) {
    let signal, ref;
    try {
      ({ signal, ref } = checkOptions(options));
    } catch (e) {
      return Promise.reject(e);
    }
    if (signal && signal.aborted) return Promise.reject(aborted(signal));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        stop(t);
        reject(aborted(signal));
      };
      const t = start(() => {
        if (signal) signal.removeEventListener('abort', onAbort);
        resolve(value);
      }, ...args);
      if (ref === false && t && typeof t.unref === 'function') t.unref();
      if (signal) signal.addEventListener('abort', onAbort, { once: true });
    });
  }
  const pSetTimeout = (delay, value, options = {}) => later(setTimeout, clearTimeout, [delay], value, options);
  const pSetImmediate = (value, options = {}) => later(setImmediate, clearImmediate, [], value, options);
  async function* pSetInterval(delay, value, options = {}) {
    const { signal, ref } = checkOptions(options);
    if (signal && signal.aborted) throw aborted(signal);
    let ticks = 0;
    let wake = null;
    const t = setInterval(() => {
      ticks++;
      if (wake) wake();
    }, delay);
    if (ref === false && t && typeof t.unref === 'function') t.unref();
    const onAbort = () => {
      if (wake) wake();
    };
    if (signal) signal.addEventListener('abort', onAbort, { once: true });
    try {
      for (;;) {
        if (ticks === 0) await new Promise((resolve) => { wake = resolve; });
        wake = null;
        if (signal && signal.aborted) throw aborted(signal);
        for (; ticks > 0; ticks--) yield value;
      }
    } finally {
      clearInterval(t);
      if (signal) signal.removeEventListener('abort', onAbort);
    }
  }
  class Scheduler {
    wait(delay, options) { return pSetTimeout(delay, undefined, options); }
    yield() { return pSetImmediate(); }
  }
  const promises = { setTimeout: pSetTimeout, setImmediate: pSetImmediate, setInterval: pSetInterval,
                     scheduler: new Scheduler() };
  const g = globalThis;
  return {
    setTimeout: g.setTimeout, clearTimeout: g.clearTimeout, setImmediate: g.setImmediate,
    clearImmediate: g.clearImmediate, setInterval: g.setInterval, clearInterval: g.clearInterval, promises,
  };
})
