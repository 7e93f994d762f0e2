class C {
  static count = 0;
  static make() { C.count++; return new C(); }
  static get twice() { return C.count * 2; }
}
C.make(); C.make();
console.log(C.count, C.twice, typeof C.make);
// expect: 2 4 function
