// --input-type: -e and stdin code as an ES module (import.meta, top-level
// await, no require; node's "[eval1]" name) or as CommonJS; a file is typed
// as usual; a bad value is node's message and status 9. Run in children of
// this test's own engine, without GC stress.
const { spawnSync } = require('child_process');
if (process.argv[2] === 'child') {
  console.log('file', typeof require);
  return;
}
const env = { ...process.env };
for (const k of Object.keys(env)) if (k.startsWith('TARN_GC_')) delete env[k];
const run = (args, input) => {
  const r = spawnSync(process.execPath, args, { env, input, encoding: 'utf8', cwd: __dirname });
  const err = r.stderr.split('\n')[0].replace(/^\S*(node|tarn):/, 'PROG:');
  console.log(r.status, JSON.stringify(r.stdout.replace(/file:\/\/\S*\//g, 'file:///DIR/')), JSON.stringify(err));
};
run(['--input-type=module', '-e', 'console.log(typeof require, import.meta.url, await Promise.resolve(1))']);
run(['--input-type', 'module', '-e', 'console.log(typeof import.meta)']);
run(['--input-type=module'], 'console.log(import.meta.url, this)');
run(['--input-type=commonjs', '-e', 'console.log(typeof require, typeof module)']);
run(['--input-type=commonjs'], 'console.log(typeof require, __filename)');
run(['--input-type=module', __filename, 'child']);
run(['--input-type=bogus', '-e', '1']);
// expect: 0 "undefined file:///DIR/[eval1] 1\n" ""
// expect: 0 "object\n" ""
// expect: 0 "file:///DIR/[eval1] undefined\n" ""
// expect: 0 "function object\n" ""
// expect: 0 "function [stdin]\n" ""
// expect: 0 "file function\n" ""
// expect: 9 "" "PROG: --input-type must be \"module\",\"commonjs\", \"module-typescript\" or \"commonjs-typescript\""
