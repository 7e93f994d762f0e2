// Major pauses with about 100 MB live (docs/gc.md "Major pauses"): a table
// of records, each an object holding a small array and a string, stays
// live while every round replaces one record in 16 and allocates
// short-lived temporaries, so the majors that the promoted replacements
// bring on mark the whole table each time. Run with TARN_GC_TRACE=FILE or
// TARN_GC_DIAG=1 (its major-old line splits the pause). The argument is
// the table's length.
const N = +(process.argv[2] || 370000);
const table = new Array(N);
for (let i = 0; i < N; i++) table[i] = { id: i, v: [i, i + 1, i + 2], s: 'r' + i, next: null };
let sum = 0;
for (let r = 0; r < 48; r++) {
  for (let i = r % 16; i < N; i += 16)
    table[i] = { id: i + r, v: [r, i, 0], s: 'q' + i, next: table[(i + 1) % N].v };
  for (let k = 0; k < 100000; k++) {
    const t = { a: k, b: [k, r] };
    sum = (sum + t.b[0] + t.b[1]) | 0;
  }
}
console.log(sum, table.length, table[N - 1].id);
