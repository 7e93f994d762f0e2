// Ajv compiles schemas to JavaScript source through new Function.
const Ajv = require('ajv');
const ajv = new Ajv({ allErrors: true });
const schema = { type: 'object', properties: { foo: { type: 'integer', minimum: 3 }, bar: { type: 'string', pattern: '^[a-z]+$' }, list: { type: 'array', items: { enum: [1, 2, 3] }, uniqueItems: true } }, required: ['foo'], additionalProperties: false };
const validate = ajv.compile(schema);
console.log(validate({ foo: 5, bar: 'abc', list: [1, 2] }));
console.log(validate({ foo: 1.5, bar: 'ABC', list: [1, 1, 9], extra: true }), JSON.stringify(validate.errors));
console.log(ajv.errorsText(validate.errors));
const v2 = ajv.compile({ $id: 'x', definitions: { n: { type: 'number' } }, oneOf: [{ $ref: '#/definitions/n' }, { type: 'string', maxLength: 2 }] });
console.log(v2(1), v2('ab'), v2('abc'), v2(null));
