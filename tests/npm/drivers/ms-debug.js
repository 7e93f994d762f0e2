// ms and debug: debug picks its node backend (tty, util.inspect, process.env) and writes to stderr.
const ms = require('ms');
console.log(ms('2 days'), ms('1d'), ms('10h'), ms('2.5 hrs'), ms('-3m'), ms('1y'), ms('100'), ms('nope'));
console.log(ms(60000), ms(2 * 60000), ms(-3 * 60000), ms(ms('10 hours')), ms(60000, { long: true }), ms(90061000, { long: true }));
process.env.DEBUG_HIDE_DATE = 'true';
const debug = require('debug');
debug.enable('app:*,-app:quiet');
const log = debug('app:main');
const quiet = debug('app:quiet');
const lines = [];
log.log = (...args) => lines.push(require('util').format(...args).replace(/ \+\d+m?s$/, ''));
log.useColors = false;
log('hello %s %d %o %O %j', 'world', 42, { a: [1] }, { b: 2 }, { c: 3 });
quiet('never');
console.log(log.enabled, quiet.enabled, debug.enabled('app:other'), debug.enabled('x'), lines);
console.log(typeof debug.formatters.o, debug.names.map(String), debug.skips.map(String), debug.extend === undefined, log.extend('sub').namespace);
