console.log(null == undefined, null == 0, undefined == 0, null == false, "" == 0, "0" == false);
console.log("1" == 1, " 1 " == 1, "a" == "a", NaN == NaN, [] == false, [0] == false, [1] == 1);
console.log({} == "[object Object]", [1, 2] == "1,2", true == 1, true == "1", false == "false");
// expect: true false false false true true
// expect: true true true false true true true
// expect: true true true true false
