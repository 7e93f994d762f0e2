(function (n) {
  // stdlib/node/stream_writable.js — node:stream's Writable (node's
  // internal/streams/writable): its state, write with highWaterMark
  // backpressure ('drain'), buffering while a write is pending or the
  // stream is corked (_writev for a batch), end with _final, 'prefinish'
  // and 'finish', and the callbacks' timing. An internal module:
  // stdlib/node/stream.js calls the function it returns with the shared
  // pieces (s).
  'use strict';
  return function (s) {
    const { nextTick, nop, E, Buffer, errorOrDestroy, getHighWaterMark } = s;
    const kOnFinished = Symbol('kOnFinished');

    function WritableState(options, stream, isDuplex) {
      if (typeof isDuplex !== 'boolean') isDuplex = stream instanceof s.Duplex;
      this.objectMode = !!(options && options.objectMode);
      if (isDuplex) this.objectMode = this.objectMode || !!(options && options.writableObjectMode);
      this.highWaterMark = options
        ? getHighWaterMark(options, 'writableHighWaterMark', isDuplex, this.objectMode)
        : s.getHighWaterMark({}, '', false, this.objectMode);
      this.finalCalled = false;
      this.needDrain = false;
      this.ending = false;
      this.ended = false;
      this.finished = false;
      this.destroyed = false;
      this.decodeStrings = !(options && options.decodeStrings === false);
      this.defaultEncoding = (options && options.defaultEncoding) || 'utf8';
      this.length = 0;
      this.writing = false;
      this.corked = 0;
      this.sync = true;
      this.bufferProcessing = false;
      this.onwrite = onwrite.bind(undefined, stream);
      this.writecb = null;
      this.writelen = 0;
      this.afterWriteTickInfo = null;
      resetBuffer(this);
      this.pendingcb = 0;
      this.constructed = true;
      this.prefinished = false;
      this.errorEmitted = false;
      this.emitClose = !options || options.emitClose !== false;
      this.autoDestroy = !options || options.autoDestroy !== false;
      this.errored = null;
      this.closed = false;
      this.closeEmitted = false;
      this[kOnFinished] = [];
    }
    function resetBuffer(state) {
      state.buffered = [];
      state.bufferedIndex = 0;
      state.allBuffers = true;
      state.allNoop = true;
    }
    WritableState.prototype.getBuffer = function getBuffer() {
      return this.buffered.slice(this.bufferedIndex);
    };
    Object.defineProperty(WritableState.prototype, 'bufferedRequestCount', {
      get() { return this.buffered.length - this.bufferedIndex; },
    });

    // OrdinaryHasInstance (tarn has no Function.prototype[Symbol.hasInstance])
    const ordinaryHasInstance = (C, o) => {
      if (o === null || (typeof o !== 'object' && typeof o !== 'function')) return false;
      for (let p = Object.getPrototypeOf(o); p !== null; p = Object.getPrototypeOf(p))
        if (p === C.prototype) return true;
      return false;
    };
    function Writable(options) {
      const isDuplex = this instanceof s.Duplex;
      if (!isDuplex && !ordinaryHasInstance(Writable, this)) return new Writable(options);
      this._writableState = new WritableState(options, this, isDuplex);
      if (options) {
        if (typeof options.write === 'function') this._write = options.write;
        if (typeof options.writev === 'function') this._writev = options.writev;
        if (typeof options.destroy === 'function') this._destroy = options.destroy;
        if (typeof options.final === 'function') this._final = options.final;
        if (typeof options.construct === 'function') this._construct = options.construct;
        if (options.signal) s.addAbortSignal(options.signal, this);
      }
      s.Stream.call(this, options);
      s.construct(this, () => s.writableConstructed(this));
    }
    s.writableConstructed = (stream) => {
      const state = stream._writableState;
      if (!state.writing) clearBuffer(stream, state);
      finishMaybe(stream, state);
    };
    Object.setPrototypeOf(Writable.prototype, s.Stream.prototype);
    Object.setPrototypeOf(Writable, s.Stream);
    Writable.WritableState = WritableState;
    // A Duplex is a Writable too (node's Symbol.hasInstance)
    Object.defineProperty(Writable, Symbol.hasInstance, {
      value: function (object) {
        if (ordinaryHasInstance(this, object)) return true;
        if (this !== Writable) return false;
        return !!(object && object._writableState instanceof WritableState);
      },
    });
    const proto = Writable.prototype;
    proto.pipe = function () {
      errorOrDestroy(this, n.nodeError(2, 'ERR_STREAM_CANNOT_PIPE', 'Cannot pipe, not readable'));
    };

    function writeImpl(stream, chunk, encoding, cb) {
      const state = stream._writableState;
      // an object-mode stream passes the encoding on as given (node 26)
      if (typeof encoding === 'function') {
        cb = encoding;
        encoding = state.objectMode ? null : state.defaultEncoding;
      } else {
        if (!encoding) {
          if (!state.objectMode) encoding = state.defaultEncoding;
        }
        else if (encoding !== 'buffer' && !Buffer.isEncoding(encoding)) throw E.unknownEncoding(encoding);
        if (typeof cb !== 'function') cb = nop;
      }
      if (chunk === null) {
        throw E.nullValues();
      } else if (!state.objectMode) {
        if (typeof chunk === 'string') {
          if (state.decodeStrings !== false) {
            chunk = Buffer.from(chunk, encoding);
            encoding = 'buffer';
          }
        } else if (chunk instanceof Buffer) {
          encoding = 'buffer';
        } else if (ArrayBuffer.isView(chunk)) {
          chunk = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
          encoding = 'buffer';
        } else {
          throw s.errChunk(chunk);
        }
      }
      let err;
      if (state.ending) err = E.writeAfterEnd();
      else if (state.destroyed) err = E.destroyed('write');
      if (err) {
        nextTick(cb, err);
        errorOrDestroy(stream, err, true);
        return err;
      }
      state.pendingcb++;
      return writeOrBuffer(stream, state, chunk, encoding, cb);
    }

    proto.write = function (chunk, encoding, cb) {
      return writeImpl(this, chunk, encoding, cb) === true;
    };
    proto.cork = function () {
      this._writableState.corked++;
    };
    proto.uncork = function () {
      const state = this._writableState;
      if (state.corked) {
        state.corked--;
        if (!state.writing) clearBuffer(this, state);
      }
    };
    proto.setDefaultEncoding = function setDefaultEncoding(encoding) {
      if (typeof encoding === 'string') encoding = encoding.toLowerCase();
      if (!Buffer.isEncoding(encoding)) throw E.unknownEncoding(encoding);
      this._writableState.defaultEncoding = encoding;
      return this;
    };

    function writeOrBuffer(stream, state, chunk, encoding, callback) {
      const len = state.objectMode ? 1 : chunk.length;
      state.length += len;
      const ret = state.length < state.highWaterMark;
      if (!ret) state.needDrain = true;
      if (state.writing || state.corked || state.errored || !state.constructed) {
        state.buffered.push({ chunk, encoding, callback });
        if (state.allBuffers && encoding !== 'buffer') state.allBuffers = false;
        if (state.allNoop && callback !== nop) state.allNoop = false;
      } else {
        state.writelen = len;
        state.writecb = callback;
        state.writing = true;
        state.sync = true;
        stream._write(chunk, encoding, state.onwrite);
        state.sync = false;
      }
      return ret && !state.errored && !state.destroyed;
    }

    function doWrite(stream, state, writev, len, chunk, encoding, cb) {
      state.writelen = len;
      state.writecb = cb;
      state.writing = true;
      state.sync = true;
      if (state.destroyed) state.onwrite(E.destroyed('write'));
      else if (writev) stream._writev(chunk, state.onwrite);
      else stream._write(chunk, encoding, state.onwrite);
      state.sync = false;
    }

    function onwriteError(stream, state, er, cb) {
      --state.pendingcb;
      cb(er);
      errorBuffer(state);
      errorOrDestroy(stream, er);
    }

    function onwrite(stream, er) {
      const state = stream._writableState;
      const sync = state.sync;
      const cb = state.writecb;
      if (typeof cb !== 'function') {
        errorOrDestroy(stream, E.multipleCallback());
        return;
      }
      state.writing = false;
      state.writecb = null;
      state.length -= state.writelen;
      state.writelen = 0;
      if (er) {
        if (!state.errored) state.errored = er;
        if (stream._readableState && !stream._readableState.errored) stream._readableState.errored = er;
        if (sync) nextTick(onwriteError, stream, state, er, cb);
        else onwriteError(stream, state, er, cb);
      } else {
        if (state.buffered.length > state.bufferedIndex) clearBuffer(stream, state);
        if (sync) {
          if (state.afterWriteTickInfo !== null && state.afterWriteTickInfo.cb === cb) {
            state.afterWriteTickInfo.count++;
          } else {
            state.afterWriteTickInfo = { count: 1, cb, stream, state };
            nextTick(afterWriteTick, state.afterWriteTickInfo);
          }
        } else {
          afterWrite(stream, state, 1, cb);
        }
      }
    }
    function afterWriteTick({ stream, state, count, cb }) {
      state.afterWriteTickInfo = null;
      return afterWrite(stream, state, count, cb);
    }
    function afterWrite(stream, state, count, cb) {
      const needDrain = !state.ending && !stream.destroyed && state.length === 0 && state.needDrain;
      if (needDrain) {
        state.needDrain = false;
        stream.emit('drain');
      }
      while (count-- > 0) {
        state.pendingcb--;
        cb(null);
      }
      if (state.destroyed) errorBuffer(state);
      finishMaybe(stream, state);
    }
    function errorBuffer(state) {
      if (state.writing) return;
      for (let k = state.bufferedIndex; k < state.buffered.length; ++k) {
        const { chunk, callback } = state.buffered[k];
        const len = state.objectMode ? 1 : chunk.length;
        state.length -= len;
        callback(state.errored != null ? state.errored : E.destroyed('write'));
      }
      const onfinishCallbacks = state[kOnFinished].splice(0);
      for (let i = 0; i < onfinishCallbacks.length; i++)
        onfinishCallbacks[i](state.errored != null ? state.errored : E.destroyed('end'));
      resetBuffer(state);
    }

    function clearBuffer(stream, state) {
      if (state.corked || state.bufferProcessing || state.destroyed || !state.constructed) return;
      const { buffered, bufferedIndex, objectMode } = state;
      const bufferedLength = buffered.length - bufferedIndex;
      if (!bufferedLength) return;
      let i = bufferedIndex;
      state.bufferProcessing = true;
      if (bufferedLength > 1 && stream._writev) {
        state.pendingcb -= bufferedLength - 1;
        const callback = state.allNoop ? nop : (err) => {
          for (let k = i; k < buffered.length; ++k) buffered[k].callback(err);
        };
        const chunks = state.allNoop && i === 0 ? buffered : buffered.slice(i);
        chunks.allBuffers = state.allBuffers;
        doWrite(stream, state, true, state.length, chunks, '', callback);
        resetBuffer(state);
      } else {
        do {
          const { chunk, encoding, callback } = buffered[i];
          buffered[i++] = null;
          const len = objectMode ? 1 : chunk.length;
          doWrite(stream, state, false, len, chunk, encoding, callback);
        } while (i < buffered.length && !state.writing);
        if (i === buffered.length) resetBuffer(state);
        else if (i > 256) {
          buffered.splice(0, i);
          state.bufferedIndex = 0;
        } else state.bufferedIndex = i;
      }
      state.bufferProcessing = false;
    }

    proto._write = function (chunk, encoding, cb) {
      if (this._writev) this._writev([{ chunk, encoding }], cb);
      else throw E.notImplemented('_write()');
    };
    proto._writev = null;

    proto.end = function (chunk, encoding, cb) {
      const state = this._writableState;
      if (typeof chunk === 'function') {
        cb = chunk;
        chunk = null;
        encoding = null;
      } else if (typeof encoding === 'function') {
        cb = encoding;
        encoding = null;
      }
      let err;
      if (chunk !== null && chunk !== undefined) {
        const ret = writeImpl(this, chunk, encoding);
        if (ret instanceof Error) err = ret;
      }
      if (state.corked) {
        state.corked = 1;
        this.uncork();
      }
      if (err) {
        // the write's error stands
      } else if (!state.errored && !state.ending) {
        state.ending = true;
        finishMaybe(this, state, true);
        state.ended = true;
      } else if (state.finished) {
        err = E.alreadyFinished('end');
      } else if (state.destroyed) {
        err = E.destroyed('end');
      }
      if (typeof cb === 'function') {
        if (err) nextTick(cb, err);
        else if (state.finished) nextTick(cb, null);
        else state[kOnFinished].push(cb);
      }
      return this;
    };

    function needFinish(state) {
      return state.ending && !state.destroyed && state.constructed && state.length === 0 &&
        !state.errored && state.buffered.length === 0 && !state.finished && !state.writing &&
        !state.errorEmitted && !state.closeEmitted;
    }
    function callFinal(stream, state) {
      let called = false;
      function onFinish(err) {
        if (called) {
          errorOrDestroy(stream, err != null ? err : E.multipleCallback());
          return;
        }
        called = true;
        state.pendingcb--;
        if (err) {
          const onfinishCallbacks = state[kOnFinished].splice(0);
          for (let i = 0; i < onfinishCallbacks.length; i++) onfinishCallbacks[i](err);
          errorOrDestroy(stream, err, state.sync);
        } else if (needFinish(state)) {
          state.prefinished = true;
          stream.emit('prefinish');
          state.pendingcb++;
          nextTick(finish, stream, state);
        }
      }
      state.sync = true;
      state.pendingcb++;
      try {
        stream._final(onFinish);
      } catch (err) {
        onFinish(err);
      }
      state.sync = false;
    }
    function prefinish(stream, state) {
      if (!state.prefinished && !state.finalCalled) {
        if (typeof stream._final === 'function' && !state.destroyed) {
          state.finalCalled = true;
          callFinal(stream, state);
        } else {
          state.prefinished = true;
          stream.emit('prefinish');
        }
      }
    }
    function finishMaybe(stream, state, sync) {
      if (needFinish(state)) {
        prefinish(stream, state);
        if (state.pendingcb === 0) {
          if (sync) {
            state.pendingcb++;
            nextTick((st, ws) => {
              if (needFinish(ws)) finish(st, ws);
              else ws.pendingcb--;
            }, stream, state);
          } else if (needFinish(state)) {
            state.pendingcb++;
            finish(stream, state);
          }
        }
      }
    }
    function finish(stream, state) {
      state.pendingcb--;
      state.finished = true;
      const onfinishCallbacks = state[kOnFinished].splice(0);
      for (let i = 0; i < onfinishCallbacks.length; i++) onfinishCallbacks[i](null);
      stream.emit('finish');
      if (state.autoDestroy) {
        const rState = stream._readableState;
        const autoDestroy = !rState || (rState.autoDestroy && (rState.endEmitted || rState.readable === false));
        if (autoDestroy) stream.destroy();
      }
    }

    const getters = {
      closed: { get() { return this._writableState ? this._writableState.closed : false; } },
      destroyed: {
        get() { return this._writableState ? this._writableState.destroyed : false; },
        set(value) { if (this._writableState) this._writableState.destroyed = value; },
      },
      writable: {
        get() {
          const w = this._writableState;
          return !!w && w.writable !== false && !w.destroyed && !w.errored && !w.ending && !w.ended;
        },
        set(val) { if (this._writableState) this._writableState.writable = !!val; },
      },
      writableFinished: { get() { return this._writableState ? this._writableState.finished : false; } },
      writableObjectMode: { get() { return this._writableState ? this._writableState.objectMode : false; } },
      writableBuffer: { get() { return this._writableState && this._writableState.getBuffer(); } },
      writableEnded: { get() { return this._writableState ? this._writableState.ending : false; } },
      writableNeedDrain: {
        get() {
          const wState = this._writableState;
          if (!wState) return false;
          return !wState.destroyed && !wState.ending && wState.needDrain;
        },
      },
      writableHighWaterMark: { get() { return this._writableState && this._writableState.highWaterMark; } },
      writableCorked: { get() { return this._writableState ? this._writableState.corked : 0; } },
      writableLength: { get() { return this._writableState && this._writableState.length; } },
      errored: { get() { return this._writableState ? this._writableState.errored : null; } },
      writableAborted: {
        get() {
          const w = this._writableState;
          return !!(w.writable !== false && (w.destroyed || w.errored) && !w.finished);
        },
      },
    };
    for (const k of Object.keys(getters)) {
      getters[k].enumerable = false;
      getters[k].configurable = true;
    }
    Object.defineProperties(proto, getters);

    proto.destroy = function (err, cb) {
      const state = this._writableState;
      if (!state.destroyed && (state.bufferedIndex < state.buffered.length || state[kOnFinished].length))
        nextTick(errorBuffer, state);
      s.destroy.call(this, err, cb);
      return this;
    };
    proto._undestroy = s.undestroy;
    proto._destroy = function (err, cb) {
      cb(err);
    };
    proto[Symbol.for('nodejs.rejection')] = function (err) {
      this.destroy(err);
    };
    return Writable;
  };
})
