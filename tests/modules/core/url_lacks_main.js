// tarn-only: node has URLPattern; tarn's node:url has it by name and says so when it is used (never a stub)
const { URLPattern } = require('url');
console.log(typeof URLPattern); // expect: function
new URLPattern({ pathname: '/x' }); // expect runtime error: Error: tarn does not have URLPattern (node:url's and the global's)
