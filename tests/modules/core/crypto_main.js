// node:crypto: createHash and copy() with encodings in and out.
const crypto = require('node:crypto');
function t(f) {
  try {
    console.log(f());
  } catch (e) {
    console.log(e.name, e.code, JSON.stringify(e.message));
  }
}
for (const alg of ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'SHA256', 'RSA-SHA256', 'sha512-256', 'sha3-256'])
  console.log(alg, crypto.createHash(alg).update('abc').digest('hex'));
const h = crypto.createHash('sha256').update('hello ').update(new TextEncoder().encode('wor')).update(new Uint16Array([0x646c]));
const c = h.copy();
console.log(h.digest('base64'), c.update('!').digest('base64url'));
console.log(crypto.createHash('md5').update('616263', 'hex').digest('base64'));
console.log(crypto.createHash('md5').update('YWJj', 'base64').digest('hex'));
console.log(crypto.createHash('sha1').update('é', 'latin1').digest('hex'), crypto.createHash('sha1').update('é').digest('hex'));
console.log(crypto.createHash('sha1').update('hi', 'utf16le').digest('hex'));
console.log(JSON.stringify(crypto.createHash('md5').update('abc').digest('latin1')));
console.log(JSON.stringify(crypto.createHash('md5').update('abc').digest('binary')));
console.log(crypto.createHash('sha256').update(new DataView(new ArrayBuffer(3))).digest('base64url'));
// expect: md5 900150983cd24fb0d6963f7d28e17f72
// expect: sha1 a9993e364706816aba3e25717850c26c9cd0d89d
// expect: sha224 23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7
// expect: sha256 ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
// expect: sha384 cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7
// expect: sha512 ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f
// expect: SHA256 ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
// expect: RSA-SHA256 ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
// expect: sha512-256 53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23
// expect: sha3-256 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532
// expect: uU0nuZNNPgilLlLX2n2r+sSE7+N6U4DukIj3rOLvzek= dQnlvaDHYtK6x_kNdYtbImP6Acy8VCq1498WO-CObKk
// expect: kAFQmDzST7DWlj99KOF/cg==
// expect: 900150983cd24fb0d6963f7d28e17f72
// expect: 1599e9fa41ec68c80230491902786bee889f5bcb bf15be717ac1b080b4f1c456692825891ff5073d
// expect: f21700510b497b89fee85de675d6e241730f23a7
// expect: "\u0001P<ÒO°Ö?}(ár"
// expect: "\u0001P<ÒO°Ö?}(ár"
// expect: cJ6AyISHokEeHuTfufIqhhSS0gxHZRUMDHlKvXD4FHw
