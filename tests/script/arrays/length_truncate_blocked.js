// Setting an array's length deletes from the top down and stops at a
// non-configurable element: the ones below it stay, and a length made
// non-writable by the same defineProperty stays non-writable.
for (const how of ['defineProperties', 'defineProperty']) {
  const arr = [0, 1, 2];
  Object.defineProperty(arr, '1', { configurable: false });
  try {
    if (how === 'defineProperty') Object.defineProperty(arr, 'length', { value: 0, writable: false });
    else Object.defineProperties(arr, { length: { value: 0, writable: false } });
    console.log('no throw');
  } catch (e) { console.log(e.constructor.name, e.message); }
  console.log(how, JSON.stringify(Object.getOwnPropertyDescriptor(arr, 'length')), JSON.stringify(arr));
}
const b = [0, 1, 2];
Object.defineProperty(b, '1', { configurable: false });
console.log(Reflect.defineProperty(b, 'length', { value: 0, writable: false }), JSON.stringify(Object.getOwnPropertyDescriptor(b, 'length')));
const c = [0, 1, 2];
Object.defineProperty(c, '1', { configurable: false });
try { c.length = 0; } catch (e) { console.log(e.constructor.name); }
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(c, 'length')));
// expect: TypeError Cannot delete property '1' of [object Array]
// expect: defineProperties {"value":2,"writable":false,"enumerable":false,"configurable":false} [0,1]
// expect: TypeError Cannot delete property '1' of [object Array]
// expect: defineProperty {"value":2,"writable":false,"enumerable":false,"configurable":false} [0,1]
// expect: false {"value":2,"writable":false,"enumerable":false,"configurable":false}
// expect: {"value":2,"writable":true,"enumerable":false,"configurable":false}
