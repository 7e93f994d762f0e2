console.log(String([1, [2, [3, [4]]]]), [null] + "", [undefined, null] + "", [[]] + "", [{}] + "");
// expect: 1,2,3,4  ,  [object Object]
