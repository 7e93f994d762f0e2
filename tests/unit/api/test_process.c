/* tests/unit/api/test_process.c — the embedding hooks for process:
 * tarn_set_args shapes process.argv, tarn_exit_code reads process.exitCode. */
#include <criterion/criterion.h>
#include <string.h>

#include "../../../include/tarn.h"

static int eval(tarn_vm *vm, const char *src) { return tarn_eval(vm, src, strlen(src), "t.js"); }

Test(api, set_args_and_exit_code)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert(vm);
    cr_assert_eq(tarn_exit_code(vm), 0);
    const char *args[] = {"/usr/bin/host", "/abs/script.js", "a", "b c"};
    cr_assert_eq(tarn_set_args(vm, 4, args), TARN_OK);
    cr_assert_eq(eval(vm, "if (process.argv.join('|') !== '/usr/bin/host|/abs/script.js|a|b c') throw 1;"), TARN_OK);
    cr_assert_eq(eval(vm, "process.exitCode = 3"), TARN_OK);
    cr_assert_eq(tarn_exit_code(vm), 3);
    cr_assert_eq(eval(vm, "process.exitCode = '260'"), TARN_OK);
    cr_assert_eq(tarn_exit_code(vm), 4);
    cr_assert_eq(eval(vm, "process.exitCode = 1.5"), TARN_ERROR);
    tarn_clear_error(vm);
    cr_assert_eq(tarn_exit_code(vm), 4, "a rejected exitCode keeps the previous one");
    cr_assert_eq(eval(vm, "process.exitCode = undefined"), TARN_OK);
    cr_assert_eq(tarn_exit_code(vm), 0);
    tarn_vm_free(vm);
}
