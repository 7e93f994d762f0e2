console.log((255).toString(16), (255).toString(2), (-255).toString(36), (0.5).toString(2));
console.log((3.75).toString(16), (1e21).toString(36).length > 0);
// expect: ff 11111111 -73 0.1
// expect: 3.c true
