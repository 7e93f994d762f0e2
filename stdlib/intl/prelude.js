(function (n) {
  // stdlib/intl/prelude.js — the opening of the two libraries written as
  // one function literal over ICU's natives (n): Intl (prelude.js then
  // stdlib/intl/intl.js) and Temporal (prelude.js then
  // stdlib/temporal/core.js ... install.js), joined by tools/embed_js.py
  // (Makefile). The built-ins below are read once, when the library loads,
  // so a script that later replaces them changes nothing inside.
  'use strict';
  const ObjectDefineProperty = Object.defineProperty;
  const ObjectCreate = Object.create;
  // Math's functions in arithmetic: the library loads on first use, after
  // a script may have replaced them
  const MathFloor = (x) => {
    const r = x % 1;
    return r !== r || r === 0 ? x : r > 0 ? x - r : x - r - 1;
  };
  const MathAbs = (x) => (x < 0 ? -x : x === 0 ? 0 : x);
  const MathTrunc = (x) => {
    const r = x % 1;
    return r !== r ? x : x - r === 0 ? x * 0 : x - r;
  };
  // of two numbers neither of which is NaN
  const MathMin = (a, b) => (a < b ? a : b);
  const MathMax = (a, b) => (a > b ? a : b);
  const NumberIsFinite = (x) => typeof x === 'number' && x === x && x !== Infinity && x !== -Infinity;
  const StringCtor = String;
  const NumberCtor = Number;
  const BigIntCtor = BigInt;
  const symToStringTag = Symbol.toStringTag;
  // ToString that throws on a Symbol, as the spec's ToString does
  const toStr = (v) => `${v}`;
