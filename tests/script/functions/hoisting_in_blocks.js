"use strict";
{
  function inner() { return "inner"; }
  console.log(inner());
}
console.log(typeof inner);
// expect: inner
// expect: undefined
