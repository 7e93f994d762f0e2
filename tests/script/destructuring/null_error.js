const { a } = null; // expect runtime error: TypeError: Cannot destructure property 'a' of 'null' as it is null.
