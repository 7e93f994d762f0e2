const o = { 1e3: "k", 0x10: "hex", 1.5: "f" };
console.log(Object.keys(o), o[1000], o[16]);
// expect: [ '16', '1000', '1.5' ] k hex
