const $ = 1, _ = 2, café = 3, a$b_c = 4;
console.log($, _, café, a$b_c);
const obj = { if: 1, class: 2, new: 3, typeof: 4 };
console.log(obj.if, obj.class, obj.new, obj.typeof);
// expect: 1 2 3 4
// expect: 1 2 3 4
