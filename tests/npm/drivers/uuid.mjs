// ES module package with "exports"; uses crypto.getRandomValues / randomUUID.
import { v4, v5, v1, v7, validate, version, parse, stringify, NIL, MAX } from 'uuid';
const id = v4();
console.log(id.length, validate(id), version(id), /^[0-9a-f-]{36}$/.test(id));
console.log(v5('hello', v5.DNS), v5('https://example.com', v5.URL));
console.log(NIL, MAX, validate('nope'));
console.log(parse('6ba7b810-9dad-11d1-80b4-00c04fd430c8'));
console.log(stringify(parse('6ba7b810-9dad-11d1-80b4-00c04fd430c8')));
console.log(version(v1()), version(v7()), v4({ random: new Uint8Array(16).fill(7) }));
