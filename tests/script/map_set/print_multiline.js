// entries that do not fit on one line break like node's
console.log(new Map([[{ alpha: "aaaaaaaaaaaaaaaaaaaa", beta: "bbbbbbbbbbbbbbbbbbbbbbbbbb" }, { gamma: ["cccccccccccccccccccc", "dddddddddddddddddddddd"], delta: 1 }]]));
console.log({ outer: new Set([{ alpha: "aaaaaaaaaaaaaaaaaaaa", beta: "bbbbbbbbbbbbbbbbbbbbbbbbbb", gamma: "cccccccccccccccccc" }]) });
console.log([new Map([["k".repeat(40), ["v".repeat(40)]]])]);
const it = new Map([["k".repeat(40), "v".repeat(40)], ["x", 1]]).entries();
console.log(it);
// expect: Map(1) {
// expect:   { alpha: 'aaaaaaaaaaaaaaaaaaaa', beta: 'bbbbbbbbbbbbbbbbbbbbbbbbbb' } => {
// expect:     gamma: [ 'cccccccccccccccccccc', 'dddddddddddddddddddddd' ],
// expect:     delta: 1
// expect:   }
// expect: }
// expect: {
// expect:   outer: Set(1) {
// expect:     {
// expect:       alpha: 'aaaaaaaaaaaaaaaaaaaa',
// expect:       beta: 'bbbbbbbbbbbbbbbbbbbbbbbbbb',
// expect:       gamma: 'cccccccccccccccccc'
// expect:     }
// expect:   }
// expect: }
// expect: [
// expect:   Map(1) {
// expect:     'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk' => [ 'vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv' ]
// expect:   }
// expect: ]
// expect: [Map Entries] {
// expect:   [
// expect:     'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk',
// expect:     'vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv'
// expect:   ],
// expect:   [ 'x', 1 ]
// expect: }
