// process.features and process.config: node 26's shape (keys, descriptors,
// frozenness, types); the values tarn answers differently are listed in
// docs/modules.md and not printed here.
const f = process.features;
console.log(Object.keys(f).join());
const fd = Object.getOwnPropertyDescriptor(process, 'features');
console.log(fd.writable, fd.enumerable, fd.configurable, Object.isFrozen(f));
for (const k of Object.keys(f)) {
  const d = Object.getOwnPropertyDescriptor(f, k);
  // typescript is node's 'strip' and tarn's false (it strips no types)
  const t = k === 'typescript' ? ['strip', 'transform', false].includes(f[k]) : typeof f[k];
  console.log(k, 'get' in d ? typeof d.get : 'data', d.enumerable, d.configurable, t);
}
console.log(f.debug, f.uv, f.ipv6, f.openssl_is_boringssl, f.require_module, f.dtls, f.quic);
process.features.debug = true;
console.log(process.features.debug);

const c = process.config;
const cd = Object.getOwnPropertyDescriptor(process, 'config');
console.log(cd.writable, cd.enumerable, cd.configurable);
console.log(Object.keys(c).join(), Object.getPrototypeOf(c) === Object.prototype);
console.log(Object.isFrozen(c), Object.isFrozen(c.variables), Object.isFrozen(c.target_defaults));
const td = c.target_defaults;
console.log(Object.keys(td).join(), td.default_configuration, Object.keys(td.configurations).join());
console.log(Array.isArray(td.cflags), Object.isFrozen(td.cflags), Object.isFrozen(td.configurations.Release));
const v = c.variables;
console.log(v.host_arch === process.arch, v.target_arch === process.arch);
console.log(v.node_byteorder === require('os').endianness().replace('LE', 'little').replace('BE', 'big'));
console.log(v.asan, v.ubsan, v.coverage, v.debug_node, v.node_shared, v.node_use_quic, v.node_use_dtls, v.v8_enable_i18n_support);
try {
  (function () { 'use strict'; c.variables.asan = 1; })();
} catch (e) {
  console.log(e.constructor.name);
}
process.config = {};
console.log(process.config === c);
console.log(require('process').features === f, typeof require('process').config);
// expect: inspector,debug,uv,ipv6,tls_alpn,tls_sni,tls_ocsp,tls,openssl_is_boringssl,cached_builtins,require_module,dtls,quic,typescript
// expect: false true false false
// expect: inspector data true true boolean
// expect: debug data true true boolean
// expect: uv data true true boolean
// expect: ipv6 data true true boolean
// expect: tls_alpn data true true boolean
// expect: tls_sni data true true boolean
// expect: tls_ocsp data true true boolean
// expect: tls data true true boolean
// expect: openssl_is_boringssl data true true boolean
// expect: cached_builtins function true true boolean
// expect: require_module function true true boolean
// expect: dtls function true true boolean
// expect: quic function true true boolean
// expect: typescript function true true true
// expect: false true true false true false false
// expect: true
// expect: false true true
// expect: variables,target_defaults true
// expect: true true true
// expect: include_dirs,libraries,defines,cflags,conditions,default_configuration,configurations Release Release,Debug
// expect: true true true
// expect: true true
// expect: true
// expect: 0 0 false false false false false 1
// expect: TypeError
// expect: true
// expect: true object
