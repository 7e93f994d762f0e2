class ValidationError extends Error {
  constructor(m) { super(m); this.name = "ValidationError"; }
}
throw new ValidationError("bad input"); // expect runtime error: ValidationError: bad input
