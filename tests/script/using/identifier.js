// `using` stays an identifier wherever it does not start a declaration
var using = [10, 20];
let x = 1;
console.log(using[x]);
{
  using
  x = 2;
  console.log(x);
}
console.log(using.length, typeof using);
for (using of [5]) console.log(using);
for (using in { k: 1 }) console.log(using);
for (using; false; );
{ let using = 'block let'; console.log(using); }
function f(using) { return using + 1; }
console.log(f(1));
const o = { using: 'prop', using2() { return 'method'; } };
console.log(o.using, o.using2());
label: { using = 'assigned'; break label; }
console.log(using);
async function g() {
  await using;
  const await_using = 1;
  return await_using;
}
g().then((v) => console.log('async', v));
// a `using` declaration of a binding named `of`
{ using of = null; console.log(of); }
for (using of = null; ; ) { console.log('of again', of); break; }
// expect: 20
// expect: 2
// expect: 2 object
// expect: 5
// expect: k
// expect: block let
// expect: 2
// expect: prop method
// expect: assigned
// expect: null
// expect: of again null
// expect: async 1
