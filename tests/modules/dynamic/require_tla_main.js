// require() of an ES module graph with top-level await: node's
// ERR_REQUIRE_ASYNC_MODULE naming the module and the require stack.
const clean = (s) => s.split(__dirname).join('.');
for (const id of ['./lib/tla_a.mjs', './lib/tla_b.mjs']) {
  try {
    require(id);
  } catch (e) {
    console.log(e.code);
    console.log(clean(e.message));
  }
}
console.log(require('./lib/tla_c.mjs').c);
// expect: ERR_REQUIRE_ASYNC_MODULE
// expect: require() cannot be used on an ESM graph with top-level await. Use import() instead. To see where the top-level await comes from, use --experimental-print-required-tla.
// expect: Required module: ./lib/tla_a.mjs
// expect: Require stack:
// expect: - ./require_tla_main.js
// expect: ERR_REQUIRE_ASYNC_MODULE
// expect: require() cannot be used on an ESM graph with top-level await. Use import() instead. To see where the top-level await comes from, use --experimental-print-required-tla.
// expect: Required module: ./lib/tla_b.mjs
// expect: Require stack:
// expect: - ./require_tla_main.js
// expect: c: sync
// expect: C
