let u;
u.p = 1; // expect runtime error: TypeError: Cannot set properties of undefined (setting 'p')
