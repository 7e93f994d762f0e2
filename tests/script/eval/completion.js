// The completion value of statements, as eval returns it: if, loops,
// switch, with and try complete with undefined where their body leaves
// none, and a finally block completing normally keeps the try value.
const cases = ['1; switch ("a") { case "a": break; default: }', '2; switch ("a") { case "a": { 3; break; } default: }',
 '4; do { switch ("a") { case "a": continue; default: } } while (false)', '1; try { 2 } finally { 3 }', '1; try {} finally { 3 }',
 '1; if (true) {}', '1; if (true) { 2 }', '1; var x;', '1; {}', '1; while (false);', 'do { try { 2; break; } finally { 3 } } while (false)',
 'do { try { 2 } finally { 3; break; } } while (false)', '1; try { throw 0 } catch (e) {}', '1; try { throw 0 } catch (e) { 5 } finally { 6 }',
 '1; l: for (;;) { 7; break l; }', '1; with ({}) {}', '1; for (var k in {a: 1}) { }', '1; for (var v of [1]) { 8 }'];
for (const c of cases) console.log(JSON.stringify(c), eval(c));
// expect: "1; switch (\"a\") { case \"a\": break; default: }" undefined
// expect: "2; switch (\"a\") { case \"a\": { 3; break; } default: }" 3
// expect: "4; do { switch (\"a\") { case \"a\": continue; default: } } while (false)" undefined
// expect: "1; try { 2 } finally { 3 }" 2
// expect: "1; try {} finally { 3 }" undefined
// expect: "1; if (true) {}" undefined
// expect: "1; if (true) { 2 }" 2
// expect: "1; var x;" 1
// expect: "1; {}" 1
// expect: "1; while (false);" undefined
// expect: "do { try { 2; break; } finally { 3 } } while (false)" 2
// expect: "do { try { 2 } finally { 3; break; } } while (false)" 3
// expect: "1; try { throw 0 } catch (e) {}" undefined
// expect: "1; try { throw 0 } catch (e) { 5 } finally { 6 }" 5
// expect: "1; l: for (;;) { 7; break l; }" 7
// expect: "1; with ({}) {}" undefined
// expect: "1; for (var k in {a: 1}) { }" undefined
// expect: "1; for (var v of [1]) { 8 }" 8
