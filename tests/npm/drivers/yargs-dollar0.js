// yargs: the default $0, the script's name yargs derives from process.argv
// when no scriptName is given, as in its README's first example.
const yargs = require('yargs/yargs');
const { hideBin } = require('yargs/helpers');
const argv = yargs(hideBin(process.argv)).usage('Usage: $0 --ships [num]').parse();
console.log(argv.$0);
yargs(['--help']).usage('Usage: $0 --ships [num]').option('ships', { type: 'number' }).exitProcess(false).showHelp((s) => console.log(s));
