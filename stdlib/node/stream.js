(function (n) {
  // stdlib/node/stream.js — node:stream: Stream (the legacy base), Readable,
  // Writable, Duplex, Transform, PassThrough, finished, pipeline, destroy,
  // Readable.from, async iteration, and stream/promises (the promises
  // property). stdlib/node/core.c compiles it on first use with the shared
  // natives n.
  //
  // The state machines are node's: every event (and every callback) comes
  // at the same point as in node, which schedules its deferred steps with
  // process.nextTick; tarn's loop runs the tick queue before the microtasks
  // (stdlib/loop.c), as node does, so a program sees the same interleaving
  // of stream events, timers and promise reactions. The nextTick used here
  // is the one process had when the module was made (a script replacing
  // process.nextTick does not change how streams schedule, as in node).
  'use strict';
  const EE = n.core('events');
  const { Buffer } = n.core('buffer');
  const { StringDecoder } = n.core('string_decoder');
  const nextTick = process.nextTick;
  const nop = () => {};

  // ---- node's errors ------------------------------------------------------------
  const argType = (name, what, v) => n.nodeError(0, 'ERR_INVALID_ARG_TYPE',
    `The "${name}" ${name.includes('.') ? 'property' : 'argument'} must be ${what}.${n.received(v)}`);
  const errChunk = (v) => argType('chunk', 'of type string or an instance of Buffer, TypedArray, or DataView', v);
  const E = {
    pushAfterEof: () => n.nodeError(2, 'ERR_STREAM_PUSH_AFTER_EOF', 'stream.push() after EOF'),
    unshiftAfterEnd: () => n.nodeError(2, 'ERR_STREAM_UNSHIFT_AFTER_END_EVENT', 'stream.unshift() after end event'),
    notImplemented: (m) => n.nodeError(2, 'ERR_METHOD_NOT_IMPLEMENTED', `The ${m} method is not implemented`),
    writeAfterEnd: () => n.nodeError(2, 'ERR_STREAM_WRITE_AFTER_END', 'write after end'),
    destroyed: (m) => n.nodeError(2, 'ERR_STREAM_DESTROYED', `Cannot call ${m} after a stream was destroyed`),
    nullValues: () => n.nodeError(0, 'ERR_STREAM_NULL_VALUES', 'May not write null values to stream'),
    multipleCallback: () => n.nodeError(2, 'ERR_MULTIPLE_CALLBACK', 'Callback called multiple times'),
    alreadyFinished: (m) => n.nodeError(2, 'ERR_STREAM_ALREADY_FINISHED', `Cannot call ${m} after a stream was finished`),
    prematureClose: () => n.nodeError(2, 'ERR_STREAM_PREMATURE_CLOSE', 'Premature close'),
    unknownEncoding: (e) => n.nodeError(0, 'ERR_UNKNOWN_ENCODING', `Unknown encoding: ${e}`),
    missingArgs: (a) => n.nodeError(0, 'ERR_MISSING_ARGS', `The "${a}" argument must be specified`),
  };
  const { AbortError } = n.internal('abort_error');
  const validateFunction = (v, name) => {
    if (typeof v !== 'function') throw argType(name, 'of type function', v);
  };
  const validateObject = (v, name) => {
    if (v === null || typeof v !== 'object') throw argType(name, 'of type object', v);
  };
  function once(fn) {
    let called = false;
    return function (...args) {
      if (called) return;
      called = true;
      return fn.apply(this, args);
    };
  }
  function aggregateTwoErrors(inner, outer) {
    if (inner && outer && inner !== outer) {
      if (Array.isArray(outer.errors)) {
        outer.errors.push(inner);
        return outer;
      }
      const err = new AggregateError([outer, inner], outer.message);
      err.code = outer.code;
      return err;
    }
    return inner || outer;
  }

  // ---- highWaterMark ----------------------------------------------------------
  let defaultHwm = 64 * 1024;
  let defaultObjectHwm = 16;
  const getDefaultHighWaterMark = (objectMode) => (objectMode ? defaultObjectHwm : defaultHwm);
  function checkHwm(value, name) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      throw n.nodeError(0, 'ERR_INVALID_ARG_VALUE', `The property '${name}' is invalid. Received ${n.inspect(value)}`);
    return value;
  }
  function setDefaultHighWaterMark(objectMode, value) {
    if (typeof value !== 'number') throw argType('value', 'of type number', value);
    if (!(value >= 0))
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE',
        `The value of "value" is out of range. It must be >= 0. Received ${n.inspect(value)}`);
    if (objectMode) defaultObjectHwm = value;
    else defaultHwm = value;
  }
  function getHighWaterMark(options, duplexKey, isDuplex, objectMode) {
    const hwm = options.highWaterMark != null ? options.highWaterMark : isDuplex ? options[duplexKey] : null;
    if (hwm != null) {
      if (!(typeof hwm === 'number' && Number.isFinite(hwm) && hwm >= 0)) {
        const name = options.highWaterMark != null ? 'options.highWaterMark' : `options.${duplexKey}`;
        checkHwm(hwm, name);
      }
      return Math.floor(hwm);
    }
    return getDefaultHighWaterMark(objectMode);
  }

  // ---- what a value is ----------------------------------------------------------
  const isUint8Array = (v) => v instanceof Uint8Array;
  const toBuffer = (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  const isReadableNodeStream = (obj, strict = false) =>
    !!(obj && typeof obj.pipe === 'function' && typeof obj.on === 'function' &&
      (!strict || (typeof obj.pause === 'function' && typeof obj.resume === 'function')) &&
      (!obj._writableState || (obj._readableState && obj._readableState.readable !== false)) &&
      (!obj._writableState || obj._readableState));
  const isWritableNodeStream = (obj) =>
    !!(obj && typeof obj.write === 'function' && typeof obj.on === 'function' &&
      (!obj._readableState || (obj._writableState && obj._writableState.writable !== false)));
  const isNodeStream = (obj) =>
    !!(obj && (obj._readableState || obj._writableState ||
      (typeof obj.write === 'function' && typeof obj.on === 'function') ||
      (typeof obj.pipe === 'function' && typeof obj.on === 'function')));
  const isIterable = (obj, isAsync) => {
    if (obj == null) return false;
    if (isAsync === true) return typeof obj[Symbol.asyncIterator] === 'function';
    if (isAsync === false) return typeof obj[Symbol.iterator] === 'function';
    return typeof obj[Symbol.asyncIterator] === 'function' || typeof obj[Symbol.iterator] === 'function';
  };
  function isDestroyed(stream) {
    if (!isNodeStream(stream)) return null;
    const wState = stream._writableState, rState = stream._readableState;
    const state = wState || rState;
    return !!(stream.destroyed || (state && state.destroyed));
  }
  function isWritableEnded(stream) {
    if (!isWritableNodeStream(stream)) return null;
    if (stream.writableEnded === true) return true;
    const wState = stream._writableState;
    if (wState && wState.errored) return false;
    if (typeof (wState && wState.ended) !== 'boolean') return null;
    return wState.ended;
  }
  function isWritableFinished(stream, strict) {
    if (!isWritableNodeStream(stream)) return null;
    if (stream.writableFinished === true) return true;
    const wState = stream._writableState;
    if (wState && wState.errored) return false;
    if (typeof (wState && wState.ended) !== 'boolean') return null;
    return !!(wState.finished || (strict === false && wState.ended === true && wState.length === 0));
  }
  function isReadableFinished(stream, strict) {
    if (!isReadableNodeStream(stream)) return null;
    const rState = stream._readableState;
    if (rState && rState.errored) return false;
    if (typeof (rState && rState.endEmitted) !== 'boolean') return null;
    return !!(rState.endEmitted || (strict === false && rState.ended === true && rState.length === 0));
  }
  function isReadable(stream) {
    if (typeof (stream && stream.readable) !== 'boolean') return null;
    if (isDestroyed(stream)) return false;
    return isReadableNodeStream(stream) && stream.readable && !isReadableFinished(stream);
  }
  function isWritable(stream) {
    if (typeof (stream && stream.writable) !== 'boolean') return null;
    if (isDestroyed(stream)) return false;
    return isWritableNodeStream(stream) && stream.writable && !isWritableEnded(stream);
  }
  const isReadableErrored = (s) => (isNodeStream(s) ? (s._readableState && s._readableState.errored) || null : null);
  const isWritableErrored = (s) => (isNodeStream(s) ? (s._writableState && s._writableState.errored) || null : null);
  function isClosed(stream) {
    if (!isNodeStream(stream)) return null;
    const wState = stream._writableState, rState = stream._readableState;
    if (typeof (wState && wState.closed) === 'boolean' || typeof (rState && rState.closed) === 'boolean')
      return (wState && wState.closed) || (rState && rState.closed);
    return null;
  }
  function willEmitClose(stream) {
    if (!isNodeStream(stream)) return null;
    const state = stream._writableState || stream._readableState;
    return !!(state && state.autoDestroy && state.emitClose && state.closed === false);
  }
  function isErrored(stream) {
    return !!(stream && (stream.errored || stream.readableErrored || stream.writableErrored ||
      (stream._readableState && stream._readableState.errorEmitted) ||
      (stream._writableState && stream._writableState.errorEmitted)));
  }
  function isDisturbed(stream) {
    return !!(stream && (stream.readableDidRead || stream.readableAborted));
  }

  // ---- destroy ------------------------------------------------------------------
  const kDestroy = Symbol('kDestroy');
  const kConstruct = Symbol('kConstruct');
  function checkError(err, w, r) {
    if (err) {
      if (w && !w.errored) w.errored = err;
      if (r && !r.errored) r.errored = err;
    }
  }
  function destroy(err, cb) {
    const r = this._readableState, w = this._writableState;
    const s = w || r;
    if ((w && w.destroyed) || (r && r.destroyed)) {
      if (typeof cb === 'function') cb();
      return this;
    }
    checkError(err, w, r);
    if (w) w.destroyed = true;
    if (r) r.destroyed = true;
    if (!s.constructed) this.once(kDestroy, (er) => destroyNow(this, aggregateTwoErrors(er, err), cb));
    else destroyNow(this, err, cb);
    return this;
  }
  function destroyNow(self, err, cb) {
    let called = false;
    function onDestroy(err) {
      if (called) return;
      called = true;
      const r = self._readableState, w = self._writableState;
      checkError(err, w, r);
      if (w) w.closed = true;
      if (r) r.closed = true;
      if (typeof cb === 'function') cb(err);
      if (err) nextTick(emitErrorCloseNT, self, err);
      else nextTick(emitCloseNT, self);
    }
    try {
      self._destroy(err || null, onDestroy);
    } catch (e) {
      onDestroy(e);
    }
  }
  function emitErrorCloseNT(self, err) {
    emitErrorNT(self, err);
    emitCloseNT(self);
  }
  function emitCloseNT(self) {
    const r = self._readableState, w = self._writableState;
    if (w) w.closeEmitted = true;
    if (r) r.closeEmitted = true;
    if ((w && w.emitClose) || (r && r.emitClose)) self.emit('close');
  }
  function emitErrorNT(self, err) {
    const r = self._readableState, w = self._writableState;
    if ((w && w.errorEmitted) || (r && r.errorEmitted)) return;
    if (w) w.errorEmitted = true;
    if (r) r.errorEmitted = true;
    self.emit('error', err);
  }
  function errorOrDestroy(stream, err, sync) {
    const r = stream._readableState, w = stream._writableState;
    if ((w && w.destroyed) || (r && r.destroyed)) return;
    if ((r && r.autoDestroy) || (w && w.autoDestroy)) {
      stream.destroy(err);
    } else if (err) {
      if (w && !w.errored) w.errored = err;
      if (r && !r.errored) r.errored = err;
      if (sync) nextTick(emitErrorNT, stream, err);
      else emitErrorNT(stream, err);
    }
  }
  function construct(stream, cb) {
    if (typeof stream._construct !== 'function') return;
    const r = stream._readableState, w = stream._writableState;
    if (r) r.constructed = false;
    if (w) w.constructed = false;
    stream.once(kConstruct, cb);
    if (stream.listenerCount(kConstruct) > 1) return;
    nextTick(constructNT, stream);
  }
  function constructNT(stream) {
    let called = false;
    function onConstruct(err) {
      if (called) {
        errorOrDestroy(stream, err != null ? err : E.multipleCallback());
        return;
      }
      called = true;
      const r = stream._readableState, w = stream._writableState;
      const s = w || r;
      if (r) r.constructed = true;
      if (w) w.constructed = true;
      if (s.destroyed) stream.emit(kDestroy, err);
      else if (err) errorOrDestroy(stream, err, true);
      else stream.emit(kConstruct);
    }
    try {
      stream._construct((err) => {
        nextTick(onConstruct, err);
      });
    } catch (err) {
      nextTick(onConstruct, err);
    }
  }
  function undestroy() {
    const r = this._readableState, w = this._writableState;
    if (r) {
      r.constructed = true;
      r.closed = r.destroyed = false;
      r.closeEmitted = r.errorEmitted = false;
      r.errored = null;
      r.ended = r.endEmitted = r.readable === false;
    }
    if (w) {
      w.constructed = true;
      w.destroyed = w.closed = w.closeEmitted = false;
      w.errored = null;
      w.errorEmitted = false;
      w.finalCalled = w.prefinished = false;
      w.ended = w.ending = w.finished = w.writable === false;
    }
  }
  // stream.destroy(stream, err): what pipeline and the async iterator use
  function destroyer(stream, err) {
    if (!stream || isDestroyed(stream)) return;
    if (!err && !isFinished(stream)) err = new AbortError();
    if (typeof stream.destroy === 'function') stream.destroy(err);
    else if (typeof stream.close === 'function') stream.close();
  }
  function isFinished(stream) {
    if (!isNodeStream(stream)) return null;
    if (isDestroyed(stream)) return true;
    if (isReadableNodeStream(stream) && stream.readable && !isReadableFinished(stream)) return false;
    if (isWritableNodeStream(stream) && stream.writable && !isWritableEnded(stream)) return false;
    return true;
  }

  // ---- Stream: the legacy base ---------------------------------------------------
  function Stream(opts) {
    EE.call(this, opts);
  }
  Object.setPrototypeOf(Stream.prototype, EE.prototype);
  Object.setPrototypeOf(Stream, EE);
  Stream.prototype.pipe = function (dest, options) {
    const source = this;
    function ondata(chunk) {
      if (dest.writable && dest.write(chunk) === false && source.pause) source.pause();
    }
    source.on('data', ondata);
    function ondrain() {
      if (source.readable && source.resume) source.resume();
    }
    dest.on('drain', ondrain);
    if (!dest._isStdio && (!options || options.end !== false)) {
      source.on('end', onend);
      source.on('close', onclose);
    }
    let didOnEnd = false;
    function onend() {
      if (didOnEnd) return;
      didOnEnd = true;
      dest.end();
    }
    function onclose() {
      if (didOnEnd) return;
      didOnEnd = true;
      if (typeof dest.destroy === 'function') dest.destroy();
    }
    function onerror(er) {
      cleanup();
      if (EE.listenerCount(this, 'error') === 0) this.emit('error', er);
    }
    source.prependListener('error', onerror);
    dest.prependListener('error', onerror);
    function cleanup() {
      source.removeListener('data', ondata);
      dest.removeListener('drain', ondrain);
      source.removeListener('end', onend);
      source.removeListener('close', onclose);
      source.removeListener('error', onerror);
      dest.removeListener('error', onerror);
      source.removeListener('end', cleanup);
      source.removeListener('close', cleanup);
      dest.removeListener('close', cleanup);
    }
    source.on('end', cleanup);
    source.on('close', cleanup);
    dest.on('close', cleanup);
    dest.emit('pipe', source);
    return dest;
  };

  const shared = { nextTick, nop, E, errChunk, argType, getHighWaterMark, isUint8Array, toBuffer,
    destroy, undestroy, errorOrDestroy, construct, kDestroy, kConstruct, Buffer, StringDecoder,
    validateFunction, validateObject, once, aggregateTwoErrors, AbortError, destroyer, isFinished,
    isReadableNodeStream, isWritableNodeStream, isNodeStream, isIterable, isDestroyed, isReadable,
    isWritable, isReadableFinished, isWritableFinished, isReadableErrored, isWritableErrored,
    isClosed, willEmitClose, isErrored, isDisturbed, isWritableEnded, Stream, EE };
  const Readable = n.internal("streams/readable")(shared);
  const Writable = n.internal("streams/writable")(shared);
  shared.Readable = Readable;
  shared.Writable = Writable;
  const more = n.internal("streams/duplex")(shared);
  const { Duplex, Transform, PassThrough, eos, pipeline, pipelinePromise, finishedPromise, addAbortSignal } = more;
  shared.Duplex = Duplex;

  Stream.Stream = Stream;
  Stream.Readable = Readable;
  Stream.Writable = Writable;
  Stream.Duplex = Duplex;
  Stream.Transform = Transform;
  Stream.PassThrough = PassThrough;
  Stream.pipeline = pipeline;
  Stream.addAbortSignal = addAbortSignal;
  Stream.finished = eos;
  Stream.destroy = destroyer;
  Stream.isDestroyed = isDestroyed;
  Stream.isDisturbed = isDisturbed;
  Stream.isErrored = isErrored;
  Stream.isReadable = isReadable;
  Stream.isWritable = isWritable;
  Stream.getDefaultHighWaterMark = getDefaultHighWaterMark;
  Stream.setDefaultHighWaterMark = setDefaultHighWaterMark;
  Stream._isUint8Array = isUint8Array;
  Stream._isArrayBufferView = ArrayBuffer.isView;
  Stream._uint8ArrayToBuffer = toBuffer;
  const promises = { pipeline: pipelinePromise, finished: finishedPromise };
  Object.defineProperty(Stream, 'promises', { configurable: true, enumerable: true, get: () => promises });
  Object.defineProperty(pipeline, Symbol.for('nodejs.util.promisify.custom'), { enumerable: true, get: () => promises.pipeline });
  Object.defineProperty(eos, Symbol.for('nodejs.util.promisify.custom'), { enumerable: true, get: () => promises.finished });
  return Stream;
})
