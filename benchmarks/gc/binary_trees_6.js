// binary-trees (the benchmarks game shape) at max depth 6.
const maxDepth = 6;
function tree(d) { return d === 0 ? { l: null, r: null } : { l: tree(d - 1), r: tree(d - 1) }; }
function check(t) { return t.l === null ? 1 : 1 + check(t.l) + check(t.r); }
const stretch = check(tree(maxDepth + 1));
const longLived = tree(maxDepth);
let out = [stretch];
for (let d = 4; d <= maxDepth; d += 2) {
  const iters = 1 << (maxDepth - d);
  let c = 0;
  for (let i = 0; i < iters; i++) c += check(tree(d));
  out.push(iters + ":" + c);
}
out.push(check(longLived));
console.log(out.join(" "));
