// In the unit style the percent sign is the unit part; in the percent style
// it is a percentSign part. Segments' containing converts its index with
// ToNumber: a BigInt or a Symbol is a TypeError.
const show = (f) => { try { console.log(JSON.stringify(f())); } catch (e) { console.log(e.name); } };
show(() => new Intl.NumberFormat('en-US', { style: 'unit', unit: 'percent' }).formatToParts(-123));
show(() => new Intl.NumberFormat('en-US', { style: 'unit', unit: 'percent', unitDisplay: 'long' }).formatToParts(5));
show(() => new Intl.NumberFormat('en-US', { style: 'percent' }).formatToParts(0.5));
show(() => new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'percent' }).formatRangeToParts(3, 5));
const seg = new Intl.Segmenter('en', { granularity: 'word' }).segment('a b c');
for (const i of [0n, Symbol(), '2', { valueOf: () => 4 }, undefined, 1.5, -1])
  show(() => seg.containing(i));
// expect: [{"type":"minusSign","value":"-"},{"type":"integer","value":"123"},{"type":"unit","value":"%"}]
// expect: [{"type":"integer","value":"5"},{"type":"literal","value":" "},{"type":"unit","value":"percent"}]
// expect: [{"type":"integer","value":"50"},{"type":"percentSign","value":"%"}]
// expect: [{"type":"integer","value":"3","source":"startRange"},{"type":"literal","value":"–","source":"shared"},{"type":"integer","value":"5","source":"endRange"},{"type":"literal","value":" ","source":"shared"},{"type":"unit","value":"%","source":"shared"}]
// expect: TypeError
// expect: TypeError
// expect: {"segment":"b","index":2,"input":"a b c","isWordLike":true}
// expect: {"segment":"c","index":4,"input":"a b c","isWordLike":true}
// expect: {"segment":"a","index":0,"input":"a b c","isWordLike":true}
// expect: {"segment":" ","index":1,"input":"a b c","isWordLike":false}
// expect: undefined
