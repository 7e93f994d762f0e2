let calls = 0;
const f = () => (calls++, 1);
const n = null;
n?.[f()];
n?.x(f());
console.log(calls);
// expect: 0
