// `async (...)` is read as a call's arguments until `=>` makes it an async
// arrow's head; then its early errors apply: no `await` as an identifier
// (a reference or a binding, nested arrows' parameters included, but not
// inside nested function bodies), no initializer or trailing comma after a
// rest parameter, no line break after `async`, no escapes in `async`.
function check(src) {
  try {
    (0, eval)(src);
    console.log("ok   ", JSON.stringify(src));
  } catch (e) {
    console.log(e.name, JSON.stringify(src), e.message);
  }
}
check("async(await) => {}");
check("async(x = await) => {}");
check("async(a = await => {}) => {}");
check("async(a = (await) => {}) => {}");
check("async(a = (...await) => {}) => {}");
check("async({await}) => {}");
check("async([await]) => {}");
check("async(a = {await}) => {}");
check("async(a = class await {}) => {}");
check("async(a = async(await)) => {}");
check("async(aw\\u0061it) => {}");
check("(async (...x = []) => {})");
check("(async (...a,) => {})");
check("async\n(foo) => {}");
check("\\u0061sync (foo) => {}");
// still fine: await in nested function bodies, as a property name, and in
// calls of a function named async that do not become arrows
check("async(a = function await() {}) => {}");
check("async(a = function(await) {}) => {}");
check("async(a = () => await) => {}");
check("async(a = () => { var await; }) => {}");
check("async(a = {await: 1}, b = a.await) => {}");
check("async(a = {m(await) {}}) => {}");
check("var async = x => x; async(await = 1); async(1,); async\n(2)");
check("(async (a, ...b) => b.length)(1, 2, 3).then(n => console.log('rest', n))");
// expect: SyntaxError "async(await) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "async(x = await) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "async(a = await => {}) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "async(a = (await) => {}) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "async(a = (...await) => {}) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "async({await}) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "async([await]) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "async(a = {await}) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "async(a = class await {}) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "async(a = async(await)) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "async(aw\\u0061it) => {}" 'await' is not a valid identifier name in an async function
// expect: SyntaxError "(async (...x = []) => {})" Rest parameter may not have a default initializer
// expect: SyntaxError "(async (...a,) => {})" Rest parameter must be last formal parameter
// expect: SyntaxError "async\n(foo) => {}" Malformed arrow function parameter list
// expect: SyntaxError "\\u0061sync (foo) => {}" Malformed arrow function parameter list
// expect: ok    "async(a = function await() {}) => {}"
// expect: ok    "async(a = function(await) {}) => {}"
// expect: ok    "async(a = () => await) => {}"
// expect: ok    "async(a = () => { var await; }) => {}"
// expect: ok    "async(a = {await: 1}, b = a.await) => {}"
// expect: ok    "async(a = {m(await) {}}) => {}"
// expect: ok    "var async = x => x; async(await = 1); async(1,); async\n(2)"
// expect: ok    "(async (a, ...b) => b.length)(1, 2, 3).then(n => console.log('rest', n))"
// expect: rest 2
