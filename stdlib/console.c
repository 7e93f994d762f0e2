/* stdlib/console.c — console.log/info/debug (vm->out) and warn/error
 * (vm->err), plus the global print(). Formatting is lib_format_js. */
#include <stdio.h>

#include "lib.h"

static Value console_write(Vm *vm, Value *argv, int argc, bool construct)
{
    NativeFunc *nf = (NativeFunc *)v_cell(CALLEE);
    FILE *f = nf->magic ? vm->err : vm->out;
    Value s = lib_format_js(vm, argv, argc);
    if (s == V_EXC)
        return V_EXC;
    size_t n;
    char *u = vm_str_to_utf8(vm, s, &n);
    if (!u)
        return V_EXC;
    fwrite(u, 1, n, f);
    fputc('\n', f);
    free(u);
    return V_UNDEF;
}

static const LibFn console_fns[] = {
    {"log", console_write, 0, 0},   {"info", console_write, 0, 0}, {"debug", console_write, 0, 0},
    {"warn", console_write, 0, 1},  {"error", console_write, 0, 1}, {"trace", console_write, 0, 1},
    {NULL, NULL, 0, 0},
};

int lib_install_console(Vm *vm)
{
    Value c = lib_new_namespace(vm, "console");
    if (c == V_EXC)
        return -1;
    if (lib_def_fns(vm, c, console_fns) < 0)
        return -1;
    return vm_def_native(vm, vm->global, "print", console_write, 0, 0);
}
