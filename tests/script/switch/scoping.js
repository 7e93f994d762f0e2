switch (1) {
  case 1: { let v = "block"; console.log(v); }
  case 2: let w = "shared"; console.log(w);
}
// expect: block
// expect: shared
