// tarn-only: `with` is not implemented yet; sloppy code gets a clear SyntaxError
with ({ a: 1 }) { a; } // expect error: SyntaxError: with statements are not supported by tarn yet
