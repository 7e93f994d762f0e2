class K {}
K(); // expect runtime error: TypeError: Class constructor K cannot be invoked without 'new'
