(function (n) {
  // stdlib/node/os.js — node:os basics: EOL, platform, type, arch, release,
  // hostname, homedir, tmpdir, endianness, devNull. stdlib/node/core.c
  // compiles it on the first require('os') with n.uname() (sysname,
  // release, machine, hostname) and n.env (HOME, TMPDIR, TMP, TEMP).
  'use strict';
  const u = n.uname();
  const archOf = { x86_64: 'x64', aarch64: 'arm64', i686: 'ia32', i386: 'ia32', armv7l: 'arm' };
  const tmpdir = () => {
    let p = n.env.TMPDIR || n.env.TMP || n.env.TEMP || '/tmp';
    if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
    return p;
  };
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
  };
})
