/* examples/sandbox.c — untrusted code in a realm of its own
 * (docs/embedding.md, "Realms"): it sees the ECMAScript globals and the one
 * function the host gives it, none of the host's globals, and a time limit
 * stops it if it runs away. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tarn.h>

/* The sandbox's only way out: report(text) prints a line. */
static tarn_value report(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    char *s = argc > 0 ? tarn_to_string(vm, argv[0], NULL) : NULL;
    if (argc > 0 && !s)
        return NULL;
    printf("[sandbox] %s\n", s ? s : "");
    free(s);
    return tarn_undefined(vm);
}

/* Run src in the realm of global g; print its result or its error. */
static void run(tarn_vm *vm, tarn_value g, const char *src)
{
    tarn_scope s = tarn_scope_open(vm);
    int prev = tarn_realm_enter(vm, g);
    tarn_value r = tarn_eval_value(vm, src, strlen(src), "untrusted.js");
    tarn_realm_leave(vm, prev);
    if (r) {
        char *t = tarn_to_string(vm, r, NULL);
        printf("result: %s\n", t ? t : "?");
        free(t);
    } else {
        tarn_value e = tarn_take_exception(vm);
        char *t = e ? tarn_to_string(vm, e, NULL) : NULL;
        printf("error: %s\n", t ? t : "?");
        free(t);
        tarn_clear_error(vm);
    }
    tarn_scope_close(vm, s);
}

int main(void)
{
    tarn_config c;
    tarn_config_init(&c);
    c.time_limit_ms = 200;
    tarn_vm *vm = tarn_vm_new_with(&c);
    if (!vm)
        return 1;
    tarn_scope s = tarn_scope_open(vm);
    const char *host_src = "var apiKey = 'host secret';";
    tarn_eval_value(vm, host_src, strlen(host_src), "host.js");

    tarn_value g = tarn_realm_new(vm);
    if (!g || tarn_define_function(vm, g, "report", report, 1, NULL) != TARN_OK) {
        tarn_report_error(vm, stderr);
        return 1;
    }
    run(vm, g, "report('hello from the sandbox'); [typeof apiKey, typeof process, typeof require, "
               "typeof console, typeof Math.max].join(' ')");
    /* its globals are its own: the host's Array.prototype stays untouched */
    run(vm, g, "Array.prototype.evil = 1; var apiKey = 'fake'; [].evil");
    const char *check = "[typeof [].evil, apiKey].join(' ')";
    tarn_value r = tarn_eval_value(vm, check, strlen(check), "host.js");
    char *t = r ? tarn_to_string(vm, r, NULL) : NULL;
    printf("host sees: %s\n", t ? t : "?");
    free(t);
    run(vm, g, "null.x");
    run(vm, g, "for (;;) {}");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
    return 0;
}
