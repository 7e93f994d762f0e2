for (const v of [1, "str", null, undefined, { o: 1 }, [1]]) {
  try { throw v; } catch (e) { console.log(typeof e, e === v); }
}
// expect: number true
// expect: string true
// expect: object true
// expect: undefined true
// expect: object true
// expect: object true
