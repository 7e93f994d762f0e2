try { undefinedThing; } catch (e) { console.log(e.name, e.message); }
// expect: ReferenceError undefinedThing is not defined
