// env: TARN_LAZY_DISCARD=1
// A private name no enclosing class declares, in a method never called:
// reported at load.
console.log("never printed");
class A {
    #x = 1;
    m() {
        return () => this.#y; // expect error: SyntaxError: Private field '#y' must be declared in an enclosing class
    }
}
