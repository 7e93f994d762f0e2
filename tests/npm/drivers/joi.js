// Schema validation: errors with messages and paths, conversion, references, custom messages.
const Joi = require('joi');
const schema = Joi.object({
  username: Joi.string().alphanum().min(3).max(30).required(),
  password: Joi.string().pattern(/^[a-zA-Z0-9]{3,30}$/),
  repeat: Joi.ref('password'),
  birth_year: Joi.number().integer().min(1900).max(2013),
  email: Joi.string().email({ minDomainSegments: 2, tlds: { allow: ['com', 'net'] } }),
  tags: Joi.array().items(Joi.string()).unique(),
  when: Joi.date().iso(),
}).with('username', 'birth_year').xor('password', 'email');
console.log(JSON.stringify(schema.validate({ username: 'abc', birth_year: '1994', email: 'a@b.com', when: '2024-02-29T00:00:00Z' })));
const r = schema.validate({ username: 'a!', password: 'x', email: 'q@q.org', tags: ['a', 'a'] }, { abortEarly: false });
console.log(r.error.name, r.error.message);
console.log(JSON.stringify(r.error.details.map(d => [d.type, d.path])));
try { Joi.assert(5, Joi.string(), 'Bad value'); } catch (e) { console.log(e.message); }
console.log(Joi.string().uri().validate('http://例え.jp').error?.message, Joi.string().guid().validate('6ba7b810-9dad-11d1-80b4-00c04fd430c8').error);
console.log(JSON.stringify(Joi.object({ a: Joi.number().default(5), b: Joi.string().trim().lowercase() }).validate({ b: '  HeLLo ' })));
console.log(JSON.stringify(Joi.alternatives().try(Joi.number(), Joi.boolean()).validate('true')), Joi.isSchema(schema), schema.describe().keys.username.flags);
Joi.object({ n: Joi.number().external(async v => v * 2) }).validateAsync({ n: 21 }).then(v => console.log('async', v));
