const vals = [0, -0, NaN, "", null, undefined, false, "0", " ", [], {}, -1, Infinity];
console.log(vals.map(v => Boolean(v)).join(","));
// expect: false,false,false,false,false,false,false,true,true,true,true,true,true
