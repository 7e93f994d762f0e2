// Buffer.from(string, enc), buf.toString(enc, start, end) and buf.write in
// every encoding, with node's lenient decoding (U+FFFD for bad UTF-8, hex
// up to the first bad pair, base64 skipping what is not base64).
const t = (f) => { try { console.log(f()); } catch (e) { console.log(`${e.name} ${e.code}: ${e.message}`); } };
const s = 'héllo €😀';
for (const enc of ['utf8', 'utf-8', 'UTF8', 'hex', 'base64', 'base64url', 'latin1', 'binary', 'ascii', 'ucs2', 'ucs-2', 'utf16le', 'utf-16le']) {
  const b = Buffer.from(s, enc);
  console.log(enc, b, JSON.stringify(b.toString(enc)), Buffer.byteLength(s, enc));
}
const bytes = Buffer.from([0xe2, 0x82, 0xac, 0x61, 0xff, 0x80, 0x7f]);
for (const enc of ['utf8', 'hex', 'base64', 'base64url', 'latin1', 'ascii', 'ucs2'])
  console.log(enc, JSON.stringify(bytes.toString(enc)), JSON.stringify(bytes.toString(enc, 1, 5)));
console.log(JSON.stringify(Buffer.from([0xff, 0xc3, 0x28, 0xe2, 0x82, 0xf0, 0x9f, 0x98]).toString()));
console.log(JSON.stringify(Buffer.from([0xed, 0xa0, 0x80, 0x41, 0xf4, 0x90, 0x80, 0x80, 0xc0, 0xaf, 0xf0, 0x9f, 0x98, 0x80]).toString()));
console.log(Buffer.from('\ud83d\ude00\ud800x'), Buffer.from('\udc00', 'ucs2'), Buffer.from('€ab', 'latin1'), Buffer.from('€ab', 'ascii'));
for (const str of ['a', 'ab', 'abc', 'abcde', 'YQ==YQ==', 'YQ=YQ', '=YQ', 'Y Q\tI\n=', 'ab*cd', 'a+/-_', '\u0100YQ', 'YWJjZA=', '====', 'QUJD=x'])
  console.log(JSON.stringify(str), Buffer.from(str, 'base64'), Buffer.from(str, 'base64url'), Buffer.byteLength(str, 'base64'));
console.log(Buffer.from('abcdxz12', 'hex'), Buffer.from('abc', 'hex'), Buffer.from('ABCDEF', 'hex'), Buffer.from('0g', 'hex'), Buffer.from('', 'hex'));
console.log(Buffer.from([0xfb, 0xff]).toString('base64'), Buffer.from([0xfb, 0xff]).toString('base64url'), Buffer.from('abcd').toString('base64'), Buffer.from('').toString('base64'));
// expect: utf8 <Buffer 68 c3 a9 6c 6c 6f 20 e2 82 ac f0 9f 98 80> "héllo €😀" 14
// expect: utf-8 <Buffer 68 c3 a9 6c 6c 6f 20 e2 82 ac f0 9f 98 80> "héllo €😀" 14
// expect: UTF8 <Buffer 68 c3 a9 6c 6c 6f 20 e2 82 ac f0 9f 98 80> "héllo €😀" 14
// expect: hex <Buffer > "" 4
// expect: base64 <Buffer 86 59 68> "hllo" 6
// expect: base64url <Buffer 86 59 68> "hllo" 6
// expect: latin1 <Buffer 68 e9 6c 6c 6f 20 ac 3d 00> "héllo ¬=\u0000" 9
// expect: binary <Buffer 68 e9 6c 6c 6f 20 ac 3d 00> "héllo ¬=\u0000" 9
// expect: ascii <Buffer 68 e9 6c 6c 6f 20 ac 3d 00> "hillo ,=\u0000" 9
// expect: ucs2 <Buffer 68 00 e9 00 6c 00 6c 00 6f 00 20 00 ac 20 3d d8 00 de> "héllo €😀" 18
// expect: ucs-2 <Buffer 68 00 e9 00 6c 00 6c 00 6f 00 20 00 ac 20 3d d8 00 de> "héllo €😀" 18
// expect: utf16le <Buffer 68 00 e9 00 6c 00 6c 00 6f 00 20 00 ac 20 3d d8 00 de> "héllo €😀" 18
// expect: utf-16le <Buffer 68 00 e9 00 6c 00 6c 00 6f 00 20 00 ac 20 3d d8 00 de> "héllo €😀" 18
// expect: utf8 "€a��" "��a�"
// expect: hex "e282ac61ff807f" "82ac61ff"
// expect: base64 "4oKsYf+Afw==" "gqxh/w=="
// expect: base64url "4oKsYf-Afw" "gqxh_w"
// expect: latin1 "â¬aÿ" "¬aÿ"
// expect: ascii "b\u0002,a\u0000" "\u0002,a"
// expect: ucs2 "苢憬胿" "겂｡"
// expect: "��(��"
// expect: "���A������😀"
// expect: <Buffer f0 9f 98 80 ef bf bd 78> <Buffer 00 dc> <Buffer ac 61 62> <Buffer ac 61 62>
// expect: "a" <Buffer > <Buffer > 0
// expect: "ab" <Buffer 69> <Buffer 69> 1
// expect: "abc" <Buffer 69 b7> <Buffer 69 b7> 2
// expect: "abcde" <Buffer 69 b7 1d> <Buffer 69 b7 1d> 3
// expect: "YQ==YQ==" <Buffer 61> <Buffer 61> 4
// expect: "YQ=YQ" <Buffer 61> <Buffer 61> 3
// expect: "=YQ" <Buffer > <Buffer > 2
// expect: "Y Q\tI\n=" <Buffer 61 02> <Buffer 61 02> 4
// expect: "ab*cd" <Buffer 69 b7 1d> <Buffer 69 b7 1d> 3
// expect: "a+/-_" <Buffer 6b ef fe> <Buffer 6b ef fe> 3
// expect: "ĀYQ" <Buffer 61> <Buffer 61> 2
// expect: "YWJjZA=" <Buffer 61 62 63 64> <Buffer 61 62 63 64> 4
// expect: "====" <Buffer > <Buffer > 1
// expect: "QUJD=x" <Buffer 41 42 43> <Buffer 41 42 43> 4
// expect: <Buffer ab cd> <Buffer ab> <Buffer ab cd ef> <Buffer > <Buffer >
// expect: +/8= -_8 YWJjZA== 
