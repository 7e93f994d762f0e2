"use strict";
function f() {
  notDeclared = 1; // expect runtime error: ReferenceError: notDeclared is not defined
}
f();
