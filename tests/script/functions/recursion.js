function fact(n) { return n <= 1 ? 1 : n * fact(n - 1); }
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
console.log(fact(10), fact(20), fib(20));
// expect: 3628800 2432902008176640000 6765
