const semver = require('semver');
console.log(semver.valid('1.2.3'), semver.valid('a.b.c'), semver.clean('  =v1.2.3   '));
console.log(semver.satisfies('1.2.3', '1.x || >=2.5.0 || 5.0.0 - 7.2.3'));
console.log(semver.gt('1.2.3', '9.8.7'), semver.lt('1.2.3', '9.8.7'));
console.log(semver.minVersion('>=1.0.0'), semver.coerce('v2').version, semver.inc('1.2.3-beta.1', 'prerelease'));
console.log(semver.sort(['1.10.0', '1.2.0', '1.2.0-rc.1', '0.9.9']), semver.maxSatisfying(['1.2.3', '1.2.4', '1.3.0'], '~1.2.0'));
console.log(new semver.Range('^1.2.3 || ~2.0').toString(), semver.diff('1.2.3', '1.3.0'));
console.log(require('semver/functions/parse')('3.4.5-alpha.7+build').prerelease);
