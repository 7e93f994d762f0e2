function Point(x, y) { this.x = x; this.y = y; }
Point.prototype.len = function () { return Math.hypot(this.x, this.y); };
const p = new Point(3, 4);
console.log(p.len(), p instanceof Point, p.constructor === Point, Object.keys(p));
console.log(p);
// expect: 5 true true [ 'x', 'y' ]
// expect: Point { x: 3, y: 4 }
