// A function's bindings and temporaries live in frame slots. tarn's frame
// holds at most 65,532 of them (slots are 16-bit operands); V8 allows
// 4,194,303 variables. Past tarn's limit a program is a SyntaxError worded
// as V8's own ("Too many variables declared (only N allowed)") — never a
// RangeError, a crash or a wrong answer. Below it, tarn and node agree.

// distinct names v0_0 .. v{rows-1}_249, built with few allocations
function varNames(rows) {
  const suffixes = [];
  for (let i = 0; i < 250; i++) suffixes.push("_" + i);
  const row = suffixes.join(",");
  const out = [];
  for (let k = 0; k < rows; k++) out.push(row.replaceAll("_", "v" + k + "_"));
  return out.join(",");
}

function run(src) {
  try {
    return String(new Function(src)());
  } catch (e) {
    if (e instanceof SyntaxError && /^Too many variables declared \(only \d+ allowed\)$/.test(e.message))
      return "SyntaxError";
    return "unexpected " + e;
  }
}

// 50,000 variables: within both limits, the right answer
console.log(run("var " + varNames(200) + "; v199_249 = 5; v0_0 = 2; return v199_249 * v0_0 + v100_100;")); // expect: NaN

// 70,000 variables: node runs it, tarn reports V8's SyntaxError at compile
// time (so nothing of the body ran)
globalThis.ran = false;
const big = run("globalThis.ran = true; var " + varNames(280) + "; v279_249 = 5; return v279_249 + 1;");
console.log(big === "6" ? globalThis.ran : big === "SyntaxError" ? !globalThis.ran : big); // expect: true

// 75,000 block-scoped bindings in sibling blocks (each its own slot in tarn)
const blocks = run("{ let a = 1, b = 2, c = 3; }".repeat(25000) + "return 7;");
console.log(blocks === "7" || blocks === "SyntaxError" ? "ok" : blocks); // expect: ok
