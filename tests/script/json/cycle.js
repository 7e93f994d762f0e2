const o = {};
o.self = o;
try { JSON.stringify(o); } catch (e) { console.log(e.name, e.message.split("\n")[0]); }
// expect: TypeError Converting circular structure to JSON
