/* tests/unit/repl/test_complete.c — tarn_repl_complete (vm/repl.c): property
 * and global completion for the REPL, and `_` after tarn_eval_repl. */
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
