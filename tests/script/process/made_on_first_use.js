// process.env, .versions, .release, .features and .config are made on
// first use in tarn (stdlib/lazy.c): whatever looks at them first (a key
// listing, `in`, a descriptor, a define, a delete, a [[Set]], a freeze)
// must see what node shows, and the key order must not change when they
// are made.
const names = ['env', 'versions', 'release', 'features', 'config'];
const before = Object.keys(process);
console.log(names.map((n) => before.includes(n)).join());
console.log('features' in process, 'config' in process, Reflect.has(process, 'env'));
console.log(Object.prototype.hasOwnProperty.call(process, 'release'), process.propertyIsEnumerable('versions'));

// a define over each before its first read: node's TypeError for the
// non-configurable features; config (configurable, read-only) takes it
try {
  Object.defineProperty(process, 'features', { value: 1 });
} catch (e) {
  console.log(e.constructor.name, e.message);
}
Object.defineProperty(process, 'config', { value: 42 });
const cd = Object.getOwnPropertyDescriptor(process, 'config');
console.log(cd.value, cd.writable, cd.enumerable, cd.configurable);

// util.inspect makes the rest (tarn's and node's members differ: only
// the pending ones are looked for)
const shown = require('util').inspect(process);
console.log(['env: {', 'versions: {', 'release: {'].map((t) => shown.includes(t)).join());

// descriptors, then the values
for (const n of ['env', 'features']) {
  const d = Object.getOwnPropertyDescriptor(process, n);
  console.log(n, typeof d.value, d.writable, d.enumerable, d.configurable);
}
console.log(JSON.stringify(Object.keys(process.features)));
console.log(JSON.stringify(process.release));
console.log(typeof process.env.PATH, process.versions.node === process.version.slice(1));

// a delete then a read
console.log(delete process.release, process.release, 'release' in process);
process.release = 'mine';
console.log(process.release, Object.keys(process).indexOf('release') === Object.keys(process).length - 1);

// the key order is the order before anything was made
const after = Object.keys(process).filter((k) => k !== 'release');
console.log(JSON.stringify(before.filter((k) => k !== 'release')) === JSON.stringify(after));
console.log(Object.entries(process).some(([k, v]) => k === 'env' && typeof v === 'object'));

// a fresh process, in a worker: a read through a prototype, [[Set]]s, a
// `with`, then a freeze before versions' first read
const { Worker } = require('worker_threads');
const w = new Worker(`
  const { parentPort } = require('worker_threads');
  const out = [];
  out.push(typeof Object.create(process).release.name);
  out.push(Reflect.set({}, 'env', 5, process), process.env);
  process.env = { A: 'b' };
  out.push(JSON.stringify(process.env));
  for (let i = 0; i < 3; i++) out.push(Object.isFrozen(process.config));
  with (process) out.push(typeof features.uv);
  try { (() => { 'use strict'; process.features = {}; })(); } catch (e) { out.push(e.constructor.name); }
  Object.freeze(process);
  out.push(Object.isFrozen(process));
  const d = Object.getOwnPropertyDescriptor(process, 'versions');
  out.push(d.writable, d.configurable, Object.isFrozen(process));
  out.push(typeof process.config, typeof process.release.name, Object.keys(process.features).length > 10);
  parentPort.postMessage(out.join(' '));
`, { eval: true });
w.on('message', (m) => console.log(m));
// expect: true,true,true,true,true
// expect: true true true
// expect: true true
// expect: TypeError Cannot redefine property: features
// expect: 42 false true true
// expect: true,true,true
// expect: env object true true true
// expect: features object false true false
// expect: ["inspector","debug","uv","ipv6","tls_alpn","tls_sni","tls_ocsp","tls","openssl_is_boringssl","cached_builtins","require_module","dtls","quic","typescript"]
// expect: {"name":"node","sourceUrl":"https://nodejs.org/download/release/v26.12.1/node-v26.12.1.tar.gz","headersUrl":"https://nodejs.org/download/release/v26.12.1/node-v26.12.1-headers.tar.gz"}
// expect: string true
// expect: true undefined false
// expect: mine true
// expect: true
// expect: true
// expect: string true 5 {"A":"b"} true true true boolean TypeError true false false true object string true
