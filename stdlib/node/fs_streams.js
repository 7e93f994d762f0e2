(function (n) {
  // stdlib/node/fs_streams.js — streams over file descriptors, node's
  // shapes over node:stream: fs.ReadStream / fs.WriteStream
  // (createReadStream / createWriteStream: path or fd, flags, mode,
  // encoding, start, end, highWaterMark, autoClose, emitClose; the 'open',
  // 'ready' and 'close' events; node's errors), and process.stdin,
  // process.stdout and process.stderr (stdio(fd)).
  //
  // node does file I/O on its thread pool and runs the callback in the
  // poll phase. Here each read or write is a system call made when the
  // stream asks for it (stdlib/node/fs_fd.c), and its callback comes in a
  // later macrotask (setImmediate), so streams interleave with timers and
  // with each other as node's do. A read of a pipe or terminal (stdin) is
  // not the thread pool's in node but its poll phase's: its result comes in
  // the next poll phase here too (after the due timers, before the
  // immediates: the messaging module's pollCall). A descriptor that is not a regular file
  // (a pipe, a terminal: stdin) may have nothing to read yet: it is polled
  // (n.ready) and, while empty, looked at again every POLL_MS by a timer,
  // which keeps the loop alive as node's pending read does. Polling keeps
  // the event loop free of descriptor watching (stdlib/loop.c has timers
  // and posted jobs only) and needs no reader thread that would outlive
  // the VM blocked in read(2).
  //
  // stdout and stderr write synchronously, as node's do for files, pipes
  // and terminals on Linux, through the VM's own output streams (n.stdwrite)
  // so their bytes stay in order with console.log's.
  'use strict';
  const { Readable, Writable, finished } = n.core('stream');
  const { Buffer } = n.core('buffer');
  const POLL_MS = 10;
  const { pollCall } = n.internal('messaging');
  const kIo = Symbol('kIsPerformingIO');
  const kIoDone = Symbol('kIoDone');
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const outOfRange = (name, range, v) =>
    n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be ${range}. Received ${n.inspect(v)}`);
  function validateInteger(v, name) {
    if (typeof v !== 'number') throw argType(name, 'of type number', v);
    if (!Number.isInteger(v)) throw outOfRange(name, 'an integer', v);
    if (v < 0 || v > Number.MAX_SAFE_INTEGER) throw outOfRange(name, `>= 0 && <= ${Number.MAX_SAFE_INTEGER}`, v);
  }
  function getOptions(options) {
    if (options === undefined || options === null) return {};
    if (typeof options === 'string') return { encoding: options };
    if (typeof options !== 'object') throw argType('options', 'one of type string or an instance of Object', options);
    return { ...options };
  }
  function pathOf(path) {
    if (path instanceof URL) {
      if (path.protocol !== 'file:') throw n.nodeError(0, 'ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file');
      return decodeURIComponent(path.pathname);
    }
    if (Buffer.isBuffer(path)) return path.toString();
    if (typeof path !== 'string') throw argType('path', 'of type string or an instance of Buffer or URL', path);
    return path;
  }
  function importFd(stream, path, options) {
    if (typeof options.fd === 'number') {
      stream.fd = options.fd;
      stream.path = undefined;
      return;
    }
    if (options.fd !== undefined && options.fd !== null)
      throw argType('options.fd', 'of type number', options.fd);
    stream.fd = null;
    stream.path = pathOf(path);
  }
  const isFile = (fd) => n.fsize(fd) >= 0;

  // Open (unless given an fd), then 'open' and 'ready', as node's _construct.
  function construct(callback) {
    if (typeof this.fd === 'number') {
      callback();
      return;
    }
    let fd, err;
    try {
      fd = n.open(this.path, this.flags, this.mode);
    } catch (e) {
      err = e;
    }
    setImmediate(() => {
      if (err) {
        callback(err);
        return;
      }
      this.fd = fd;
      callback();
      this.emit('open', this.fd);
      this.emit('ready');
    });
  }
  function close(stream, err, cb) {
    if (!stream.fd) {
      cb(err);
      return;
    }
    let er;
    try {
      n.close(stream.fd);
    } catch (e) {
      er = e;
    }
    stream.fd = null;
    setImmediate(() => cb(er || err));
  }
  function destroy(err, cb) {
    if (this[kIo]) this.once(kIoDone, (er) => close(this, err || er, cb));
    else close(this, err, cb);
  }
  const pending = {
    get() { return this.fd === null; },
    configurable: true,
  };
  const autoClose = {
    get() { return this._readableState ? this._readableState.autoDestroy : this._writableState.autoDestroy; },
    set(v) { (this._readableState || this._writableState).autoDestroy = v; },
    configurable: true,
  };

  function ReadStream(path, options) {
    if (!(this instanceof ReadStream)) return new ReadStream(path, options);
    options = getOptions(options);
    if (options.highWaterMark === undefined) options.highWaterMark = 64 * 1024;
    options.autoDestroy = options.autoClose === undefined ? true : options.autoClose;
    importFd(this, path, options);
    this.flags = options.flags === undefined ? 'r' : options.flags;
    this.mode = options.mode === undefined ? 0o666 : options.mode;
    this.start = options.start;
    this.end = options.end === undefined || options.end === null ? Infinity : options.end;
    this.pos = undefined;
    this.bytesRead = 0;
    this[kIo] = false;
    if (this.start !== undefined) {
      validateInteger(this.start, 'start');
      this.pos = this.start;
    }
    if (this.end !== Infinity) {
      validateInteger(this.end, 'end');
      if (this.start !== undefined && this.start > this.end)
        throw outOfRange('start', `<= "end" (here: ${this.end})`, this.start);
    }
    Reflect.apply(Readable, this, [options]);
  }
  Object.setPrototypeOf(ReadStream.prototype, Readable.prototype);
  Object.setPrototypeOf(ReadStream, Readable);
  Object.defineProperty(ReadStream.prototype, 'autoClose', autoClose);
  Object.defineProperty(ReadStream.prototype, 'pending', pending);
  ReadStream.prototype._construct = construct;
  ReadStream.prototype._read = function (size) {
    size = this.pos !== undefined ? Math.min(this.end - this.pos + 1, size) : Math.min(this.end - this.bytesRead + 1, size);
    if (size <= 0) {
      this.push(null);
      return;
    }
    this[kIo] = true;
    const attempt = () => {
      if (this.destroyed) {
        this[kIo] = false;
        this.emit(kIoDone);
        return;
      }
      if (!isFile(this.fd) && !n.ready(this.fd)) {
        setTimeout(attempt, POLL_MS);
        return;
      }
      let buf = Buffer.allocUnsafeSlow(size);
      let got = 0, er;
      try {
        got = n.readfd(this.fd, buf, 0, size, this.pos);
      } catch (e) {
        er = e;
      }
      (isFile(this.fd) ? setImmediate : pollCall)(() => {
        this[kIo] = false;
        if (this.destroyed) {
          this.emit(kIoDone, er);
          return;
        }
        if (er) {
          this.destroy(er);
        } else if (got > 0) {
          if (this.pos !== undefined) this.pos += got;
          this.bytesRead += got;
          if (got !== buf.length) buf = Buffer.from(buf.subarray(0, got));
          this.push(buf);
        } else {
          this.push(null);
        }
      });
    };
    attempt();
  };
  ReadStream.prototype._destroy = destroy;
  ReadStream.prototype.close = function (cb) {
    if (typeof cb === 'function') finished(this, cb);
    this.destroy();
  };

  function WriteStream(path, options) {
    if (!(this instanceof WriteStream)) return new WriteStream(path, options);
    options = getOptions(options);
    options.decodeStrings = true;
    options.autoDestroy = options.autoClose === undefined ? true : options.autoClose;
    importFd(this, path, options);
    this.flags = options.flags === undefined ? 'w' : options.flags;
    this.mode = options.mode === undefined ? 0o666 : options.mode;
    this.start = options.start;
    this.pos = undefined;
    this.bytesWritten = 0;
    this[kIo] = false;
    if (this.start !== undefined) {
      validateInteger(this.start, 'start');
      this.pos = this.start;
    }
    Reflect.apply(Writable, this, [options]);
    if (options.encoding) this.setDefaultEncoding(options.encoding);
  }
  Object.setPrototypeOf(WriteStream.prototype, Writable.prototype);
  Object.setPrototypeOf(WriteStream, Writable);
  Object.defineProperty(WriteStream.prototype, 'autoClose', autoClose);
  Object.defineProperty(WriteStream.prototype, 'pending', pending);
  WriteStream.prototype._construct = construct;
  WriteStream.prototype._write = function (data, encoding, cb) {
    this[kIo] = true;
    let wrote = 0, er;
    try {
      wrote = n.writefd(this.fd, data, 0, data.length, this.pos);
    } catch (e) {
      er = e;
    }
    if (this.pos !== undefined) this.pos += data.length;
    setImmediate(() => {
      this[kIo] = false;
      if (this.destroyed) {
        cb(er);
        this.emit(kIoDone, er);
        return;
      }
      if (er) {
        cb(er);
        return;
      }
      this.bytesWritten += wrote;
      cb();
    });
  };
  WriteStream.prototype._destroy = destroy;
  WriteStream.prototype.close = function (cb) {
    if (cb) {
      if (this.closed) {
        process.nextTick(cb);
        return;
      }
      this.on('close', cb);
    }
    if (!this.autoClose) this.on('finish', this.destroy);
    this.end();
  };
  WriteStream.prototype.destroySoon = WriteStream.prototype.end;

  // process.stdin / stdout / stderr, made on first use (process's getters).
  const made = [];
  function tty(stream, fd) {
    if (!n.isatty(fd)) return;
    stream.isTTY = true;
    const size = n.winsize(fd);
    if (size >= 0 && fd !== 0) {
      stream.columns = Math.floor(size / 65536);
      stream.rows = size % 65536;
    }
  }
  function stdio(fd) {
    if (made[fd]) return made[fd];
    let s;
    if (fd === 0) {
      s = new ReadStream(null, { fd: 0, autoClose: false });
    } else {
      // shut: end() was called on a pipe, whose write side node then shuts
      // down, so a later write (once a write-after-end error has reset the
      // stream) fails with EPIPE; a file or terminal stays writable.
      let shut = false;
      s = new Writable({
        decodeStrings: false,
        write(chunk, encoding, cb) {
          if (shut) {
            const e = new Error('write EPIPE');
            cb(Object.assign(e, { errno: -32, code: 'EPIPE', syscall: 'write' }));
            return;
          }
          n.stdwrite(fd, typeof chunk === 'string' && encoding !== 'utf8' && encoding !== 'buffer' ? Buffer.from(chunk, encoding) : chunk);
          cb();
        },
        // node's stdout and stderr cannot be closed: destroy leaves the fd
        // open and makes the stream writable again (node's dummyDestroy)
        destroy(err, cb) {
          cb(err);
          this._undestroy();
        },
      });
      s.destroySoon = s.destroy;
      s._type = n.isatty(fd) ? 'tty' : isFile(fd) ? 'fs' : 'pipe';
      const end = s.end;
      s.end = function (...args) {
        const r = end.apply(this, args);
        if (this._type === 'pipe') shut = true;
        n.stdend(fd);
        return r;
      };
    }
    s.fd = fd;
    tty(s, fd);
    made[fd] = s;
    return s;
  }

  // console's write once the script has ended process.stdout or stderr (the
  // VM writes directly before that): through the stream as node's console
  // writes, an error it causes ignored unless the script listens for one.
  function consoleWrite(fd, string) {
    const stream = stdio(fd);
    const onError = (err) => {
      if (err !== null && !stream._writableState.errorEmitted && stream.listenerCount('error') === 0)
        stream.once('error', nop);
    };
    try {
      if (stream.listenerCount('error') === 0) stream.once('error', nop);
      stream.write(string, onError);
    } finally {
      stream.removeListener('error', nop);
    }
  }
  function nop() {}

  return { ReadStream, WriteStream, stdio, consoleWrite };
})
