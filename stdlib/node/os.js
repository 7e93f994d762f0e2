(function (n) {
  // stdlib/node/os.js — node:os: EOL, platform, type, arch, release,
  // version, hostname, homedir, tmpdir, endianness, devNull, userInfo, and
  // what libuv reads from /proc on Linux: cpus (/proc/stat, /proc/cpuinfo
  // and cpufreq's scaling_cur_freq), totalmem and freemem (/proc/meminfo's
  // MemTotal and MemAvailable), loadavg, uptime. stdlib/node/core.c
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
  const lacks = (name) => function () { throw new Error(`tarn has no os.${name}`); };
  return {
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
})
