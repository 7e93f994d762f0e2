const log = [];
for (let i = 0; i < 3; i++) {
  try {
    if (i === 1) continue;
    if (i === 2) break;
    log.push("body" + i);
  } finally {
    log.push("fin" + i);
  }
}
console.log(log.join(" "));
// expect: body0 fin0 fin1 fin2
