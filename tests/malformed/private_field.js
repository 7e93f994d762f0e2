class A { #x = 1; } // expect error: SyntaxError: private class members are not supported by tarn yet // tarn-only
