// tarn-only
// A stack frame inside Temporal's embedded JavaScript names the
// source file the code is in and its line there (node shows <anonymous>):
// the texts joined from several files (prelude.js +
// temporal/*.js) map each line back to its part. Each frame's line of the
// named file must hold the code that was running (check: intl/internal_stack.js).
const check = require('../intl/internal_stack.js');
check(() => Temporal.PlainDate.from('bad'), [[0, 'const rangeError'], [1, 'const bad'], [4, 'toDate(']]);
// expect: tarn:internal/temporal/core true
// expect: tarn:internal/temporal/parse true
// expect: tarn:internal/temporal/plain true
check(() => Temporal.Duration.from({ years: Symbol() }), [[1, 'toIntegerIfIntegral']]);
// expect: tarn:internal/temporal/duration true
