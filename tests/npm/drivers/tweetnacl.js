// Curve25519/Ed25519/XSalsa20 in pure JS: 32-bit integer arithmetic in Float64Array; crypto.randomBytes via require('crypto').
const nacl = require('tweetnacl');
const hex = u => Buffer.from(u).toString('hex');
const seed = new Uint8Array(32).map((_, i) => i);
const kp = nacl.sign.keyPair.fromSeed(seed);
const msg = new TextEncoder().encode('hello tweetnacl');
const sig = nacl.sign.detached(msg, kp.secretKey);
console.log(hex(kp.publicKey), hex(sig), nacl.sign.detached.verify(msg, sig, kp.publicKey));
const a = nacl.box.keyPair.fromSecretKey(new Uint8Array(32).fill(1)), b = nacl.box.keyPair.fromSecretKey(new Uint8Array(32).fill(2));
const nonce = new Uint8Array(24).fill(3);
const box = nacl.box(msg, nonce, b.publicKey, a.secretKey);
console.log(hex(box), new TextDecoder().decode(nacl.box.open(box, nonce, a.publicKey, b.secretKey)));
console.log(hex(nacl.hash(msg)).slice(0, 64), hex(nacl.scalarMult.base(new Uint8Array(32).fill(9))));
const sb = nacl.secretbox(msg, nonce, new Uint8Array(32).fill(4));
console.log(hex(sb), nacl.secretbox.open(sb, nonce, new Uint8Array(32).fill(5)));
console.log(nacl.randomBytes(16).length, nacl.verify(new Uint8Array([1, 2]), new Uint8Array([1, 2])), nacl.sign.keyPair().secretKey.length);
