const a = {}, b = Object.create(a);
try { Object.setPrototypeOf(a, b); } catch (e) { console.log(e.constructor.name, e.message); }
// expect: TypeError Cyclic __proto__ value
