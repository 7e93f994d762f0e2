/* examples/host.c — the smallest tarn host: create, eval, print, free. */
#include <string.h>
#include <tarn.h>

int main(void)
{
    tarn_vm *vm = tarn_vm_new();
    const char *src = "console.log('hello from', ['t', 'a', 'r', 'n'].join(''), 6 * 7);";
    int rc = tarn_eval(vm, src, strlen(src), "host.js");
    if (rc != TARN_OK)
        tarn_report_error(vm, stderr);
    tarn_vm_free(vm);
    return rc == TARN_OK ? 0 : 1;
}
