/* tests/unit/repl/test_await.c — top-level await in tarn_eval_repl (node's
 * REPL): the awaited value, declarations kept for later entries, the event
 * loop run while an entry waits, a rejection as the entry's error, and
 * `await` as an identifier where it does not parse as an await. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/tarn.h"

static char *eval_ok(tarn_vm *vm, const char *src)
{
    char *res = NULL;
    int rc = tarn_eval_repl(vm, src, strlen(src), "REPL", &res);
    cr_assert_eq(rc, TARN_OK, "%s", src);
    return res;
}

static void expect(tarn_vm *vm, const char *src, const char *want)
{
    char *res = eval_ok(vm, src);
    cr_assert_str_eq(res, want, "%s", src);
    free(res);
}

Test(repl_await, values_declarations_and_errors)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert(vm);
    expect(vm, "await Promise.resolve(5)", "5");
    expect(vm, "const late = await new Promise((r) => setTimeout(() => r('timer'), 5))", "undefined");
    expect(vm, "late", "'timer'");
    expect(vm, "await null; Promise.resolve(9)", "Promise { 9 }");
    expect(vm, "await 1; 6; var v = 1", "undefined");
    expect(vm, "_", "undefined");
    expect(vm, "var await = 3; await", "3");
    expect(vm, "let a = await 1, b = 2; a + b", "3");
    const char *rej = "await Promise.reject(new RangeError('no'))";
    cr_assert_eq(tarn_eval_repl(vm, rej, strlen(rej), "REPL", NULL), TARN_ERROR);
    tarn_clear_error(vm);
    expect(vm, "a", "1");
    tarn_vm_free(vm);
}
