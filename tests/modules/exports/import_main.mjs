// The same packages imported: the "import" condition, CommonJS default and
// named exports (cjs-module-lexer's rules), node: core modules, '#imports'.
import cond, { via } from 'cond';
import feature from 'cond/feature';
import one from 'pat/one';
import dual, { alpha, beta, gamma, delta, epsilon } from 'dual';
import * as dualNs from 'dual';
import util from '#util';
import condImp from '#cond';
import hello, { kind } from 'esm-only';
import path, { join } from 'node:path';
import pathBare from 'path';
console.log(cond, via, feature, one);
console.log(dual, alpha, beta, gamma, delta, epsilon);
console.log(Object.keys(dualNs));
console.log(util, condImp, hello(), kind);
console.log(join('a', 'b'), path === pathBare, typeof path.resolve);
// expect: cond default import condition feature for node pat/one
// expect: { alpha: 1, beta: 2, gamma: 3, delta: 4 } 1 2 3 4 undefined
// expect: [
// expect:   'alpha',
// expect:   'beta',
// expect:   'default',
// expect:   'delta',
// expect:   'epsilon',
// expect:   'gamma',
// expect:   'module.exports'
// expect: ]
// expect: util via #util cond via import hello from esm-only esm
// expect: a/b true function
