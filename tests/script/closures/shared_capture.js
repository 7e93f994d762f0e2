function make() {
  let v = 0;
  const set = x => { v = x; };
  const get = () => v;
  return [set, get];
}
const [set, get] = make();
set(42);
console.log(get());
// expect: 42
