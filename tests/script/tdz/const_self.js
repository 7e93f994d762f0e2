try {
  const q = q + 1;
} catch (e) {
  console.log(e.message);
}
// expect: Cannot access 'q' before initialization
