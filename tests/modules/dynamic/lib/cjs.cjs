exports.a = 1;
module.exports.b = 'two';
