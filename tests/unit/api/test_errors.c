/* tests/unit/api/test_errors.c — errors readable from C:
 * tarn_error_location (the file, line and column of a SyntaxError and of a
 * throw, node's places for the same sources: node 26 reports bad.js:2 with
 * its caret under column 12, and game.js:3 with its caret under column 5)
 * and tarn_error_string (tarn_report_error's text into a buffer, snprintf's
 * contract, the exception left pending). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/tarn.h"

Test(api_errors, syntax_error_location)
{
    tarn_vm *vm = tarn_vm_new();
    const char *src = "let a = 1;\nlet b = a +* 2;\n";
    cr_assert_eq(tarn_eval(vm, src, strlen(src), "bad.js"), TARN_ERROR);
    char file[64];
    int line, col;
    cr_assert_eq(tarn_error_location(vm, file, sizeof file, &line, &col), TARN_OK);
    cr_assert_str_eq(file, "bad.js");
    cr_assert_eq(line, 2);
    cr_assert_eq(col, 12);
    cr_assert(tarn_has_exception(vm), "the exception stays pending");
    tarn_clear_error(vm);
    cr_assert_eq(tarn_error_location(vm, file, sizeof file, &line, &col), TARN_ERROR);
    cr_assert_str_eq(file, "");
    tarn_vm_free(vm);
}

Test(api_errors, throw_location)
{
    tarn_vm *vm = tarn_vm_new();
    const char *src = "function update(dt) {\n  if (dt > 1)\n    throw new RangeError('dt ' + dt);\n}\n"
                      "globalThis.update = update;\n";
    cr_assert_eq(tarn_eval(vm, src, strlen(src), "game.js"), TARN_OK);
    tarn_scope s = tarn_scope_open(vm);
    tarn_value f = tarn_get_global(vm, "update");
    tarn_value arg = tarn_number(vm, 5);
    cr_assert_null(tarn_call(vm, f, NULL, 1, &arg));
    char file[4]; /* truncated */
    int line, col;
    cr_assert_eq(tarn_error_location(vm, file, sizeof file, &line, &col), TARN_OK);
    cr_assert_str_eq(file, "gam");
    cr_assert_eq(line, 3);
    cr_assert_eq(col, 5);
    cr_assert_eq(tarn_error_location(vm, NULL, 0, NULL, NULL), TARN_OK);
    tarn_clear_error(vm);
    /* an exception the host threw has no script place */
    tarn_throw_error(vm, TARN_ERR_TYPE, "from C");
    cr_assert_eq(tarn_error_location(vm, file, sizeof file, &line, &col), TARN_ERROR);
    cr_assert_eq(line, 0);
    tarn_clear_error(vm);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

Test(api_errors, error_string_is_the_report)
{
    tarn_vm *vm = tarn_vm_new();
    const char *src = "function f() {\n  throw new TypeError('boom');\n}\nf();\n";
    cr_assert_eq(tarn_eval(vm, src, strlen(src), "t.js"), TARN_ERROR);
    size_t n = tarn_error_string(vm, NULL, 0);
    cr_assert_gt(n, 0);
    char small[8];
    cr_assert_eq(tarn_error_string(vm, small, sizeof small), n);
    cr_assert_eq(strlen(small), 7);
    char *buf = malloc(n + 1);
    cr_assert_eq(tarn_error_string(vm, buf, n + 1), n);
    cr_assert_eq(strlen(buf), n);
    cr_assert(strncmp(buf, small, 7) == 0);
    /* the same text tarn_report_error prints (which then clears it) */
    char *printed = NULL;
    size_t plen = 0;
    FILE *m = open_memstream(&printed, &plen);
    tarn_report_error(vm, m);
    fclose(m);
    cr_assert_str_eq(buf, printed);
    cr_assert(strstr(buf, "t.js:2\n  throw new TypeError('boom');\n  ^\n"), "%s", buf);
    cr_assert(strstr(buf, "TypeError: boom\n    at f (t.js:2:9)"), "%s", buf);
    cr_assert(!tarn_has_exception(vm));
    cr_assert_eq(tarn_error_string(vm, small, sizeof small), 0);
    cr_assert_str_eq(small, "");
    free(buf);
    free(printed);
    tarn_vm_free(vm);
}
