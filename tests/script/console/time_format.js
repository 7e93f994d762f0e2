// console.time/timeLog/timeEnd return undefined; their "label: 1.234ms" text is
// checked by tests/unit/console (elapsed times differ run to run). Stdout here
// carries only the deterministic lines, so the timer lines go to a label that
// was never started (a warning on stderr) or are not printed.
console.log(console.time("phase"), console.time("phase"));
console.log(console.timeEnd("never"), console.timeLog("never"), console.countReset("never"));
// expect: undefined undefined
// expect: undefined undefined undefined
