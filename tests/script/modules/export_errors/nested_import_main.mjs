function f() {
    import x from "./lib.mjs"; // expect error: SyntaxError: Unexpected identifier
}
