(function (n) {
  // stdlib/node/child_process.js — node:child_process's synchronous calls:
  // spawnSync, execSync and execFileSync, over n.spawn
  // (stdlib/node/child_process.c), with node's options (stdio pipe /
  // inherit / ignore, input, encoding, cwd, env, shell, argv0, timeout,
  // killSignal, maxBuffer), result fields and errors. The asynchronous calls
  // (spawn, exec, execFile, fork) are not there: each throws an error
  // naming itself.
  'use strict';
  const { toBuffer, fromString, toString, normEnc } = n.internal('encodings');
  const typeErr = (code, msg) => n.nodeError(0, code, msg);
  const argType = (name, what, v) => typeErr('ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const signals = n.signals();

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
      throw argType('options.shell', 'of type boolean or string', options.shell);
    if (options.argv0 != null && typeof options.argv0 !== 'string') throw argType('options.argv0', 'of type string', options.argv0);
    args = args.map(String);
    if (options.shell) {
      const command = args.length ? `${file} ${args.join(' ')}` : file;
      file = typeof options.shell === 'string' ? options.shell : '/bin/sh';
      args = ['-c', command];
    }
    const env = options.env || process.env;
    const envPairs = [];
    for (const key in env) {
      const value = env[key];
      if (value !== undefined) envPairs.push(`${key}=${value}`);
    }
    return { file, args, options, envPairs, argv0: options.argv0 ?? file };
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

  function validateTimeout(t) {
    if (t != null && !(Number.isInteger(t) && t >= 0))
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "timeout" is out of range. It must be an unsigned integer. Received ${n.inspect(t, 0)}`);
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
    const maxBuffer = opts.maxBuffer ?? 1024 * 1024;
    if (typeof maxBuffer !== 'number' || Number.isNaN(maxBuffer) || maxBuffer < 0)
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "options.maxBuffer" is out of range. It must be a positive number. Received ${n.inspect(maxBuffer, 0)}`);
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
    const r = n.spawn(o.file, [o.argv0, ...o.args], o.envPairs, opts.cwd ?? undefined, stdio, input,
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

  const lacks = (name) => function () {
    throw new Error(`tarn's child_process has only the synchronous calls (spawnSync, execSync, execFileSync), not ${name}`);
  };

  return {
    spawnSync, execSync, execFileSync,
    spawn: lacks('spawn'), exec: lacks('exec'), execFile: lacks('execFile'), fork: lacks('fork'),
  };
})
