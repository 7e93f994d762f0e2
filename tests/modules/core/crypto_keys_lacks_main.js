// tarn-only: tarn's crypto has secret KeyObjects only; the asymmetric key calls say so by name
const c = require('crypto');
const k = c.createSecretKey(Buffer.from('x'));
for (const f of [() => c.createPrivateKey('-----BEGIN PRIVATE KEY-----'), () => c.createPublicKey('secret'), () => k.toCryptoKey('HMAC', true, ['sign']), () => c.KeyObject.from({})]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
// expect: Error ERR_TARN_UNSUPPORTED tarn's crypto has no private keys (createPrivateKey): its KeyObjects are secret keys (createSecretKey)
// expect: Error ERR_TARN_UNSUPPORTED tarn's crypto has no public keys (createPublicKey): its KeyObjects are secret keys (createSecretKey)
// expect: Error ERR_TARN_UNSUPPORTED tarn's crypto has no KeyObject.prototype.toCryptoKey: its KeyObjects are secret keys (createSecretKey)
// expect: Error ERR_TARN_UNSUPPORTED tarn's crypto has no KeyObject.from: its KeyObjects are secret keys (createSecretKey)
