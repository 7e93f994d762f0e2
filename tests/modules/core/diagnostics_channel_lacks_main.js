// tarn-only: tarn's diagnostics_channel has no bounded channels (experimental in node); each says so by name
const dc = require('diagnostics_channel');
for (const f of [() => dc.boundedChannel('b'), () => new dc.BoundedChannel('b')]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:diagnostics_channel has no boundedChannel: it has channel, subscribe, unsubscribe, hasSubscribers, bound stores and tracingChannel
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:diagnostics_channel has no BoundedChannel: it has channel, subscribe, unsubscribe, hasSubscribers, bound stores and tracingChannel
