// A rejected top-level await rejects the module's own import() promise
// before those of the modules that wait on it (AsyncModuleExecutionRejected).
import { p1, aStart, bStart } from './setup.mjs';
const logs = [];
const done = Promise.all([
  bStart.promise.then(() => import('./a.mjs').finally(() => logs.push('A'))).catch((e) => logs.push('A caught ' + e)),
  import('./b.mjs').finally(() => logs.push('B')).catch((e) => logs.push('B caught ' + e)),
]);
Promise.all([aStart.promise, bStart.promise]).then(() => p1.reject('boom'));
await done;
console.log(logs);
