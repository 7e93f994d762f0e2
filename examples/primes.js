// examples/primes.js — a sieve of Eratosthenes: arrays, loops, closures.
function primesBelow(n) {
  const sieve = new Array(n).fill(true);
  sieve[0] = sieve[1] = false;
  for (let i = 2; i * i < n; i++) {
    if (!sieve[i]) continue;
    for (let j = i * i; j < n; j += i) sieve[j] = false;
  }
  return sieve.reduce((acc, isPrime, i) => (isPrime ? [...acc, i] : acc), []);
}
const ps = primesBelow(100);
console.log(`${ps.length} primes below 100:`, ps.join(" "));
