// a using declaration needs an initializer
{ using x; } // expect error: SyntaxError: Missing initializer in using declaration
