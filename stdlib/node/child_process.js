(function (n) {
  // stdlib/node/child_process.js — node:child_process: the synchronous
  // calls spawnSync, execSync and execFileSync over n.spawn, and the
  // asynchronous ones, spawn, exec and execFile with ChildProcess, over
  // n.start and the pipe natives (stdlib/node/child_process.c); node's
  // options (stdio pipe / inherit / ignore, input, encoding, cwd, env,
  // shell, argv0, timeout, killSignal, maxBuffer, signal), result fields,
  // events and errors. fork needs node's IPC channel, which tarn lacks: it
  // throws an error naming itself.
  //
  // A started child is watched as process.stdin is (fs_streams.js): every
  // POLL_MS one timer reads what each child's pipes hold, writes what its
  // stdin has queued, and asks whether it has exited, so the event loop
  // needs no descriptor watching. The timer keeps the loop alive while a
  // ref'd child runs, a pipe is open for reading or a write is pending,
  // as libuv's handles do.
  'use strict';
  const { toBuffer, fromString, toString, normEnc } = n.internal('encodings');
  const typeErr = (code, msg) => n.nodeError(0, code, msg);
  // node's ERR_INVALID_ARG_TYPE: a dotted name is a "property"
  const argType = (name, what, v) =>
    typeErr('ERR_INVALID_ARG_TYPE', `The "${name}" ${name.includes('.') ? 'property' : 'argument'} must be ${what}.${n.received(v)}`);
  const outOfRange = (name, range, v) =>
    n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be ${range}. Received ${n.inspect(v, 0)}`);
  const signals = n.signals();

  let warnedDEP0190 = false;
  function normalize(file, args, options) {
    if (typeof file !== 'string') throw argType('file', 'of type string', file);
    if (file.length === 0) throw typeErr('ERR_INVALID_ARG_VALUE', "The argument 'file' cannot be empty. Received ''");
    if (Array.isArray(args)) {
      args = args.slice();
    } else if (args == null) {
      args = [];
    } else if (typeof args !== 'object') {
      throw argType('args', 'of type object', args);
    } else {
      options = args;
      args = [];
    }
    if (options === undefined) options = {};
    else if (options === null || typeof options !== 'object') throw argType('options', 'of type object', options);
    options = { ...options };
    if (options.cwd != null && typeof options.cwd !== 'string')
      throw argType('options.cwd', 'of type string or an instance of Buffer or URL', options.cwd);
    if (options.shell != null && typeof options.shell !== 'boolean' && typeof options.shell !== 'string')
      throw argType('options.shell', 'one of type boolean or string', options.shell);
    if (options.argv0 != null && typeof options.argv0 !== 'string') throw argType('options.argv0', 'of type string', options.argv0);
    args = args.map(String);
    if (options.shell && args.length > 0 && !warnedDEP0190) {
      warnedDEP0190 = true;
      process.emitWarning('Passing args to a child process with shell option true can lead to security vulnerabilities, ' +
        'as the arguments are not escaped, only concatenated.', 'DeprecationWarning', 'DEP0190');
    }
    if (options.shell) {
      const command = args.length ? `${file} ${args.join(' ')}` : file;
      file = typeof options.shell === 'string' ? options.shell : '/bin/sh';
      args = ['-c', command];
    }
    const env = options.env || process.env;
    // the environment as [key, value, key, value, ...]: the natives join
    // each pair, so no "K=V" string is made here for each variable
    const envFlat = [];
    for (const key in env) {
      const value = env[key];
      if (value !== undefined) envFlat.push(key, typeof value === 'string' ? value : `${value}`);
    }
    return { file, args, options, envFlat, argv0: options.argv0 ?? file };
  }

  // node's stdio option: 0 pipe, 1 inherit, 2 ignore for each of the three
  function stdioOf(stdio) {
    if (stdio === undefined || stdio === null) stdio = 'pipe';
    if (typeof stdio === 'string') {
      if (stdio !== 'pipe' && stdio !== 'inherit' && stdio !== 'ignore' && stdio !== 'overlapped')
        throw typeErr('ERR_INVALID_ARG_VALUE', `The argument 'stdio' is invalid. Received '${stdio}'`);
      stdio = [stdio, stdio, stdio];
    } else if (!Array.isArray(stdio)) {
      throw typeErr('ERR_INVALID_ARG_VALUE', `The argument 'stdio' is invalid. Received ${n.inspect(stdio, 0)}`);
    }
    const out = [];
    for (let i = 0; i < 3; i++) {
      const s = stdio[i];
      if (s == null || s === 'pipe' || s === 'overlapped') out.push(0);
      else if (s === 'inherit' || s === i || (i === 1 && s === process.stdout) || (i === 2 && s === process.stderr) ||
               (i === 0 && s === process.stdin)) out.push(1);
      else if (s === 'ignore') out.push(2);
      else throw new Error(`tarn's child_process takes 'pipe', 'inherit' or 'ignore' for stdio[${i}], not ${n.inspect(s, 0)}`);
    }
    return out;
  }

  // node's validateInteger(timeout, 'timeout', 0)
  function validateTimeout(t) {
    if (t == null) return;
    if (typeof t !== 'number') throw argType('timeout', 'of type number', t);
    if (!Number.isInteger(t)) throw outOfRange('timeout', 'an integer', t);
    if (t < 0 || t > Number.MAX_SAFE_INTEGER) throw outOfRange('timeout', `>= 0 && <= ${Number.MAX_SAFE_INTEGER}`, t);
  }

  // node's validateNumber(maxBuffer, 'options.maxBuffer', 0)
  function validateMaxBuffer(mb) {
    if (mb == null) return;
    if (typeof mb !== 'number') throw argType('options.maxBuffer', 'of type number', mb);
    if (!(mb >= 0)) throw outOfRange('options.maxBuffer', '>= 0', mb);
  }

  function signalNumber(sig) {
    if (sig === undefined) return signals.SIGTERM;
    if (typeof sig === 'number') return sig;
    if (typeof sig === 'string' && Object.prototype.hasOwnProperty.call(signals, sig.toUpperCase())) return signals[sig.toUpperCase()];
    throw typeErr('ERR_UNKNOWN_SIGNAL', `Unknown signal: ${sig}`);
  }

  // node's ErrnoException for a failed spawn
  function spawnError(code, errno, file, args) {
    const e = new Error(`spawnSync ${file} ${code}`);
    e.errno = errno;
    e.code = code;
    e.syscall = `spawnSync ${file}`;
    e.path = file;
    e.spawnargs = args;
    return e;
  }

  function spawnSync(file, args, options) {
    const o = normalize(file, args, options);
    const opts = o.options;
    const stdio = stdioOf(opts.stdio);
    validateTimeout(opts.timeout);
    validateMaxBuffer(opts.maxBuffer);
    const maxBuffer = opts.maxBuffer ?? 1024 * 1024;
    const killSignal = signalNumber(opts.killSignal);
    const encoding = opts.encoding === undefined || opts.encoding === 'buffer' ? undefined : opts.encoding;
    if (encoding !== undefined && !normEnc(encoding))
      throw typeErr('ERR_UNKNOWN_ENCODING', `Unknown encoding: ${encoding}`);
    let input = opts.input;
    if (input !== undefined && input !== null) {
      if (typeof input === 'string') input = fromString(input, encoding ?? 'utf8');
      else if (!ArrayBuffer.isView(input))
        throw argType('options.stdio[0]', 'of type string or an instance of Buffer, TypedArray, or DataView', input);
    } else {
      input = undefined;
    }
    // an output that node gives as a Buffer needs one: say so before the child runs
    if (encoding === undefined && (stdio[1] === 0 || stdio[2] === 0)) toBuffer(new Uint8Array(0));
    const r = n.spawn(o.file, [o.argv0, ...o.args], o.envFlat, opts.cwd ?? undefined, stdio, input,
      opts.timeout || 0, killSignal, maxBuffer === Infinity ? 0 : maxBuffer);
    const decode = (ab) => {
      if (ab === null) return null;
      const u8 = new Uint8Array(ab);
      return encoding === undefined ? toBuffer(u8) : toString(u8, encoding);
    };
    const result = {};
    if (r.error) result.error = spawnError(r.error, r.errno, o.file, o.args);
    result.status = r.status;
    result.signal = r.signal;
    if (r.pid === 0) {
      result.output = null;
      result.pid = 0;
      result.stdout = undefined;
      result.stderr = undefined;
      return result;
    }
    const out = decode(r.stdout), err = decode(r.stderr);
    result.output = [null, out, err];
    result.pid = r.pid;
    result.stdout = out;
    result.stderr = err;
    return result;
  }

  function checkExecSyncError(ret, args, cmd) {
    let err;
    if (ret.error) {
      err = ret.error;
      Object.assign(err, ret);
    } else if (ret.status !== 0) {
      let msg = `Command failed: ${cmd || args.join(' ')}`;
      if (ret.stderr && ret.stderr.length > 0) msg += `\n${ret.stderr.toString()}`;
      err = new Error(msg);
      Object.assign(err, ret);
    }
    return err;
  }

  // stderr that node leaves to the parent's when no stdio was given
  function passStderr(ret, options) {
    if (!options?.stdio && ret.stderr && ret.stderr.length) process.stderr.write(ret.stderr);
  }

  function execSync(command, options) {
    if (typeof command !== 'string') throw argType('command', 'of type string', command);
    if (options !== undefined && (options === null || typeof options !== 'object'))
      throw argType('options', 'of type object', options);
    const opts = { ...options, shell: typeof options?.shell === 'string' ? options.shell : true };
    const ret = spawnSync(command, opts);
    passStderr(ret, options);
    const err = checkExecSyncError(ret, undefined, command);
    if (err) throw err;
    return ret.stdout;
  }

  function execFileSync(file, args, options) {
    if (!Array.isArray(args) && args != null && typeof args === 'object') {
      options = args;
      args = [];
    }
    const ret = spawnSync(file, args, options);
    passStderr(ret, options);
    const errArgs = [options?.argv0 || file, ...(Array.isArray(args) ? args : [])];
    const err = checkExecSyncError(ret, errArgs);
    if (err) throw err;
    return ret.stdout;
  }

  // ---- the asynchronous calls ----
  const EventEmitter = n.core('events');
  // node:stream and node:buffer are made at the first spawn, not at
  // require: a script that only runs spawnSync does not pay for them
  let streams = null;
  const stream = () => (streams ??= { ...n.core('stream'), Buffer: n.core('buffer').Buffer });
  const POLL_MS = 5;
  const signalNames = Object.create(null);
  for (const k in signals) signalNames[signals[k]] = k;

  // node's ErrnoException: "syscall CODE", with errno, code and syscall
  function errnoException(errno, syscall) {
    const code = n.errname(errno);
    const e = new Error(`${syscall} ${code}`);
    e.errno = errno;
    e.code = code;
    e.syscall = syscall;
    return e;
  }

  // node's convertToValidSignal: a known signal's number or name
  function validSignal(sig) {
    if (typeof sig === 'number' && signalNames[sig]) return sig;
    if (typeof sig === 'string' && signals[sig.toUpperCase()] !== undefined) return signals[sig.toUpperCase()];
    throw typeErr('ERR_UNKNOWN_SIGNAL', `Unknown signal: ${sig}`);
  }

  // The watchers the poll timer serves: pipes first (a child's output is
  // read before its exit is looked at), then processes. Each has poll(),
  // live() (still watched) and refd() (keeps the loop alive). One interval
  // serves them all, so a turn with nothing to read allocates nothing.
  const watchers = [[], []]; // pipes, processes
  let timer = null;
  function watch(kind, w) {
    if (!watchers[kind].includes(w)) watchers[kind].push(w);
    schedule();
  }
  function schedule() {
    let any = false, refd = false;
    for (let k = 0; k < 2; k++)
      for (let i = 0; i < watchers[k].length; i++) {
        any = true;
        if (watchers[k][i].refd()) refd = true;
      }
    if (!any) {
      if (timer) clearInterval(timer);
      timer = null;
      return;
    }
    if (!timer) timer = setInterval(tick, POLL_MS);
    if (refd) timer.ref();
    else timer.unref();
  }
  function tick() {
    for (let k = 0; k < 2; k++) {
      const list = watchers[k];
      for (let i = 0; i < list.length; i++) {
        const w = list[i];
        if (w.live()) w.poll();
        if (!w.live() && list[i] === w) list.splice(i--, 1);
      }
    }
    schedule();
  }

  // A child's stdout or stderr: node's socket over the pipe, as a Readable
  // that the poll timer pushes into (it stops reading while the stream's
  // buffer is full, as libuv's readStop does).
  function readPipe(fd) {
    const w = {
      fd,
      paused: false,
      live: () => w.fd >= 0 && !w.ended,
      refd: () => !w.paused,
      poll() {
        while (!w.paused && w.live()) {
          const ab = n.read(w.fd);
          if (ab === undefined) return;
          if (ab === null) {
            w.ended = true;
            readable.push(null);
            return;
          }
          if (!readable.push(stream().Buffer.from(ab))) w.paused = true;
        }
      },
    };
    const readable = new (stream().Readable)({
      highWaterMark: 64 * 1024,
      read() {
        if (w.paused) {
          w.paused = false;
          schedule();
        }
      },
      destroy(err, cb) {
        if (w.fd >= 0) n.close(w.fd);
        w.fd = -1;
        cb(err);
      },
    });
    if (fd < 0) readable.push(null);
    else watch(0, w);
    return readable;
  }

  // A child's stdin: a Writable whose chunks go to the pipe as fast as it
  // takes them; a chunk's callback runs once all of it is written.
  function writePipe(fd) {
    const queue = [];
    const w = {
      live: () => queue.length > 0,
      refd: () => true,
      poll() {
        while (queue.length) {
          const q = queue[0];
          if (w.fd < 0) return;
          const r = n.write(w.fd, q.buf, q.off);
          if (r < 0) {
            queue.length = 0;
            q.cb(errnoException(r, 'write'));
            return;
          }
          q.off += r;
          if (q.off < q.buf.length) return;
          queue.shift();
          q.cb();
        }
      },
      fd,
    };
    return new (stream().Writable)({
      write(chunk, encoding, cb) {
        if (w.fd < 0) {
          cb(errnoException(-9, 'write'));
          return;
        }
        queue.push({ buf: chunk, off: 0, cb });
        w.poll();
        if (queue.length) watch(0, w);
      },
      final(cb) {
        if (w.fd >= 0) n.close(w.fd);
        w.fd = -1;
        cb();
      },
      destroy(err, cb) {
        if (w.fd >= 0) n.close(w.fd);
        w.fd = -1;
        queue.length = 0;
        cb(err);
      },
    });
  }

  // The native side of a ChildProcess (node's Process handle): the pid,
  // ref/unref, kill and the exit watch that calls onexit once.
  class Process {
    constructor() {
      this.pid = undefined;
      this.onexit = null;
      this.refs = true;
      this.done = false;
    }
    watch() {
      const w = {
        live: () => !this.done,
        refd: () => this.refs,
        poll: () => {
          const r = n.wait(this.pid);
          if (r === undefined) return;
          this.done = true;
          this.onexit(r[0] ?? 0, r[1]);
        },
      };
      watch(1, w);
    }
    ref() {
      this.refs = true;
      schedule();
    }
    unref() {
      this.refs = false;
      schedule();
    }
    kill(sig) {
      return n.kill(this.pid, sig);
    }
    close() {}
  }

  function maybeClose(child) {
    child._closesGot++;
    if (child._closesGot === child._closesNeeded) child.emit('close', child.exitCode, child.signalCode);
  }
  // node pulls the data of an output nobody read through once the child
  // has exited, so the stream ends and 'close' comes
  function flushStdio(child) {
    for (const s of child.stdio || []) if (s && s.readable) s.resume();
  }

  const kEnvFlat = Symbol('kEnvFlat');
  function ChildProcess() {
    EventEmitter.call(this);
    this._closesNeeded = 1;
    this._closesGot = 0;
    this.connected = false;
    this.signalCode = null;
    this.exitCode = null;
    this.killed = false;
    this.spawnfile = null;
    this._handle = new Process();
    this._handle.onexit = (exitCode, signalCode) => {
      if (signalCode) this.signalCode = signalCode;
      else this.exitCode = exitCode;
      if (this.stdin) this.stdin.destroy();
      this._handle.close();
      this._handle = null;
      if (exitCode < 0) {
        const err = errnoException(exitCode, this.spawnfile ? `spawn ${this.spawnfile}` : 'spawn');
        if (this.spawnfile) err.path = this.spawnfile;
        err.spawnargs = this.spawnargs.slice(1);
        this.emit('error', err);
      } else {
        this.emit('exit', this.exitCode, this.signalCode);
      }
      process.nextTick(flushStdio, this);
      maybeClose(this);
    };
  }
  Object.setPrototypeOf(ChildProcess.prototype, EventEmitter.prototype);
  Object.setPrototypeOf(ChildProcess, EventEmitter);

  ChildProcess.prototype.spawn = function spawn(options) {
    if (options === null || typeof options !== 'object') throw argType('options', 'of type object', options);
    const stdio = stdioOf(options.stdio || 'pipe');
    if (typeof options.file !== 'string') throw argType('options.file', 'of type string', options.file);
    this.spawnfile = options.file;
    if (options.args === undefined) this.spawnargs = [];
    else if (!Array.isArray(options.args)) throw argType('options.args', 'an instance of Array', options.args);
    else this.spawnargs = options.args;
    // node's envPairs ("K=V" strings), or spawn()'s pairs already split
    let env = options[kEnvFlat];
    if (env === undefined && Array.isArray(options.envPairs)) {
      env = [];
      for (const pair of options.envPairs) {
        const s = String(pair), eq = s.indexOf('=');
        if (eq > 0) env.push(s.slice(0, eq), s.slice(eq + 1));
      }
    }
    const r = n.start(options.file, this.spawnargs.map(String), env, options.cwd ?? undefined, stdio);
    let err = 0;
    if (r.pid === 0) {
      err = r.errno;
      if (!['EACCES', 'EAGAIN', 'EMFILE', 'ENFILE', 'ENOENT'].includes(r.error)) {
        this._handle = null;
        throw errnoException(err, 'spawn');
      }
      process.nextTick(() => this._handle.onexit(err));
      if (r.error === 'EMFILE' || r.error === 'ENFILE') return err;
    } else {
      this._handle.pid = r.pid;
      this._handle.watch();
      process.nextTick(() => this.emit('spawn'));
    }
    this.pid = this._handle.pid;
    const fds = r.fds || [-1, -1, -1];
    const streams = [null, null, null];
    for (let i = 0; i < 3; i++) {
      if (stdio[i] !== 0) continue;
      if (i === 0) {
        streams[0] = writePipe(fds[0]);
        continue;
      }
      streams[i] = readPipe(fds[i]);
      this._closesNeeded++;
      streams[i].on('close', () => maybeClose(this));
    }
    this.stdin = streams[0];
    this.stdout = streams[1];
    this.stderr = streams[2];
    this.stdio = streams;
    return err;
  };

  ChildProcess.prototype.kill = function kill(sig) {
    const signal = sig === 0 ? sig : validSignal(sig === undefined ? 'SIGTERM' : sig);
    if (this._handle) {
      const err = this._handle.kill(signal);
      if (err === 0) {
        this.killed = true;
        return true;
      }
      const name = n.errname(err);
      if (name === 'EINVAL') throw errnoException(err, 'kill');
      if (name !== 'ESRCH') this.emit('error', errnoException(err, 'kill'));
    }
    return false;
  };
  ChildProcess.prototype.ref = function ref() {
    if (this._handle) this._handle.ref();
  };
  ChildProcess.prototype.unref = function unref() {
    if (this._handle) this._handle.unref();
  };

  const { AbortError } = n.internal('abort_error');
  function abortChildProcess(child, killSignal, reason) {
    try {
      if (child.kill(killSignal)) child.emit('error', new AbortError(undefined, { cause: reason }));
    } catch (err) {
      child.emit('error', err);
    }
  }
  function validateAbortSignal(signal, name) {
    if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal)))
      throw argType(name, 'an instance of AbortSignal', signal);
  }

  function spawn(file, args, options) {
    const o = normalize(file, args, options);
    const opts = o.options;
    validateTimeout(opts.timeout);
    validateAbortSignal(opts.signal, 'options.signal');
    const killSignal = signalNumber(opts.killSignal);
    const child = new ChildProcess();
    child.spawn({ file: o.file, args: [o.argv0, ...o.args], [kEnvFlat]: o.envFlat, cwd: opts.cwd, stdio: opts.stdio });
    if (opts.timeout > 0) {
      let timeoutId = setTimeout(() => {
        if (timeoutId) {
          try {
            child.kill(killSignal);
          } catch (err) {
            child.emit('error', err);
          }
          timeoutId = null;
        }
      }, opts.timeout);
      child.once('close', () => {
        if (timeoutId) {
          clearTimeout(timeoutId);
          timeoutId = null;
        }
      });
    }
    if (opts.signal) {
      const signal = opts.signal;
      const onAbort = () => abortChildProcess(child, killSignal, signal.reason);
      if (signal.aborted) {
        process.nextTick(onAbort);
      } else {
        signal.addEventListener('abort', onAbort, { once: true });
        child.once('exit', () => signal.removeEventListener('abort', onAbort));
      }
    }
    return child;
  }

  function validateFunction(v, name) {
    if (typeof v !== 'function') throw argType(name, 'of type function', v);
  }

  function normalizeExecFileArgs(file, args, options, callback) {
    if (Array.isArray(args)) {
      args = args.slice();
    } else if (args != null && typeof args === 'object') {
      callback = options;
      options = args;
      args = null;
    } else if (typeof args === 'function') {
      callback = args;
      options = null;
      args = null;
    }
    if (args == null) args = [];
    if (typeof options === 'function') callback = options;
    else if (options != null && (typeof options !== 'object' || Array.isArray(options)))
      throw argType('options', 'of type object', options);
    if (options == null) options = {};
    if (callback != null) validateFunction(callback, 'callback');
    if (options.argv0 != null && typeof options.argv0 !== 'string') throw argType('options.argv0', 'of type string', options.argv0);
    return { file, args, options, callback };
  }

  function execFile(file, args, options, callback) {
    ({ file, args, options, callback } = normalizeExecFileArgs(file, args, options, callback));
    options = { __proto__: null, encoding: 'utf8', timeout: 0, maxBuffer: 1024 * 1024, killSignal: 'SIGTERM',
      cwd: null, env: null, shell: false, ...options };
    validateTimeout(options.timeout);
    validateMaxBuffer(options.maxBuffer);
    options.killSignal = signalNumber(options.killSignal);
    const child = spawn(file, args, { cwd: options.cwd, env: options.env, argv0: options.argv0, shell: options.shell,
      signal: options.signal });
    const { Buffer } = stream();
    const encoding = options.encoding !== 'buffer' && Buffer.isEncoding(options.encoding) ? options.encoding : null;
    const _stdout = [], _stderr = [];
    let stdoutLen = 0, stderrLen = 0, killed = false, exited = false, timeoutId, ex = null, cmd = file;

    function exithandler(code, signal) {
      if (exited) return;
      exited = true;
      if (timeoutId) {
        clearTimeout(timeoutId);
        timeoutId = null;
      }
      if (!callback) return;
      const join = (parts, s) => (encoding || s?.readableEncoding ? parts.join('') : Buffer.concat(parts));
      const stdout = join(_stdout, child.stdout), stderr = join(_stderr, child.stderr);
      if (!ex && code === 0 && signal === null) {
        callback(null, stdout, stderr);
        return;
      }
      if (args?.length) cmd += ` ${args.join(' ')}`;
      if (!ex) {
        ex = new Error(`Command failed: ${cmd}\n${stderr}`);
        ex.code = code < 0 ? n.errname(code) : code;
        ex.killed = child.killed || killed;
        ex.signal = signal;
      }
      ex.cmd = cmd;
      callback(ex, stdout, stderr);
    }
    function errorhandler(e) {
      ex = e;
      if (child.stdout) child.stdout.destroy();
      if (child.stderr) child.stderr.destroy();
      exithandler();
    }
    function kill() {
      if (child.stdout) child.stdout.destroy();
      if (child.stderr) child.stderr.destroy();
      killed = true;
      try {
        child.kill(options.killSignal);
      } catch (e) {
        ex = e;
        exithandler();
      }
    }
    if (options.timeout > 0) {
      timeoutId = setTimeout(() => {
        kill();
        timeoutId = null;
      }, options.timeout);
    }
    const collect = (stream, parts, name) => {
      if (!stream) return;
      if (encoding) stream.setEncoding(encoding);
      let len = 0;
      stream.on('data', (chunk) => {
        if (options.maxBuffer === Infinity) {
          parts.push(chunk);
          return;
        }
        const enc = stream.readableEncoding;
        const length = enc ? Buffer.byteLength(chunk, enc) : chunk.length;
        len += length;
        if (len > options.maxBuffer) {
          parts.push(chunk.slice(0, options.maxBuffer - (len - length)));
          ex = n.nodeError(1, 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER', `${name} maxBuffer length exceeded`);
          kill();
        } else {
          parts.push(chunk);
        }
      });
    };
    collect(child.stdout, _stdout, 'stdout');
    collect(child.stderr, _stderr, 'stderr');
    child.addListener('close', exithandler);
    child.addListener('error', errorhandler);
    return child;
  }

  function exec(command, options, callback) {
    if (typeof command !== 'string') throw argType('command', 'of type string', command);
    if (command.includes('\u0000'))
      throw typeErr('ERR_INVALID_ARG_VALUE', `The argument 'command' must be a string without null bytes. Received ${n.inspect(command, 0)}`);
    if (typeof options === 'function') {
      callback = options;
      options = undefined;
    }
    options = { __proto__: null, ...options };
    options.shell = typeof options.shell === 'string' ? options.shell : true;
    return execFile(command, options, callback);
  }

  // util.promisify(exec) and (execFile): { stdout, stderr }, the child as
  // the promise's .child, the error with stdout and stderr on it
  const promisified = (orig) => function (...args) {
    const { promise, resolve, reject } = Promise.withResolvers();
    promise.child = orig(...args, (err, stdout, stderr) => {
      if (err !== null) {
        err.stdout = stdout;
        err.stderr = stderr;
        reject(err);
      } else {
        resolve({ stdout, stderr });
      }
    });
    return promise;
  };
  const kCustomPromisify = Symbol.for('nodejs.util.promisify.custom');
  Object.defineProperty(exec, kCustomPromisify, { enumerable: false, value: promisified(exec) });
  Object.defineProperty(execFile, kCustomPromisify, { enumerable: false, value: promisified(execFile) });

  const lacks = (name) => function () {
    throw new Error(`tarn's child_process does not have ${name}: it needs node's IPC channel`);
  };

  return {
    _forkChild: lacks('_forkChild'), ChildProcess, exec, execFile, execFileSync, execSync, fork: lacks('fork'),
    spawn, spawnSync,
  };
})
