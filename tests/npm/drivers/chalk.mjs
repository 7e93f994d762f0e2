// Pure ES module package with "imports" (#ansi-styles, #supports-color); FORCE_COLOR
// is set by the runner, and the color level comes from process.env / tty.
import chalk, { Chalk, supportsColor, chalkStderr } from 'chalk';
const c = new Chalk({ level: 3 });
console.log(JSON.stringify(c.red('red')), JSON.stringify(c.bold.underline.bgBlue('x')), JSON.stringify(c.hex('#ff8800')('hex')), JSON.stringify(c.rgb(1, 2, 3).visible('v')));
console.log(JSON.stringify(new Chalk({ level: 1 }).green.inverse('g')), JSON.stringify(new Chalk({ level: 0 }).red('plain')));
console.log(chalk.level, typeof supportsColor, typeof chalkStderr.red);
