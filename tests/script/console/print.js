// tarn-only
// print() writes like console.log, indented inside console.group.
print('print', { p: 1 }, [2], 'n=%d', 5);
console.group('G');
print('indented\ntoo');
console.groupEnd();
print();
print('end');
// expect: print { p: 1 } [ 2 ] n=%d 5
// expect: G
// expect:   indented
// expect:   too
// expect:
// expect: end
