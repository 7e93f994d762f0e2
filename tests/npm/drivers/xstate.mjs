// xstate: a machine with guards, actions, context, parallel and history
// states, delayed transitions on timers and invoked promises and callbacks.
import { createMachine, createActor, assign, fromPromise, fromCallback, setup, waitFor } from 'xstate';
const toggle = createMachine({ id: 'toggle', initial: 'inactive', context: { count: 0 },
  states: { inactive: { on: { TOGGLE: { target: 'active', actions: assign({ count: ({ context }) => context.count + 1 }) } } }, active: { on: { TOGGLE: 'inactive' } } } });
const a = createActor(toggle);
const log = [];
a.subscribe((s) => log.push(`${s.value}:${s.context.count}`));
a.start(); a.send({ type: 'TOGGLE' }); a.send({ type: 'TOGGLE' }); a.send({ type: 'TOGGLE' }); a.send({ type: 'NOPE' });
console.log(log, a.getSnapshot().matches('active'), a.getSnapshot().can({ type: 'TOGGLE' }));
const door = setup({
  guards: { isAdmin: ({ context }) => context.user === 'admin', enough: ({ context }, params) => context.tries >= params.min },
  actions: { note: ({ context, event }, params) => console.log('note', params.msg, event.type, context.tries) },
  delays: { short: 10 },
}).createMachine({
  id: 'door', initial: 'locked', context: { user: 'guest', tries: 0 },
  states: {
    locked: { on: { UNLOCK: [{ guard: 'isAdmin', target: 'open' }, { actions: [assign({ tries: ({ context }) => context.tries + 1 }), { type: 'note', params: { msg: 'denied' } }] }],
      SU: { actions: assign({ user: 'admin' }) } }, always: { guard: { type: 'enough', params: { min: 3 } }, target: 'alarm' } },
    open: { type: 'parallel', states: { light: { initial: 'off', states: { off: { on: { LIGHT: 'on' } }, on: { on: { LIGHT: 'off' } } } },
      fan: { initial: 'slow', states: { slow: { on: { FAN: 'fast' } }, fast: {}, hist: { type: 'history', history: 'shallow' } } } },
      on: { CLOSE: 'closing' } },
    closing: { after: { short: 'locked' }, entry: { type: 'note', params: { msg: 'closing' } } },
    alarm: { type: 'final' },
  },
});
const d = createActor(door).start();
d.send({ type: 'UNLOCK' }); d.send({ type: 'SU' }); d.send({ type: 'UNLOCK' }); d.send({ type: 'LIGHT' }); d.send({ type: 'FAN' });
console.log(JSON.stringify(d.getSnapshot().value), d.getSnapshot().hasTag('x'));
d.send({ type: 'CLOSE' });
console.log(JSON.stringify(d.getSnapshot().value));
await waitFor(d, (s) => s.matches('locked'));
console.log('back to', d.getSnapshot().value, d.getSnapshot().context);
const fetcher = createMachine({ initial: 'loading', context: { data: null, err: null },
  states: { loading: { invoke: { src: fromPromise(async ({ input }) => { if (input.n < 0) throw new Error('neg'); return input.n * 2; }), input: ({ context }) => ({ n: 21 }),
    onDone: { target: 'done', actions: assign({ data: ({ event }) => event.output }) }, onError: { target: 'failed', actions: assign({ err: ({ event }) => event.error.message }) } } },
    done: { type: 'final' }, failed: {} }, output: ({ context }) => context.data });
const f = createActor(fetcher).start();
const snap = await waitFor(f, (s) => s.status === 'done');
console.log(snap.value, snap.context.data, snap.output, snap.status);
const ping = createMachine({ initial: 'on', states: { on: { invoke: { src: fromCallback(({ sendBack, receive }) => { receive((ev) => sendBack({ type: 'PONG', v: ev.v })); return () => console.log('callback cleanup'); }), id: 'cb' },
  on: { PING: { actions: ({ event, self }) => self.getSnapshot().children.cb.send({ type: 'X', v: event.v }) }, PONG: { target: 'off', actions: ({ event }) => console.log('pong', event.v) } } }, off: {} } });
const pa = createActor(ping).start(); pa.send({ type: 'PING', v: 7 });
console.log(pa.getSnapshot().value);
const persisted = a.getPersistedSnapshot();
console.log(JSON.stringify(persisted));
const restored = createActor(toggle, { snapshot: persisted }).start();
console.log(restored.getSnapshot().value, restored.getSnapshot().context);
