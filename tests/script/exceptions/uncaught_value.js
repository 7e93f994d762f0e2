throw 42; // expect runtime error: 42
