blk: {
  console.log("in");
  if (true) break blk;
  console.log("never");
}
console.log("after");
// expect: in
// expect: after
