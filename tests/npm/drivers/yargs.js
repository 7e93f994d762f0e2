// yargs: option parsing, commands, coercion, validation and generated help,
// through its CommonJS build and y18n's English strings.
const yargs = require('yargs/yargs');
const { hideBin } = require('yargs/helpers');
console.log(hideBin(['node', 'script', '--x', '1']));
const run = (args) => {
  const y = yargs(args)
    .scriptName('tool')
    .usage('$0 <cmd> [args]')
    .command('serve [port]', 'start the server', (yy) => yy.positional('port', { describe: 'port to bind on', type: 'number', default: 5000 }), (argv) => console.log('serving on', argv.port, argv.verbose))
    .command(['greet <name..>', 'hi'], 'greet people', {}, (argv) => console.log('hello', argv.name.join(' & ')))
    .option('verbose', { alias: 'v', type: 'boolean', description: 'Run with verbose logging' })
    .option('level', { choices: ['low', 'high'], default: 'low' })
    .option('size', { type: 'number', coerce: (n) => n * 2 })
    .array('tags')
    .count('debug').alias('d', 'debug')
    .conflicts('quiet', 'verbose')
    .implies('size', 'level')
    .example('$0 serve 8080', 'serve on port 8080')
    .epilogue('see the docs')
    .wrap(80)
    .strict()
    .exitProcess(false)
    .fail((msg, err) => console.log('failed:', msg || err.message))
    .help();
  return y.parse();
};
const a = run(['serve', '8080', '-v', '--tags', 'a', 'b', '-ddd', '--size', '21', '--no-color']);
console.log(JSON.stringify(a));
run(['greet', 'ann', 'bob']);
run(['hi', 'cy']);
run(['serve', '--level', 'mid']);
run(['serve', '--quiet', '-v']);
run(['--unknown-flag']);
const help = yargs([]).scriptName('tool').command('serve [port]', 'start the server').option('verbose', { alias: 'v', type: 'boolean', description: 'Run with verbose logging' }).wrap(70).locale('en');
help.showHelp((s) => console.log(s));
const p = yargs().scriptName('tool').parserConfiguration({ 'camel-case-expansion': true, 'dot-notation': true }).parse('--foo-bar 3 --a.b.c x -- rest args');
console.log(JSON.stringify(p));
yargs(['--n', '5']).option('n', { type: 'number' }).middleware((argv) => { argv.twice = argv.n * 2; }).parseAsync().then((r) => console.log('async', r.n, r.twice));
