function none() {}
function early(x) { if (x) return "early"; return "late"; }
console.log(none(), early(1), early(0));
// expect: undefined early late
