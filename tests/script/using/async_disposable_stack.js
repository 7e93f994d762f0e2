// AsyncDisposableStack: disposeAsync awaits each resource in reverse order
const log = (s) => console.log(s);
const t = (f) => { try { return f(); } catch (e) { return e.constructor.name + ': ' + e.message; } };

async function main() {
  const s = new AsyncDisposableStack();
  log(String(s.disposed) + ' ' + Object.prototype.toString.call(s));
  s.use({ async [Symbol.asyncDispose]() { log('async resource'); } });
  s.use({ [Symbol.dispose]() { log('sync resource'); } });
  s.use(null);
  s.adopt('h', async (h) => log('adopted ' + h));
  s.defer(() => log('deferred'));
  const p = s.disposeAsync();
  log('disposeAsync returned ' + (p instanceof Promise) + ' ' + s.disposed);
  log('resolved with ' + (await p));
  log('again: ' + (await s.disposeAsync()));
  log(t(() => s.use(null)) + ' | ' + t(() => s.move()));
  log(t(() => AsyncDisposableStack()) + ' | ' + t(() => s2.use(1)));
  const r = await AsyncDisposableStack.prototype.disposeAsync.call({}).catch((e) => e.constructor.name + ': ' + e.message);
  log(r);

  const e = new AsyncDisposableStack();
  e.defer(() => Promise.reject(new Error('rejected')));
  e.defer(() => { throw new Error('thrown'); });
  try { await e.disposeAsync(); } catch (err) { log(err.constructor.name + ' ' + err.error.message + ' ' + err.suppressed.message); }

  const m = new AsyncDisposableStack();
  m.defer(() => log('moved resource'));
  const n = m.move();
  log(m.disposed + ' ' + n.disposed);
  await n.disposeAsync();

  {
    await using st = new AsyncDisposableStack();
    st.defer(() => log('stack in await using'));
  }
  const P = AsyncDisposableStack.prototype;
  log(String(P[Symbol.asyncDispose] === P.disposeAsync) + ' ' + P[Symbol.toStringTag] + ' ' + Object.getOwnPropertyNames(P).join());
  console.log(new AsyncDisposableStack());
}
const s2 = new AsyncDisposableStack();
main().then(() => log('done'));
Promise.resolve().then(() => log('tick 1')).then(() => log('tick 2')).then(() => log('tick 3'));
// expect: false [object AsyncDisposableStack]
// expect: deferred
// expect: disposeAsync returned true true
// expect: adopted h
// expect: tick 1
// expect: sync resource
// expect: tick 2
// expect: async resource
// expect: tick 3
// expect: resolved with undefined
// expect: again: undefined
// expect: ReferenceError: Cannot call AsyncDisposableStack.prototype.use on an already-disposed DisposableStack | ReferenceError: Cannot call AsyncDisposableStack.prototype.move on an already-disposed DisposableStack
// expect: TypeError: Constructor AsyncDisposableStack requires 'new' | TypeError: An object is expected with `using` declarations
// expect: TypeError: Receiver is not an AsyncDisposableStack
// expect: SuppressedError rejected thrown
// expect: true false
// expect: moved resource
// expect: stack in await using
// expect: true AsyncDisposableStack constructor,use,disposeAsync,adopt,defer,move,disposed
// expect: AsyncDisposableStack {}
// expect: done
