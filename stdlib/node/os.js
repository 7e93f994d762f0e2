(function (n) {
  // stdlib/node/os.js — node:os: EOL, platform, type, arch, release,
  // version, hostname, homedir, tmpdir, endianness, devNull, userInfo, and
  // what libuv reads from /proc on Linux: cpus (/proc/stat, /proc/cpuinfo
  // and cpufreq's scaling_cur_freq), totalmem and freemem (/proc/meminfo's
  // MemTotal and MemAvailable), loadavg, uptime; constants (errno, signals, ...). stdlib/node/core.c
  // compiles it on the first require('os') with n.uname() (sysname,
  // release, version, machine, hostname), n.userInfo(), n.parallelism()
  // and n.env (HOME, TMPDIR, TMP, TEMP).
  'use strict';
  const u = n.uname();
  const archOf = { x86_64: 'x64', aarch64: 'arm64', i686: 'ia32', i386: 'ia32', armv7l: 'arm' };
  const tmpdir = () => {
    let p = n.env.TMPDIR || n.env.TMP || n.env.TEMP || '/tmp';
    if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
    return p;
  };
  const proc = (name) => n.readFile(name) ?? '';
  const meminfo = (key) => {
    const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(proc('/proc/meminfo'));
    return m ? Number(m[1]) * 1024 : 0;
  };
  // /proc/stat's clock ticks are 1/100 s on Linux (USER_HZ); node gives ms
  function cpus() {
    const models = [...proc('/proc/cpuinfo').matchAll(/^model name\s*: (.*)$/gm)].map((m) => m[1]);
    const out = [];
    for (const m of proc('/proc/stat').matchAll(/^cpu(\d+) (\d+) (\d+) (\d+) (\d+) \d+ (\d+)/gm)) {
      const i = Number(m[1]);
      const khz = Number(proc(`/sys/devices/system/cpu/cpu${i}/cpufreq/scaling_cur_freq`).trim());
      out.push({
        model: models[i] ?? 'unknown',
        speed: Number.isFinite(khz) ? Math.floor(khz / 1000) : 0,
        times: { user: m[2] * 10, nice: m[3] * 10, sys: m[4] * 10, idle: m[5] * 10, irq: m[6] * 10 },
      });
    }
    return out;
  }
  function loadavg() {
    const a = proc('/proc/loadavg').split(' ').slice(0, 3).map(Number);
    return a.length === 3 && a.every(Number.isFinite) ? a : [0, 0, 0];
  }
  function userInfo(options) {
    if (options?.encoding === 'buffer') throw new Error("tarn's os.userInfo has no encoding 'buffer'");
    const u = n.userInfo();
    return { __proto__: null, uid: u.uid, gid: u.gid, username: u.username, homedir: u.homedir, shell: u.shell };
  }
  // os.constants as node's on Linux: null-prototype tables in node's order
  // ("NAME number" pairs), signals frozen
  const pairs = (s) => {
    const o = { __proto__: null };
    const a = s.split(' ');
    for (let i = 0; i < a.length; i += 2) o[a[i]] = Number(a[i + 1]);
    return o;
  };
  const constants = {
    __proto__: null,
    UV_UDP_REUSEADDR: 4,
    dlopen: pairs('RTLD_LAZY 1 RTLD_NOW 2 RTLD_GLOBAL 256 RTLD_LOCAL 0 RTLD_DEEPBIND 8'),
    errno: pairs('E2BIG 7 EACCES 13 EADDRINUSE 98 EADDRNOTAVAIL 99 EAFNOSUPPORT 97 EAGAIN 11 EALREADY 114 EBADF 9 ' +
      'EBADMSG 74 EBUSY 16 ECANCELED 125 ECHILD 10 ECONNABORTED 103 ECONNREFUSED 111 ECONNRESET 104 ' +
      'EDEADLK 35 EDESTADDRREQ 89 EDOM 33 EDQUOT 122 EEXIST 17 EFAULT 14 EFBIG 27 EHOSTUNREACH 113 EIDRM 43 ' +
      'EILSEQ 84 EINPROGRESS 115 EINTR 4 EINVAL 22 EIO 5 EISCONN 106 EISDIR 21 ELOOP 40 EMFILE 24 EMLINK 31 ' +
      'EMSGSIZE 90 EMULTIHOP 72 ENAMETOOLONG 36 ENETDOWN 100 ENETRESET 102 ENETUNREACH 101 ENFILE 23 ' +
      'ENOBUFS 105 ENODATA 61 ENODEV 19 ENOENT 2 ENOEXEC 8 ENOLCK 37 ENOLINK 67 ENOMEM 12 ENOMSG 42 ' +
      'ENOPROTOOPT 92 ENOSPC 28 ENOSR 63 ENOSTR 60 ENOSYS 38 ENOTCONN 107 ENOTDIR 20 ENOTEMPTY 39 ' +
      'ENOTSOCK 88 ENOTSUP 95 ENOTTY 25 ENXIO 6 EOPNOTSUPP 95 EOVERFLOW 75 EPERM 1 EPIPE 32 EPROTO 71 ' +
      'EPROTONOSUPPORT 93 EPROTOTYPE 91 ERANGE 34 EROFS 30 ESPIPE 29 ESRCH 3 ESTALE 116 ETIME 62 ' +
      'ETIMEDOUT 110 ETXTBSY 26 EWOULDBLOCK 11 EXDEV 18'),
    signals: Object.freeze(pairs('SIGHUP 1 SIGINT 2 SIGQUIT 3 SIGILL 4 SIGTRAP 5 SIGABRT 6 SIGIOT 6 SIGBUS 7 SIGFPE 8 SIGKILL 9 ' +
      'SIGUSR1 10 SIGSEGV 11 SIGUSR2 12 SIGPIPE 13 SIGALRM 14 SIGTERM 15 SIGCHLD 17 SIGSTKFLT 16 SIGCONT 18 ' +
      'SIGSTOP 19 SIGTSTP 20 SIGTTIN 21 SIGTTOU 22 SIGURG 23 SIGXCPU 24 SIGXFSZ 25 SIGVTALRM 26 SIGPROF 27 ' +
      'SIGWINCH 28 SIGIO 29 SIGPOLL 29 SIGPWR 30 SIGSYS 31')),
    priority: pairs('PRIORITY_LOW 19 PRIORITY_BELOW_NORMAL 10 PRIORITY_NORMAL 0 PRIORITY_ABOVE_NORMAL -7 ' +
      'PRIORITY_HIGH -14 PRIORITY_HIGHEST -20'),
  };
  const lacks = (name) => function () { throw new Error(`tarn has no os.${name}`); };
  const os = {
    EOL: '\n',
    devNull: '/dev/null',
    platform: () => u.sysname.toLowerCase(),
    type: () => u.sysname,
    arch: () => archOf[u.machine] || u.machine,
    machine: () => u.machine,
    release: () => u.release,
    hostname: () => u.hostname,
    homedir: () => n.env.HOME,
    tmpdir,
    endianness: () => 'LE',
    version: () => u.version,
    cpus,
    availableParallelism: () => n.parallelism(),
    totalmem: () => meminfo('MemTotal'),
    freemem: () => meminfo('MemAvailable'),
    loadavg,
    uptime: () => Number(proc('/proc/uptime').split(' ')[0]),
    userInfo,
    networkInterfaces: lacks('networkInterfaces'),
    getPriority: lacks('getPriority'),
    setPriority: lacks('setPriority'),
  };
  Object.defineProperty(os, 'constants', { value: constants, enumerable: true });
  return os;
})
