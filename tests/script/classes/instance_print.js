class Empty {}
class WithProps { constructor() { this.a = 1; this.b = [2]; } }
console.log(new Empty(), new WithProps());
// expect: Empty {} WithProps { a: 1, b: [ 2 ] }
