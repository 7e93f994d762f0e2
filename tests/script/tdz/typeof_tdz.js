try {
  typeof z;
} catch (e) {
  console.log(e instanceof ReferenceError, e.message);
}
let z = 1;
console.log(typeof z);
// expect: true Cannot access 'z' before initialization
// expect: number
