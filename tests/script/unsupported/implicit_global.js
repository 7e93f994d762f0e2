// tarn-only: always strict, so assigning an undeclared name throws
undeclaredGlobal = 1; // expect runtime error: ReferenceError: undeclaredGlobal is not defined
