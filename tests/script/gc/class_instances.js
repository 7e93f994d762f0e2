class Node { constructor(v, next) { this.v = v; this.next = next; } }
let head = null;
for (let i = 0; i < 3000; i++) head = new Node(i, head);
let n = 0, s = 0;
for (let p = head; p; p = p.next) { n++; s += p.v; }
console.log(n, s);
// expect: 3000 4498500
