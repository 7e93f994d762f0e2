(function (n) {
  // stdlib/node/stream_duplex.js — node:stream's Duplex, Transform and
  // PassThrough, finished (node's end-of-stream), pipeline (streams,
  // iterables, async generator functions) and their promise forms
  // (stream/promises), addAbortSignal. An internal module:
  // stdlib/node/stream.js calls the function it returns with the shared
  // pieces (s), which already hold Readable and Writable.
  'use strict';
  return function (s) {
    const { nextTick, nop, E, Readable, Writable } = s;

    // ---- Duplex: a Readable with Writable's methods ------------------------------
    function Duplex(options) {
      if (!(this instanceof Duplex)) return new Duplex(options);
      this._readableState = new Readable.ReadableState(options, this, true);
      this._writableState = new Writable.WritableState(options, this, true);
      if (options) {
        this.allowHalfOpen = options.allowHalfOpen !== false;
        if (options.readable === false) {
          this._readableState.readable = false;
          this._readableState.ended = true;
          this._readableState.endEmitted = true;
        }
        if (options.writable === false) {
          this._writableState.writable = false;
          this._writableState.ending = true;
          this._writableState.ended = true;
          this._writableState.finished = true;
        }
        if (typeof options.read === 'function') this._read = options.read;
        if (typeof options.write === 'function') this._write = options.write;
        if (typeof options.writev === 'function') this._writev = options.writev;
        if (typeof options.destroy === 'function') this._destroy = options.destroy;
        if (typeof options.final === 'function') this._final = options.final;
        if (typeof options.construct === 'function') this._construct = options.construct;
        if (options.signal) addAbortSignal(options.signal, this);
      } else {
        this.allowHalfOpen = true;
      }
      s.Stream.call(this, options);
      // both halves resume once _construct is done (node registers the
      // Readable's and the Writable's continuation, in that order)
      s.construct(this, () => {
        s.readableConstructed(this);
        s.writableConstructed(this);
      });
    }
    Object.setPrototypeOf(Duplex.prototype, Readable.prototype);
    Object.setPrototypeOf(Duplex, Readable);
    // Writable's methods the Readable chain lacks, and its getters (but
    // the three both halves answer, defined below)
    for (const key of Reflect.ownKeys(Writable.prototype)) {
      const d = Object.getOwnPropertyDescriptor(Writable.prototype, key);
      if (key === 'constructor' || key === 'closed' || key === 'destroyed' || key === 'errored') continue;
      if (d.get || !(key in Duplex.prototype)) Object.defineProperty(Duplex.prototype, key, d);
    }
    const both = (r) => ({
      get() { return r(this); },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperties(Duplex.prototype, {
      destroyed: {
        get() {
          if (this._readableState === undefined || this._writableState === undefined) return false;
          return this._readableState.destroyed && this._writableState.destroyed;
        },
        set(value) {
          if (this._readableState && this._writableState) {
            this._readableState.destroyed = value;
            this._writableState.destroyed = value;
          }
        },
        enumerable: false,
        configurable: true,
      },
      closed: both((t) => !!(t._readableState && t._readableState.closed) || !!(t._writableState && t._writableState.closed)),
      errored: both((t) => (t._writableState && t._writableState.errored) || (t._readableState && t._readableState.errored) || null),
    });
    Duplex.prototype.destroy = Writable.prototype.destroy;

    // ---- Transform ---------------------------------------------------------------
    const kCallback = Symbol('kCallback');
    function Transform(options) {
      if (!(this instanceof Transform)) return new Transform(options);
      Duplex.call(this, options);
      this._readableState.sync = false;
      this[kCallback] = null;
      if (options) {
        if (typeof options.transform === 'function') this._transform = options.transform;
        if (typeof options.flush === 'function') this._flush = options.flush;
      }
      this.on('prefinish', transformPrefinish);
    }
    Object.setPrototypeOf(Transform.prototype, Duplex.prototype);
    Object.setPrototypeOf(Transform, Duplex);
    function final(cb) {
      if (typeof this._flush === 'function' && !this.destroyed) {
        this._flush((er, data) => {
          if (er) {
            if (cb) cb(er);
            else this.destroy(er);
            return;
          }
          if (data != null) this.push(data);
          this.push(null);
          if (cb) cb();
        });
      } else {
        this.push(null);
        if (cb) cb();
      }
    }
    function transformPrefinish() {
      if (this._final !== final) final.call(this);
    }
    Transform.prototype._final = final;
    Transform.prototype._transform = function () {
      throw E.notImplemented('_transform()');
    };
    Transform.prototype._write = function (chunk, encoding, callback) {
      const rState = this._readableState;
      const wState = this._writableState;
      const length = rState.length;
      this._transform(chunk, encoding, (err, val) => {
        if (err) {
          callback(err);
          return;
        }
        if (val != null) this.push(val);
        if (rState.ended) {
          nextTick(callback);
        } else if (wState.ended || length === rState.length || rState.length < rState.highWaterMark) {
          callback();
        } else {
          this[kCallback] = callback;
        }
      });
    };
    Transform.prototype._read = function () {
      if (this[kCallback]) {
        const callback = this[kCallback];
        this[kCallback] = null;
        callback();
      }
    };

    function PassThrough(options) {
      if (!(this instanceof PassThrough)) return new PassThrough(options);
      Transform.call(this, options);
    }
    Object.setPrototypeOf(PassThrough.prototype, Transform.prototype);
    Object.setPrototypeOf(PassThrough, Transform);
    PassThrough.prototype._transform = function (chunk, encoding, cb) {
      cb(null, chunk);
    };

    // ---- finished (end-of-stream) --------------------------------------------------
    function eos(stream, options, callback) {
      if (arguments.length === 2) {
        callback = options;
        options = {};
      } else if (options == null) {
        options = {};
      } else {
        s.validateObject(options, 'options');
      }
      s.validateFunction(callback, 'callback');
      if (!s.isNodeStream(stream))
        throw s.argType('stream', 'an instance of ReadableStream, WritableStream, or Stream', stream);
      callback = s.once(callback);
      const readable = options.readable != null ? options.readable : s.isReadableNodeStream(stream);
      const writable = options.writable != null ? options.writable : s.isWritableNodeStream(stream);
      const wState = stream._writableState;
      const rState = stream._readableState;
      const onlegacyfinish = () => {
        if (!stream.writable) onfinish();
      };
      let willEmitClose = s.willEmitClose(stream) && s.isReadableNodeStream(stream) === readable &&
        s.isWritableNodeStream(stream) === writable;
      let writableFinished = s.isWritableFinished(stream, false);
      const onfinish = () => {
        writableFinished = true;
        if (stream.destroyed) willEmitClose = false;
        if (willEmitClose && (!stream.readable || readable)) return;
        if (!readable || readableFinished) callback.call(stream);
      };
      let readableFinished = s.isReadableFinished(stream, false);
      const onend = () => {
        readableFinished = true;
        if (stream.destroyed) willEmitClose = false;
        if (willEmitClose && (!stream.writable || writable)) return;
        if (!writable || writableFinished) callback.call(stream);
      };
      const onerror = (err) => {
        callback.call(stream, err);
      };
      let closed = s.isClosed(stream);
      const onclose = () => {
        closed = true;
        const errored = s.isWritableErrored(stream) || s.isReadableErrored(stream);
        if (errored && typeof errored !== 'boolean') return callback.call(stream, errored);
        if (readable && !readableFinished && s.isReadableNodeStream(stream, true)) {
          if (!s.isReadableFinished(stream, false)) return callback.call(stream, E.prematureClose());
        }
        if (writable && !writableFinished) {
          if (!s.isWritableFinished(stream, false)) return callback.call(stream, E.prematureClose());
        }
        callback.call(stream);
      };
      const onclosed = () => {
        closed = true;
        const errored = s.isWritableErrored(stream) || s.isReadableErrored(stream);
        if (errored && typeof errored !== 'boolean') return callback.call(stream, errored);
        callback.call(stream);
      };
      if (writable && !wState) {
        stream.on('end', onlegacyfinish);
        stream.on('close', onlegacyfinish);
      }
      if (!willEmitClose && typeof stream.aborted === 'boolean') stream.on('aborted', onclose);
      stream.on('end', onend);
      stream.on('finish', onfinish);
      if (options.error !== false) stream.on('error', onerror);
      stream.on('close', onclose);
      if (closed) {
        nextTick(onclose);
      } else if ((wState && wState.errorEmitted) || (rState && rState.errorEmitted)) {
        if (!willEmitClose) nextTick(onclosed);
      } else if (!readable && (!willEmitClose || s.isReadable(stream)) &&
        (writableFinished || s.isWritable(stream) === false)) {
        nextTick(onclosed);
      } else if (!writable && (!willEmitClose || s.isWritable(stream)) &&
        (readableFinished || s.isReadable(stream) === false)) {
        nextTick(onclosed);
      }
      const cleanup = () => {
        callback = nop;
        stream.removeListener('aborted', onclose);
        stream.removeListener('end', onlegacyfinish);
        stream.removeListener('close', onlegacyfinish);
        stream.removeListener('end', onend);
        stream.removeListener('finish', onfinish);
        stream.removeListener('error', onerror);
        stream.removeListener('close', onclose);
      };
      if (options.signal && !closed) {
        const abort = () => {
          const endCallback = callback;
          cleanup();
          endCallback.call(stream, new s.AbortError(undefined, { cause: options.signal.reason }));
        };
        if (options.signal.aborted) {
          nextTick(abort);
        } else {
          options.signal.addEventListener('abort', abort, { once: true });
          const originalCallback = callback;
          callback = s.once((...args) => {
            options.signal.removeEventListener('abort', abort);
            originalCallback.apply(stream, args);
          });
        }
      }
      return cleanup;
    }
    s.eos = eos;

    function finishedPromise(stream, opts) {
      let autoCleanup = false;
      if (opts && opts.cleanup) {
        autoCleanup = true;
      }
      return new Promise((resolve, reject) => {
        const cleanup = eos(stream, opts, (err) => {
          if (autoCleanup) cleanup();
          if (err) reject(err);
          else resolve();
        });
      });
    }

    // ---- addAbortSignal ----------------------------------------------------------
    function addAbortSignal(signal, stream) {
      if (signal === null || typeof signal !== 'object' || !('aborted' in signal))
        throw s.argType('signal', 'an instance of AbortSignal', signal);
      if (!s.isNodeStream(stream))
        throw s.argType('stream', 'an instance of ReadableStream, WritableStream, or Stream', stream);
      const onAbort = () => {
        stream.destroy(new s.AbortError(undefined, { cause: signal.reason }));
      };
      if (signal.aborted) onAbort();
      else {
        signal.addEventListener('abort', onAbort, { once: true });
        eos(stream, () => signal.removeEventListener('abort', onAbort));
      }
      return stream;
    }
    s.addAbortSignal = addAbortSignal;

    // ---- pipeline ----------------------------------------------------------------
    function pipeline(...streams) {
      const last = streams[streams.length - 1];
      s.validateFunction(last, 'streams[stream.length - 1]');
      streams.pop();
      return pipelineImpl(streams, s.once(last));
    }
    function pipelineDestroyer(stream, reading, writing) {
      let finished = false;
      stream.on('close', () => {
        finished = true;
      });
      const cleanup = eos(stream, { readable: reading, writable: writing }, (err) => {
        finished = !err;
      });
      return {
        destroy: (err) => {
          if (finished) return;
          finished = true;
          s.destroyer(stream, err || E.destroyed('pipe'));
        },
        cleanup,
      };
    }
    async function* fromReadable(val) {
      yield* Readable.prototype[Symbol.asyncIterator].call(val);
    }
    function makeAsyncIterable(val) {
      if (s.isIterable(val)) return val;
      if (s.isReadableNodeStream(val)) return fromReadable(val);
      throw s.argType('val', 'an instance of Readable, Iterable, or AsyncIterable', val);
    }
    async function pumpToNode(iterable, writable, finish, { end }) {
      let error;
      let onresolve = null;
      const resume = (err) => {
        if (err) error = err;
        if (onresolve) {
          const callback = onresolve;
          onresolve = null;
          callback();
        }
      };
      const wait = () => new Promise((resolve, reject) => {
        if (error) reject(error);
        else onresolve = () => {
          if (error) reject(error);
          else resolve();
        };
      });
      writable.on('drain', resume);
      const cleanup = eos(writable, { readable: false }, resume);
      try {
        if (writable.writableNeedDrain) await wait();
        for await (const chunk of iterable) {
          if (!writable.write(chunk)) await wait();
        }
        if (end) {
          writable.end();
          await wait();
        }
        finish();
      } catch (err) {
        finish(error !== err ? s.aggregateTwoErrors(error, err) : err);
      } finally {
        cleanup();
        writable.off('drain', resume);
      }
    }
    function pipe(src, dst, finish, { end }) {
      let ended = false;
      dst.on('close', () => {
        if (!ended) finish(E.prematureClose());
      });
      src.pipe(dst, { end: false });
      if (end) {
        function endFn() {
          ended = true;
          dst.end();
        }
        if (s.isReadableFinished(src)) nextTick(endFn);
        else src.once('end', endFn);
        eos(src, { readable: true, writable: false }, (err) => {
          const rState = src._readableState;
          if (err && err.code === 'ERR_STREAM_PREMATURE_CLOSE' && rState && rState.ended &&
            !rState.errored && !rState.errorEmitted) {
            src.once('end', endFn).once('error', finish);
          } else {
            finish(err);
          }
        });
      } else {
        finish();
      }
      return eos(dst, { readable: false, writable: true }, finish);
    }
    const invalidReturn = (what, name, v) => n.nodeError(0, 'ERR_INVALID_RETURN_VALUE',
      `Expected ${what} to be returned from the "${name}" function but got ${v === null ? 'null' : v === undefined ? 'undefined' : typeof v === 'object' ? 'an instance of ' + ((v.constructor && v.constructor.name) || 'Object') : 'type ' + typeof v}.`);

    function pipelineImpl(streams, callback, opts) {
      if (streams.length === 1 && Array.isArray(streams[0])) streams = streams[0];
      if (streams.length < 2) throw E.missingArgs('streams');
      const ac = new AbortController();
      const signal = ac.signal;
      const outerSignal = opts && opts.signal;
      const lastStreamCleanup = [];
      function abort() {
        finishImpl(new s.AbortError(undefined, { cause: outerSignal && outerSignal.reason }));
      }
      if (outerSignal) outerSignal.addEventListener('abort', abort, { once: true });
      let error;
      let value;
      const destroys = [];
      let finishCount = 0;
      function finish(err) {
        finishImpl(err, --finishCount === 0);
      }
      function finishImpl(err, final) {
        if (err && (!error || error.code === 'ERR_STREAM_PREMATURE_CLOSE')) error = err;
        if (!error && !final) return;
        while (destroys.length) destroys.shift()(error);
        if (outerSignal) outerSignal.removeEventListener('abort', abort);
        ac.abort();
        if (final) {
          if (!error) lastStreamCleanup.forEach((fn) => fn());
          nextTick(callback, error, value);
        }
      }
      let ret;
      for (let i = 0; i < streams.length; i++) {
        const stream = streams[i];
        const reading = i < streams.length - 1;
        const writing = i > 0;
        const end = reading || !opts || opts.end !== false;
        const isLastStream = i === streams.length - 1;
        if (s.isNodeStream(stream)) {
          if (end) {
            const { destroy, cleanup } = pipelineDestroyer(stream, reading, writing);
            destroys.push(destroy);
            if (s.isReadable(stream) && isLastStream) lastStreamCleanup.push(cleanup);
          }
          function onError(err) {
            if (err && err.name !== 'AbortError' && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') finish(err);
          }
          stream.on('error', onError);
          if (s.isReadable(stream) && isLastStream) lastStreamCleanup.push(() => stream.removeListener('error', onError));
        }
        if (i === 0) {
          if (typeof stream === 'function') {
            ret = stream({ signal });
            if (!s.isIterable(ret)) throw invalidReturn('Iterable, AsyncIterable or Stream', 'source', ret);
          } else if (s.isIterable(stream) || s.isReadableNodeStream(stream)) {
            ret = stream;
          } else {
            throw s.argType('source', 'an instance of Stream, Iterable, or AsyncIterable', stream);
          }
        } else if (typeof stream === 'function') {
          ret = makeAsyncIterable(ret);
          ret = stream(ret, { signal });
          if (reading) {
            if (!s.isIterable(ret, true)) throw invalidReturn('AsyncIterable', `transform[${i - 1}]`, ret);
          } else {
            const pt = new PassThrough({ objectMode: true });
            const then = ret && ret.then;
            if (typeof then === 'function') {
              finishCount++;
              then.call(ret, (val) => {
                value = val;
                if (val != null) pt.write(val);
                if (end) pt.end();
                nextTick(finish);
              }, (err) => {
                pt.destroy(err);
                nextTick(finish, err);
              });
            } else if (s.isIterable(ret, true)) {
              finishCount++;
              pumpToNode(ret, pt, finish, { end });
            } else {
              throw invalidReturn('AsyncIterable or Promise', 'destination', ret);
            }
            ret = pt;
            const { destroy, cleanup } = pipelineDestroyer(ret, false, true);
            destroys.push(destroy);
            if (isLastStream) lastStreamCleanup.push(cleanup);
          }
        } else if (s.isNodeStream(stream)) {
          if (s.isReadableNodeStream(ret)) {
            finishCount += 2;
            const cleanup = pipe(ret, stream, finish, { end });
            if (s.isReadable(stream) && isLastStream) lastStreamCleanup.push(cleanup);
          } else if (s.isIterable(ret)) {
            finishCount++;
            pumpToNode(ret, stream, finish, { end });
          } else {
            throw s.argType('val', 'an instance of Readable, Iterable, AsyncIterable, ReadableStream, or TransformStream', ret);
          }
          ret = stream;
        } else {
          throw s.argType(`streams[${i}]`, 'an instance of Stream', stream);
        }
      }
      if ((signal && signal.aborted) || (outerSignal && outerSignal.aborted)) nextTick(abort);
      return ret;
    }

    function pipelinePromise(...streams) {
      return new Promise((resolve, reject) => {
        let signal;
        let end;
        const lastArg = streams[streams.length - 1];
        if (lastArg && typeof lastArg === 'object' && !s.isNodeStream(lastArg) && !s.isIterable(lastArg)) {
          const options = streams.pop();
          signal = options.signal;
          end = options.end;
        }
        pipelineImpl(streams, (err, value) => {
          if (err) reject(err);
          else resolve(value);
        }, { signal, end });
      });
    }

    return { Duplex, Transform, PassThrough, eos, pipeline, pipelinePromise, finishedPromise, addAbortSignal };
  };
})
