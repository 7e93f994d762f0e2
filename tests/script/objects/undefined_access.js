let u;
u.prop; // expect runtime error: TypeError: Cannot read properties of undefined (reading 'prop')
