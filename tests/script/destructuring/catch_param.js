try { throw { code: 42, msg: "m" }; } catch ({ code, msg }) { console.log(code, msg); }
// expect: 42 m
