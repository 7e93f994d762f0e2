// node:readline without a terminal: 'line' and 'close' over a stream, CRLF and a last line without a newline,
// question, prompt to an output, pause/resume events, async iteration, readline/promises, errors.
const readline = require('readline');
const { Readable, PassThrough, Writable } = require('stream');
const step = (f) => new Promise((resolve) => f(resolve));
const sink = () => {
  const w = new Writable({ write(c, e, cb) { w.text += c; cb(); } });
  w.text = '';
  return w;
};
(async () => {
  await step((done) => {
    const rl = readline.createInterface({ input: Readable.from(['one\ntw', 'o\r\nthree\rfour\n\nfi', 've']) });
    rl.on('line', (l) => console.log('line', JSON.stringify(l)));
    rl.on('pause', () => console.log('pause'));
    rl.on('close', () => { console.log('close', rl.closed); done(); });
  });
  await step((done) => {
    const input = new PassThrough();
    const output = sink();
    const rl = readline.createInterface({ input, output, prompt: '$ ' });
    console.log(rl.getPrompt(), rl.terminal, rl.line, rl.cursor, rl.crlfDelay);
    rl.question('name? ', (answer) => {
      console.log('answer', answer, JSON.stringify(output.text));
      rl.prompt();
      rl.on('line', (l) => {
        console.log('after', l, JSON.stringify(output.text));
        rl.close();
      });
      input.write('more\n');
    });
    rl.on('close', () => {
      try { rl.question('x', () => {}); } catch (e) { console.log(e.name, e.code, e.message); }
      done();
    });
    input.write('bob\n');
  });
  const lines = [];
  const rl2 = readline.createInterface({ input: Readable.from(['a\nb\n', 'c\nd']), crlfDelay: Infinity });
  for await (const line of rl2) lines.push(line);
  console.log('iterated', lines);
  const rl3 = readline.createInterface({ input: Readable.from(['x\ny\nz\n']) });
  for await (const line of rl3) {
    console.log('first', line);
    break;
  }
  console.log('closed after break', rl3.closed);
  const rlp = require('readline/promises').createInterface({ input: Readable.from(['42\n', 'rest\n']), output: sink() });
  console.log('promise answer', await rlp.question('n? '));
  rlp.close();
  const ac = new AbortController();
  const rlq = require('node:readline/promises').createInterface({ input: new PassThrough() });
  const p = rlq.question('q', { signal: ac.signal });
  ac.abort();
  await p.catch((e) => console.log('aborted', e.name, e.code, e.message));
  rlq.close();
  await rlq.question('q').catch((e) => console.log('after close', e.code, e.message));
  const w = sink();
  readline.cursorTo(w, 3);
  readline.cursorTo(w, 1, 2);
  readline.moveCursor(w, -2, 3);
  readline.clearLine(w, 0);
  readline.clearLine(w, -1);
  readline.clearScreenDown(w);
  console.log(JSON.stringify(w.text));
  const rlw = readline.createInterface({ input: new PassThrough() });
  rlw.on('line', (l) => console.log('written', l));
  rlw.write('typed\n');
  rlw.close();
  console.log(Object.keys(readline).join(), Object.keys(require('readline/promises')).join());
})();
// expect: line "one"
// expect: line "two"
// expect: line "three"
// expect: line "four"
// expect: line ""
// expect: line "five"
// expect: pause
// expect: close true
// expect: $  false  undefined 100
// expect: answer bob "name? "
// expect: after more "name? $ "
// expect: Error ERR_USE_AFTER_CLOSE readline was closed
// expect: iterated [ 'a', 'b', 'c', 'd' ]
// expect: first x
// expect: closed after break true
// expect: promise answer 42
// expect: aborted AbortError ABORT_ERR The operation was aborted
// expect: after close ERR_USE_AFTER_CLOSE readline was closed
// expect: "\u001b[4G\u001b[3;2H\u001b[2D\u001b[3B\u001b[2K\u001b[1K\u001b[0J"
// expect: written typed
// expect: Interface,clearLine,clearScreenDown,createInterface,cursorTo,emitKeypressEvents,moveCursor,promises Interface,Readline,createInterface
