const minimist = require('minimist');
console.log(minimist(['-x', '3', '-y', '4', '-n5', '-abc', '--beep=boop', 'foo', 'bar', 'baz', '--no-ding', '--', '--rest']));
console.log(minimist(['--name', 'v', '-v', '--num', '010'], { string: ['num'], boolean: ['v'], alias: { n: 'name' }, default: { z: 1 } }));
