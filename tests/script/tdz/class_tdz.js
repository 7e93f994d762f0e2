try {
  new K();
} catch (e) {
  console.log(e.message);
}
class K {}
console.log(typeof K);
// expect: Cannot access 'K' before initialization
// expect: function
