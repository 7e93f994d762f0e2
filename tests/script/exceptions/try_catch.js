try {
  throw new Error("boom");
} catch (e) {
  console.log(e.name, e.message, e instanceof Error);
}
try { null.x; } catch (e) { console.log(e.constructor.name, e.message); }
// expect: Error boom true
// expect: TypeError Cannot read properties of null (reading 'x')
