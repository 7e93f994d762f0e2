// Two async generators consumed concurrently, interleaved with plain
// promise jobs: every line's position is the microtask tick it runs in.
async function* a() {
  console.log('a start');
  yield 1;
  await null;
  yield 2;
  console.log('a end');
}
async function* b() {
  console.log('b start');
  yield 'x';
  yield Promise.resolve('y');
  return 'z';
}
async function consume(name, g) {
  for await (const v of g) console.log(name, v);
  console.log(name, 'done');
}
consume('A', a());
consume('B', b());
Promise.resolve().then(() => console.log('tick 1')).then(() => console.log('tick 2'))
  .then(() => console.log('tick 3')).then(() => console.log('tick 4')).then(() => console.log('tick 5'))
  .then(() => console.log('tick 6')).then(() => console.log('tick 7'));
console.log('sync end');
// expect: a start
// expect: b start
// expect: sync end
// expect: tick 1
// expect: A 1
// expect: B x
// expect: tick 2
// expect: tick 3
// expect: B y
// expect: tick 4
// expect: A 2
// expect: a end
// expect: tick 5
// expect: A done
// expect: B done
// expect: tick 6
// expect: tick 7
