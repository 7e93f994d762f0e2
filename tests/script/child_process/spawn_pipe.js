// child_process.spawn's streams with node:stream's consumers: stdout piped to
// process.stdout, read by for await, and a conversation with cat (a
// write, its echo, then end): each waits for the last child's 'close'.
const cp = require('child_process');
const c = cp.spawn('printf', ['a\nb\n']);
c.stdout.pipe(process.stdout);
c.on('close', async () => {
  const d = cp.spawn('printf', ['x\ny\n']);
  let s = '';
  for await (const chunk of d.stdout) s += chunk;
  console.log(JSON.stringify(s));
  const e = cp.spawn('cat');
  e.stdout.setEncoding('utf8');
  e.stdout.on('data', (t) => { console.log('echo', JSON.stringify(t)); e.stdin.end(); });
  e.stdin.write('ping');
  e.on('exit', (code) => console.log('exit', code));
});
// expect: a
// expect: b
// expect: "x\ny\n"
// expect: echo "ping"
// expect: exit 0
