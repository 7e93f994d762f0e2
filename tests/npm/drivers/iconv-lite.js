// Character-set conversion on Buffer: single-byte tables, DBCS (Shift_JIS, GBK), UTF-16 with BOM.
const iconv = require('iconv-lite');
const s = 'Grüße, 日本語, €5';
for (const enc of ['win1252', 'latin1', 'utf16le', 'utf16', 'shift_jis', 'gbk', 'euc-kr', 'koi8-r', 'utf-8', 'cp437']) {
  const b = iconv.encode(s, enc);
  console.log(enc, b.length, b.toString('hex').slice(0, 48), iconv.decode(b, enc));
}
console.log(iconv.encodingExists('big5'), iconv.encodingExists('nope'), iconv.decode(Buffer.from([0xef, 0xbb, 0xbf, 0x41]), 'utf8'), iconv.decode(Buffer.from([0xef, 0xbb, 0xbf, 0x41]), 'utf8', { stripBOM: false }).length);
console.log(iconv.decode(Buffer.from('d0bfd180d0b8', 'hex'), 'utf8'), iconv.encode('Привет', 'cp1251'), iconv.decode(Buffer.from([0x82, 0xa0]), 'sjis'));
const d = iconv.getDecoder('utf8');
console.log(JSON.stringify(d.write(Buffer.from([0xe2, 0x82]))), JSON.stringify(d.write(Buffer.from([0xac]))), JSON.stringify(d.end()));
try { iconv.encode('x', 'no-such'); } catch (e) { console.log(e.message); }
