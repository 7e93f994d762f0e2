// tarn-only: Promise.allKeyed / allSettledKeyed (the await-dictionary
// proposal, stage 3) are beyond node 26. Every expectation below was derived
// from the proposal's spec text (PerformPromiseAllKeyed,
// CreateKeyedPromiseCombinatorResultObject) and checked by hand.
const show = (o) => {
  // a null-prototype result: print its own keys in order and each value
  const parts = Reflect.ownKeys(o).map((k) => `${String(k)}=${JSON.stringify(o[k])}`);
  return `${Object.getPrototypeOf(o) === null ? 'null-proto' : 'has-proto'} {${parts.join(', ')}}`;
};
const sym = Symbol('s');
const log = [];
(async () => {
  // values, plain and promised, settle in key order (indices first, then
  // strings by insertion, then symbols), whatever order they resolve in
  const late = new Promise((r) => setTimeout(() => r('late'), 5));
  const r1 = await Promise.allKeyed({ b: late, a: 1, 2: Promise.resolve('two'), [sym]: 's', 0: 'zero' });
  console.log(show(r1));
  // expect: null-proto {0="zero", 2="two", b="late", a=1, Symbol(s)="s"}

  // non-enumerable and inherited properties are not elements
  const src = Object.create({ inherited: 1 });
  Object.defineProperty(src, 'hidden', { value: 2, enumerable: false });
  src.shown = 3;
  console.log(show(await Promise.allKeyed(src)));
  // expect: null-proto {shown=3}
  console.log(show(await Promise.allKeyed({})));
  // expect: null-proto {}

  // the first rejection rejects the whole
  try {
    await Promise.allKeyed({ a: 1, b: Promise.reject(new Error('boom')), c: new Promise(() => {}) });
  } catch (e) {
    console.log('rejected', e.message);
  }
  // expect: rejected boom

  // allSettledKeyed: one outcome record per key
  const r2 = await Promise.allSettledKeyed({ ok: 1, bad: Promise.reject(7) });
  console.log(Object.getPrototypeOf(r2) === null, JSON.stringify(r2));
  // expect: true {"ok":{"status":"fulfilled","value":1},"bad":{"status":"rejected","reason":7}}

  // a primitive argument rejects (it is not iterated like Promise.all's)
  for (const f of ['allKeyed', 'allSettledKeyed']) {
    try {
      await Promise[f]('ab');
    } catch (e) {
      console.log(f, e instanceof TypeError);
    }
  }
  // expect: allKeyed true
  // expect: allSettledKeyed true

  // getters run once each, in key order, before any then is called
  const order = {
    get x() { log.push('get x'); return { then(r) { log.push('then x'); r('X'); } }; },
    get y() { log.push('get y'); return 'Y'; },
  };
  console.log(show(await Promise.allKeyed(order)), log.join(','));
  // expect: null-proto {x="X", y="Y"} get x,get y,then x

  // a proxy: ownKeys and getOwnPropertyDescriptor decide what is read
  const seen = [];
  const p = new Proxy({ a: 1, b: 2 }, {
    ownKeys(t) { seen.push('ownKeys'); return Reflect.ownKeys(t); },
    getOwnPropertyDescriptor(t, k) { seen.push('gopd ' + k); return k === 'b' ? undefined : Reflect.getOwnPropertyDescriptor(t, k); },
    get(t, k) { seen.push('get ' + String(k)); return t[k]; },
  });
  console.log(show(await Promise.allKeyed(p)), seen.join(','));
  // expect: null-proto {a=1} ownKeys,gopd a,get a,gopd b

  // many keys, each awaited: the result is built after the last settles
  const many = {};
  for (let i = 0; i < 200; i++) many['k' + i] = i % 2 ? Promise.resolve({ i }) : i;
  const r3 = await Promise.allKeyed(many);
  console.log(Object.keys(r3).length, r3.k199.i, r3.k198);
  // expect: 200 199 198
  console.log(Promise.allKeyed.length, Promise.allSettledKeyed.name);
  // expect: 1 allSettledKeyed
})();
