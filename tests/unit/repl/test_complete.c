/* tests/unit/repl/test_complete.c — tarn_repl_complete (vm/repl.c): property
 * and global completion for the REPL grouped as node's REPL lists them
 * (farthest prototype first, own names last, an empty string between
 * groups, no legacy __defineGetter__ family, case-insensitive), no getter
 * run to complete, and `_` after tarn_eval_repl. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/tarn.h"

static int has(char **v, size_t n, const char *w)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(v[i], w))
            return 1;
    return 0;
}

static size_t complete(tarn_vm *vm, const char *word, char ***v)
{
    size_t n = 99;
    cr_assert_eq(tarn_repl_complete(vm, word, strlen(word), v, &n), TARN_OK);
    return n;
}

Test(repl, completes_properties_globals_and_lets)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert(vm);
    char **v;
    size_t n = complete(vm, "Math.fl", &v);
    cr_assert(has(v, n, "Math.floor"), "Math.floor offered");
    cr_assert_not(has(v, n, "Math.abs"), "only names with the prefix");
    for (size_t i = 1; i < n; i++)
        cr_assert(strcmp(v[i - 1], v[i]) < 0, "sorted, no duplicates");
    tarn_repl_free_completions(v, n);

    n = complete(vm, "JSO", &v);
    cr_assert(has(v, n, "JSON"));
    tarn_repl_free_completions(v, n);

    n = complete(vm, "ret", &v);
    cr_assert(has(v, n, "return"), "keywords");
    tarn_repl_free_completions(v, n);

    const char *src = "let myBinding = { alpha: 1, beta: 2 }";
    cr_assert_eq(tarn_eval_repl(vm, src, strlen(src), "REPL", NULL), TARN_OK);
    n = complete(vm, "myBi", &v);
    cr_assert(has(v, n, "myBinding"), "REPL let bindings");
    tarn_repl_free_completions(v, n);
    n = complete(vm, "myBinding.al", &v);
    cr_assert_eq(n, 1);
    cr_assert_str_eq(v[0], "myBinding.alpha");
    tarn_repl_free_completions(v, n);
    n = complete(vm, "myBinding.hasOwn", &v);
    cr_assert(has(v, n, "myBinding.hasOwnProperty"), "inherited names");
    tarn_repl_free_completions(v, n);

    /* not a plain chain: nothing is evaluated, nothing offered */
    n = complete(vm, "f().x", &v);
    cr_assert_eq(n, 0);
    tarn_repl_free_completions(v, n);
    n = complete(vm, "nosuchthing.x", &v);
    cr_assert_eq(n, 0, "a ReferenceError is swallowed");
    tarn_repl_free_completions(v, n);
    tarn_vm_free(vm);
}

/* The words joined with spaces, "|" for a group separator. */
static char *joined(char **v, size_t n)
{
    size_t len = 1;
    for (size_t i = 0; i < n; i++)
        len += strlen(v[i]) + 2;
    char *s = calloc(1, len);
    for (size_t i = 0; i < n; i++) {
        if (i)
            strcat(s, " ");
        strcat(s, *v[i] ? v[i] : "|");
    }
    return s;
}

static void expect_list(tarn_vm *vm, const char *word, const char *want)
{
    char **v;
    size_t n = complete(vm, word, &v);
    char *got = joined(v, n);
    cr_assert_str_eq(got, want, "completing %s", word);
    free(got);
    tarn_repl_free_completions(v, n);
}

Test(repl, groups_as_node_lists_them)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert(vm);
    const char *src = "let o = { abc: 1, abd: 2, toString() {} }; let abq = 1, ABr = 2;"
                      "class Base { baseMethod() {} } class Sub extends Base { subMethod() {} }"
                      "let inst = new Sub(); inst.own = 1;"
                      "let trap = { get g() { globalThis.ran = 1; return {x: 1}; } };"
                      "Object.defineProperty(globalThis, 'lazyG', { get() { return { inner: 1 } } })";
    cr_assert_eq(tarn_eval_repl(vm, src, strlen(src), "REPL", NULL), TARN_OK);
    /* Object.prototype's names first, without __defineGetter__ and kin; the
     * own toString is listed once, with the own names */
    expect_list(vm, "o.",
                "o.__proto__ o.constructor o.hasOwnProperty o.isPrototypeOf o.propertyIsEnumerable "
                "o.toLocaleString o.valueOf | o.abc o.abd o.toString");
    expect_list(vm, "o.a", "o.abc o.abd");
    /* each prototype a group, the nearest last */
    expect_list(vm, "inst.", "inst.__proto__ inst.hasOwnProperty inst.isPrototypeOf inst.propertyIsEnumerable "
                             "inst.toLocaleString inst.toString inst.valueOf | inst.baseMethod | "
                             "inst.constructor inst.subMethod | inst.own");
    /* case-insensitive; globals before the REPL's own bindings */
    expect_list(vm, "Math.e", "Math.E Math.exp Math.expm1");
    expect_list(vm, "abortc", "AbortController");
    expect_list(vm, "ab", "AbortController AbortSignal | ABr abq");
    /* keywords (node's list: no `class`) come first, once something is typed */
    expect_list(vm, "contin", "continue");
    expect_list(vm, "cla", "");
    /* a primitive's prototype chain */
    expect_list(vm, "abq.toF", "abq.toFixed");
    /* a getter after the first name is not run: nothing is offered; a
     * global getter is read as the identifier would be (node's REPL's
     * built-in module globals are such getters) */
    expect_list(vm, "trap.g.", "");
    expect_list(vm, "lazyG.in", "lazyG.inner");
    char *res = NULL;
    cr_assert_eq(tarn_eval_repl(vm, "typeof ran", 10, "REPL", &res), TARN_OK);
    cr_assert_str_eq(res, "'undefined'");
    free(res);
    tarn_vm_free(vm);
}

Test(repl, underscore_is_the_last_result)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert(vm);
    char *res = NULL;
    cr_assert_eq(tarn_eval_repl(vm, "6 * 7", 5, "REPL", NULL), TARN_OK);
    cr_assert_eq(tarn_eval_repl(vm, "_ + 1", 5, "REPL", &res), TARN_OK);
    cr_assert_str_eq(res, "43");
    free(res);
    tarn_vm_free(vm);
}
