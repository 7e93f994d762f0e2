// An exception escaping a generator is uncaught at the throwing line, after the output before it.
"use strict";
function* g() {
  yield "before";
  throw new RangeError("from the generator"); // expect runtime error: RangeError: from the generator
}
for (const v of g()) console.log(v);
// expect: before
