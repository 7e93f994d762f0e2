const a = () => 1;
console.log(a.prototype, "prototype" in a, typeof function () {}.prototype);
// expect: undefined false object
