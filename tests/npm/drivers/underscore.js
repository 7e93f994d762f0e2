// "exports" with require/import conditions: this is the CommonJS side.
const _ = require('underscore');
console.log(_.VERSION);
console.log(_.map([1, 2, 3], (n) => n * 3), _.pluck([{ n: 'a' }, { n: 'b' }], 'n'));
console.log(_.chain([3, 1, 2]).sortBy().map((x) => x * 10).value());
console.log(_.template('<% _.each(xs, function(x) { %><b><%- x %></b><% }); %>')({ xs: ['<a>', 'b'] }));
console.log(_.countBy([1, 2, 3, 4, 5], (n) => (n % 2 === 0 ? 'even' : 'odd')));
console.log(_.intersection([1, 2, 3], [101, 2, 1, 10]), _.isMatch({ a: 1, b: 2 }, { a: 1 }));
console.log(_.escape('<x & "y">'), _.partition([0, 1, 2, 3], (x) => x % 2));
