// node:timers and node:timers/promises: promise timers, the interval
// iterator, scheduler, AbortSignal.
import timers from 'node:timers';
import { setTimeout as sleep, setImmediate as immediate, setInterval as every, scheduler } from 'node:timers/promises';
import * as tp from 'timers/promises';
console.log(timers.setTimeout === globalThis.setTimeout, timers.promises.setTimeout === sleep, tp.scheduler === scheduler);
console.log(await sleep(5, 'five'), await immediate('now'));
console.log(await scheduler.wait(1), await scheduler.yield());
let n = 0;
for await (const v of every(1, 'tick')) {
  console.log(v, ++n);
  if (n === 3) break;
}
const ac = new AbortController();
const p = sleep(1000, 'never', { signal: ac.signal });
ac.abort(new Error('stop'));
try { await p; } catch (e) { console.log(e.name, e.code, e.message, e.cause.message); }
try { await sleep(1, 'x', { signal: AbortSignal.abort('why') }); } catch (e) { console.log(e.name, e.cause); }
try { await sleep(1, 'x', 5); } catch (e) { console.log(e.code, e.message); }
const ac2 = new AbortController();
const it = every(1000, 'x', { signal: ac2.signal });
setTimeout(() => ac2.abort(), 5);
try { for await (const v of it) console.log(v); } catch (e) { console.log(e.name); }
// expect: true true true
// expect: five now
// expect: undefined undefined
// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: AbortError ABORT_ERR The operation was aborted stop
// expect: AbortError why
// expect: ERR_INVALID_ARG_TYPE The "options" argument must be of type object. Received type number (5)
// expect: AbortError
