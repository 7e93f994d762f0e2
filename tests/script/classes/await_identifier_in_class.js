var await = 1;
class A { x = await; static { const f = function () { return await; }; this.y = f(); } }
console.log(new A().x, A.y);
// expect: 1 1
