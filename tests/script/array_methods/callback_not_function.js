[1, 2].map(5); // expect runtime error: TypeError: number 5 is not a function
