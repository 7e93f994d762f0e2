console.log(0x1F, 0XfF, 0o17, 0O7, 0b1010, 0B11);
console.log(0xFFFFFFFF, 0x1_0000, 0b1111_0000);
// expect: 31 255 15 7 10 3
// expect: 4294967295 65536 240
