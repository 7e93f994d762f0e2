// jsonwebtoken: HMAC-signed tokens through node:crypto's createHmac, with
// claims, expiry against a fixed clock, verification errors and decoding.
const jwt = require('jsonwebtoken');
const secret = 'shhhhh';
const now = 1700000000;
const token = jwt.sign({ foo: 'bar', n: [1, 2], iat: now }, secret, { expiresIn: '1h', audience: 'aud', issuer: 'me', subject: 'u1', jwtid: 'id-1', notBefore: 0 });
console.log(token);
console.log(jwt.decode(token), jwt.decode(token, { complete: true }).header);
console.log(jwt.verify(token, secret, { clockTimestamp: now + 10, audience: 'aud', issuer: 'me' }));
for (const alg of ['HS256', 'HS384', 'HS512']) console.log(alg, jwt.sign({ a: 1 }, Buffer.from('k€y'), { algorithm: alg, noTimestamp: true, header: { kid: 'k1' } }));
const bad = [
  () => jwt.verify(token, 'wrong', { clockTimestamp: now }),
  () => jwt.verify(token, secret, { clockTimestamp: now + 7200 }),
  () => jwt.verify(token, secret, { clockTimestamp: now, audience: 'other' }),
  () => jwt.verify(token, secret, { clockTimestamp: now, algorithms: ['HS512'] }),
  () => jwt.verify('a.b', secret),
  () => jwt.verify(token.slice(0, -3) + 'AAA', secret, { clockTimestamp: now }),
  () => jwt.sign('str', secret, { expiresIn: 10 }),
  () => jwt.sign({ a: 1 }, secret, { algorithm: 'none', noTimestamp: true }),
  () => jwt.verify(jwt.sign({ a: 1, nbf: now + 100, iat: now }, secret), secret, { clockTimestamp: now }),
];
for (const f of bad) {
  try { console.log('ok?', f()); } catch (e) { console.log(e.name, e.message, e.expiredAt ? e.expiredAt.toISOString() : '', e.date ? e.date.toISOString() : ''); }
}
jwt.sign({ cb: true, iat: now }, secret, { algorithm: 'HS256' }, (err, t) => {
  console.log('async sign', err, t);
  jwt.verify(t, secret, { clockTimestamp: now, complete: true }, (err2, decoded) => console.log('async verify', err2, decoded.payload, decoded.signature));
});
