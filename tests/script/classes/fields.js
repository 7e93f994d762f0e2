class A {
  x = 1;
  y = this.x + 1;
  arrow = () => this.x;
}
const a = new A();
console.log(a.x, a.y, a.arrow.call(null), Object.keys(a));
// expect: 1 2 1 [ 'x', 'y', 'arrow' ]
