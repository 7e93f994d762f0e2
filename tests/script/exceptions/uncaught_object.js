const code = 7;
throw { code, list: [1, 2] }; // expect runtime error: { code: 7, list: [ 1, 2 ] }
