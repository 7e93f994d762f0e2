const words = [];
for (let i = 0; i < 500; i++) words.push(("w" + i).toUpperCase().padStart(6, "_"));
const joined = words.join(" ");
const back = joined.split(" ").map(w => w.trim().toLowerCase());
console.log(joined.length, back.length, back[499], joined.replaceAll("_", "").length);
// expect: 3499 500 __w499 2389
