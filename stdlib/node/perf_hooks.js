(function (n) {
  // stdlib/node/perf_hooks.js — node:perf_hooks: the performance global
  // (stdlib/web) and its classes, and node's constants. What tarn lacks
  // (observers, histograms, event-loop measurements) is there by node's
  // name and throws an error naming itself when called or constructed.
  // stdlib/node/core.c compiles it on first use with the shared natives n.
  'use strict';
  const lacks = (name) => ({
    [name]: function () {
      throw new Error(`tarn's perf_hooks does not have ${name}`);
    },
  })[name];
  return {
    Performance,
    PerformanceEntry,
    PerformanceMark,
    PerformanceMeasure,
    PerformanceObserver: lacks('PerformanceObserver'),
    PerformanceObserverEntryList: lacks('PerformanceObserverEntryList'),
    PerformanceResourceTiming: lacks('PerformanceResourceTiming'),
    monitorEventLoopDelay: lacks('monitorEventLoopDelay'),
    eventLoopUtilization: lacks('eventLoopUtilization'),
    timerify: lacks('timerify'),
    createHistogram: lacks('createHistogram'),
    createSlidingWindowHistogram: lacks('createSlidingWindowHistogram'),
    importHistogram: lacks('importHistogram'),
    performance,
    constants: {
      NODE_PERFORMANCE_GC_MAJOR: 4,
      NODE_PERFORMANCE_GC_MINOR: 1,
      NODE_PERFORMANCE_GC_MINOR_MARK_SWEEP: 2,
      NODE_PERFORMANCE_GC_INCREMENTAL: 8,
      NODE_PERFORMANCE_GC_WEAKCB: 16,
      NODE_PERFORMANCE_GC_FLAGS_NO: 0,
      NODE_PERFORMANCE_GC_FLAGS_CONSTRUCT_RETAINED: 2,
      NODE_PERFORMANCE_GC_FLAGS_FORCED: 4,
      NODE_PERFORMANCE_GC_FLAGS_SYNCHRONOUS_PHANTOM_PROCESSING: 8,
      NODE_PERFORMANCE_GC_FLAGS_ALL_AVAILABLE_GARBAGE: 16,
      NODE_PERFORMANCE_GC_FLAGS_ALL_EXTERNAL_MEMORY: 32,
      NODE_PERFORMANCE_GC_FLAGS_SCHEDULE_IDLE: 64,
    },
  };
})
