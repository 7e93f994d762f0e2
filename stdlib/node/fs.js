(function (n) {
  // stdlib/node/fs.js — node:fs: its synchronous calls, readFileSync
  // (text with 'utf8', a Buffer without an encoding), writeFileSync, appendFileSync,
  // existsSync, statSync/lstatSync (Stats), readdirSync (names or Dirents),
  // mkdirSync (recursive), rmSync (recursive, force), rmdirSync,
  // unlinkSync, renameSync, realpathSync (and .native), copyFileSync, accessSync, chmodSync,
  // symlinkSync, readlinkSync, linkSync, truncateSync, utimesSync, lutimesSync, chownSync,
  // lchownSync, the descriptor calls (openSync, closeSync, readSync, writeSync, fstatSync,
  // ftruncateSync, fsyncSync, fdatasyncSync, fchmodSync, futimesSync, fchownSync;
  // readFileSync(fd)), createReadStream and
  // createWriteStream (fs_streams.js), mkdtempSync, and node's errors
  // (code, errno, syscall, path); the same calls with a callback
  // (fs.readFile, fs.open, fs.read, ...) and as promises (fs.promises, whose
  // open gives a FileHandle).
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

  const kType = Symbol('type');
  class Dirent {
    constructor(name, type, parentPath) {
      this.name = name;
      this.parentPath = parentPath;
      this[kType] = type; // fs.constants.UV_DIRENT_*
    }
    isFile() { return this[kType] === 1; }
    isDirectory() { return this[kType] === 2; }
    isSymbolicLink() { return this[kType] === 3; }
    isFIFO() { return this[kType] === 4; }
    isSocket() { return this[kType] === 5; }
    isCharacterDevice() { return this[kType] === 6; }
    isBlockDevice() { return this[kType] === 7; }
  }

  // opendir's Dir: the entries in the system's order, listed when the
  // directory (and, recursive, each subdirectory as its entry is read:
  // breadth first) is opened, and handed out as node's are: a batch of
  // bufferSize entries is "read" at a time, a read of the next batch by
  // read() finishing in a later macrotask (a readSync or closeSync
  // meanwhile is node's ERR_DIR_CONCURRENT_OPERATION), an entry already
  // in the batch given to read's callback in the next tick.
  const dirClosed = () => n.nodeError(2, 'ERR_DIR_CLOSED', 'Directory handle was closed');
  const dirBusy = () => n.nodeError(2, 'ERR_DIR_CONCURRENT_OPERATION',
    'Cannot do synchronous work on directory handle with concurrent asynchronous operations');
  const listDir = (path) => {
    const a = n.readdir(path, true);
    const out = [];
    for (let i = 0; i < a.length; i += 2) out.push(new Dirent(a[i], a[i + 1], path));
    return out;
  };
  class Dir {
    #path;
    #listed;        // not yet read, of the directory being read
    #buffered = []; // read, not yet handed out
    #subdirs = [];
    #recursive;
    #batch;
    #closed = false;
    #pending = 0;
    constructor(path, options) {
      this.#path = path;
      this.#recursive = !!options?.recursive;
      this.#batch = options?.bufferSize ?? 32;
      this.#listed = listDir(path);
    }
    get path() { return this.#path; }
    #take() {
      const e = this.#buffered.shift() ?? null;
      if (e && this.#recursive && e.isDirectory()) this.#subdirs.push(n.core('path').join(e.parentPath, e.name));
      return e;
    }
    #fetch() {
      while (this.#listed.length === 0 && this.#subdirs.length) this.#listed = listDir(this.#subdirs.shift());
      this.#buffered = this.#listed.splice(0, this.#batch);
    }
    read(cb) {
      if (cb === undefined) return new Promise((resolve, reject) => this.read((err, e) => (err ? reject(err) : resolve(e))));
      if (this.#closed) throw dirClosed();
      if (typeof cb !== 'function') throw argType('callback', 'of type function', cb);
      if (this.#buffered.length) {
        process.nextTick(cb, null, this.#take());
        return;
      }
      this.#pending++;
      setImmediate(() => {
        this.#pending--;
        let e, err = null;
        try {
          this.#fetch();
          e = this.#take();
        } catch (x) {
          err = x;
        }
        if (err) cb(err);
        else cb(null, e);
      });
    }
    readSync() {
      if (this.#closed) throw dirClosed();
      if (this.#pending) throw dirBusy();
      if (this.#buffered.length === 0) this.#fetch();
      return this.#take();
    }
    close(cb) {
      if (cb === undefined) return new Promise((resolve, reject) => this.close((err) => (err ? reject(err) : resolve())));
      if (typeof cb !== 'function') throw argType('callback', 'of type function', cb);
      if (this.#closed) {
        process.nextTick(cb, dirClosed());
        return;
      }
      if (this.#pending) { // after the reads under way, as node queues it
        setImmediate(() => this.close(cb));
        return;
      }
      this.#closed = true;
      setImmediate(() => cb(null));
    }
    closeSync() {
      if (this.#closed) throw dirClosed();
      if (this.#pending) throw dirBusy();
      this.#closed = true;
    }
    async *entries() {
      try {
        for (;;) {
          const e = await this.read();
          if (e === null) break;
          yield e;
        }
      } finally {
        if (!this.#closed) await this.close();
      }
    }
    [Symbol.dispose]() { if (!this.#closed) this.closeSync(); }
    async [Symbol.asyncDispose]() { if (!this.#closed) await this.close(); }
    [Symbol.asyncIterator]() { return this.entries(); }
  }
  function opendirSync(path, options) {
    path = pathArg(path);
    if (typeof path !== 'string') throw argType('path', 'of type string or an instance of Buffer or URL', path);
    return new Dir(path, options);
  }
  // recursive: breadth first, each directory sorted, as node's; names are
  // relative to path; a directory is found with stat (a link to a
  // directory is entered)
  function readdirSync(path, options) {
    path = pathArg(path);
    const withTypes = options && typeof options === 'object' && options.withFileTypes;
    const recursive = options && typeof options === 'object' && options.recursive;
    const out = [];
    const queue = [path];
    const join = recursive ? n.core('path').join : null;
    const isDir = (p) => {
      const st = n.stat(p, true, false);
      return st !== undefined && (st[0] & S_IFMT) === 0o040000;
    };
    for (let q = 0; q < queue.length; q++) {
      const dir = queue[q];
      const a = n.readdir(dir);
      for (let i = 0; i < a.length; i += 2) {
        const full = recursive ? join(dir, a[i]) : null;
        if (withTypes) out.push(new Dirent(a[i], a[i + 1], dir));
        else out.push(recursive ? n.core('path').relative(path, full) : a[i]);
        if (recursive && (a[i + 1] === 2 || ((a[i + 1] === 3 || a[i + 1] === 0) && isDir(full)))) queue.push(full);
      }
    }
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
  const fstatSync = (fd) => new Stats(n.fstat(fdArg(fd)));
  // copyFileSync(src, dest[, mode]): mode's bits are constants.COPYFILE_*
  function copyFileSync(src, dest, mode) {
    src = pathArg(src);
    dest = pathArg(dest);
    if (typeof src !== 'string') throw argType('src', 'of type string or an instance of Buffer or URL', src);
    if (typeof dest !== 'string') throw argType('dest', 'of type string or an instance of Buffer or URL', dest);
    n.copyfile(src, dest, smallMode(mode, 0));
  }
  // copyFile's and access's mode: 0 to 7 (a fraction is taken as its
  // integer part, as node's)
  function smallMode(mode, dflt) {
    if (mode === undefined || mode === null) return dflt;
    if (typeof mode !== 'number') throw n.nodeError(0, 'ERR_INVALID_ARG_TYPE', 'mode must be int32 or null/undefined');
    if (!(mode >= 0 && mode <= 7)) throw n.nodeError(1, 'ERR_OUT_OF_RANGE', 'mode is out of range: >= 0 && <= 7');
    return mode;
  }
  // chmod's mode: a 32-bit unsigned integer or an octal string
  function fileMode(mode) {
    if (typeof mode === 'string') {
      if (!/^[0-7]+$/.test(mode))
        throw n.nodeError(0, 'ERR_INVALID_ARG_VALUE',
          `The argument 'mode' must be a 32-bit unsigned integer or an octal string. Received ${n.inspect(mode)}`);
      mode = parseInt(mode, 8);
    }
    if (typeof mode !== 'number') throw argType('mode', 'of type number', mode);
    if (!Number.isInteger(mode))
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "mode" is out of range. It must be an integer. Received ${n.inspect(mode)}`);
    if (mode < 0 || mode > 4294967295)
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE',
        `The value of "mode" is out of range. It must be >= 0 && <= 4294967295. Received ${n.inspect(mode)}`);
    return mode;
  }
  const accessSync = (path, mode) => n.op(5, pathArg(path), smallMode(mode, 0));
  const chmodSync = (path, mode) => n.op(6, pathArg(path), fileMode(mode));
  const symlinkSync = (target, path) => n.op(7, pathArg(target), pathArg(path));
  const linkSync = (existing, newPath) => n.op(8, pathArg(existing), pathArg(newPath));
  const readlinkSync = (path) => n.readlink(pathArg(path));
  const lengthArg = (len) => {
    if (len === undefined || len === null) return 0;
    if (typeof len !== 'number') throw argType('len', 'of type number', len);
    return Math.max(0, Math.trunc(len));
  };
  const ftruncateSync = (fd, len) => n.fdop(0, fdArg(fd), lengthArg(len));
  const fsyncSync = (fd) => n.fdop(1, fdArg(fd));
  const fdatasyncSync = (fd) => n.fdop(2, fdArg(fd));
  const fchmodSync = (fd, mode) => n.fdop(3, fdArg(fd), fileMode(mode));
  // utimes' times: seconds (a number, a numeric string; a negative number
  // is now) or a Date
  function seconds(time) {
    if (typeof time === 'string' && +time == time) return +time; // eslint-disable-line eqeqeq
    if (Number.isFinite(time)) return time < 0 ? Date.now() / 1000 : time;
    if (time instanceof Date) return time.getTime() / 1000;
    throw argType('time', 'an instance of Date or an Time in seconds', time);
  }
  // chown's ids: integers from -1 (unchanged) to 2 ** 32 - 1
  function idArg(v, name) {
    if (typeof v !== 'number') throw argType(name, 'of type number', v);
    if (!Number.isInteger(v))
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be an integer. Received ${n.inspect(v)}`);
    if (v < -1 || v > 4294967295) {
      const r = Math.abs(v) > 2 ** 32 ? String(v).replace(/\B(?=(\d{3})+$)/g, '_') : String(v);
      throw n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be >= -1 && <= 4294967295. Received ${r}`);
    }
    return v;
  }
  const utimesSync = (path, atime, mtime) => n.meta(0, pathArg(path), seconds(atime), seconds(mtime));
  const lutimesSync = (path, atime, mtime) => n.meta(1, pathArg(path), seconds(atime), seconds(mtime));
  const futimesSync = (fd, atime, mtime) => n.meta(2, fdArg(fd), seconds(atime), seconds(mtime));
  const chownSync = (path, uid, gid) => n.meta(3, pathArg(path), idArg(uid, 'uid'), idArg(gid, 'gid'));
  const lchownSync = (path, uid, gid) => n.meta(4, pathArg(path), idArg(uid, 'uid'), idArg(gid, 'gid'));
  const fchownSync = (fd, uid, gid) => n.meta(5, fdArg(fd), idArg(uid, 'uid'), idArg(gid, 'gid'));
  // truncateSync opens the file (an error names open), as node's
  function truncateSync(path, len) {
    len = lengthArg(len);
    const fd = openSync(path, 'r+');
    try {
      ftruncateSync(fd, len);
    } finally {
      closeSync(fd);
    }
  }

  // streams (stdlib/node/fs_streams.js): node:stream is made on first use
  const streams = () => n.internal('fs_streams');
  const createReadStream = (path, options) => new (streams().ReadStream)(path, options);
  const createWriteStream = (path, options) => new (streams().WriteStream)(path, options);

  // node's fs.constants on Linux, in its order
  const constants = {
    UV_FS_SYMLINK_DIR: 1, UV_FS_SYMLINK_JUNCTION: 2, O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2, UV_DIRENT_UNKNOWN: 0,
    UV_DIRENT_FILE: 1, UV_DIRENT_DIR: 2, UV_DIRENT_LINK: 3, UV_DIRENT_FIFO: 4, UV_DIRENT_SOCKET: 5, UV_DIRENT_CHAR: 6,
    UV_DIRENT_BLOCK: 7, S_IFMT: 61440, S_IFREG: 32768, S_IFDIR: 16384, S_IFCHR: 8192, S_IFBLK: 24576, S_IFIFO: 4096,
    S_IFLNK: 40960, S_IFSOCK: 49152, O_CREAT: 64, O_EXCL: 128, UV_FS_O_FILEMAP: 0, UV_FS_O_TEMPORARY: 0,
    UV_FS_O_SHORT_LIVED: 0, UV_FS_O_SEQUENTIAL: 0, UV_FS_O_RANDOM: 0, O_NOCTTY: 256, O_TRUNC: 512, O_APPEND: 1024,
    O_DIRECTORY: 65536, O_NOATIME: 262144, O_NOFOLLOW: 131072, O_SYNC: 1052672, O_DSYNC: 4096, O_DIRECT: 16384,
    O_NONBLOCK: 2048, S_IRWXU: 448, S_IRUSR: 256, S_IWUSR: 128, S_IXUSR: 64, S_IRWXG: 56, S_IRGRP: 32, S_IWGRP: 16,
    S_IXGRP: 8, S_IRWXO: 7, S_IROTH: 4, S_IWOTH: 2, S_IXOTH: 1, F_OK: 0, R_OK: 4, W_OK: 2, X_OK: 1,
    UV_FS_COPYFILE_EXCL: 1, COPYFILE_EXCL: 1, UV_FS_COPYFILE_FICLONE: 2, COPYFILE_FICLONE: 2,
    UV_FS_COPYFILE_FICLONE_FORCE: 4, COPYFILE_FICLONE_FORCE: 4,
  };
  // fs.promises (also node:fs/promises): the same calls as promises. The
  // work is done when the call is made (node does it on its thread pool);
  // the promise settles with its result or system error in the next poll
  // phase, where node's thread pool calls back (after the due timers,
  // before the immediates); an argument's error rejects it at once, as
  // node's.
  let pollCall;
  const settleLater = (settle, v) => (pollCall ??= n.internal('messaging').pollCall)(settle, v);
  const promised = (f) => async function (...args) {
    let r;
    try {
      r = f(...args);
    } catch (e) {
      if (!(e instanceof Error) || typeof e.errno !== 'number') throw e;
      return new Promise((resolve, reject) => settleLater(reject, e));
    }
    return new Promise((resolve) => settleLater(resolve, r));
  };
  const calls = {
    readFile: readFileSync, writeFile: writeFileSync, appendFile: appendFileSync, stat: statSync,
    lstat: lstatSync, readdir: readdirSync, mkdir: mkdirSync, mkdtemp: mkdtempSync, rm: rmSync, rmdir: rmdirSync,
    unlink: unlinkSync, rename: renameSync, realpath: realpathSync, copyFile: copyFileSync,
    opendir: opendirSync, access: accessSync, chmod: chmodSync, symlink: symlinkSync, link: linkSync, readlink: readlinkSync,
    truncate: truncateSync, utimes: utimesSync, lutimes: lutimesSync, chown: chownSync, lchown: lchownSync,
  };
  // the callback forms' required arguments before the optional ones and cb
  const required = {
    writeFile: 2, appendFile: 2, rename: 2, copyFile: 2, chmod: 2, symlink: 2, link: 2, utimes: 3, lutimes: 3, chown: 3,
    lchown: 3,
  };
  const promises = {};
  for (const k of Object.keys(calls)) {
    promises[k] = promised(calls[k]);
    Object.defineProperty(promises[k], 'name', { value: k });
  }
  let FileHandle; // made on first use: node:events is loaded then
  promises.open = async function open(path, flags, mode) {
    const fd = await promised(openSync)(path, flags, mode);
    return new (FileHandle ??= fileHandleClass())(fd);
  };
  promises.constants = constants;

  // fs.promises.open's FileHandle: the descriptor's calls as promises; once
  // closed, each is node's EBADF 'file closed' error.
  const fileHandleClass = () => class FileHandle extends n.core('events') {
    #fd;
    constructor(fd) {
      super();
      this.#fd = fd;
    }
    get fd() { return this.#fd; }
    #use(syscall) {
      if (this.#fd === -1) {
        const e = new Error('file closed');
        Object.assign(e, { code: 'EBADF', syscall });
        throw e;
      }
      return this.#fd;
    }
    async read(buffer, offset, length, position) {
      const fd = this.#use('read');
      if (buffer !== null && typeof buffer === 'object' && !ArrayBuffer.isView(buffer))
        ({ buffer, offset, length, position } = buffer);
      if (buffer === undefined) buffer = n.core('buffer').Buffer.alloc(16384);
      if (offset !== null && typeof offset === 'object') ({ offset, length, position } = offset);
      const bytesRead = readSync(fd, buffer, offset ?? 0, length ?? buffer.byteLength - (offset ?? 0), position);
      return { __proto__: null, bytesRead, buffer };
    }
    async write(buffer, offset, length, position) {
      const fd = this.#use('write');
      if (typeof buffer === 'string') return { __proto__: null, bytesWritten: writeSync(fd, buffer, offset, length), buffer };
      if (offset !== null && typeof offset === 'object') ({ offset, length, position } = offset);
      return { __proto__: null, bytesWritten: writeSync(fd, buffer, offset, length, position), buffer };
    }
    async readFile(options) {
      const b = readFd(this.#use('read'));
      return encodingOf(options) === null ? b : b.toString('utf8');
    }
    async writeFile(data, options) {
      encodingOf(options);
      const fd = this.#use('write');
      data = contents(data);
      writeSync(fd, typeof data === 'string' ? n.core('buffer').Buffer.from(data) : data);
    }
    async appendFile(data, options) { return this.writeFile(data, options); }
    async stat() { return fstatSync(this.#use('fstat')); }
    async truncate(len) { ftruncateSync(this.#use('ftruncate'), len); }
    async sync() { fsyncSync(this.#use('fsync')); }
    async datasync() { fdatasyncSync(this.#use('fdatasync')); }
    async chmod(mode) { fchmodSync(this.#use('fchmod'), mode); }
    async utimes(atime, mtime) { futimesSync(this.#use('futimes'), atime, mtime); }
    async chown(uid, gid) { fchownSync(this.#use('fchown'), uid, gid); }
    async close() {
      if (this.#fd === -1) return;
      const fd = this.#fd;
      this.#fd = -1;
      closeSync(fd);
      this.emit('close');
    }
    async [Symbol.asyncDispose]() { return this.close(); }
  };

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
    callbacks[k] = withCallback(k, calls[k], required[k] ?? 1);
  callbacks.open = withCallback('open', openSync, 1);
  callbacks.fstat = withCallback('fstat', fstatSync, 1);
  callbacks.ftruncate = withCallback('ftruncate', ftruncateSync, 1);
  callbacks.fsync = withCallback('fsync', fsyncSync, 1);
  callbacks.fdatasync = withCallback('fdatasync', fdatasyncSync, 1);
  callbacks.fchmod = withCallback('fchmod', fchmodSync, 2);
  callbacks.futimes = withCallback('futimes', futimesSync, 3);
  callbacks.fchown = withCallback('fchown', fchownSync, 3);
  // close(fd[, cb]): without cb an error is thrown from a later macrotask
  callbacks.close = function close(fd, cb = (err) => { if (err) throw err; }) {
    fdArg(fd);
    if (typeof cb !== 'function') throw argType('cb', 'of type function', cb);
    withCallback('close', closeSync, 1)(fd, cb);
  };
  // read(fd, buffer, offset, length, position, cb), read(fd[, options], cb)
  // and read(fd, buffer[, options], cb): cb(err, bytesRead, buffer)
  callbacks.read = function read(fd, ...args) {
    const cb = args.pop();
    fdArg(fd);
    if (typeof cb !== 'function') throw argType('cb', 'of type function', cb);
    let [buffer, offset, length, position] = args;
    if (buffer !== undefined && !ArrayBuffer.isView(buffer)) {
      if (buffer === null || typeof buffer !== 'object')
        throw argType('buffer', 'an instance of Buffer, TypedArray, or DataView', buffer);
      ({ buffer, offset, length, position } = buffer);
    }
    if (buffer === undefined) buffer = n.core('buffer').Buffer.alloc(16384);
    if (offset !== null && typeof offset === 'object') ({ offset, length, position } = offset);
    withCallback('read', () => readSync(fd, buffer, offset, length, position), 0)((err, bytesRead) =>
      cb(err ?? null, bytesRead || 0, buffer));
  };
  // write(fd, buffer[, offset[, length[, position]]], cb) and
  // write(fd, string[, position[, encoding]], cb): cb(err, written, buffer)
  callbacks.write = function write(fd, buffer, ...args) {
    const cb = args.pop();
    fdArg(fd);
    if (typeof cb !== 'function') throw argType('cb', 'of type function', cb);
    if (typeof buffer !== 'string' && !ArrayBuffer.isView(buffer))
      throw argType('buffer', 'of type string or an instance of Buffer, TypedArray, or DataView', buffer);
    withCallback('write', () => writeSync(fd, buffer, ...args), 0)((err, written) => cb(err ?? null, written || 0, buffer));
  };
  // fs.exists(path, cb): cb gets only the answer (node's deprecated form)
  function exists(path, cb) {
    if (typeof cb !== 'function') throw argType('cb', 'of type function', cb);
    const r = existsSync(path);
    setImmediate(() => cb(r));
  }

  const fs = {
    readFileSync, writeFileSync, appendFileSync, existsSync, statSync, lstatSync, readdirSync,
    mkdirSync, mkdtempSync, rmSync, rmdirSync, unlinkSync, renameSync, realpathSync, Stats, Dirent, constants, promises,
    openSync, closeSync, readSync, writeSync, fstatSync, copyFileSync, accessSync, chmodSync, symlinkSync, linkSync,
    readlinkSync, truncateSync, ftruncateSync, fsyncSync, fdatasyncSync, fchmodSync, utimesSync, lutimesSync, futimesSync,
    chownSync, lchownSync, fchownSync, opendirSync, Dir, createReadStream, createWriteStream,
    ...callbacks, exists,
  };
  for (const name of ['ReadStream', 'WriteStream'])
    Object.defineProperty(fs, name, { get() { return streams()[name]; }, enumerable: true, configurable: true });
  return fs;
})
