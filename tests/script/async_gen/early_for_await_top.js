// tarn-only: node runs a .js file with top-level for await as an ES module (module detection);
// tarn runs it as a script, where for await is V8's (CommonJS) SyntaxError
for await (const x of [1]) {} // expect error: SyntaxError: Unexpected reserved word
