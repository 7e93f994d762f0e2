// The completion value of a try statement whose finally block breaks or
// continues out is the finally block's own (undefined where it made none);
// a finally block that completes normally leaves the try's or catch's.
var srcs = [
  '99; do { -99; try { 39 } catch (e) { -1 } finally { 42; break; -2 }; } while (false);',
  '99; do { -99; try { 39 } catch (e) { -1 } finally { break; -2 }; } while (false);',
  '99; do { -99; try { [].x.x } catch (e) { -1; } finally { break; -3 }; } while (false);',
  '99; do { -99; try { 39 } catch (e) { -1 } finally { break; -3 }; -77 } while (false);',
  '99; do { -99; try { 39 } catch (e) { -1 } finally { continue; -3 }; -77 } while (false);',
  '99; do { -99; try { 39 } catch (e) { -1 } finally { 42; continue; -3 }; -77 } while (false);',
  '99; do { -99; try { 39 } finally { break } } while (false);',
  '99; do { -99; try { 39 } catch (e) {} finally { } break } while (false);',
  '99; do { -99; try { 39; break } finally { 7 } } while (false);',
  '99; do { -99; try { throw 1 } finally { break } } while (false);',
  '99; do { -99; try { throw 1 } finally { 5; break } } while (false);',
  '99; while (true) { try { 39 } finally { break } }',
  '99; l: { try { 39 } finally { break l } }',
  '99; l: { try { 39 } finally { 1; break l } }',
  '99; l: { try { 39 } finally { if (true) break l } }',
  '99; for (var i = 0; i < 2; i++) { try { i } finally { if (i == 1) break; } }',
  '99; for (var i = 0; i < 2; i++) { try { 10 + i } finally { continue } }',
  '99; try { 1 } finally { 2 }',
  '99; o: do { try { 1 } finally { try { 2 } finally { break o } } } while (false);',
  '99; o: do { try { 1 } finally { try { 2 } finally { 3 } break o } } while (false);',
];
for (var s of srcs) console.log(JSON.stringify(s), String(eval(s)));
// expect: "99; do { -99; try { 39 } catch (e) { -1 } finally { 42; break; -2 }; } while (false);" 42
// expect: "99; do { -99; try { 39 } catch (e) { -1 } finally { break; -2 }; } while (false);" undefined
// expect: "99; do { -99; try { [].x.x } catch (e) { -1; } finally { break; -3 }; } while (false);" undefined
// expect: "99; do { -99; try { 39 } catch (e) { -1 } finally { break; -3 }; -77 } while (false);" undefined
// expect: "99; do { -99; try { 39 } catch (e) { -1 } finally { continue; -3 }; -77 } while (false);" undefined
// expect: "99; do { -99; try { 39 } catch (e) { -1 } finally { 42; continue; -3 }; -77 } while (false);" 42
// expect: "99; do { -99; try { 39 } finally { break } } while (false);" undefined
// expect: "99; do { -99; try { 39 } catch (e) {} finally { } break } while (false);" 39
// expect: "99; do { -99; try { 39; break } finally { 7 } } while (false);" 39
// expect: "99; do { -99; try { throw 1 } finally { break } } while (false);" undefined
// expect: "99; do { -99; try { throw 1 } finally { 5; break } } while (false);" 5
// expect: "99; while (true) { try { 39 } finally { break } }" undefined
// expect: "99; l: { try { 39 } finally { break l } }" undefined
// expect: "99; l: { try { 39 } finally { 1; break l } }" 1
// expect: "99; l: { try { 39 } finally { if (true) break l } }" undefined
// expect: "99; for (var i = 0; i < 2; i++) { try { i } finally { if (i == 1) break; } }" undefined
// expect: "99; for (var i = 0; i < 2; i++) { try { 10 + i } finally { continue } }" undefined
// expect: "99; try { 1 } finally { 2 }" 1
// expect: "99; o: do { try { 1 } finally { try { 2 } finally { break o } } } while (false);" undefined
// expect: "99; o: do { try { 1 } finally { try { 2 } finally { 3 } break o } } while (false);" 2
