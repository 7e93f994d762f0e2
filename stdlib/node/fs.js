(function (n) {
  // stdlib/node/fs.js — node:fs: its synchronous calls, readFileSync
  // (text with 'utf8', a Buffer without an encoding), writeFileSync, appendFileSync,
  // existsSync, statSync/lstatSync (Stats), readdirSync (names or Dirents),
  // mkdirSync (recursive), rmSync (recursive, force), rmdirSync,
  // unlinkSync, renameSync, realpathSync (and .native), the descriptor calls (openSync, closeSync,
  // readSync, writeSync; readFileSync(fd)), createReadStream and
  // createWriteStream (fs_streams.js), mkdtempSync, and node's errors
  // (code, errno, syscall, path); the same calls with a callback
  // (fs.readFile, ...) and as promises (fs.promises).
  // stdlib/node/core.c compiles it on the first require('fs') with the
  // natives of stdlib/node/fs.c.
  'use strict';
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const encodingOf = (options) => {
    const enc = typeof options === 'string' ? options : options && typeof options === 'object' ? options.encoding : undefined;
    if (enc === undefined || enc === null) return null;
    if (enc === 'utf8' || enc === 'utf-8' || enc === 'UTF8' || enc === 'UTF-8') return 'utf8';
    throw new Error(`tarn's fs reads and writes text as UTF-8 only, not '${enc}'`);
  };
  const pathArg = (p) => {
    if (p instanceof URL) {
      if (p.protocol !== 'file:') throw n.nodeError(0, 'ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file');
      return decodeURIComponent(p.pathname);
    }
    return p;
  };

  // a descriptor's bytes from where it stands to its end (stdin, a pipe)
  function readFd(fd) {
    const { Buffer } = n.core('buffer');
    const chunks = [];
    for (;;) {
      const b = Buffer.allocUnsafeSlow(65536);
      const got = n.readfd(fd, b, 0, b.length, -1);
      if (got === 0) break;
      chunks.push(got === b.length ? b : b.subarray(0, got));
    }
    return Buffer.concat(chunks);
  }
  function readFileSync(path, options) {
    if (typeof path === 'number') {
      const b = readFd(path);
      return encodingOf(options) === null ? b : b.toString('utf8');
    }
    if (encodingOf(options) === null)
      return n.core('buffer').Buffer.from(n.read(pathArg(path), true));
    return n.read(pathArg(path));
  }
  const contents = (data) => {
    if (typeof data === 'string') return data;
    if (ArrayBuffer.isView(data)) return data;
    throw argType('data', 'of type string or an instance of Buffer, TypedArray, or DataView', data);
  };
  function writeFileSync(path, data, options) {
    encodingOf(options);
    const flag = options && typeof options === 'object' && options.flag;
    n.write(pathArg(path), contents(data), flag === 'a' || flag === 'a+');
  }
  function appendFileSync(path, data, options) {
    encodingOf(options);
    n.write(pathArg(path), contents(data), true);
  }
  function existsSync(path) {
    try {
      path = pathArg(path);
    } catch {
      return false;
    }
    return typeof path === 'string' && n.op(4, path);
  }

  const S_IFMT = 0o170000;
  class Stats {
    constructor(a) {
      [this.dev, this.mode, this.nlink, this.uid, this.gid, this.rdev, this.blksize, this.ino, this.size, this.blocks] =
        [a[9], a[0], a[6], a[7], a[8], a[12], a[10], a[5], a[1], a[11]];
      this.atimeMs = a[3];
      this.mtimeMs = a[2];
      this.ctimeMs = a[4];
      this.birthtimeMs = a[4];
      this.atime = new Date(a[3]);
      this.mtime = new Date(a[2]);
      this.ctime = new Date(a[4]);
      this.birthtime = new Date(a[4]);
    }
    isFile() { return (this.mode & S_IFMT) === 0o100000; }
    isDirectory() { return (this.mode & S_IFMT) === 0o040000; }
    isSymbolicLink() { return (this.mode & S_IFMT) === 0o120000; }
    isFIFO() { return (this.mode & S_IFMT) === 0o010000; }
    isSocket() { return (this.mode & S_IFMT) === 0o140000; }
    isBlockDevice() { return (this.mode & S_IFMT) === 0o060000; }
    isCharacterDevice() { return (this.mode & S_IFMT) === 0o020000; }
  }
  const statWith = (follow) => (path, options) => {
    const a = n.stat(pathArg(path), follow, !(options && options.throwIfNoEntry === false));
    return a === undefined ? undefined : new Stats(a);
  };
  const statSync = statWith(true);
  const lstatSync = statWith(false);

  class Dirent {
    constructor(name, type, parentPath) {
      this.name = name;
      this.parentPath = parentPath;
      Object.defineProperty(this, 'type', { value: type, enumerable: false });
    }
    isFile() { return this.type === 1; }
    isDirectory() { return this.type === 2; }
    isSymbolicLink() { return this.type === 3; }
  }
  function readdirSync(path, options) {
    path = pathArg(path);
    const a = n.readdir(path);
    const withTypes = options && typeof options === 'object' && options.withFileTypes;
    const out = [];
    for (let i = 0; i < a.length; i += 2) out.push(withTypes ? new Dirent(a[i], a[i + 1], path) : a[i]);
    return out;
  }
  function mkdirSync(path, options) {
    path = pathArg(path);
    const recursive = options && typeof options === 'object' && options.recursive;
    if (!recursive) {
      n.op(0, path);
      return undefined;
    }
    const parts = path.split('/');
    let first;
    for (let i = 1; i <= parts.length; i++) {
      const p = parts.slice(0, i).join('/');
      if (p === '' || p === '.' || n.op(4, p)) {
        if (p !== '' && p !== '.') {
          const st = n.stat(p, true, true);
          if ((st[0] & S_IFMT) !== 0o040000) {
            const e = new Error(`EEXIST: file already exists, mkdir '${path}'`);
            Object.assign(e, { errno: -17, code: 'EEXIST', syscall: 'mkdir', path });
            throw e;
          }
        }
        continue;
      }
      n.op(0, p);
      if (first === undefined) first = p;
    }
    return first;
  }
  function rmRecursive(path) {
    const st = n.stat(path, false, true);
    if ((st[0] & S_IFMT) === 0o040000) {
      const a = n.readdir(path);
      for (let i = 0; i < a.length; i += 2) rmRecursive(path + '/' + a[i]);
      n.op(1, path);
    } else {
      n.op(2, path);
    }
  }
  function rmSync(path, options) {
    path = pathArg(path);
    const recursive = options && options.recursive;
    const force = options && options.force;
    const st = n.stat(path, false, !force);
    if (st === undefined) return;
    if ((st[0] & S_IFMT) === 0o040000) {
      if (!recursive) {
        const e = n.nodeError(2, 'ERR_FS_EISDIR', `Path is a directory: rm returned EISDIR (is a directory) ${path}`);
        Object.assign(e, { errno: 21, syscall: 'rm', path });
        throw e;
      }
      rmRecursive(path);
      return;
    }
    n.op(2, path);
  }
  // realpathSync.native is realpath(3); realpathSync is node's walk with
  // lstat, whose error names the first part of the path that is missing.
  function realpathSync(path) {
    try {
      return realpathSync.native(path);
    } catch (e) {
      if (e.code !== 'ENOENT' && e.code !== 'ENOTDIR') throw e;
      const parts = n.core('path').resolve(e.path).split('/');
      for (let i = 2; i <= parts.length; i++) lstatSync(parts.slice(0, i).join('/'));
      throw e;
    }
  }
  realpathSync.native = function (path) { // anonymous, as node's
    path = pathArg(path);
    if (typeof path !== 'string') throw argType('path', 'of type string or an instance of Buffer or URL', path);
    return n.realpath(path);
  };
  const rmdirSync = (path) => n.op(1, pathArg(path));
  const unlinkSync = (path) => n.op(2, pathArg(path));
  const renameSync = (from, to) => n.op(3, pathArg(from), pathArg(to));
  function mkdtempSync(prefix, options) {
    prefix = pathArg(prefix);
    if (typeof prefix !== 'string' && !ArrayBuffer.isView(prefix))
      throw argType('prefix', 'of type string or an instance of Buffer or URL', prefix);
    if (typeof prefix !== 'string') prefix = n.core('buffer').Buffer.from(prefix).toString();
    const enc = typeof options === 'string' ? options : options?.encoding;
    const dir = n.mkdtemp(prefix);
    return enc === 'buffer' ? n.core('buffer').Buffer.from(dir) : dir;
  }

  // Descriptors: openSync/closeSync/readSync/writeSync (stdlib/node/fs_fd.c).
  const fdArg = (fd) => {
    if (typeof fd !== 'number') throw argType('fd', 'of type number', fd);
    if (!Number.isInteger(fd))
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "fd" is out of range. It must be an integer. Received ${n.inspect(fd)}`);
    return fd;
  };
  const openSync = (path, flags, mode) => n.open(pathArg(path), flags === undefined || flags === null ? 'r' : flags,
    mode === undefined || mode === null ? 0o666 : mode);
  const closeSync = (fd) => n.close(fdArg(fd));
  function readSync(fd, buffer, offset, length, position) {
    fdArg(fd);
    if (!ArrayBuffer.isView(buffer))
      throw argType('buffer', 'an instance of Buffer, TypedArray, or DataView', buffer);
    if (offset !== null && typeof offset === 'object') ({ offset, length, position } = offset);
    if (offset === undefined) offset = 0;
    if (length === undefined) length = buffer.byteLength - offset;
    return n.readfd(fd, buffer, offset, length, typeof position === 'number' ? position : -1);
  }
  function writeSync(fd, buffer, offset, length, position) {
    fdArg(fd);
    if (typeof buffer === 'string') {
      position = offset;
      buffer = n.core('buffer').Buffer.from(buffer, typeof length === 'string' ? length : 'utf8');
      offset = 0;
      length = buffer.length;
    } else if (!ArrayBuffer.isView(buffer)) {
      throw argType('buffer', 'of type string or an instance of Buffer, TypedArray, or DataView', buffer);
    }
    if (offset === undefined || offset === null) offset = 0;
    if (length === undefined || length === null) length = buffer.byteLength - offset;
    return n.writefd(fd, buffer, offset, length, typeof position === 'number' ? position : -1);
  }
  // streams (stdlib/node/fs_streams.js): node:stream is made on first use
  const streams = () => n.internal('fs_streams');
  const createReadStream = (path, options) => new (streams().ReadStream)(path, options);
  const createWriteStream = (path, options) => new (streams().WriteStream)(path, options);

  const constants = { F_OK: 0, R_OK: 4, W_OK: 2, X_OK: 1 };
  // fs.promises (also node:fs/promises): the same calls as promises. The
  // work is done when the call is made (node does it on its thread pool);
  // the promise settles in a later microtask with its result or error.
  const promised = (f) => async function (...args) { return f(...args); };
  const calls = {
    readFile: readFileSync, writeFile: writeFileSync, appendFile: appendFileSync, stat: statSync,
    lstat: lstatSync, readdir: readdirSync, mkdir: mkdirSync, mkdtemp: mkdtempSync, rm: rmSync, rmdir: rmdirSync,
    unlink: unlinkSync, rename: renameSync, realpath: realpathSync,
  };
  const promises = {};
  for (const k of Object.keys(calls)) {
    promises[k] = promised(calls[k]);
    Object.defineProperty(promises[k], 'name', { value: k });
  }
  promises.constants = constants;

  // The callback calls (fs.readFile(path[, options], cb), ...): the work is
  // done when the call is made and cb gets (error) or (null, result) in a
  // later macrotask (setImmediate, as the streams' file I/O: node's thread
  // pool calls back in a later poll phase). An argument's error is thrown
  // as node throws it; a system error (with errno) goes to cb. required:
  // the arguments before the optional ones, so a missing cb is named.
  const withCallback = (name, f, required) => ({
    [name](...args) {
      const cb = args.length > required ? args.pop() : undefined;
      if (typeof cb !== 'function') throw argType('cb', 'of type function', cb);
      let result, err = null;
      try {
        result = f(...args);
      } catch (e) {
        if (!(e instanceof Error) || typeof e.errno !== 'number') throw e;
        err = e;
      }
      setImmediate(() => (err ? cb(err) : result === undefined ? cb(null) : cb(null, result)));
    },
  })[name];
  const callbacks = {};
  for (const k of Object.keys(calls))
    callbacks[k] = withCallback(k, calls[k], k === 'writeFile' || k === 'appendFile' || k === 'rename' ? 2 : 1);
  // fs.exists(path, cb): cb gets only the answer (node's deprecated form)
  function exists(path, cb) {
    if (typeof cb !== 'function') throw argType('cb', 'of type function', cb);
    const r = existsSync(path);
    setImmediate(() => cb(r));
  }

  const fs = {
    readFileSync, writeFileSync, appendFileSync, existsSync, statSync, lstatSync, readdirSync,
    mkdirSync, mkdtempSync, rmSync, rmdirSync, unlinkSync, renameSync, realpathSync, Stats, Dirent, constants, promises,
    openSync, closeSync, readSync, writeSync, createReadStream, createWriteStream, ...callbacks, exists,
  };
  for (const name of ['ReadStream', 'WriteStream'])
    Object.defineProperty(fs, name, { get() { return streams()[name]; }, enumerable: true, configurable: true });
  return fs;
})
