function f() { undefined.call(); }
f(); // expect runtime error: TypeError: Cannot read properties of undefined (reading 'call')
