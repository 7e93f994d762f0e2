const out = [];
switch (2) {
  case 1: out.push(1);
  case 2: out.push(2);
  case 3: out.push(3); break;
  case 4: out.push(4);
}
console.log(out);
// expect: [ 2, 3 ]
