class B { constructor() { this.parts = []; } add(p) { this.parts.push(p); return this; } build() { return this.parts.join("/"); } }
console.log(new B().add("a").add("b").add("c").build());
// expect: a/b/c
