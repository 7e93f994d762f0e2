// Pure-JS deflate/gzip/zip with typed arrays; the ES module build.
import { gzipSync, gunzipSync, deflateSync, inflateSync, zipSync, unzipSync, strToU8, strFromU8, zlibSync, unzlibSync, decompressSync } from 'fflate';
const text = 'The quick brown fox jumps over the lazy dog. '.repeat(50) + 'ünïcödé ✓';
const u8 = strToU8(text);
const gz = gzipSync(u8, { level: 9, mtime: 0 });
console.log(u8.length, gz.length, strFromU8(gunzipSync(gz)) === text, Buffer.from(gz.subarray(0, 10)).toString('hex'));
const df = deflateSync(u8, { level: 6 });
console.log(df.length, strFromU8(inflateSync(df)).length, unzlibSync(zlibSync(u8)).length, strFromU8(decompressSync(gz)).slice(-9));
const zip = zipSync({ 'a.txt': strToU8('hello'), 'dir/b.txt': [strToU8('world'), { level: 0 }] }, { mtime: new Date('2024-01-01T00:00:00Z') });
const out = unzipSync(zip);
console.log(zip.length, Object.keys(out), strFromU8(out['dir/b.txt']));
try { inflateSync(new Uint8Array([1, 2, 3, 4])); } catch (e) { console.log('error', e.code, e.message); }
const big = new Uint8Array(200000); for (let i = 0; i < big.length; i++) big[i] = (i * 7919) % 251;
const bz = gzipSync(big, { mtime: 0 });
console.log(bz.length, gunzipSync(bz).every((v, i) => v === big[i]));
