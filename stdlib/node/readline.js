(function (n) {
  // stdlib/node/readline.js — node:readline and node:readline/promises:
  // an Interface reading lines from a stream, as node's lib/internal/
  // readline/interface.js does without a terminal: 'line' and 'close'
  // events, question, prompt, pause/resume, write, async iteration, and
  // the cursor helpers that write escape sequences. Terminal editing (raw
  // mode, history, completion, keypress events) is not here: asking for it
  // with `terminal: true` or emitKeypressEvents is an error naming it; an
  // output that is a terminal reads lines in the terminal's own line mode.
  'use strict';
  const EventEmitter = n.core('events');
  const { StringDecoder } = n.core('string_decoder');
  const typeErr = (code, msg) => n.nodeError(0, code, msg);
  const argType = (name, what, v) => typeErr('ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const useAfterClose = () => n.nodeError(2, 'ERR_USE_AFTER_CLOSE', 'readline was closed');
  const lacks = (what) => n.nodeError(2, 'ERR_TARN_UNSUPPORTED', `tarn's node:readline has no ${what}: it reads lines without terminal editing`);
  const lineEnding = /\r?\n|\r(?!\n)/g;
  const kDecoder = Symbol('kDecoder');
  const kLineBuffer = Symbol('kLine_buffer');
  const kSawReturnAt = Symbol('kSawReturnAt');
  const kQuestionCallback = Symbol('kQuestionCallback');
  const kOldPrompt = Symbol('kOldPrompt');
  const kPrompt = Symbol('_prompt');
  const kLineQueue = Symbol('kLineQueue');
  const kOnData = Symbol('kOnData');
  const kOnEnd = Symbol('kOnEnd');

  function abortError(reason) {
    const e = new Error('The operation was aborted');
    e.name = 'AbortError';
    e.code = 'ABORT_ERR';
    if (reason !== undefined) e.cause = reason;
    return e;
  }

  function Interface(input, output, completer, terminal) {
    if (!(this instanceof Interface)) return new Interface(input, output, completer, terminal);
    EventEmitter.call(this);
    let crlfDelay, prompt = '> ', signal, historySize;
    if (input && input.input) {
      // an options object
      output = input.output;
      completer = input.completer;
      terminal = input.terminal;
      signal = input.signal;
      historySize = input.historySize;
      if (input.prompt !== undefined) prompt = input.prompt;
      crlfDelay = input.crlfDelay;
      input = input.input;
    }
    if (completer !== undefined && typeof completer !== 'function') throw typeErr('ERR_INVALID_ARG_VALUE', `The argument 'completer' is invalid.${n.received(completer)}`);
    if (historySize !== undefined && (typeof historySize !== 'number' || Number.isNaN(historySize) || historySize < 0))
      throw n.nodeError(1, 'ERR_INVALID_ARG_VALUE', `The argument 'historySize' must be a positive number.${n.received(historySize)}`);
    if (terminal === true) throw lacks('terminal mode (terminal: true)');
    this.terminal = false;
    this.line = '';
    this.history = [];
    this.historySize = historySize === undefined ? 30 : historySize;
    this.removeHistoryDuplicates = false;
    this.crlfDelay = crlfDelay ? Math.max(100, crlfDelay) : 100;
    this.completer = completer;
    this.input = input;
    this.output = output;
    this.closed = false;
    this.paused = false;
    this[kPrompt] = prompt;
    this[kDecoder] = new StringDecoder('utf8');
    this[kLineBuffer] = null;
    this[kSawReturnAt] = 0;
    this[kQuestionCallback] = null;
    this[kOldPrompt] = '';
    if (signal) {
      const onAborted = () => this.close();
      if (signal.aborted) process.nextTick(onAborted);
      else {
        signal.addEventListener('abort', onAborted, { once: true });
        this.once('close', () => signal.removeEventListener('abort', onAborted));
      }
    }
    const self = this;
    this[kOnData] = function ondata(data) { self[kNormalWrite](data); };
    this[kOnEnd] = function onend() {
      if (typeof self[kLineBuffer] === 'string' && self[kLineBuffer].length > 0) self.emit('line', self[kLineBuffer]);
      self.close();
    };
    input.on('error', onerror);
    input.on('data', this[kOnData]);
    input.on('end', this[kOnEnd]);
    function onerror(err) { self.emit('error', err); }
    this.once('close', () => {
      input.removeListener('data', self[kOnData]);
      input.removeListener('error', onerror);
      input.removeListener('end', self[kOnEnd]);
    });
    input.resume();
  }
  Object.setPrototypeOf(Interface.prototype, EventEmitter.prototype);
  Object.setPrototypeOf(Interface, EventEmitter);

  const kNormalWrite = Symbol('kNormalWrite');
  const kOnLine = Symbol('kOnLine');
  const kQuestion = Symbol('kQuestion');

  Object.defineProperty(Interface.prototype, 'columns', {
    configurable: true, enumerable: true,
    get() { return this.output && this.output.columns ? this.output.columns : Infinity; },
  });
  Interface.prototype.getPrompt = function getPrompt() { return this[kPrompt]; };
  Interface.prototype.setPrompt = function setPrompt(prompt) { this[kPrompt] = prompt; };
  Interface.prototype.prompt = function prompt() {
    if (this.paused) this.resume();
    this._writeToOutput(this[kPrompt]);
  };
  Interface.prototype._writeToOutput = function _writeToOutput(s) {
    if (typeof s !== 'string') throw argType('stringToWrite', 'of type string', s);
    if (this.output !== null && this.output !== undefined) this.output.write(s);
  };
  Interface.prototype[kQuestion] = function (query, cb) {
    if (this.closed) throw useAfterClose();
    if (this[kQuestionCallback]) {
      this.prompt();
    } else {
      this[kOldPrompt] = this[kPrompt];
      this.setPrompt(query);
      this[kQuestionCallback] = cb;
      this.prompt();
    }
  };
  Interface.prototype.question = function question(query, options, cb) {
    cb = typeof options === 'function' ? options : cb;
    if (options !== null && typeof options === 'object' && options.signal) {
      const signal = options.signal;
      if (signal.aborted) return;
      const onAbort = () => { this[kQuestionCallback] = null; this.setPrompt(this[kOldPrompt]); };
      signal.addEventListener('abort', onAbort, { once: true });
      const inner = cb;
      cb = (answer) => { signal.removeEventListener('abort', onAbort); inner(answer); };
    }
    if (typeof cb === 'function') this[kQuestion](query, cb);
  };
  Interface.prototype[kOnLine] = function (line) {
    if (this[kQuestionCallback]) {
      const cb = this[kQuestionCallback];
      this[kQuestionCallback] = null;
      this.setPrompt(this[kOldPrompt]);
      cb(line);
    } else {
      this.emit('line', line);
    }
  };
  Interface.prototype[kNormalWrite] = function (b) {
    if (b === undefined) return;
    let string = this[kDecoder].write(b);
    if (this[kSawReturnAt] && Date.now() - this[kSawReturnAt] <= this.crlfDelay) {
      if (string.codePointAt(0) === 10) string = string.slice(1);
      this[kSawReturnAt] = 0;
    }
    lineEnding.lastIndex = 0;
    let found = lineEnding.exec(string);
    if (found !== null) {
      if (this[kLineBuffer]) {
        string = this[kLineBuffer] + string;
        this[kLineBuffer] = null;
        lineEnding.lastIndex = 0;
        found = lineEnding.exec(string);
      }
      this[kSawReturnAt] = string.endsWith('\r') ? Date.now() : 0;
      const indexes = [0, found.index, lineEnding.lastIndex];
      let next;
      while ((next = lineEnding.exec(string)) !== null) indexes.push(next.index, lineEnding.lastIndex);
      const last = indexes.length - 1;
      // '' or the start of the next line
      this[kLineBuffer] = string.slice(indexes[last]);
      for (let i = 1; i < last; i += 2) {
        this[kOnLine](string.slice(indexes[i - 1], indexes[i]));
        if (this.closed) return;
      }
    } else if (string) {
      this[kLineBuffer] = this[kLineBuffer] ? this[kLineBuffer] + string : string;
    }
  };
  Interface.prototype.write = function write(d, key) {
    if (this.closed) throw useAfterClose();
    if (this.paused) this.resume();
    this[kNormalWrite](d);
  };
  Interface.prototype.pause = function pause() {
    if (this.paused) return;
    this.input.pause();
    this.paused = true;
    this.emit('pause');
    return this;
  };
  Interface.prototype.resume = function resume() {
    if (!this.paused) return;
    this.input.resume();
    this.paused = false;
    this.emit('resume');
    return this;
  };
  Interface.prototype.close = function close() {
    if (this.closed) return;
    this.pause();
    this.closed = true;
    this.emit('close');
  };
  Interface.prototype[Symbol.dispose] = function () { this.close(); };
  Interface.prototype.getCursorPos = function getCursorPos() { return { rows: 0, cols: this.cursor }; };
  Interface.prototype.clearLine = function clearLine() {
    this.line = '';
  };
  // lines as an async iterator: those that arrive before they are read wait
  // in a queue (node pauses the input past 1024 of them)
  Interface.prototype[Symbol.asyncIterator] = function () {
    if (!this[kLineQueue]) {
      const q = { lines: [], waiting: [], done: false };
      this[kLineQueue] = q;
      this.on('line', (line) => {
        if (q.waiting.length) q.waiting.shift().resolve({ value: line, done: false });
        else {
          q.lines.push(line);
          if (q.lines.length >= 1024) this.pause();
        }
      });
      const finish = () => {
        q.done = true;
        for (const w of q.waiting.splice(0)) w.resolve({ value: undefined, done: true });
      };
      if (this.closed) finish();
      else this.on('close', finish);
    }
    const q = this[kLineQueue];
    const rl = this;
    return {
      next() {
        if (q.lines.length) {
          const value = q.lines.shift();
          if (q.lines.length === 0 && rl.paused && !rl.closed) rl.resume();
          return Promise.resolve({ value, done: false });
        }
        if (q.done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => q.waiting.push({ resolve, reject }));
      },
      return() {
        rl.close();
        q.done = true;
        q.lines.length = 0;
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() { return this; },
    };
  };

  function createInterface(input, output, completer, terminal) {
    return new Interface(input, output, completer, terminal);
  }

  // ---- the cursor helpers: escape sequences written to a stream ----------
  const CSI = (s) => `\x1b[${s}`;
  function cursorTo(stream, x, y, callback) {
    if (callback !== undefined && typeof callback !== 'function') throw argType('callback', 'of type function', callback);
    if (typeof y === 'function') {
      callback = y;
      y = undefined;
    }
    if (Number.isNaN(x)) throw typeErr('ERR_INVALID_ARG_VALUE', `The argument 'x' is invalid.${n.received(x)}`);
    if (Number.isNaN(y)) throw typeErr('ERR_INVALID_ARG_VALUE', `The argument 'y' is invalid.${n.received(y)}`);
    if (stream == null || (typeof x !== 'number' && typeof y !== 'number')) {
      if (typeof callback === 'function') process.nextTick(callback, null);
      return true;
    }
    if (typeof x !== 'number') throw typeErr('ERR_INVALID_CURSOR_POS', 'Cannot set cursor row without setting its column');
    const data = typeof y !== 'number' ? CSI(`${x + 1}G`) : CSI(`${y + 1};${x + 1}H`);
    return stream.write(data, callback);
  }
  function moveCursor(stream, dx, dy, callback) {
    if (callback !== undefined && typeof callback !== 'function') throw argType('callback', 'of type function', callback);
    if (stream == null || !(dx || dy)) {
      if (typeof callback === 'function') process.nextTick(callback, null);
      return true;
    }
    let data = '';
    if (dx < 0) data += CSI(`${-dx}D`);
    else if (dx > 0) data += CSI(`${dx}C`);
    if (dy < 0) data += CSI(`${-dy}A`);
    else if (dy > 0) data += CSI(`${dy}B`);
    return stream.write(data, callback);
  }
  function clearLine(stream, dir, callback) {
    if (callback !== undefined && typeof callback !== 'function') throw argType('callback', 'of type function', callback);
    if (stream === null || stream === undefined) {
      if (typeof callback === 'function') process.nextTick(callback, null);
      return true;
    }
    const type = dir < 0 ? CSI('1K') : dir > 0 ? CSI('0K') : CSI('2K');
    return stream.write(type, callback);
  }
  function clearScreenDown(stream, callback) {
    if (callback !== undefined && typeof callback !== 'function') throw argType('callback', 'of type function', callback);
    if (stream === null || stream === undefined) {
      if (typeof callback === 'function') process.nextTick(callback, null);
      return true;
    }
    return stream.write(CSI('0J'), callback);
  }
  function emitKeypressEvents() { throw lacks('emitKeypressEvents (keypress events need a terminal in raw mode)'); }

  // ---- readline/promises --------------------------------------------------
  function PInterface(input, output, completer, terminal) {
    if (!(this instanceof PInterface)) return new PInterface(input, output, completer, terminal);
    Reflect.apply(Interface, this, [input, output, completer, terminal]);
  }
  Object.setPrototypeOf(PInterface.prototype, Interface.prototype);
  Object.setPrototypeOf(PInterface, Interface);
  PInterface.prototype.question = function question(query, options = {}) {
    return new Promise((resolve, reject) => {
      let cb = resolve;
      if (options !== null && typeof options === 'object' && options.signal) {
        const signal = options.signal;
        if (signal.aborted) return reject(abortError(signal.reason));
        const onAbort = () => {
          this[kQuestionCallback] = null;
          this.setPrompt(this[kOldPrompt]);
          reject(abortError(signal.reason));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        cb = (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        };
      }
      this[kQuestion](query, cb);
    });
  };
  function Readline() { throw lacks('Readline (terminal cursor control)'); }
  const promises = {
    Interface: PInterface,
    Readline,
    createInterface(input, output, completer, terminal) { return new PInterface(input, output, completer, terminal); },
  };

  // callback question's promisified form: node's util.promisify.custom
  Object.defineProperty(Interface.prototype.question, Symbol.for('nodejs.util.promisify.custom'), {
    configurable: true, enumerable: false, writable: true,
    value: function question(query, options) {
      return new Promise((resolve, reject) => {
        if (this.closed) return reject(useAfterClose());
        this.question(query, options, resolve);
      });
    },
  });

  return {
    Interface, clearLine, clearScreenDown, createInterface, cursorTo, emitKeypressEvents, moveCursor, promises,
  };
})
