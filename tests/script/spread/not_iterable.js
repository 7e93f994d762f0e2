const n = 5;
console.log([...n]); // expect runtime error: TypeError: n is not iterable
