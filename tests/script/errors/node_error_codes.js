'use strict'; for (const f of [() => { process.exitCode = 'x'; }, () => process.stdout.write(5), () => setTimeout(5), () => structuredClone()]) { try { f(); } catch (e) { console.log(Object.keys(e), e.code); } }
// node's argument errors carry an enumerable code (shown by inspect and Object.keys).
try { structuredClone(); } catch (e) { console.log(Object.keys(e), e.name, e.message); }
