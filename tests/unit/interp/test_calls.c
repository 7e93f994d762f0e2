/* tests/unit/interp/test_calls.c — the interpreter end to end through
 * lib_vm_new + vm_eval_global: calls, closures, exceptions across frames, deep
 * recursion, constructors and natives re-entering JS. Each test evaluates a
 * program whose completion value is a number or a string and checks it. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../stdlib/lib.h"
#include "../../../vm/vm.h"

static Vm *vm;

static void setup(void) { vm = lib_vm_new(); }
static void teardown(void) { vm_free(vm); }

static Value eval(const char *src)
{
    Value v = vm_eval_global(vm, src, strlen(src), "test.js");
    if (v == V_EXC) {
        vm_report_exception(vm, stderr);
        vm_take_exception(vm);
    }
    return v;
}

static double eval_num(const char *src)
{
    Value v = eval(src);
    cr_assert(v != V_EXC, "exception in: %s", src);
    cr_assert(v_is_number(v), "not a number: %s", src);
    return v_to_double(v);
}

static char *eval_str(const char *src)
{
    Value v = eval(src);
    cr_assert(v != V_EXC, "exception in: %s", src);
    cr_assert(v_is_string(v), "not a string: %s", src);
    return vm_str_to_utf8(vm, v, NULL);
}

TestSuite(interp, .init = setup, .fini = teardown);

Test(interp, arithmetic)
{
    cr_assert(vm);
    cr_assert_eq(eval_num("1 + 2 * 3"), 7);
    cr_assert_eq(eval_num("2147483647 + 1"), 2147483648.0);
    cr_assert_eq(eval_num("7 % 3"), 1);
    cr_assert_eq(eval_num("(-7) % 3"), -1);
    cr_assert_eq(eval_num("1 << 31"), -2147483648.0);
    cr_assert_eq(eval_num("-1 >>> 0"), 4294967295.0);
}

Test(interp, recursion)
{
    cr_assert_eq(eval_num("function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } fib(20)"), 6765);
}

Test(interp, closures)
{
    cr_assert_eq(eval_num("function counter() { let n = 0; return () => ++n; }"
                          "const c = counter(); c(); c(); c()"),
                 3);
    cr_assert_eq(eval_num("let fs = []; for (let i = 0; i < 3; i++) fs[i] = () => i;"
                          "fs[0]() + fs[1]() + fs[2]()"),
                 3);
}

Test(interp, rest_and_arguments)
{
    cr_assert_eq(eval_num("function f(a, ...r) { return r.length * 10 + a; } f(1, 2, 3)"), 21);
    cr_assert_eq(eval_num("function g() { return arguments.length; } g(1, 2, 3, 4)"), 4);
    cr_assert_eq(eval_num("function h(a, b) { return b === undefined ? 1 : 0; } h(5)"), 1);
}

Test(interp, exceptions_across_frames)
{
    cr_assert_eq(eval_num("function a() { throw 42; } function b() { return a() + 1; }"
                          "let r; try { b(); } catch (e) { r = e; } r"),
                 42);
    char *s = eval_str("let m; try { null.x; } catch (e) { m = e.name + ': ' + e.message; } m");
    cr_assert_str_eq(s, "TypeError: Cannot read properties of null (reading 'x')");
    free(s);
    cr_assert_eq(eval_num("let n = 0; try { try { throw 1; } finally { n = 5; } } catch (e) { n += e; } n"), 6);
}

Test(interp, deep_recursion_is_range_error)
{
    char *s = eval_str("function r() { return r() + 1; } let t; try { r(); } catch (e) { t = e.name + ': ' + "
                       "e.message; } t");
    cr_assert_str_eq(s, "RangeError: Maximum call stack size exceeded");
    free(s);
    /* the VM stays usable */
    cr_assert_eq(eval_num("1 + 1"), 2);
}

Test(interp, constructors_and_classes)
{
    cr_assert_eq(eval_num("function P(x) { this.x = x; } new P(7).x"), 7);
    cr_assert_eq(eval_num("class A { constructor(v) { this.v = v; } get twice() { return this.v * 2; } }"
                          "class B extends A { constructor() { super(21); } }"
                          "new B().twice"),
                 42);
    char *s = eval_str("class C {} let m; try { C(); } catch (e) { m = e.message; } m");
    cr_assert_str_eq(s, "Class constructor C cannot be invoked without 'new'");
    free(s);
}

Test(interp, natives_reenter_js)
{
    cr_assert_eq(eval_num("[1, 2, 3].map(x => x * 2).reduce((a, b) => a + b, 0)"), 12);
    cr_assert_eq(eval_num("let t = 0; [1, 2, 3].forEach(function (x) { t += x; }); t"), 6);
}

Test(interp, iteration)
{
    cr_assert_eq(eval_num("let s = 0; for (const x of [1, 2, 3]) s += x; s"), 6);
    cr_assert_eq(eval_num("let n = 0; for (const ch of 'a\\u{1F600}b') n++; n"), 3);
    cr_assert_eq(eval_num("let k = 0; for (const p in {a: 1, b: 2, c: 3}) k++; k"), 3);
    cr_assert_eq(eval_num("const [a, , b, ...c] = [1, 2, 3, 4, 5]; a + b + c.length"), 6);
}
