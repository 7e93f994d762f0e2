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

static int waits, armed;
/* Counts the polls once the entry's own code has run (its last statement
 * calls armed()), so the interrupt lands in the wait even when every
 * back-edge polls (TARN_GC_STRESS). */
static int stop_waiting(tarn_vm *vm, void *data)
{
    (void)vm;
    (void)data;
    return armed && ++waits >= 3;
}

static tarn_value arm(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    (void)self;
    (void)argc;
    (void)argv;
    (void)data;
    armed = 1;
    return tarn_undefined(vm);
}

/* A promise nothing settles is waited for, as node's REPL does, until an
 * interrupt abandons the wait: node's ERR_SCRIPT_EXECUTION_INTERRUPTED. */
Test(repl_await, an_interrupt_abandons_a_wait_that_never_ends)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert(vm);
    tarn_scope sc = tarn_scope_open(vm);
    tarn_set_global(vm, "armed", tarn_function_new(vm, "armed", arm, 0, NULL));
    tarn_scope_close(vm, sc);
    tarn_set_interrupt_handler(vm, stop_waiting, NULL);
    const char *srcs[] = {"await new Promise(() => { armed() })",
                          "await new Promise((r) => { setTimeout(r, 1e6); armed() })"};
    for (int i = 0; i < 2; i++) {
        waits = armed = 0;
        cr_assert_eq(tarn_eval_repl(vm, srcs[i], strlen(srcs[i]), "REPL", NULL), TARN_ERROR, "%s", srcs[i]);
        cr_assert_geq(waits, 3, "%s", srcs[i]);
        sc = tarn_scope_open(vm);
        tarn_value e = tarn_take_exception(vm);
        char *code = tarn_to_string(vm, tarn_get(vm, e, "code"), NULL);
        cr_assert_str_eq(code, "ERR_SCRIPT_EXECUTION_INTERRUPTED", "%s", srcs[i]);
        free(code);
        tarn_scope_close(vm, sc);
    }
    tarn_set_interrupt_handler(vm, NULL, NULL);
    expect(vm, "await Promise.resolve(2)", "2");
    tarn_vm_free(vm);
}
