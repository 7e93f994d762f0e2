const msgs = [];
try { null.f(); } catch (e) { msgs.push(e.message); }
try { (void 0)[0]; } catch (e) { msgs.push(e.message); }
try { const x = 1; x(); } catch (e) { msgs.push(e.message); }
try { ({}).a.b; } catch (e) { msgs.push(e.message); }
try { new (function () {}.bind())(); msgs.push("bound ok"); } catch (e) { msgs.push(e.message); }
try { Symbol() + ""; } catch (e) { msgs.push(e.message); }
for (const m of msgs) console.log(m);
// expect: Cannot read properties of null (reading 'f')
// expect: Cannot read properties of undefined (reading '0')
// expect: x is not a function
// expect: Cannot read properties of undefined (reading 'b')
// expect: bound ok
// expect: Cannot convert a Symbol value to a string
