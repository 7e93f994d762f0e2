// A closure made in a for(let ...) head's initialiser sees the
// declaration's environment; the first iteration works on a copy of it
// (CreatePerIterationEnvironment runs before the first test).
var probeBefore, probeTest, probeBody;
var run = true;
for (let x = 'outside', _ = probeBefore = function () { return x; };
     run && (x = 'inside', probeTest = function () { return x; });)
  probeBody = function () { return x; }, run = false;
console.log(probeBefore(), probeTest(), probeBody());

const fns = [];
for (let i = 0, first = () => i; i < 3; i++) fns.push(() => i, first);
console.log(fns.map((g) => g()).join());

// a destructuring head with a default that closes over a binding
const seen = [];
for (let [a, get = () => a] = [1]; a < 3; a++) seen.push(get(), a);
console.log(seen.join());

// no closure in the head: every iteration's closure still sees its own copy
const plain = [];
for (let k = 0; k < 3; k++) plain.push(() => k);
console.log(plain.map((g) => g()).join());
// expect: outside inside inside
// expect: 0,0,1,0,2,0
// expect: 1,1,1,2
// expect: 0,1,2
