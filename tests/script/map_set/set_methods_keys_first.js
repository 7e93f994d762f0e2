// union and symmetricDifference get the argument's keys iterator, reading
// its next method, before they copy the receiver (core-js tests engines for
// this and replaces the methods of one that copies first); difference and
// intersection copy or start empty first.
for (const name of ['union', 'symmetricDifference', 'difference', 'intersection']) {
  const base = new Set([1]);
  const log = [];
  const setLike = {
    size: name === 'difference' || name === 'intersection' ? 0 : 5,
    has() { log.push('has'); return false; },
    keys() {
      log.push('keys');
      return Object.defineProperty({}, 'next', {
        get() {
          log.push('get next');
          base.clear();
          base.add(4);
          return () => { log.push('next'); return { done: true }; };
        },
      });
    },
  };
  const r = base[name](setLike);
  console.log(name, [...r], log.join(' '), [...base]);
}
// the same with a receiver the next getter empties: the copy sees it
const s = new Set(['a', 'b']);
const u = s.union({ size: 1, has: () => true, keys: () => ({ get next() { s.delete('a'); return () => ({ done: true }); } }) });
console.log([...u], [...s]);
// expect: union [ 4 ] keys get next next [ 4 ]
// expect: symmetricDifference [ 4 ] keys get next next [ 4 ]
// expect: difference [ 1 ] keys get next next [ 4 ]
// expect: intersection [] keys get next next [ 4 ]
// expect: [ 'b' ] [ 'b' ]
