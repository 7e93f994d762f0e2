;;;
{}
if (true);
for (let i = 0; i < 1; i++);
console.log("ok");
// expect: ok
