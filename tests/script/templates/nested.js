const a = [1, 2, 3];
console.log(`items: ${a.map(x => `<${x}>`).join("")}`);
console.log(`${`${`deep`}`}`);
// expect: items: <1><2><3>
// expect: deep
