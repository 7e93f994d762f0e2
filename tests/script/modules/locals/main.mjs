// Module-local bindings: some stay frame locals, some are captured; TDZ and hoisting hold for both.
console.log(typeof hoisted, hoisted());
try { early; } catch (e) { console.log(e.constructor.name + ': ' + e.message); }
try { captured; } catch (e) { console.log(e.constructor.name + ': ' + e.message); }
let early = 1;
let captured = 10;
var v;
console.log(v, early);
function hoisted() { return "hoisted"; }
function readCaptured() { return captured; }
const makeCounter = () => () => ++captured;
const c = makeCounter();
c();
console.log(captured, readCaptured());
for (let i = 0; i < 3; i++) { early += i; }
{ function inBlock() { return 'block'; } console.log(inBlock()); }
console.log(early, typeof inBlock);
// expect: function hoisted
// expect: ReferenceError: Cannot access 'early' before initialization
// expect: ReferenceError: Cannot access 'captured' before initialization
// expect: undefined 1
// expect: 11 11
// expect: block
// expect: 4 undefined
