// process.execArgv (the options before the script: -e/-p with their code,
// not "-" or "--"), process.title (argv0 until set; a set value becomes a
// string) and process.resourceUsage's fields. The option cases run in
// children of this test's own engine, without GC stress.
const { spawnSync } = require('child_process');
if (process.argv[2] === 'child') {
  console.log(JSON.stringify(process.execArgv));
  return;
}
const env = { ...process.env };
for (const k of Object.keys(env)) if (k.startsWith('TARN_GC_')) delete env[k];
const run = (args, input) => spawnSync(process.execPath, args, { env, input, encoding: 'utf8' }).stdout.trim();
console.log(JSON.stringify(process.execArgv));
console.log(run(['--no-warnings', __filename, 'child', '--no-deprecation']));
console.log(run(['--', __filename, 'child']));
console.log(run(['-e', 'console.log(JSON.stringify(process.execArgv))', 'x']));
console.log(run(['-p', 'process.execArgv.length', 'x']));
console.log(run(['-', 'a'], 'console.log(JSON.stringify(process.execArgv))'));

console.log(process.title === process.argv0, typeof process.title);
process.title = 5;
console.log(process.title, typeof process.title);
const ru = process.resourceUsage();
console.log(Object.keys(ru).join(), Object.values(ru).every((v) => Number.isInteger(v) && v >= 0));
console.log(ru.maxRSS > 0, process.resourceUsage.length);
// expect: []
// expect: ["--no-warnings"]
// expect: []
// expect: ["-e","console.log(JSON.stringify(process.execArgv))"]
// expect: 2
// expect: []
// expect: true string
// expect: 5 string
// expect: userCPUTime,systemCPUTime,maxRSS,sharedMemorySize,unsharedDataSize,unsharedStackSize,minorPageFault,majorPageFault,swappedOut,fsRead,fsWrite,ipcSent,ipcReceived,signalsCount,voluntaryContextSwitches,involuntaryContextSwitches true
// expect: true 0
