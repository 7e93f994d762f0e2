for (const E of [Error, TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError]) {
  const e = new E("m");
  console.log(e.name, e.message, String(e), e instanceof Error, Object.prototype.toString.call(e));
}
// expect: Error m Error: m true [object Error]
// expect: TypeError m TypeError: m true [object Error]
// expect: RangeError m RangeError: m true [object Error]
// expect: SyntaxError m SyntaxError: m true [object Error]
// expect: ReferenceError m ReferenceError: m true [object Error]
// expect: EvalError m EvalError: m true [object Error]
// expect: URIError m URIError: m true [object Error]
