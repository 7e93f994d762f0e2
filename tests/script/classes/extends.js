class Animal {
  constructor(name) { this.name = name; }
  speak() { return `${this.name} makes a sound`; }
}
class Dog extends Animal {
  speak() { return `${this.name} barks`; }
}
const d = new Dog("Rex");
console.log(d.speak(), d instanceof Animal, Object.getPrototypeOf(Dog) === Animal, d.constructor.name);
// expect: Rex barks true true Dog
