let n = 0;
loop: while (true) {
  do {
    n++;
    if (n > 5) break loop;
    if (n % 2) continue loop;
  } while (true);
}
console.log(n);
// expect: 6
