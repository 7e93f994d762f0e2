// child_process.spawn: stdin as a writable stream (several writes, end,
// more than a pipe holds), a large output, the shell, env and argv0
// options. Each step waits for the last one's 'close'.
const cp = require('child_process');

function run(label, file, args, options, feed) {
  return new Promise((resolve) => {
    const c = cp.spawn(file, args, options);
    let out = '';
    c.stdout.on('data', (d) => { out += d; });
    if (feed) feed(c);
    c.on('close', (code, sig) => {
      console.log(label, code, sig, JSON.stringify(out.length > 60 ? out.length : out));
      resolve();
    });
  });
}

(async () => {
  await run('stdin', 'cat', [], {}, (c) => {
    console.log(typeof c.stdin.write, c.stdin.writable);
    c.stdin.write('line 1\n');
    c.stdin.write(Buffer.from('line 2\n'), () => console.log('written'));
    c.stdin.end('end\n');
  });
  await run('large input', 'wc', ['-c'], {}, (c) => c.stdin.end('x'.repeat(200000)));
  await run('large output', 'sh', ['-c', 'head -c 300000 /dev/zero | tr "\\0" a']);
  await run('shell', 'echo $0 "$X" | tr a-z A-Z', [], { shell: true, env: { X: 'why', PATH: process.env.PATH } });
  await run('args shell', 'echo', ['1', '2'], { shell: true });
  await run('argv0', 'sh', ['-c', 'echo $0'], { argv0: 'custom0' });
  await run('encoding', 'printf', ['h\\303\\251'], {}, (c) => c.stdout.setEncoding('latin1'));
})();
// expect: function true
// expect: written
// expect: stdin 0 null "line 1\nline 2\nend\n"
// expect: large input 0 null "200000\n"
// expect: large output 0 null 300000
// expect: shell 0 null "/BIN/SH WHY\n"
// expect: args shell 0 null "1 2\n"
// expect: argv0 0 null "custom0\n"
// expect: encoding 0 null "hÃ©"
