const e = new TypeError('x');
e.code = 'E_X';
e.extra = { a: 1 };
throw e;
