// node:perf_hooks: the performance global and its classes, node's
// constants; what tarn lacks is there by name (tarn-only lines below).
const ph = require('perf_hooks');
console.log(Object.keys(ph));
console.log(ph.performance === performance, ph.PerformanceMark === PerformanceMark, ph.Performance === Performance,
  ph.PerformanceEntry === PerformanceEntry, ph.PerformanceMeasure === PerformanceMeasure);
console.log(ph.constants);
const m = ph.performance.mark('start');
console.log(m instanceof ph.PerformanceMark, m instanceof ph.PerformanceEntry, m.name, m.entryType);
console.log(ph.performance.measure('span', 'start').entryType, typeof ph.performance.now());
console.log(require('node:perf_hooks') === ph);
// expect: [
// expect:   'Performance',
// expect:   'PerformanceEntry',
// expect:   'PerformanceMark',
// expect:   'PerformanceMeasure',
// expect:   'PerformanceObserver',
// expect:   'PerformanceObserverEntryList',
// expect:   'PerformanceResourceTiming',
// expect:   'monitorEventLoopDelay',
// expect:   'eventLoopUtilization',
// expect:   'timerify',
// expect:   'createHistogram',
// expect:   'createSlidingWindowHistogram',
// expect:   'importHistogram',
// expect:   'performance',
// expect:   'constants'
// expect: ]
// expect: true true true true true
// expect: {
// expect:   NODE_PERFORMANCE_GC_MAJOR: 4,
// expect:   NODE_PERFORMANCE_GC_MINOR: 1,
// expect:   NODE_PERFORMANCE_GC_MINOR_MARK_SWEEP: 2,
// expect:   NODE_PERFORMANCE_GC_INCREMENTAL: 8,
// expect:   NODE_PERFORMANCE_GC_WEAKCB: 16,
// expect:   NODE_PERFORMANCE_GC_FLAGS_NO: 0,
// expect:   NODE_PERFORMANCE_GC_FLAGS_CONSTRUCT_RETAINED: 2,
// expect:   NODE_PERFORMANCE_GC_FLAGS_FORCED: 4,
// expect:   NODE_PERFORMANCE_GC_FLAGS_SYNCHRONOUS_PHANTOM_PROCESSING: 8,
// expect:   NODE_PERFORMANCE_GC_FLAGS_ALL_AVAILABLE_GARBAGE: 16,
// expect:   NODE_PERFORMANCE_GC_FLAGS_ALL_EXTERNAL_MEMORY: 32,
// expect:   NODE_PERFORMANCE_GC_FLAGS_SCHEDULE_IDLE: 64
// expect: }
// expect: true true start mark
// expect: measure number
// expect: true
