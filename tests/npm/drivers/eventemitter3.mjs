// eventemitter3: listeners with contexts, once, symbols and removal, in the
// order node's own EventEmitter would call them.
import EventEmitter from 'eventemitter3';
const e = new EventEmitter();
const ctx = { name: 'ctx' };
function show(...args) { console.log('show', this === ctx ? 'ctx' : typeof this, args); }
e.on('a', show, ctx);
e.once('a', (x) => console.log('once', x));
const sym = Symbol('s');
e.on(sym, () => console.log('symbol event'));
console.log(e.emit('a', 1, 2, 3, 4, 5, 6), e.emit('a', 'again'), e.emit('none'), e.emit(sym));
console.log(e.eventNames(), e.listenerCount('a'), e.listeners('a').length);
e.off('a', show, { other: true });
console.log(e.listenerCount('a'));
e.removeListener('a', show, ctx);
console.log(e.listenerCount('a'), e.eventNames());
class Ticker extends EventEmitter { tick(n) { for (let i = 0; i < n; i++) this.emit('tick', i); return this; } }
const t = new Ticker(); const seen = [];
t.on('tick', (i) => seen.push(i)).on('tick', function (i) { if (i === 1) this.removeAllListeners('tick'); seen.push('b' + i); });
t.tick(4);
console.log(seen, t instanceof EventEmitter, EventEmitter.prefixed, typeof EventEmitter.EventEmitter);
const order = [];
e.on('o', () => order.push(1)); e.once('o', () => { order.push(2); e.on('o', () => order.push(3)); });
e.emit('o'); e.emit('o');
console.log(order);
e.removeAllListeners(); console.log(e.eventNames());
