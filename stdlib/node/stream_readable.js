(function (n) {
  // stdlib/node/stream_readable.js — node:stream's Readable (node's
  // internal/streams/readable): its state, push/unshift/read with node's
  // buffering and 'readable'/'data'/'end' timing, flowing and paused modes,
  // pipe/unpipe with backpressure, setEncoding, async iteration and
  // Readable.from. An internal module: stdlib/node/stream.js calls the
  // function it returns with the pieces the stream files share (s).
  'use strict';
  return function (s) {
    const { nextTick, E, Buffer, StringDecoder, errorOrDestroy, getHighWaterMark } = s;
    const kPaused = Symbol('kPaused');

    function ReadableState(options, stream, isDuplex) {
      if (typeof isDuplex !== 'boolean') isDuplex = stream instanceof s.Duplex;
      this.objectMode = !!(options && options.objectMode);
      if (isDuplex) this.objectMode = this.objectMode || !!(options && options.readableObjectMode);
      this.highWaterMark = options
        ? getHighWaterMark(options, 'readableHighWaterMark', isDuplex, this.objectMode)
        : s.getHighWaterMark({}, '', false, this.objectMode);
      this.buffer = [];
      this.length = 0;
      this.pipes = [];
      this.flowing = null;
      this.ended = false;
      this.endEmitted = false;
      this.reading = false;
      this.constructed = true;
      this.sync = true;
      this.needReadable = false;
      this.emittedReadable = false;
      this.readableListening = false;
      this.resumeScheduled = false;
      this.errorEmitted = false;
      this.emitClose = !options || options.emitClose !== false;
      this.autoDestroy = !options || options.autoDestroy !== false;
      this.destroyed = false;
      this.errored = null;
      this.closed = false;
      this.closeEmitted = false;
      this.defaultEncoding = (options && options.defaultEncoding) || 'utf8';
      this.awaitDrainWriters = null;
      this.multiAwaitDrain = false;
      this.readingMore = false;
      this.dataEmitted = false;
      this.decoder = null;
      this.encoding = null;
      this[kPaused] = null;
      if (options && options.encoding) {
        this.decoder = new StringDecoder(options.encoding);
        this.encoding = options.encoding;
      }
    }
    Object.defineProperty(ReadableState.prototype, 'pipesCount', {
      get() { return this.pipes.length; },
    });
    Object.defineProperty(ReadableState.prototype, 'paused', {
      get() { return this[kPaused] !== false; },
      set(v) { this[kPaused] = !!v; },
    });

    function Readable(options) {
      if (!(this instanceof Readable)) return new Readable(options);
      const isDuplex = this instanceof s.Duplex;
      this._readableState = new ReadableState(options, this, isDuplex);
      if (options) {
        if (typeof options.read === 'function') this._read = options.read;
        if (typeof options.destroy === 'function') this._destroy = options.destroy;
        if (typeof options.construct === 'function') this._construct = options.construct;
        if (options.signal && !isDuplex) s.addAbortSignal(options.signal, this);
      }
      s.Stream.call(this, options);
      s.construct(this, () => s.readableConstructed(this));
    }
    s.readableConstructed = (stream) => {
      if (stream._readableState.needReadable) maybeReadMore(stream, stream._readableState);
    };
    Object.setPrototypeOf(Readable.prototype, s.Stream.prototype);
    Object.setPrototypeOf(Readable, s.Stream);
    Readable.ReadableState = ReadableState;
    const proto = Readable.prototype;
    proto.destroy = s.destroy;
    proto._undestroy = s.undestroy;
    proto._destroy = function (err, cb) {
      cb(err);
    };
    proto[EE_captureRejection()] = function (err) {
      this.destroy(err);
    };
    function EE_captureRejection() {
      return Symbol.for('nodejs.rejection');
    }

    proto.push = function (chunk, encoding) {
      return readableAddChunk(this, chunk, encoding, false);
    };
    proto.unshift = function (chunk, encoding) {
      return readableAddChunk(this, chunk, encoding, true);
    };

    function readableAddChunk(stream, chunk, encoding, addToFront) {
      const state = stream._readableState;
      let err;
      if (!state.objectMode) {
        if (typeof chunk === 'string') {
          encoding = encoding || state.defaultEncoding;
          if (state.encoding !== encoding) {
            if (addToFront && state.encoding) chunk = Buffer.from(chunk, encoding).toString(state.encoding);
            else {
              chunk = Buffer.from(chunk, encoding);
              encoding = '';
            }
          }
        } else if (chunk instanceof Buffer) {
          encoding = '';
        } else if (ArrayBuffer.isView(chunk)) {
          chunk = s.toBuffer(chunk);
          encoding = '';
        } else if (chunk != null) {
          err = s.errChunk(chunk);
        }
      }
      if (err) {
        errorOrDestroy(stream, err);
      } else if (chunk === null) {
        state.reading = false;
        onEofChunk(stream, state);
      } else if (state.objectMode || (chunk && chunk.length > 0)) {
        if (addToFront) {
          if (state.endEmitted) errorOrDestroy(stream, E.unshiftAfterEnd());
          else if (state.destroyed || state.errored) return false;
          else addChunk(stream, state, chunk, true);
        } else if (state.ended) {
          errorOrDestroy(stream, E.pushAfterEof());
        } else if (state.destroyed || state.errored) {
          return false;
        } else {
          state.reading = false;
          if (state.decoder && !encoding) {
            chunk = state.decoder.write(chunk);
            if (state.objectMode || chunk.length !== 0) addChunk(stream, state, chunk, false);
            else maybeReadMore(stream, state);
          } else {
            addChunk(stream, state, chunk, false);
          }
        }
      } else if (!addToFront) {
        state.reading = false;
        maybeReadMore(stream, state);
      }
      return !state.ended && (state.length < state.highWaterMark || state.length === 0);
    }

    function addChunk(stream, state, chunk, addToFront) {
      if (state.flowing && state.length === 0 && !state.sync && stream.listenerCount('data') > 0) {
        if (state.multiAwaitDrain) state.awaitDrainWriters.clear();
        else state.awaitDrainWriters = null;
        state.dataEmitted = true;
        stream.emit('data', chunk);
      } else {
        state.length += state.objectMode ? 1 : chunk.length;
        if (addToFront) state.buffer.unshift(chunk);
        else state.buffer.push(chunk);
        if (state.needReadable) emitReadable(stream);
      }
      maybeReadMore(stream, state);
    }

    proto.isPaused = function () {
      const state = this._readableState;
      return state[kPaused] === true || state.flowing === false;
    };

    proto.setEncoding = function (enc) {
      const decoder = new StringDecoder(enc);
      const state = this._readableState;
      state.decoder = decoder;
      state.encoding = decoder.encoding;
      let content = '';
      for (const data of state.buffer) content += decoder.write(data);
      state.buffer = [];
      if (content !== '') state.buffer.push(content);
      state.length = content.length;
      return this;
    };

    const MAX_HWM = 0x40000000;
    function computeNewHighWaterMark(k) {
      if (k > MAX_HWM) throw n.nodeError(1, 'ERR_OUT_OF_RANGE',
        `The value of "size" is out of range. It must be <= 1GiB. Received ${k}`);
      k--;
      k |= k >>> 1;
      k |= k >>> 2;
      k |= k >>> 4;
      k |= k >>> 8;
      k |= k >>> 16;
      k++;
      return k;
    }

    function howMuchToRead(k, state) {
      if (k <= 0 || (state.length === 0 && state.ended)) return 0;
      if (state.objectMode) return 1;
      if (Number.isNaN(k)) {
        // node 26 hands out one Buffer at a time; decoded text is joined
        // unless the stream flows
        if ((state.flowing || !state.decoder) && state.length) return state.buffer[0].length;
        return state.length;
      }
      if (k <= state.length) return k;
      return state.ended ? state.length : 0;
    }

    proto.read = function (k) {
      if (k === undefined) k = NaN;
      else if (!Number.isInteger(k)) k = Number.parseInt(k, 10);
      const state = this._readableState;
      const nOrig = k;
      if (k > state.highWaterMark) state.highWaterMark = computeNewHighWaterMark(k);
      if (k !== 0) state.emittedReadable = false;
      if (k === 0 && state.needReadable &&
        ((state.highWaterMark !== 0 ? state.length >= state.highWaterMark : state.length > 0) || state.ended)) {
        if (state.length === 0 && state.ended) endReadable(this);
        else emitReadable(this);
        return null;
      }
      k = howMuchToRead(k, state);
      if (k === 0 && state.ended) {
        if (state.length === 0) endReadable(this);
        return null;
      }
      let doRead = state.needReadable;
      if (state.length === 0 || state.length - k < state.highWaterMark) doRead = true;
      if (state.ended || state.reading || state.destroyed || state.errored || !state.constructed) {
        doRead = false;
      } else if (doRead) {
        state.reading = true;
        state.sync = true;
        if (state.length === 0) state.needReadable = true;
        try {
          this._read(state.highWaterMark);
        } catch (err) {
          errorOrDestroy(this, err);
        }
        state.sync = false;
        if (!state.reading) k = howMuchToRead(nOrig, state);
      }
      let ret = k > 0 ? fromList(k, state) : null;
      if (ret === null) {
        state.needReadable = state.length <= state.highWaterMark;
        k = 0;
      } else {
        state.length -= k;
        if (state.multiAwaitDrain) state.awaitDrainWriters.clear();
        else state.awaitDrainWriters = null;
      }
      if (state.length === 0) {
        if (!state.ended) state.needReadable = true;
        if (nOrig !== k && state.ended) endReadable(this);
      }
      if (ret !== null && !state.errorEmitted && !state.closeEmitted) {
        state.dataEmitted = true;
        this.emit('data', ret);
      }
      return ret;
    };

    function onEofChunk(stream, state) {
      if (state.ended) return;
      if (state.decoder) {
        const chunk = state.decoder.end();
        if (chunk && chunk.length) {
          state.buffer.push(chunk);
          state.length += state.objectMode ? 1 : chunk.length;
        }
      }
      state.ended = true;
      if (state.sync) {
        emitReadable(stream);
      } else {
        state.needReadable = false;
        state.emittedReadable = true;
        emitReadable_(stream);
      }
    }

    function emitReadable(stream) {
      const state = stream._readableState;
      state.needReadable = false;
      if (!state.emittedReadable) {
        state.emittedReadable = true;
        nextTick(emitReadable_, stream);
      }
    }
    function emitReadable_(stream) {
      const state = stream._readableState;
      if (!state.destroyed && !state.errored && (state.length || state.ended)) {
        stream.emit('readable');
        state.emittedReadable = false;
      }
      state.needReadable = !state.flowing && !state.ended && state.length <= state.highWaterMark;
      flow(stream);
    }

    function maybeReadMore(stream, state) {
      if (!state.readingMore && state.constructed) {
        state.readingMore = true;
        nextTick(maybeReadMore_, stream, state);
      }
    }
    function maybeReadMore_(stream, state) {
      while (!state.reading && !state.ended &&
        (state.length < state.highWaterMark || (state.flowing && state.length === 0))) {
        const len = state.length;
        stream.read(0);
        if (len === state.length) break;
      }
      state.readingMore = false;
    }

    proto._read = function () {
      throw E.notImplemented('_read()');
    };

    proto.pipe = function (dest, pipeOpts) {
      const src = this;
      const state = this._readableState;
      if (state.pipes.length === 1 && !state.multiAwaitDrain) {
        state.multiAwaitDrain = true;
        state.awaitDrainWriters = new Set(state.awaitDrainWriters ? [state.awaitDrainWriters] : []);
      }
      state.pipes.push(dest);
      const doEnd = (!pipeOpts || pipeOpts.end !== false) && dest !== process.stdout && dest !== process.stderr;
      const endFn = doEnd ? onend : unpipe;
      if (state.endEmitted) nextTick(endFn);
      else src.once('end', endFn);
      dest.on('unpipe', onunpipe);
      function onunpipe(readable, unpipeInfo) {
        if (readable === src && unpipeInfo && unpipeInfo.hasUnpiped === false) {
          unpipeInfo.hasUnpiped = true;
          cleanup();
        }
      }
      function onend() {
        dest.end();
      }
      let ondrain;
      let cleanedUp = false;
      function cleanup() {
        dest.removeListener('close', onclose);
        dest.removeListener('finish', onfinish);
        if (ondrain) dest.removeListener('drain', ondrain);
        dest.removeListener('error', onerror);
        dest.removeListener('unpipe', onunpipe);
        src.removeListener('end', onend);
        src.removeListener('end', unpipe);
        src.removeListener('data', ondata);
        cleanedUp = true;
        if (ondrain && state.awaitDrainWriters && (!dest._writableState || dest._writableState.needDrain)) ondrain();
      }
      function pause() {
        if (!cleanedUp) {
          if (state.pipes.length === 1 && state.pipes[0] === dest) {
            state.awaitDrainWriters = dest;
            state.multiAwaitDrain = false;
          } else if (state.pipes.length > 1 && state.pipes.includes(dest)) {
            state.awaitDrainWriters.add(dest);
          }
          src.pause();
        }
        if (!ondrain) {
          ondrain = pipeOnDrain(src, dest);
          dest.on('drain', ondrain);
        }
      }
      src.on('data', ondata);
      function ondata(chunk) {
        const ret = dest.write(chunk);
        if (ret === false) pause();
      }
      function onerror(er) {
        unpipe();
        dest.removeListener('error', onerror);
        if (dest.listenerCount('error') === 0) {
          const st = dest._writableState || dest._readableState;
          if (st && !st.errorEmitted) errorOrDestroy(dest, er);
          else dest.emit('error', er);
        }
      }
      dest.prependListener('error', onerror);
      function onclose() {
        dest.removeListener('finish', onfinish);
        unpipe();
      }
      dest.once('close', onclose);
      function onfinish() {
        dest.removeListener('close', onclose);
        unpipe();
      }
      dest.once('finish', onfinish);
      function unpipe() {
        src.unpipe(dest);
      }
      dest.emit('pipe', src);
      if (dest.writableNeedDrain === true) pause();
      else if (!state.flowing) src.resume();
      return dest;
    };

    function pipeOnDrain(src, dest) {
      return function pipeOnDrainFunctionResult() {
        const state = src._readableState;
        if (state.awaitDrainWriters === dest) state.awaitDrainWriters = null;
        else if (state.multiAwaitDrain) state.awaitDrainWriters.delete(dest);
        if ((!state.awaitDrainWriters || state.awaitDrainWriters.size === 0) && src.listenerCount('data'))
          src.resume();
      };
    }

    proto.unpipe = function (dest) {
      const state = this._readableState;
      const unpipeInfo = { hasUnpiped: false };
      if (state.pipes.length === 0) return this;
      if (!dest) {
        const dests = state.pipes;
        state.pipes = [];
        this.pause();
        for (let i = 0; i < dests.length; i++) dests[i].emit('unpipe', this, { hasUnpiped: false });
        return this;
      }
      const index = state.pipes.indexOf(dest);
      if (index === -1) return this;
      state.pipes.splice(index, 1);
      if (state.pipes.length === 0) this.pause();
      dest.emit('unpipe', this, unpipeInfo);
      return this;
    };

    proto.on = function (ev, fn) {
      const res = s.Stream.prototype.on.call(this, ev, fn);
      const state = this._readableState;
      if (ev === 'data') {
        state.readableListening = this.listenerCount('readable') > 0;
        if (state.flowing !== false) this.resume();
      } else if (ev === 'readable') {
        if (!state.endEmitted && !state.readableListening) {
          state.readableListening = state.needReadable = true;
          state.flowing = false;
          state.emittedReadable = false;
          if (state.length) emitReadable(this);
          else if (!state.reading) nextTick(nReadingNextTick, this);
        }
      }
      return res;
    };
    proto.addListener = proto.on;
    proto.removeListener = function (ev, fn) {
      const res = s.Stream.prototype.removeListener.call(this, ev, fn);
      if (ev === 'readable') nextTick(updateReadableListening, this);
      return res;
    };
    proto.off = proto.removeListener;
    proto.removeAllListeners = function (ev) {
      const res = s.Stream.prototype.removeAllListeners.apply(this, arguments);
      if (ev === 'readable' || ev === undefined) nextTick(updateReadableListening, this);
      return res;
    };
    function updateReadableListening(self) {
      const state = self._readableState;
      state.readableListening = self.listenerCount('readable') > 0;
      if (state.resumeScheduled && state[kPaused] === false) state.flowing = true;
      else if (self.listenerCount('data') > 0) self.resume();
      else if (!state.readableListening) state.flowing = null;
    }
    function nReadingNextTick(self) {
      self.read(0);
    }

    proto.resume = function () {
      const state = this._readableState;
      if (!state.flowing) {
        state.flowing = !state.readableListening;
        if (!state.resumeScheduled) {
          state.resumeScheduled = true;
          nextTick(resume_, this, state);
        }
      }
      state[kPaused] = false;
      return this;
    };
    function resume_(stream, state) {
      if (!state.reading) stream.read(0);
      state.resumeScheduled = false;
      stream.emit('resume');
      flow(stream);
      if (state.flowing && !state.reading) stream.read(0);
    }
    proto.pause = function () {
      const state = this._readableState;
      if (state.destroyed) return this; // node 26: a destroyed stream stays as it was
      if (state.flowing !== false) {
        state.flowing = false;
        this.emit('pause');
      }
      state[kPaused] = true;
      return this;
    };
    function flow(stream) {
      const state = stream._readableState;
      while (state.flowing && stream.read() !== null);
    }

    function fromList(k, state) {
      if (state.length === 0) return null;
      const buf = state.buffer;
      let ret;
      if (state.objectMode) {
        ret = buf.shift();
      } else if (!k || k >= state.length) {
        if (state.decoder) ret = buf.join('');
        else if (buf.length === 1) ret = buf[0];
        else ret = Buffer.concat(buf, state.length);
        state.buffer = [];
      } else if (k < buf[0].length) {
        ret = buf[0].slice(0, k);
        buf[0] = buf[0].slice(k);
      } else if (k === buf[0].length) {
        ret = buf.shift();
      } else if (state.decoder) {
        ret = '';
        while (ret.length < k) {
          const str = buf[0];
          const want = k - ret.length;
          if (want >= str.length) {
            ret += str;
            buf.shift();
          } else {
            ret += str.slice(0, want);
            buf[0] = str.slice(want);
          }
        }
      } else {
        ret = Buffer.allocUnsafe(k);
        let got = 0;
        while (got < k) {
          const data = buf[0];
          const want = k - got;
          if (want >= data.length) {
            ret.set(data, got);
            got += data.length;
            buf.shift();
          } else {
            ret.set(data.subarray(0, want), got);
            buf[0] = data.slice(want);
            got += want;
          }
        }
      }
      return ret;
    }

    function endReadable(stream) {
      const state = stream._readableState;
      if (!state.endEmitted) {
        state.ended = true;
        nextTick(endReadableNT, state, stream);
      }
    }
    function endReadableNT(state, stream) {
      if (!state.errored && !state.closeEmitted && !state.endEmitted && state.length === 0) {
        state.endEmitted = true;
        stream.emit('end');
        if (stream.writable && stream.allowHalfOpen === false) {
          nextTick(endWritableNT, stream);
        } else if (state.autoDestroy) {
          const wState = stream._writableState;
          const autoDestroy = !wState || (wState.autoDestroy && (wState.finished || wState.writable === false));
          if (autoDestroy) stream.destroy();
        }
      }
    }
    function endWritableNT(stream) {
      const writable = stream.writable && !stream.writableEnded && !stream.destroyed;
      if (writable) stream.end();
    }

    proto.wrap = function (stream) {
      let paused = false;
      stream.on('data', (chunk) => {
        if (!this.push(chunk) && stream.pause) {
          paused = true;
          stream.pause();
        }
      });
      stream.on('end', () => this.push(null));
      stream.on('error', (err) => errorOrDestroy(this, err));
      stream.on('close', () => this.destroy());
      stream.on('destroy', () => this.destroy());
      this._read = () => {
        if (paused && stream.resume) {
          paused = false;
          stream.resume();
        }
      };
      const keys = Object.keys(stream);
      for (let j = 1; j < keys.length; j++) {
        const i = keys[j];
        if (this[i] === undefined && typeof stream[i] === 'function') this[i] = stream[i].bind(stream);
      }
      return this;
    };

    proto[Symbol.asyncIterator] = function () {
      return streamToAsyncIterator(this);
    };
    proto.iterator = function (options) {
      if (options !== undefined) s.validateObject(options, 'options');
      return streamToAsyncIterator(this, options);
    };
    function streamToAsyncIterator(stream, options) {
      if (typeof stream.read !== 'function') stream = Readable.wrap(stream, { objectMode: true });
      const iter = createAsyncIterator(stream, options);
      iter.stream = stream;
      return iter;
    }
    async function* createAsyncIterator(stream, options) {
      let callback = s.nop;
      function next(resolve) {
        if (this === stream) {
          callback();
          callback = s.nop;
        } else {
          callback = resolve;
        }
      }
      stream.on('readable', next);
      let error;
      const cleanup = s.eos(stream, { writable: false }, (err) => {
        error = err ? s.aggregateTwoErrors(error, err) : null;
        callback();
        callback = s.nop;
      });
      try {
        while (true) {
          const chunk = stream.destroyed ? null : stream.read();
          if (chunk !== null) yield chunk;
          else if (error) throw error;
          else if (error === null) return;
          else await new Promise(next);
        }
      } catch (err) {
        error = s.aggregateTwoErrors(error, err);
        throw error;
      } finally {
        if ((error || (options && options.destroyOnReturn) !== false) &&
          (error === undefined || stream._readableState.autoDestroy)) {
          s.destroyer(stream, null);
        } else {
          stream.off('readable', next);
          cleanup();
        }
      }
    }

    const getters = {
      readable: {
        get() {
          const r = this._readableState;
          return !!r && r.readable !== false && !r.destroyed && !r.errorEmitted && !r.endEmitted;
        },
        set(val) {
          if (this._readableState) this._readableState.readable = !!val;
        },
      },
      readableDidRead: { get() { return this._readableState.dataEmitted; } },
      readableAborted: {
        get() {
          const r = this._readableState;
          return !!(r.readable !== false && (r.destroyed || r.errored) && !r.endEmitted);
        },
      },
      readableHighWaterMark: { get() { return this._readableState.highWaterMark; } },
      readableBuffer: { get() { return this._readableState && this._readableState.buffer; } },
      readableFlowing: {
        get() { return this._readableState.flowing; },
        set(state) { if (this._readableState) this._readableState.flowing = state; },
      },
      readableLength: { get() { return this._readableState.length; } },
      readableObjectMode: { get() { return this._readableState ? this._readableState.objectMode : false; } },
      readableEncoding: { get() { return this._readableState ? this._readableState.encoding : null; } },
      errored: { get() { return this._readableState ? this._readableState.errored : null; } },
      closed: { get() { return this._readableState ? this._readableState.closed : false; } },
      destroyed: {
        get() { return this._readableState ? this._readableState.destroyed : false; },
        set(value) { if (this._readableState) this._readableState.destroyed = value; },
      },
      readableEnded: { get() { return this._readableState ? this._readableState.endEmitted : false; } },
    };
    for (const k of Object.keys(getters)) {
      getters[k].enumerable = false;
      getters[k].configurable = true;
    }
    Object.defineProperties(proto, getters);

    // Readable.from(iterable[, options]): an object-mode Readable of its values
    Readable.from = function (iterable, opts) {
      let iterator;
      if (typeof iterable === 'string' || iterable instanceof Buffer) {
        return new Readable({
          objectMode: true,
          ...opts,
          read() {
            this.push(iterable);
            this.push(null);
          },
        });
      }
      let isAsync;
      if (iterable && typeof iterable[Symbol.asyncIterator] === 'function') {
        isAsync = true;
        iterator = iterable[Symbol.asyncIterator]();
      } else if (iterable && typeof iterable[Symbol.iterator] === 'function') {
        isAsync = false;
        iterator = iterable[Symbol.iterator]();
      } else {
        throw s.argType('iterable', 'an instance of Iterable', iterable);
      }
      const readable = new Readable({ objectMode: true, highWaterMark: 1, ...opts });
      let reading = false;
      let isAsyncValues = false;
      readable._read = function () {
        if (!reading) {
          reading = true;
          if (isAsync || isAsyncValues) pumpAsync(isAsync);
          else nextSync();
        }
      };
      readable._destroy = function (error, cb) {
        close(error).then(() => nextTick(cb, error), (e) => nextTick(cb, e || error));
      };
      async function close(error) {
        const hadError = error !== undefined && error !== null;
        const hasThrow = typeof iterator.throw === 'function';
        if (hadError && hasThrow) {
          const { value, done } = await iterator.throw(error);
          await value;
          if (done) return;
        }
        if (typeof iterator.return === 'function') {
          const { value } = await iterator.return();
          await value;
        }
      }
      function nextSync() {
        for (;;) {
          try {
            const { value, done } = iterator.next();
            if (done) {
              readable.push(null);
              return;
            }
            if (value && typeof value.then === 'function') return changeToAsyncValues(value);
            if (value === null) {
              reading = false;
              throw E.nullValues();
            }
            if (readable.push(value)) continue;
            reading = false;
          } catch (err) {
            readable.destroy(err);
          }
          break;
        }
      }
      async function changeToAsyncValues(value) {
        isAsyncValues = true;
        try {
          const res = await value;
          if (res === null) {
            reading = false;
            throw E.nullValues();
          }
          if (readable.push(res)) {
            pumpAsync(false);
            return;
          }
          reading = false;
        } catch (err) {
          readable.destroy(err);
        }
      }
      // The loop once values may be promises: an async iterator's next() is
      // awaited (asyncNext), a sync iterator's values are awaited when they
      // are thenables (node's nextSyncWithAsyncValues and nextAsync).
      async function pumpAsync(asyncNext) {
        for (;;) {
          try {
            const { value, done } = asyncNext ? await iterator.next() : iterator.next();
            if (done) {
              readable.push(null);
              return;
            }
            const res = !asyncNext && value && typeof value.then === 'function' ? await value : value;
            if (res === null) {
              reading = false;
              throw E.nullValues();
            }
            if (readable.push(res)) continue;
            reading = false;
          } catch (err) {
            readable.destroy(err);
          }
          break;
        }
      }
      return readable;
    };
    Readable.wrap = function (src, options) {
      return new Readable({ objectMode: src.readableObjectMode != null ? src.readableObjectMode : true,
        ...options, destroy(err, callback) {
          s.destroyer(src, err);
          callback(err);
        } }).wrap(src);
    };

    // The array operators node marks experimental: the common ones.
    proto.toArray = async function toArray(options) {
      const result = [];
      for await (const val of this.iterator({ destroyOnReturn: true, ...options })) result.push(val);
      return result;
    };
    proto.forEach = async function forEach(fn, options) {
      s.validateFunction(fn, 'fn');
      for await (const val of this.iterator({ destroyOnReturn: true, ...options })) await fn(val, options);
    };
    return Readable;
  };
})
