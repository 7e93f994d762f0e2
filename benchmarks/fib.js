// fib(30): call-heavy recursion. checksum: 832040
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
out(fib(30));
