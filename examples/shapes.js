// examples/shapes.js — classes, inheritance, getters, JSON and console.log formatting.
class Shape {
  constructor(name) { this.name = name; }
  get area() { return 0; }
  describe() { return `${this.name} with area ${this.area.toFixed(2)}`; }
}
class Circle extends Shape {
  constructor(r) { super("circle"); this.r = r; }
  get area() { return Math.PI * this.r ** 2; }
}
class Rect extends Shape {
  constructor(w, h) { super("rect"); this.w = w; this.h = h; }
  get area() { return this.w * this.h; }
}
const shapes = [new Circle(1), new Rect(2, 3), new Circle(0.5)];
for (const s of shapes) console.log(s.describe());
shapes.sort((a, b) => a.area - b.area);
console.log(shapes.map(s => s.name));
console.log(JSON.stringify(shapes));
console.log({ total: shapes.reduce((t, s) => t + s.area, 0) });
