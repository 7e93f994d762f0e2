// node:crypto: createHmac, hash(), the errors and codes of hashes; getHashes;
// webcrypto.
const crypto = require('node:crypto');
function t(f) {
  try {
    console.log(f());
  } catch (e) {
    console.log(e.name, e.code, JSON.stringify(e.message));
  }
}
console.log(crypto.createHmac('sha256', 'key').update('The quick brown fox').digest('hex'));
console.log(crypto.createHmac('sha1', new Uint8Array([1, 2, 3])).update('x').digest('base64'));
console.log(crypto.createHmac('sha256', '').update('').digest('hex'));
const hm = crypto.createHmac('md5', 'k');
console.log(hm.digest('hex'), JSON.stringify(hm.digest('hex')));
console.log(crypto.hash('sha1', 'abc'), crypto.hash('sha1', 'abc', 'base64'), crypto.hash('md5', new Uint8Array([97])));
t(() => crypto.createHash('nope'));
t(() => crypto.createHash(5));
t(() => crypto.createHmac('nope', 'k'));
t(() => crypto.createHmac('sha256', 5));
t(() => crypto.hash('nope', 'x'));
t(() => crypto.hash('sha1', 5));
t(() => crypto.createHash('sha256').update(5));
t(() => crypto.createHash('sha256').update('abc', 'hex'));
t(() => { const x = crypto.createHash('sha256'); x.digest('hex'); x.digest('hex'); });
t(() => { const x = crypto.createHash('sha256'); x.digest('hex'); x.update('x'); });
t(() => { const x = crypto.createHash('sha256'); x.digest('hex'); x.copy(); });
const hashes = crypto.getHashes();
console.log(['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'RSA-SHA256'].every((a) => hashes.includes(a)),
  hashes.every((a, i) => i === 0 || hashes[i - 1] < a));
console.log(crypto.webcrypto === globalThis.crypto, crypto.subtle === globalThis.crypto.subtle);
// expect: 203d1e5cedd2d18f8c5a3beff0bd9c1ebcb97097dfcb288c46b00c9227fde2c0
// expect: zbT3zdZi2gz8wERmiFZkMXZQsWI=
// expect: b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad
// expect: cd32bedd46aa63cffa3023f050fc78e3 ""
// expect: a9993e364706816aba3e25717850c26c9cd0d89d qZk+NkcGgWq6PiVxeFDCbJzQ2J0= 0cc175b9c0f1b6a831c399e269772661
// expect: Error undefined "Digest method not supported"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"algorithm\" argument must be of type string. Received type number (5)"
// expect: TypeError ERR_CRYPTO_INVALID_DIGEST "Invalid digest: nope"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"key\" argument must be of type string or an instance of ArrayBuffer, Buffer, TypedArray, DataView, KeyObject, or CryptoKey. Received type number (5)"
// expect: Error undefined "Digest method nope is not supported"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"input\" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received type number (5)"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"data\" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received type number (5)"
// expect: TypeError ERR_INVALID_ARG_VALUE "The argument 'encoding' is invalid for data of length 3. Received 'hex'"
// expect: Error ERR_CRYPTO_HASH_FINALIZED "Digest already called"
// expect: Error ERR_CRYPTO_HASH_FINALIZED "Digest already called"
// expect: Error ERR_CRYPTO_HASH_FINALIZED "Digest already called"
// expect: true true
// expect: true true
