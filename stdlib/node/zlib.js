(function (n) {
  // stdlib/node/zlib.js — node:zlib over the system's zlib (the natives of
  // stdlib/node/zlib.c): the stream classes (Deflate, Inflate, Gzip, Gunzip,
  // DeflateRaw, InflateRaw, Unzip) as node:stream Transforms, the one-shot
  // calls in their callback and Sync forms, crc32, constants and codes,
  // following node's lib/zlib.js: the same option checks, chunking of the
  // output (chunkSize), flush kinds and errors (an Error with errno and the
  // Z_* code). A stream's write is done in a later macrotask (setImmediate),
  // where node's thread pool calls back. Brotli and Zstd are there by name
  // and throw an error naming them: tarn is built without those libraries.
  'use strict';
  const { Buffer, kMaxLength } = n.core('buffer');
  const stream = n.core('stream');
  const { Transform, finished } = stream;
  const typeErr = (code, msg) => n.nodeError(0, code, msg);
  const isView = ArrayBuffer.isView;
  const tag = (v) => Object.prototype.toString.call(v);
  const isAnyAB = (v) => typeof v === 'object' && v !== null &&
    (tag(v) === '[object ArrayBuffer]' || tag(v) === '[object SharedArrayBuffer]');
  const argType = (name, what, v) => typeErr('ERR_INVALID_ARG_TYPE', `The "${name}" ${name.includes('.') ? 'property' : 'argument'} must be ${what}.${n.received(v)}`);
  const sep = (s) => {
    let out = '';
    const neg = s[0] === '-' ? '-' : '';
    if (neg) s = s.slice(1);
    for (; s.length > 3; s = s.slice(0, -3)) out = `_${s.slice(-3)}${out}`;
    return neg + s + out;
  };
  const outOfRange = (name, range, v) => n.nodeError(1, 'ERR_OUT_OF_RANGE',
    `The value of "${name}" is out of range. It must be ${range}. Received ${Number.isInteger(v) && Math.abs(v) > 2 ** 32 ? sep(String(v)) : n.inspect(v, 2)}`);
  const tooLarge = (max) => n.nodeError(1, 'ERR_BUFFER_TOO_LARGE', `Cannot create a Buffer larger than ${max} bytes`);
  const lacks = (what) => () => {
    throw n.nodeError(2, 'ERR_TARN_UNSUPPORTED', `tarn's node:zlib has no ${what}: tarn is built without its library`);
  };

  // ---- constants ---------------------------------------------------------
  const constants = { __proto__: null };
  const def = (list) => {
    const w = list.split(/\s+/).filter(Boolean);
    for (let i = 0; i < w.length; i += 2)
      Object.defineProperty(constants, w[i], { value: Number(w[i + 1]), enumerable: true, writable: false, configurable: false });
  };
  def(`Z_NO_FLUSH 0 Z_PARTIAL_FLUSH 1 Z_SYNC_FLUSH 2 Z_FULL_FLUSH 3 Z_FINISH 4 Z_BLOCK 5 Z_OK 0 Z_STREAM_END 1
    Z_NEED_DICT 2 Z_ERRNO -1 Z_STREAM_ERROR -2 Z_DATA_ERROR -3 Z_MEM_ERROR -4 Z_BUF_ERROR -5 Z_VERSION_ERROR -6
    Z_NO_COMPRESSION 0 Z_BEST_SPEED 1 Z_BEST_COMPRESSION 9 Z_DEFAULT_COMPRESSION -1 Z_FILTERED 1 Z_HUFFMAN_ONLY 2
    Z_RLE 3 Z_FIXED 4 Z_DEFAULT_STRATEGY 0 ZLIB_VERNUM 4897 DEFLATE 1 INFLATE 2 GZIP 3 GUNZIP 4 DEFLATERAW 5
    INFLATERAW 6 UNZIP 7 BROTLI_DECODE 8 BROTLI_ENCODE 9 ZSTD_DECOMPRESS 11 ZSTD_COMPRESS 10 Z_MIN_WINDOWBITS 8
    Z_MAX_WINDOWBITS 15 Z_DEFAULT_WINDOWBITS 15 Z_MIN_CHUNK 64 Z_MAX_CHUNK Infinity Z_DEFAULT_CHUNK 16384
    Z_MIN_MEMLEVEL 1 Z_MAX_MEMLEVEL 9 Z_DEFAULT_MEMLEVEL 8 Z_MIN_LEVEL -1 Z_MAX_LEVEL 9 Z_DEFAULT_LEVEL -1
    BROTLI_OPERATION_PROCESS 0 BROTLI_OPERATION_FLUSH 1 BROTLI_OPERATION_FINISH 2 BROTLI_OPERATION_EMIT_METADATA 3
    BROTLI_PARAM_MODE 0 BROTLI_MODE_GENERIC 0 BROTLI_MODE_TEXT 1 BROTLI_MODE_FONT 2 BROTLI_DEFAULT_MODE 0
    BROTLI_PARAM_QUALITY 1 BROTLI_MIN_QUALITY 0 BROTLI_MAX_QUALITY 11 BROTLI_DEFAULT_QUALITY 11 BROTLI_PARAM_LGWIN 2
    BROTLI_MIN_WINDOW_BITS 10 BROTLI_MAX_WINDOW_BITS 24 BROTLI_LARGE_MAX_WINDOW_BITS 30 BROTLI_DEFAULT_WINDOW 22
    BROTLI_PARAM_LGBLOCK 3 BROTLI_MIN_INPUT_BLOCK_BITS 16 BROTLI_MAX_INPUT_BLOCK_BITS 24
    BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING 4 BROTLI_PARAM_SIZE_HINT 5 BROTLI_PARAM_LARGE_WINDOW 6
    BROTLI_PARAM_NPOSTFIX 7 BROTLI_PARAM_NDIRECT 8 BROTLI_DECODER_RESULT_ERROR 0 BROTLI_DECODER_RESULT_SUCCESS 1
    BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT 2 BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT 3
    BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION 0 BROTLI_DECODER_PARAM_LARGE_WINDOW 1
    BROTLI_DECODER_NO_ERROR 0 BROTLI_DECODER_SUCCESS 1 BROTLI_DECODER_NEEDS_MORE_INPUT 2
    BROTLI_DECODER_NEEDS_MORE_OUTPUT 3 BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE -1
    BROTLI_DECODER_ERROR_FORMAT_RESERVED -2 BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE -3
    BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET -4 BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME -5
    BROTLI_DECODER_ERROR_FORMAT_CL_SPACE -6 BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE -7
    BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT -8 BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1 -9
    BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2 -10 BROTLI_DECODER_ERROR_FORMAT_TRANSFORM -11
    BROTLI_DECODER_ERROR_FORMAT_DICTIONARY -12 BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS -13
    BROTLI_DECODER_ERROR_FORMAT_PADDING_1 -14 BROTLI_DECODER_ERROR_FORMAT_PADDING_2 -15
    BROTLI_DECODER_ERROR_FORMAT_DISTANCE -16 BROTLI_DECODER_ERROR_FORMAT_BLOCK_SWITCH -17
    BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET -19 BROTLI_DECODER_ERROR_INVALID_ARGUMENTS -20
    BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES -21 BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS -22
    BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP -25 BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1 -26
    BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2 -27 BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES -30
    BROTLI_DECODER_ERROR_UNREACHABLE -31 ZSTD_e_continue 0 ZSTD_e_flush 1 ZSTD_e_end 2 ZSTD_fast 1 ZSTD_dfast 2
    ZSTD_greedy 3 ZSTD_lazy 4 ZSTD_lazy2 5 ZSTD_btlazy2 6 ZSTD_btopt 7 ZSTD_btultra 8 ZSTD_btultra2 9
    ZSTD_c_compressionLevel 100 ZSTD_c_windowLog 101 ZSTD_c_hashLog 102 ZSTD_c_chainLog 103 ZSTD_c_searchLog 104
    ZSTD_c_minMatch 105 ZSTD_c_targetLength 106 ZSTD_c_strategy 107 ZSTD_c_enableLongDistanceMatching 160
    ZSTD_c_ldmHashLog 161 ZSTD_c_ldmMinMatch 162 ZSTD_c_ldmBucketSizeLog 163 ZSTD_c_ldmHashRateLog 164
    ZSTD_c_contentSizeFlag 200 ZSTD_c_checksumFlag 201 ZSTD_c_dictIDFlag 202 ZSTD_c_nbWorkers 400 ZSTD_c_jobSize 401
    ZSTD_c_overlapLog 402 ZSTD_d_windowLogMax 100 ZSTD_CLEVEL_DEFAULT 3 ZSTD_error_no_error 0 ZSTD_error_GENERIC 1
    ZSTD_error_prefix_unknown 10 ZSTD_error_version_unsupported 12 ZSTD_error_frameParameter_unsupported 14
    ZSTD_error_frameParameter_windowTooLarge 16 ZSTD_error_corruption_detected 20 ZSTD_error_checksum_wrong 22
    ZSTD_error_literals_headerWrong 24 ZSTD_error_dictionary_corrupted 30 ZSTD_error_dictionary_wrong 32
    ZSTD_error_dictionaryCreation_failed 34 ZSTD_error_parameter_unsupported 40
    ZSTD_error_parameter_combination_unsupported 41 ZSTD_error_parameter_outOfBound 42
    ZSTD_error_tableLog_tooLarge 44 ZSTD_error_maxSymbolValue_tooLarge 46 ZSTD_error_maxSymbolValue_tooSmall 48
    ZSTD_error_stabilityCondition_notRespected 50 ZSTD_error_stage_wrong 60 ZSTD_error_init_missing 62
    ZSTD_error_memory_allocation 64 ZSTD_error_workSpace_tooSmall 66 ZSTD_error_dstSize_tooSmall 70
    ZSTD_error_srcSize_wrong 72 ZSTD_error_dstBuffer_null 74 ZSTD_error_noForwardProgress_destFull 80
    ZSTD_error_noForwardProgress_inputEmpty 82`);
  const C = constants;

  const codes = {
    Z_OK: 0, Z_STREAM_END: 1, Z_NEED_DICT: 2, Z_ERRNO: -1, Z_STREAM_ERROR: -2,
    Z_DATA_ERROR: -3, Z_MEM_ERROR: -4, Z_BUF_ERROR: -5, Z_VERSION_ERROR: -6,
  };
  for (const k of Object.keys(codes)) codes[codes[k]] = k;
  Object.freeze(codes);

  // ---- the stream handle: an arena the natives work in -------------------
  class Handle {
    #arena;
    #pending = false;
    #closing = false;
    constructor(mode, state, level, windowBits, memLevel, strategy, dictionary) {
      const r = n.init(state, mode, level, windowBits, memLevel, strategy, dictionary);
      if (typeof r === 'string') {
        const e = new Error(r);
        e.errno = state[2];
        e.code = codes[state[2]];
        throw e;
      }
      this.#arena = r;
    }
    get live() { return this.#arena !== null && !this.#closing; }
    // one write now: undefined, or the error's message (errno in state[2])
    writeSync(state, flush, input, inOff, inLen, out, outOff, outLen) {
      return n.write(this.#arena, state, flush, input, inOff, inLen, out, outOff, outLen);
    }
    // a write done in a later macrotask; done(message) as writeSync's result
    write(state, flush, input, inOff, inLen, out, outOff, outLen, done) {
      this.#pending = true;
      setImmediate(() => {
        this.#pending = false;
        if (this.#closing) {
          this.#finishClose();
          done(undefined, true);
          return;
        }
        done(this.writeSync(state, flush, input, inOff, inLen, out, outOff, outLen), false);
      });
    }
    reset(state) { return this.#arena ? n.reset(this.#arena, state) : undefined; }
    params(state, level, strategy) { return this.#arena ? n.params(this.#arena, state, level, strategy) : undefined; }
    // node closes after a pending write finishes
    close() {
      this.#closing = true;
      if (!this.#pending) this.#finishClose();
    }
    #finishClose() {
      if (this.#arena) n.close(this.#arena);
      this.#arena = null;
    }
  }

  const kError = Symbol('kError');
  const kFlushFlag = Symbol('kFlushFlag');
  const kHandle = Symbol('kHandle');

  function checkFiniteNumber(number, name) {
    if (number === undefined) return false;
    if (Number.isFinite(number)) return true;
    if (Number.isNaN(number)) return false;
    if (typeof number !== 'number') throw argType(name, 'of type number', number);
    throw outOfRange(name, 'a finite number', number);
  }
  function checkRangesOrGetDefault(number, name, lower, upper, def) {
    if (!checkFiniteNumber(number, name)) return def;
    if (number < lower || number > upper) throw outOfRange(name, `>= ${lower} and <= ${upper}`, number);
    return number;
  }

  // zero-length chunks that carry a flush kind through write()
  const kFlushBuffers = [];
  for (const flag of [0, 1, 2, 3, 4, 5]) {
    kFlushBuffers[flag] = Buffer.alloc(0);
    kFlushBuffers[flag][kFlushFlag] = flag;
  }
  const maxFlush = (a, b) => (flushiness[a] > flushiness[b] ? a : b);
  // Z_NO_FLUSH < Z_BLOCK < Z_PARTIAL_FLUSH < Z_SYNC_FLUSH < Z_FULL_FLUSH < Z_FINISH
  const flushiness = [0, 2, 3, 4, 5, 1];

  function onError(self, message, errno) {
    const error = new Error(message);
    error.errno = errno;
    error.code = codes[errno];
    self.destroy(error);
    self[kError] = error;
  }

  function closeEngine(engine) {
    if (engine._handle) engine._handle.close();
    engine._handle = null;
  }

  function ZlibBase(opts, mode, handle, { flush, finishFlush, fullFlush }) {
    let chunkSize = C.Z_DEFAULT_CHUNK;
    let maxOutputLength = kMaxLength;
    if (opts) {
      chunkSize = opts.chunkSize;
      if (!checkFiniteNumber(chunkSize, 'options.chunkSize')) chunkSize = C.Z_DEFAULT_CHUNK;
      else if (chunkSize < C.Z_MIN_CHUNK) throw outOfRange('options.chunkSize', `>= ${C.Z_MIN_CHUNK}`, chunkSize);
      flush = checkRangesOrGetDefault(opts.flush, 'options.flush', C.Z_NO_FLUSH, C.Z_BLOCK, flush);
      finishFlush = checkRangesOrGetDefault(opts.finishFlush, 'options.finishFlush', C.Z_NO_FLUSH, C.Z_BLOCK, finishFlush);
      maxOutputLength = checkRangesOrGetDefault(opts.maxOutputLength, 'options.maxOutputLength', 1, kMaxLength, kMaxLength);
      if (opts.encoding || opts.objectMode || opts.writableObjectMode) {
        opts = { ...opts };
        opts.encoding = null;
        opts.objectMode = false;
        opts.writableObjectMode = false;
      }
    }
    Reflect.apply(Transform, this, [{ autoDestroy: true, ...opts }]);
    this[kError] = null;
    this.bytesWritten = 0;
    this._handle = handle;
    this._outBuffer = Buffer.allocUnsafe(chunkSize);
    this._outOffset = 0;
    this._chunkSize = chunkSize;
    this._defaultFlushFlag = flush;
    this._finishFlushFlag = finishFlush;
    this._defaultFullFlushFlag = fullFlush;
    this._flushBoundIdx = 0;
    this._info = opts && opts.info;
    this._maxOutputLength = maxOutputLength;
    this._rejectGarbageAfterEnd = false;
  }
  Object.setPrototypeOf(ZlibBase.prototype, Transform.prototype);
  Object.setPrototypeOf(ZlibBase, Transform);

  Object.defineProperty(ZlibBase.prototype, '_closed', {
    configurable: true, enumerable: true, get() { return !this._handle; },
  });
  Object.defineProperty(ZlibBase.prototype, 'bytesRead', {
    configurable: true, enumerable: true,
    get() { return this.bytesWritten; },
    set(value) { this.bytesWritten = value; },
  });

  ZlibBase.prototype.reset = function reset() {
    if (!this._handle) throw new Error('zlib binding closed');
    const m = this._handle.reset(this._writeState);
    if (typeof m === 'string') onError(this, m, this._writeState[2]);
  };
  ZlibBase.prototype._flush = function _flush(callback) {
    this._transform(Buffer.alloc(0), '', callback);
  };
  ZlibBase.prototype._final = function _final(callback) { callback(); };
  ZlibBase.prototype.flush = function flush(kind, callback) {
    if (typeof kind === 'function' || (kind === undefined && !callback)) {
      callback = kind;
      kind = this._defaultFullFlushFlag;
    }
    if (this.writableFinished) {
      if (callback) process.nextTick(callback);
    } else if (this.writableEnded) {
      if (callback) this.once('end', callback);
    } else {
      this.write(kFlushBuffers[kind], '', callback);
    }
  };
  ZlibBase.prototype.close = function close(callback) {
    if (callback) finished(this, callback);
    this.destroy();
  };
  ZlibBase.prototype._destroy = function _destroy(err, callback) {
    closeEngine(this);
    callback(err);
  };
  ZlibBase.prototype._transform = function _transform(chunk, encoding, cb) {
    let flushFlag = this._defaultFlushFlag;
    if (typeof chunk[kFlushFlag] === 'number') flushFlag = chunk[kFlushFlag];
    // the last chunk also gets the finishing flush
    if (this.writableEnded && this.writableLength === chunk.byteLength) flushFlag = maxFlush(flushFlag, this._finishFlushFlag);
    processChunk(this, chunk, flushFlag, cb);
  };
  ZlibBase.prototype._processChunk = function _processChunk(chunk, flushFlag, cb) {
    if (typeof cb === 'function') processChunk(this, chunk, flushFlag, cb);
    else return processChunkSync(this, chunk, flushFlag);
  };

  function processChunkSync(self, chunk, flushFlag) {
    let availInBefore = chunk.byteLength;
    let availOutBefore = self._chunkSize - self._outOffset;
    let inOff = 0;
    let availOutAfter, availInAfter;
    const buffers = [];
    let nread = 0;
    let inputRead = 0;
    const state = self._writeState;
    const handle = self._handle;
    let buffer = self._outBuffer;
    let offset = self._outOffset;
    const chunkSize = self._chunkSize;
    if (!handle || !handle.live) throw new Error('zlib binding closed');
    // the error is thrown: the 'error' event destroy() emits is heard here
    self.on('error', () => {});
    for (;;) {
      const m = handle.writeSync(state, flushFlag, chunk, inOff, availInBefore, buffer, offset, availOutBefore);
      if (typeof m === 'string') {
        onError(self, m, state[2]);
        throw self[kError];
      }
      availOutAfter = state[0];
      availInAfter = state[1];
      const inDelta = availInBefore - availInAfter;
      inputRead += inDelta;
      const have = availOutBefore - availOutAfter;
      if (have > 0) {
        const out = buffer.slice(offset, offset + have);
        offset += have;
        buffers.push(out);
        nread += out.byteLength;
        if (nread > self._maxOutputLength) {
          closeEngine(self);
          throw tooLarge(self._maxOutputLength);
        }
      }
      // the output buffer is full, or all the input is used: a new one
      if (availOutAfter === 0 || offset >= chunkSize) {
        availOutBefore = chunkSize;
        offset = 0;
        buffer = Buffer.allocUnsafe(chunkSize);
      }
      if (availOutAfter !== 0) break;
      // not done: go on with the input that is left
      inOff += inDelta;
      availInBefore = availInAfter;
    }
    self.bytesWritten = inputRead;
    closeEngine(self);
    if (nread === 0) return Buffer.alloc(0);
    return buffers.length === 1 ? buffers[0] : Buffer.concat(buffers, nread);
  }

  function processChunk(self, chunk, flushFlag, cb) {
    const handle = self._handle;
    if (!handle) return process.nextTick(cb);
    const st = {
      buffer: chunk, cb, flushFlag, inOff: 0,
      availOutBefore: self._chunkSize - self._outOffset,
      availInBefore: chunk.byteLength,
    };
    handle.write(self._writeState, flushFlag, chunk, 0, st.availInBefore, self._outBuffer, self._outOffset,
      st.availOutBefore, (m, closed) => processCallback(self, handle, st, m, closed));
  }

  function processCallback(self, handle, st, message, closed) {
    if (closed || self.destroyed) {
      st.buffer = null;
      st.cb();
      return;
    }
    if (typeof message === 'string') {
      onError(self, message, self._writeState[2]);
      return;
    }
    const state = self._writeState;
    const availOutAfter = state[0];
    const availInAfter = state[1];
    const inDelta = st.availInBefore - availInAfter;
    self.bytesWritten += inDelta;
    const have = st.availOutBefore - availOutAfter;
    let streamBufferIsFull = false;
    if (have > 0) {
      const out = self._outBuffer.slice(self._outOffset, self._outOffset + have);
      self._outOffset += have;
      streamBufferIsFull = !self.push(out);
    }
    if (self.destroyed) {
      st.cb();
      return;
    }
    if (availOutAfter === 0 || self._outOffset >= self._chunkSize) {
      st.availOutBefore = self._chunkSize;
      self._outOffset = 0;
      self._outBuffer = Buffer.allocUnsafe(self._chunkSize);
    }
    if (availOutAfter === 0) {
      // more output to come: write again with the input that is left
      st.inOff += inDelta;
      st.availInBefore = availInAfter;
      const again = () => handle.write(self._writeState, st.flushFlag, st.buffer, st.inOff, st.availInBefore,
        self._outBuffer, self._outOffset, self._chunkSize, (m, c) => processCallback(self, handle, st, m, c));
      if (!streamBufferIsFull) {
        again();
      } else {
        const oldRead = self._read;
        self._read = (size) => {
          self._read = oldRead;
          again();
          self._read(size);
        };
      }
      return;
    }
    // input left over with room for output: the compressed data ended
    if (availInAfter > 0) self.push(null);
    st.buffer = null;
    st.cb();
  }

  const zlibDefaultOpts = { flush: C.Z_NO_FLUSH, finishFlush: C.Z_FINISH, fullFlush: C.Z_FULL_FLUSH };

  function Zlib(opts, mode) {
    let windowBits = C.Z_DEFAULT_WINDOWBITS;
    let level = C.Z_DEFAULT_COMPRESSION;
    let memLevel = C.Z_DEFAULT_MEMLEVEL;
    let strategy = C.Z_DEFAULT_STRATEGY;
    let dictionary;
    if (opts) {
      // 0 on the decompression side: the window size of the stream's header
      if ((opts.windowBits == null || opts.windowBits === 0) &&
          (mode === C.INFLATE || mode === C.GUNZIP || mode === C.UNZIP)) {
        windowBits = 0;
      } else {
        const min = C.Z_MIN_WINDOWBITS + (mode === C.GZIP ? 1 : 0);
        windowBits = checkRangesOrGetDefault(opts.windowBits, 'options.windowBits', min, C.Z_MAX_WINDOWBITS, C.Z_DEFAULT_WINDOWBITS);
      }
      level = checkRangesOrGetDefault(opts.level, 'options.level', C.Z_MIN_LEVEL, C.Z_MAX_LEVEL, C.Z_DEFAULT_COMPRESSION);
      memLevel = checkRangesOrGetDefault(opts.memLevel, 'options.memLevel', C.Z_MIN_MEMLEVEL, C.Z_MAX_MEMLEVEL, C.Z_DEFAULT_MEMLEVEL);
      strategy = checkRangesOrGetDefault(opts.strategy, 'options.strategy', C.Z_DEFAULT_STRATEGY, C.Z_FIXED, C.Z_DEFAULT_STRATEGY);
      dictionary = opts.dictionary;
      if (dictionary !== undefined && !isView(dictionary)) {
        if (isAnyAB(dictionary)) dictionary = Buffer.from(dictionary);
        else throw argType('options.dictionary', 'an instance of Buffer, TypedArray, DataView, or ArrayBuffer', dictionary);
      }
    }
    this._writeState = new Int32Array(3);
    const handle = new Handle(mode, this._writeState, level, windowBits, memLevel, strategy, dictionary);
    Reflect.apply(ZlibBase, this, [opts, mode, handle, zlibDefaultOpts]);
    this._level = level;
    this._strategy = strategy;
    this._mode = mode;
  }
  Object.setPrototypeOf(Zlib.prototype, ZlibBase.prototype);
  Object.setPrototypeOf(Zlib, ZlibBase);

  function paramsAfterFlush(level, strategy, callback) {
    if (!this._handle) throw new Error('zlib binding closed');
    const m = this._handle.params(this._writeState, level, strategy);
    if (typeof m === 'string') {
      onError(this, m, this._writeState[2]);
      return;
    }
    if (!this.destroyed) {
      this._level = level;
      this._strategy = strategy;
      if (callback) callback();
    }
  }
  Zlib.prototype.params = function params(level, strategy, callback) {
    checkRangesOrGetDefault(level, 'level', C.Z_MIN_LEVEL, C.Z_MAX_LEVEL);
    checkRangesOrGetDefault(strategy, 'strategy', C.Z_DEFAULT_STRATEGY, C.Z_FIXED);
    if (this._level !== level || this._strategy !== strategy)
      this.flush(C.Z_SYNC_FLUSH, paramsAfterFlush.bind(this, level, strategy, callback));
    else
      process.nextTick(callback);
  };

  const exportsObj = {};

  // the seven classes: callable without new (node's DEP0184 warns then)
  const warned = { done: false };
  function makeClass(name, mode) {
    const K = {
      [name]: function (opts) {
        if (!new.target) {
          if (!warned.done) {
            warned.done = true;
            process.emitWarning(`Instantiating ${name} without the 'new' keyword has been deprecated.`,
              'DeprecationWarning', 'DEP0184');
          }
          return new K(opts);
        }
        Reflect.apply(Zlib, this, [opts, mode]);
      },
    }[name];
    Object.setPrototypeOf(K.prototype, Zlib.prototype);
    Object.setPrototypeOf(K, Zlib);
    return K;
  }
  const Deflate = makeClass('Deflate', C.DEFLATE);
  const Inflate = makeClass('Inflate', C.INFLATE);
  const Gzip = makeClass('Gzip', C.GZIP);
  const Gunzip = makeClass('Gunzip', C.GUNZIP);
  const DeflateRaw = makeClass('DeflateRaw', C.DEFLATERAW);
  const InflateRaw = makeClass('InflateRaw', C.INFLATERAW);
  const Unzip = makeClass('Unzip', C.UNZIP);

  // ---- one-shot calls -----------------------------------------------------
  function zlibBufferSync(engine, buffer) {
    if (typeof buffer === 'string') {
      buffer = Buffer.from(buffer);
    } else if (!isView(buffer)) {
      if (isAnyAB(buffer)) buffer = Buffer.from(buffer);
      else throw argType('buffer', 'of type string or an instance of Buffer, TypedArray, DataView, or ArrayBuffer', buffer);
    }
    buffer = processChunkSync(engine, buffer, engine._finishFlushFlag);
    if (engine._info) return { buffer, engine };
    return buffer;
  }

  function onData(chunk) {
    if (!this.buffers) this.buffers = [chunk];
    else this.buffers.push(chunk);
    this.nread += chunk.length;
    if (this.nread > this._maxOutputLength) {
      this.close();
      this.removeAllListeners('end');
      this.cb(tooLarge(this._maxOutputLength));
    }
  }
  function onBufferError(err) {
    this.removeAllListeners('end');
    this.cb(err);
  }
  function onEnd() {
    let buf;
    if (this.nread === 0) buf = Buffer.alloc(0);
    else buf = this.buffers.length === 1 ? this.buffers[0] : Buffer.concat(this.buffers, this.nread);
    this.close();
    if (this._info) this.cb(null, { buffer: buf, engine: this });
    else this.cb(null, buf);
  }
  function zlibBuffer(engine, buffer, callback) {
    if (typeof callback !== 'function') throw argType('callback', 'of type function', callback);
    if (isView(buffer) && !(buffer instanceof Uint8Array)) buffer = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    else if (isAnyAB(buffer)) buffer = Buffer.from(buffer);
    engine.buffers = null;
    engine.nread = 0;
    engine.cb = callback;
    engine.on('data', onData);
    engine.on('error', onBufferError);
    engine.on('end', onEnd);
    engine.end(buffer);
  }

  const asyncWrapper = (K, name) => ({
    [name](buffer, opts, callback) {
      if (typeof opts === 'function') {
        callback = opts;
        opts = {};
      }
      return zlibBuffer(new K(opts), buffer, callback);
    },
  }[name]);
  const syncWrapper = (K, name) => ({
    [name](buffer, opts) { return zlibBufferSync(new K(opts), buffer); },
  }[name]);
  const creator = (K, name) => ({ [name](o) { return new K(o); } }[name]);

  function crc32(data, value = 0) {
    if (typeof data === 'string') data = Buffer.from(data);
    else if (!isView(data)) throw argType('data', 'of type string or an instance of Buffer, TypedArray, or DataView', data);
    if (typeof value !== 'number') throw argType('value', 'of type number', value);
    if (!Number.isInteger(value)) throw outOfRange('value', 'an integer', value);
    if (value < 0 || value > 4294967295) throw outOfRange('value', '>= 0 && <= 4294967295', value);
    return n.crc32(data, value);
  }

  Object.assign(exportsObj, {
    crc32, Deflate, Inflate, Gzip, Gunzip, DeflateRaw, InflateRaw, Unzip,
    BrotliCompress: lacks('BrotliCompress'), BrotliDecompress: lacks('BrotliDecompress'),
    ZstdCompress: lacks('ZstdCompress'), ZstdDecompress: lacks('ZstdDecompress'),
    deflate: asyncWrapper(Deflate, 'asyncBufferWrapper'), deflateSync: syncWrapper(Deflate, 'syncBufferWrapper'),
    gzip: asyncWrapper(Gzip, 'asyncBufferWrapper'), gzipSync: syncWrapper(Gzip, 'syncBufferWrapper'),
    deflateRaw: asyncWrapper(DeflateRaw, 'asyncBufferWrapper'), deflateRawSync: syncWrapper(DeflateRaw, 'syncBufferWrapper'),
    unzip: asyncWrapper(Unzip, 'asyncBufferWrapper'), unzipSync: syncWrapper(Unzip, 'syncBufferWrapper'),
    inflate: asyncWrapper(Inflate, 'asyncBufferWrapper'), inflateSync: syncWrapper(Inflate, 'syncBufferWrapper'),
    gunzip: asyncWrapper(Gunzip, 'asyncBufferWrapper'), gunzipSync: syncWrapper(Gunzip, 'syncBufferWrapper'),
    inflateRaw: asyncWrapper(InflateRaw, 'asyncBufferWrapper'), inflateRawSync: syncWrapper(InflateRaw, 'syncBufferWrapper'),
    brotliCompress: lacks('brotliCompress'), brotliCompressSync: lacks('brotliCompressSync'),
    brotliDecompress: lacks('brotliDecompress'), brotliDecompressSync: lacks('brotliDecompressSync'),
    zstdCompress: lacks('zstdCompress'), zstdCompressSync: lacks('zstdCompressSync'),
    zstdDecompress: lacks('zstdDecompress'), zstdDecompressSync: lacks('zstdDecompressSync'),
    createDeflate: creator(Deflate, 'createDeflate'), createInflate: creator(Inflate, 'createInflate'),
    createDeflateRaw: creator(DeflateRaw, 'createDeflateRaw'), createInflateRaw: creator(InflateRaw, 'createInflateRaw'),
    createGzip: creator(Gzip, 'createGzip'), createGunzip: creator(Gunzip, 'createGunzip'),
    createUnzip: creator(Unzip, 'createUnzip'),
    createBrotliCompress: lacks('createBrotliCompress'), createBrotliDecompress: lacks('createBrotliDecompress'),
    createZstdCompress: lacks('createZstdCompress'), createZstdDecompress: lacks('createZstdDecompress'),
  });
  for (const [k, v] of [['constants', constants], ['codes', codes]])
    Object.defineProperty(exportsObj, k, { value: v, enumerable: true, writable: false, configurable: false });
  Object.assign(exportsObj, {
    ZipEntry: lacks('ZipEntry'), ZipFile: lacks('ZipFile'), ZipBuffer: lacks('ZipBuffer'),
    createZipArchive: lacks('createZipArchive'), createZipArchiveSync: lacks('createZipArchiveSync'),
    zipFiles: lacks('zipFiles'), getMaxZipContentSize: lacks('getMaxZipContentSize'),
    setMaxZipContentSize: lacks('setMaxZipContentSize'),
  });
  // node's legacy constants: the zlib ones, not enumerable
  for (const k of Object.keys(constants)) {
    if (k.startsWith('BROTLI_')) continue;
    Object.defineProperty(exportsObj, k, { value: constants[k], enumerable: false, writable: false, configurable: false });
  }
  return exportsObj;
})
