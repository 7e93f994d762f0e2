console.log(new Map([["a", 1], [{ k: 1 }, [2]]]), new Set([1, "two", [3]]));
console.log(new Map(), new Set());
// expect: Map(2) { 'a' => 1, { k: 1 } => [ 2 ] } Set(3) { 1, 'two', [ 3 ] }
// expect: Map(0) {} Set(0) {}
