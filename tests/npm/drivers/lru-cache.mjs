// lru-cache: eviction order, sizes, TTLs on performance.now with a fake
// clock, fetchMethod with AbortSignal, disposal and its iterators.
import { LRUCache } from 'lru-cache';
const disposed = [];
const c = new LRUCache({ max: 3, dispose: (v, k, reason) => disposed.push(`${k}=${v}:${reason}`) });
c.set('a', 1).set('b', 2).set('c', 3);
c.get('a');
c.set('d', 4);
console.log([...c.keys()], [...c.values()], [...c.entries()], c.size, c.has('b'), disposed);
c.set('a', 10); c.delete('c');
console.log([...c.rkeys()], disposed, c.peek('d'), c.pop(), [...c.keys()]);
c.forEach((v, k) => console.log('each', k, v));
console.log(c.dump().map(([k, e]) => [k, e.value]), c.info('a'));
const sized = new LRUCache({ maxSize: 10, sizeCalculation: (v) => v.length });
sized.set('x', 'aaaa').set('y', 'bbbb').set('z', 'cccc');
console.log([...sized.keys()], sized.calculatedSize, sized.set('big', 'x'.repeat(11)).has('big'));
let now = 1000;
const perf = { now: () => now };
const t = new LRUCache({ max: 10, ttl: 100, ttlAutopurge: false, updateAgeOnGet: false, allowStale: false, perf });
t.set('k', 'v'); now += 50;
console.log(t.get('k'), t.getRemainingTTL('k')); now += 60;
console.log(t.get('k'), t.has('k'), t.size);
t.set('s', 1, { ttl: 10 }); now += 20;
console.log(t.get('s', { allowStale: true }), t.get('s'));
const stats = new LRUCache({ max: 5, ttl: 1000, perf });
stats.set('q', 1); const st = {}; stats.get('q', { status: st }); console.log(st);
let calls = 0;
const f = new LRUCache({ max: 5, fetchMethod: async (key, stale, { signal, context }) => { calls++; await new Promise((r) => setTimeout(r, 5)); if (signal.aborted) throw new Error('aborted'); return `${key}:${context}`; } });
const [r1, r2] = await Promise.all([f.fetch('u', { context: 'ctx' }), f.fetch('u', { context: 'ctx' })]);
console.log(r1, r2, calls, await f.fetch('u'), calls);
const ac = new AbortController();
const p = f.fetch('w', { signal: ac.signal, context: 1 });
ac.abort(new Error('stop'));
try { await p; } catch (e) { console.log('fetch aborted:', e.message); }
const m = new LRUCache({ max: 2, memoMethod: (k) => k.toUpperCase() });
console.log(m.memo('hey'), m.memo('hey'), m.size);
try { new LRUCache({}); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Object.prototype.toString.call(c), String(c[Symbol.toStringTag]));
// its diagnostics: node:diagnostics_channel's 'lru-cache:metrics' and the
// 'lru-cache' tracing channel around fetch
import dc from 'node:diagnostics_channel';
const events = [];
const onMetrics = (s) => events.push(['metrics', s.op, s.key, s.get ?? s.set ?? s.has ?? '']);
dc.subscribe('lru-cache:metrics', onMetrics);
const traced = { start: (s) => events.push(['start', s.op, s.key]), end: (s) => events.push(['end', s.op, s.key]), asyncStart: (s) => events.push(['asyncStart', s.op, s.key, s.fetch]), asyncEnd() {}, error() {} };
dc.tracingChannel('lru-cache').subscribe(traced);
const d = new LRUCache({ max: 2, fetchMethod: async (k) => k * 2 });
d.set(1, 'one'); d.get(1); d.get(9); d.has(1);
console.log(await d.fetch(21), await d.fetch(21));
dc.unsubscribe('lru-cache:metrics', onMetrics);
console.log(dc.tracingChannel('lru-cache').unsubscribe(traced));
console.log(JSON.stringify(events));
