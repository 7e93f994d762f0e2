// tarn-only: tarn's util has no MIMEType or MIMEParams, and says so by name
const util = require('util');
for (const f of [() => new util.MIMEType('text/plain'), () => new util.MIMEParams()]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:util has no MIMEType
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:util has no MIMEParams
