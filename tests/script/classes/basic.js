class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  len() { return Math.sqrt(this.x * this.x + this.y * this.y); }
  toString() { return `(${this.x}, ${this.y})`; }
}
const p = new Point(3, 4);
console.log(p.len(), `${p}`, p instanceof Point, typeof Point, Object.keys(p));
console.log(p);
// expect: 5 (3, 4) true function [ 'x', 'y' ]
// expect: Point { x: 3, y: 4 }
