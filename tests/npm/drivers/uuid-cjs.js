// The same package through require (its "exports" require condition).
const { v5, v3, validate } = require('uuid');
console.log(v5('x', '6ba7b810-9dad-11d1-80b4-00c04fd430c8'), v3('x', v3.URL), validate(v5('x', v5.DNS)));
