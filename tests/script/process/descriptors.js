// The attributes of process's read-only members, as node's: version,
// versions, release, platform, arch and pid are read-only and
// configurable, and so are the members of versions and release.
const show = (o, k) => {
  const d = Object.getOwnPropertyDescriptor(o, k);
  console.log(k, typeof d.value, d.writable, d.enumerable, d.configurable);
};
for (const k of ['version', 'versions', 'release', 'platform', 'arch', 'pid', 'ppid', 'env']) show(process, k);
show(process.versions, 'node');
for (const k of Object.keys(process.release)) show(process.release, k);
process.version = 'v0';
process.versions.node = '0';
console.log(process.version === 'v' + process.versions.node);
Object.defineProperty(process, 'platform', { value: 'win32' });
console.log(process.platform);
// expect: version string false true true
// expect: versions object false true true
// expect: release object false true true
// expect: platform string false true true
// expect: arch string false true true
// expect: pid number false true true
// expect: ppid number true true true
// expect: env object true true true
// expect: node string false true true
// expect: name string false true true
// expect: sourceUrl string false true true
// expect: headersUrl string false true true
// expect: true
// expect: win32
