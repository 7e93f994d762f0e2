const x = 1;
export { x as '\uD800' }; // expect error: SyntaxError: Invalid module export name: contains unpaired surrogate
