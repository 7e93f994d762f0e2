// tarn-only: tarn's async_hooks has AsyncLocalStorage and AsyncResource, not the hooks; each says so by name
const ah = require('async_hooks');
for (const f of [() => ah.createHook({}), () => ah.executionAsyncId(), () => ah.triggerAsyncId(), () => ah.executionAsyncResource()]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
console.log(ah.asyncWrapProviders.PROMISE, Object.keys(ah).join());
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:async_hooks has no createHook: it has AsyncLocalStorage and AsyncResource, not async hooks
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:async_hooks has no executionAsyncId: it has AsyncLocalStorage and AsyncResource, not async hooks
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:async_hooks has no triggerAsyncId: it has AsyncLocalStorage and AsyncResource, not async hooks
// expect: Error ERR_TARN_UNSUPPORTED tarn's node:async_hooks has no executionAsyncResource: it has AsyncLocalStorage and AsyncResource, not async hooks
// expect: 28 AsyncLocalStorage,createHook,executionAsyncId,triggerAsyncId,executionAsyncResource,asyncWrapProviders,AsyncResource
