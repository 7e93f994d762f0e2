// tarn-only: node:perf_hooks' observers, histograms and event-loop
// measurements are there by name and each throws an error naming itself.
const ph = require('perf_hooks');
for (const k of ['PerformanceObserver', 'PerformanceObserverEntryList', 'PerformanceResourceTiming']) {
  try { new ph[k](() => {}); } catch (e) { console.log(e.message); }
}
for (const k of ['monitorEventLoopDelay', 'eventLoopUtilization', 'timerify', 'createHistogram', 'createSlidingWindowHistogram', 'importHistogram']) {
  try { ph[k](); } catch (e) { console.log(e.message); }
}
// expect: tarn's perf_hooks does not have PerformanceObserver
// expect: tarn's perf_hooks does not have PerformanceObserverEntryList
// expect: tarn's perf_hooks does not have PerformanceResourceTiming
// expect: tarn's perf_hooks does not have monitorEventLoopDelay
// expect: tarn's perf_hooks does not have eventLoopUtilization
// expect: tarn's perf_hooks does not have timerify
// expect: tarn's perf_hooks does not have createHistogram
// expect: tarn's perf_hooks does not have createSlidingWindowHistogram
// expect: tarn's perf_hooks does not have importHistogram
