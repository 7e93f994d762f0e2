// node:process's named exports are process's members (its own enumerable
// keys): import { cwd } works, and each export is the member itself. Every
// core module's namespace holds its exports object's enumerable keys and
// default.
import * as ns from 'node:process';
import processDefault, { cwd, chdir, nextTick, emitWarning, exit, hrtime, memoryUsage, uptime, env, argv, argv0,
  pid, ppid, platform, arch, version, versions, release, execPath, umask, cpuUsage, getuid, geteuid, getgid,
  getegid, getgroups, getBuiltinModule, abort, stdout, stderr, stdin } from 'node:process';
import { createRequire } from 'node:module';

console.log(processDefault === process, cwd === process.cwd, cwd() === process.cwd()); // expect: true true true
console.log(typeof chdir, typeof nextTick, typeof emitWarning, typeof exit, typeof hrtime.bigint, typeof memoryUsage, typeof uptime);
// expect: function function function function function function function
console.log(env === process.env, argv === process.argv, typeof argv0, pid === process.pid, typeof ppid);
// expect: true true string true number
console.log(platform, typeof arch, version === process.version, versions.node === version.slice(1));
// expect: linux string true true
console.log(release.name, release.sourceUrl.endsWith(`/node-${version}.tar.gz`), execPath === process.execPath);
// expect: node true true
console.log(typeof umask(), typeof cpuUsage().user, getuid() === process.getuid(), geteuid() >= 0, getgid() >= 0,
  getegid() >= 0, Array.isArray(getgroups()), typeof abort);
// expect: number number true true true true true function
console.log(getBuiltinModule('node:path') === createRequire(import.meta.url)('path'), getBuiltinModule('nope'));
// expect: true undefined
console.log(stdout === process.stdout, stderr === process.stderr, stdin === process.stdin); // expect: true true true
const own = Object.keys(process);
console.log(own.includes('cwd'), own.includes('nextTick'), own.includes('stdout'), own.includes('exitCode'));
// expect: true true true true
console.log(own.every((k) => k in ns), Object.keys(ns).includes('default')); // expect: true true

const require = createRequire(import.meta.url);
for (const id of ['process', 'fs', 'path', 'os', 'util', 'events', 'buffer', 'timers', 'crypto', 'child_process',
  'worker_threads']) {
  const m = await import('node:' + id);
  const ex = require(id);
  const keys = Object.keys(ex).filter((k) => k !== 'default');
  const same = keys.every((k) => Object.hasOwn(m, k));
  const extra = Object.keys(m).filter((k) => k !== 'default' && !keys.includes(k));
  console.log(id, same, extra.length, m.default === ex);
}
// expect: process true 0 true
// expect: fs true 0 true
// expect: path true 0 true
// expect: os true 0 true
// expect: util true 0 true
// expect: events true 0 true
// expect: buffer true 0 true
// expect: timers true 0 true
// expect: crypto true 0 true
// expect: child_process true 0 true
// expect: worker_threads true 0 true
