// Sloppy code allows a function declaration as an if clause (B.3.4) and as a labelled item.
function f(c) {
    if (c) function g() { return "then"; } else function g() { return "else"; }
    return typeof g;
}
console.log(f(true), f(false));
lbl: function h() { return "labelled"; }
console.log("ok");
{ function dup() { return 1; } function dup() { return 2; } console.log(dup()); }
// expect: function function
// expect: ok
// expect: 2
