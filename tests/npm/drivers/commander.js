const { Command, Option, InvalidArgumentError } = require('commander');
const program = new Command();
program.name('tool').version('1.2.3').description('a test tool')
  .option('-d, --debug', 'debug output').option('-p, --port <n>', 'port', (v) => { const n = parseInt(v, 10); if (isNaN(n)) throw new InvalidArgumentError('not a number'); return n; }, 80)
  .addOption(new Option('-c, --color <c>').choices(['red', 'blue']))
  .exitOverride().configureOutput({ writeOut: (s) => process.stdout.write('[out] ' + s), writeErr: (s) => process.stdout.write('[err] ' + s) });
program.command('serve <dir> [extra...]').description('serve a dir').action((dir, extra, opts) => console.log('serve', dir, extra, opts));
program.parse(['node', 'tool', '-d', '--port', '8080', 'serve', 'www', 'a', 'b']);
console.log(program.opts());
console.log(program.helpInformation());
try { new Command().exitOverride().configureOutput({ writeErr: (s) => process.stdout.write('[err] ' + s) }).option('-p <n>').parse(['node', 't', '--nope'], {}); } catch (e) { console.log(e.code, e.exitCode); }
