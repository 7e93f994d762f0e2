// tarn-only: node's EventEmitterAsyncResource needs node:async_hooks, which tarn lacks: it says so by name
const { EventEmitterAsyncResource } = require('events');
console.log(typeof EventEmitterAsyncResource); // expect: function
new EventEmitterAsyncResource(); // expect runtime error: Error: tarn has no events.EventEmitterAsyncResource (it needs node:async_hooks)
