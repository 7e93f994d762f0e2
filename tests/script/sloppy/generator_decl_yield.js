// In sloppy code a generator declaration may be named yield (its name is bound outside).
function* yield() { yield 1; }
console.log(yield().next().value);
// expect: 1
