// node:os: cpus, totalmem/freemem, loadavg, uptime, version, userInfo,
// availableParallelism, checked against /proc and each other (the values
// themselves move between runs).
const os = require('os');
const fs = require('fs');
const cpus = os.cpus();
console.log(Array.isArray(cpus), cpus.length > 0, cpus.length === fs.readFileSync('/proc/stat', 'utf8').split('\n').filter((l) => /^cpu\d/.test(l)).length);
for (const c of cpus.slice(0, 1)) {
  console.log(Object.keys(c), Object.keys(c.times), typeof c.model, Number.isInteger(c.speed));
  console.log(Object.values(c.times).every((t) => Number.isInteger(t) && t >= 0 && t % 10 === 0));
}
const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(fs.readFileSync('/proc/meminfo', 'utf8'))[1]) * 1024;
console.log(os.totalmem() === kb('MemTotal'), os.freemem() > 0, os.freemem() <= os.totalmem(), Number.isInteger(os.freemem()));
const la = os.loadavg();
console.log(la.length, la.every((x) => typeof x === 'number' && x >= 0));
const up = os.uptime();
console.log(typeof up, Math.abs(up - Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0])) < 5);
console.log(typeof os.version(), os.version().length > 0);
const u = os.userInfo();
console.log(Object.getPrototypeOf(u), Object.keys(u), u.uid === process.getuid(), u.gid === process.getgid(), typeof u.username);
console.log(Number.isInteger(os.availableParallelism()), os.availableParallelism() >= 1);
// expect: true true true
// expect: [ 'model', 'speed', 'times' ] [ 'user', 'nice', 'sys', 'idle', 'irq' ] string true
// expect: true
// expect: true true true true
// expect: 3 true
// expect: number true
// expect: string true
// expect: null [ 'uid', 'gid', 'username', 'homedir', 'shell' ] true true string
// expect: true true
