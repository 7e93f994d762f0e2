// Event, CustomEvent, EventTarget, AbortController and AbortSignal (web/events.js) against node
const e = new Event('foo', { cancelable: true });
console.log(e.type, e.cancelable, e.bubbles, e.composed, e.defaultPrevented, e.eventPhase, e.target, e.currentTarget, e.isTrusted, e.returnValue, e.cancelBubble, typeof e.timeStamp, e.srcElement, e.composedPath());
console.log(Object.getOwnPropertyNames(Event.prototype).join(), Object.getOwnPropertyNames(Event).join(), Event.NONE, Event.AT_TARGET);
console.log(Object.getOwnPropertyNames(EventTarget.prototype).join(), Object.getOwnPropertyNames(CustomEvent.prototype).join());
console.log(Object.getOwnPropertyNames(AbortController.prototype).join(), Object.getOwnPropertyNames(AbortSignal.prototype).join(), Object.getOwnPropertyNames(AbortSignal).join());
const t = new EventTarget();
function h(ev) { console.log('h', ev.type, this === t, ev.target === t, ev.currentTarget === t, ev.eventPhase); }
t.addEventListener('foo', h); t.addEventListener('foo', h); t.addEventListener('foo', { handleEvent(ev) { console.log('obj', this !== t, ev.type) } });
t.addEventListener('foo', () => console.log('once'), { once: true });
console.log(t.dispatchEvent(e), e.eventPhase, e.currentTarget, e.target === t);
t.dispatchEvent(new Event('foo')); t.removeEventListener('foo', h); t.dispatchEvent(new Event('foo'));
try { t.dispatchEvent(e) } catch (x) { console.log(x.name, x.code, x.message) }
const e2 = new Event('bar', { cancelable: true }); t.addEventListener('bar', (ev) => { ev.preventDefault(); ev.stopImmediatePropagation() }); t.addEventListener('bar', () => console.log('never'));
console.log(t.dispatchEvent(e2), e2.defaultPrevented, e2.returnValue);
const ce = new CustomEvent('c', { detail: { x: 1 } }); console.log(ce.type, ce.detail, ce instanceof Event);
for (const f of [() => new Event(), () => Event('x'), () => t.addEventListener(), () => t.dispatchEvent({}), () => t.addEventListener('x', 5), () => new CustomEvent(), () => new AbortSignal(), ()=>Event.prototype.preventDefault.call({}), ()=>Object.getOwnPropertyDescriptor(Event.prototype,'type').get.call({}), ()=>EventTarget.prototype.addEventListener.call({}, 'x', ()=>{})])
  try { f() } catch (x) { console.log(x.name, x.code, x.message) }
t.addEventListener('err', () => { throw new Error('boom') });
const ac = new AbortController(); console.log(ac, ac.signal, ac.signal.aborted, ac.signal.reason);
ac.signal.addEventListener('abort', (ev) => console.log('abort event', ev.type, ev.constructor.name, ev.isTrusted));
ac.signal.onabort = (ev) => console.log('onabort');
ac.abort(); ac.abort('again'); console.log(ac.signal.aborted, ac.signal.reason instanceof DOMException, ac.signal.reason.name, ac.signal.reason.message, ac.signal.reason.code);
try { ac.signal.throwIfAborted() } catch (x) { console.log('thrown', x.name) }
const ac2 = new AbortController(); ac2.abort(42); console.log(ac2.signal.reason, ac2.signal);
const s3 = AbortSignal.abort(); console.log(s3.aborted, s3.reason.name);
const any = AbortSignal.any([new AbortController().signal, ac2.signal]); console.log(any.aborted, any.reason);
const c4 = new AbortController(); const any2 = AbortSignal.any([c4.signal]); any2.onabort = () => console.log('any2 aborted', any2.reason); c4.abort('r');
const ts = AbortSignal.timeout(10); ts.addEventListener('abort', () => console.log('timeout', ts.reason.name, ts.reason.message, ts.reason.code));
try { AbortSignal.timeout(-1) } catch (x) { console.log(x.name, x.code, x.message) }
try { AbortSignal.any([1]) } catch (x) { console.log(x.name, x.code, x.message) }
console.log(Object.prototype.toString.call(ac.signal), Object.prototype.toString.call(t), Object.prototype.toString.call(e));
setTimeout(() => {}, 30);
const ins = new Event('i');
console.log(Object.keys(require_free_view(ins)));
function require_free_view(ev) { return { type: ev.type, defaultPrevented: ev.defaultPrevented, cancelable: ev.cancelable }; }
console.log(new EventTarget(), new AbortController(), [AbortSignal.abort()]);
const t2 = new EventTarget();
const ac3 = new AbortController();
t2.addEventListener('x', () => console.log('x with signal'), { signal: ac3.signal });
t2.dispatchEvent(new Event('x'));
ac3.abort();
t2.dispatchEvent(new Event('x'));
console.log('after abort: no listener');
const ev3 = new Event('y');
t2.addEventListener('y', (e) => { try { t2.dispatchEvent(e); } catch (err) { console.log(err.name, err.code, err.message); } });
t2.dispatchEvent(ev3);
console.log(typeof Event.prototype.composedPath, Object.keys(Event.prototype).length, Object.keys(AbortSignal).join());
// expect: foo true false false false 0 null null false true false number null []
// expect: constructor,initEvent,stopImmediatePropagation,preventDefault,target,currentTarget,srcElement,type,cancelable,defaultPrevented,timeStamp,composedPath,returnValue,bubbles,composed,eventPhase,cancelBubble,stopPropagation,isTrusted length,name,prototype,NONE,CAPTURING_PHASE,AT_TARGET,BUBBLING_PHASE 0 2
// expect: constructor,addEventListener,removeEventListener,dispatchEvent constructor,detail
// expect: constructor,signal,abort constructor,aborted,reason,throwIfAborted,onabort length,name,prototype,abort,timeout,any
// expect: h foo true true true 2
// expect: obj true foo
// expect: once
// expect: true 0 null true
// expect: h foo true true true 2
// expect: obj true foo
// expect: obj true foo
// expect: obj true foo
// expect: false true false
// expect: c { x: 1 } true
// expect: TypeError ERR_MISSING_ARGS The "type" argument must be specified
// expect: TypeError undefined Class constructor Event cannot be invoked without 'new'
// expect: TypeError ERR_MISSING_ARGS The "type" and "listener" arguments must be specified
// expect: TypeError ERR_INVALID_ARG_TYPE The "event" argument must be an instance of Event. Received an instance of Object
// expect: TypeError ERR_INVALID_ARG_TYPE The "listener" argument must be an instance of EventListener. Received type number (5)
// expect: TypeError ERR_MISSING_ARGS The "type" argument must be specified
// expect: TypeError ERR_ILLEGAL_CONSTRUCTOR Illegal constructor
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type Event
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type Event
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type EventTarget
// expect: AbortController { signal: AbortSignal { aborted: false } } AbortSignal { aborted: false } false undefined
// expect: abort event abort Event true
// expect: onabort
// expect: true true AbortError This operation was aborted 20
// expect: thrown AbortError
// expect: 42 AbortSignal { aborted: true }
// expect: true AbortError
// expect: true 42
// expect: any2 aborted r
// expect: RangeError ERR_OUT_OF_RANGE The value of "delay" is out of range. It must be >= 0 && <= 4294967295. Received -1
// expect: TypeError ERR_INVALID_ARG_TYPE signals[0] is not of type AbortSignal.
// expect: [object AbortSignal] [object EventTarget] [object Event]
// expect: [ 'type', 'defaultPrevented', 'cancelable' ]
// expect: EventTarget {} AbortController { signal: AbortSignal { aborted: false } } [ AbortSignal { aborted: true } ]
// expect: x with signal
// expect: after abort: no listener
// expect: Error ERR_EVENT_RECURSION The event "y" is already being dispatched
// expect: function 18 
// expect: timeout TimeoutError The operation was aborted due to timeout 23
