class Counter {
  #n = 0;
  inc() { return ++this.#n; }
  static isCounter(o) { return #n in o; }
}
const c = new Counter();
c.inc();
console.log(c.inc(), Counter.isCounter(c), Counter.isCounter({}));
// expect: 2 true false
