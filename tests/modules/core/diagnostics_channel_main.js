// node:diagnostics_channel: channels by name, subscribers, the active and
// inactive prototypes, stores bound to a channel, and tracing channels.
const dc = require('node:diagnostics_channel');
const { AsyncLocalStorage } = require('node:async_hooks');
console.log(Object.keys(dc), typeof dc.Channel);
const c = dc.channel('x');
console.log(c, c.hasSubscribers, c === dc.channel('x'), c instanceof dc.Channel, Object.getPrototypeOf(c) === dc.Channel.prototype);
const f = (m, name) => console.log('got', m, name);
c.subscribe(f);
console.log(c, Object.getPrototypeOf(c) === dc.Channel.prototype, c instanceof dc.Channel, Object.getOwnPropertyNames(Object.getPrototypeOf(c)));
console.log(Object.getOwnPropertyNames(dc.Channel.prototype));
c.publish({ a: 1 });
console.log(c.unsubscribe(f), c.unsubscribe(f), c.hasSubscribers, Object.getPrototypeOf(c) === dc.Channel.prototype);
try { c.subscribe(1); } catch (e) { console.log(e.code, e.message); }
try { dc.channel(1); } catch (e) { console.log(e.code, e.message); }
console.log(c.hasSubscribers, dc.hasSubscribers('x'), dc.hasSubscribers('never'));
const s = Symbol('sym');
console.log(dc.channel(s).name === s, dc.subscribe('y', f), dc.hasSubscribers('y'), dc.unsubscribe('y', f), dc.unsubscribe('zz', f));
// a subscriber that unsubscribes while a publish runs does not skip the next
const order = [];
const a = () => { order.push('a'); dc.unsubscribe('z', a); };
dc.subscribe('z', a); dc.subscribe('z', () => order.push('b'));
dc.channel('z').publish(0); dc.channel('z').publish(0);
console.log(order);

const t = dc.tracingChannel('t');
console.log(t, Object.getOwnPropertyNames(t), t.error.name, t.start === dc.channel('tracing:t:start'), t.hasSubscribers);
console.log(Object.getOwnPropertyNames(Object.getPrototypeOf(t)));
const show = (ev) => (m) => console.log(ev, m.error ? { ...m, error: m.error.message } : m);
const handlers = { start: show('start'), end: show('end'), asyncStart: show('asyncStart'), asyncEnd: show('asyncEnd'), error: show('error') };
t.subscribe(handlers);
console.log(t.hasSubscribers, t.traceSync(function (x, y) { return [this, x + y]; }, { ctx: 1 }, 'self', 2, 3));
try { t.traceSync(() => { throw new Error('boom'); }, { ctx: 2 }); } catch (e) { console.log('caught', e.message); }
const p = t.tracePromise(async (x) => x * 2, { ctx: 3 }, null, 21);
console.log(p instanceof Promise);
p.then((v) => console.log('resolved', v));
const thenable = { then(resolve) { resolve(7); } };
console.log(t.tracePromise(() => thenable, { ctx: 4 }) === thenable);
t.tracePromise(async () => { throw new Error('rejected'); }, { ctx: 5 }).catch((e) => console.log('rejected', e.message));
t.traceCallback((x, cb) => setTimeout(() => cb(null, x + 1), 1), -1, { ctx: 6 }, null, 10, (err, v) => {
  console.log('callback', err, v);
  console.log(t.unsubscribe(handlers), t.hasSubscribers, t.unsubscribe({ start() {} }));
});
try { t.traceCallback(() => {}, 0, {}, null, 'not a function'); } catch (e) { console.log(e.code, e.message); }
const t2 = dc.tracingChannel({ start: dc.channel('c1'), end: dc.channel('c2'), asyncStart: dc.channel('c3'), asyncEnd: dc.channel('c4'), error: dc.channel('c5') });
console.log(t2.end.name, t2.error.name);
try { dc.tracingChannel({ start: 1 }); } catch (e) { console.log(e.code, e.message); }
try { dc.tracingChannel(5); } catch (e) { console.log(e.code, e.message); }

// stores: runStores enters each bound store with the transformed data
const als = new AsyncLocalStorage();
const sc = dc.channel('st');
sc.bindStore(als, (d) => ({ wrapped: d }));
console.log(sc.hasSubscribers, sc.runStores({ q: 1 }, function (x) { return [als.getStore(), String(this), x]; }, 'THIS', 'A'), als.getStore());
sc.subscribe((m) => console.log('published in scope', m, als.getStore()));
{
  const scope = sc.withStoreScope({ r: 2 });
  console.log('in scope', als.getStore(), Object.keys(scope), scope.constructor.name);
  scope[Symbol.dispose]();
}
console.log('after scope', als.getStore());
console.log(sc.unbindStore(als), sc.unbindStore(als));
// an exception in a subscriber reaches the publisher's caller as an uncaught exception later
process.on('uncaughtException', (e) => console.log('uncaught', e.message));
dc.subscribe('bad', () => { throw new Error('subscriber threw'); });
dc.channel('bad').publish(1);
console.log('after publish');
