// node:crypto's secret KeyObjects: createSecretKey, export, equals, and
// createHmac with a KeyObject (jsonwebtoken and jwa sign with one).
const c = require('node:crypto');
const k = c.createSecretKey(Buffer.from('k€y'));
console.log(k, k.type, k.symmetricKeySize, k.asymmetricKeyType, k.constructor.name, Object.getPrototypeOf(k.constructor).name, k instanceof c.KeyObject);
console.log(k.export(), k.export({ format: 'jwk' }), k.export({ format: 'buffer' }), Object.prototype.toString.call(k));
console.log(c.createSecretKey('abcd', 'hex').export(), c.createSecretKey('YWJj', 'base64').export().toString(), c.createSecretKey(Buffer.alloc(0)).symmetricKeySize);
const bytes = new Uint8Array([1, 2, 3]);
const copied = c.createSecretKey(bytes); bytes[0] = 9;
console.log(copied.export(), c.createSecretKey(new Uint16Array([0x102]).buffer).export());
console.log(c.createHmac('sha256', k).update('x').digest('hex') === c.createHmac('sha256', 'k€y').update('x').digest('hex'));
console.log(k.equals(c.createSecretKey(Buffer.from('k€y'))), k.equals(c.createSecretKey(Buffer.from('other'))), k.equals(c.createSecretKey(Buffer.from('k€z'))));
console.log(Object.getOwnPropertyNames(c.KeyObject.prototype), typeof c.KeyObject.from);
for (const f of [() => c.createSecretKey(5), () => k.equals('x'), () => new c.KeyObject('secret', {}), () => new c.KeyObject('bad', {}), () => k.export({ format: 'pem' }), () => k.export(1)]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
// expect: SecretKeyObject [KeyObject] {} secret 5 undefined SecretKeyObject KeyObject true
// expect: <Buffer 6b e2 82 ac 79> { kty: 'oct', k: 'a-KCrHk' } <Buffer 6b e2 82 ac 79> [object KeyObject]
// expect: <Buffer ab cd> abc 0
// expect: <Buffer 01 02 03> <Buffer 02 01>
// expect: true
// expect: true false false
// expect: [ 'constructor', 'type', 'toCryptoKey', 'equals' ] function
// expect: TypeError ERR_INVALID_ARG_TYPE The "key" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView. Received type number (5)
// expect: TypeError ERR_INVALID_ARG_TYPE The "otherKeyObject" argument must be an instance of KeyObject. Received type string ('x')
// expect: TypeError ERR_INVALID_ARG_TYPE The "handle" argument must be of type object. Received an instance of Object
// expect: TypeError ERR_INVALID_ARG_VALUE The argument 'type' is invalid. Received 'bad'
// expect: TypeError ERR_INVALID_ARG_VALUE The property 'options.format' must be one of: undefined, 'buffer', 'jwk'. Received 'pem'
// expect: TypeError ERR_INVALID_ARG_TYPE The "options" argument must be of type object. Received type number (1)
