function memo(fn) {
  const cache = {};
  return n => (n in cache ? cache[n] : (cache[n] = fn(n)));
}
let calls = 0;
const sq = memo(n => (calls++, n * n));
console.log(sq(4), sq(4), sq(5), calls);
// expect: 16 16 25 2
