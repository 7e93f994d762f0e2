function bank() {
  let balance = 0;
  return { deposit(n) { balance += n; return this; }, get balance() { return balance; } };
}
const b = bank().deposit(5).deposit(10);
console.log(b.balance);
// expect: 15
