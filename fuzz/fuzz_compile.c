/* fuzz/fuzz_compile.c — libFuzzer target over the compiler front end.
 *
 * Feeds arbitrary bytes to compile_source() in both script and REPL mode and
 * to compile_is_incomplete(). A crash, sanitizer report, leak or hang is a
 * bug; a SyntaxError is the expected outcome for most inputs. One VM is
 * reused across inputs (its prototypes accumulate; it is recreated every
 * 4096 inputs to bound memory). Build and run with `make fuzz`.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../stdlib/lib.h"
#include "../compiler/compiler.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Vm *vm;
    static unsigned runs;
    if (vm && ++runs % 4096 == 0) {
        vm_free(vm);
        vm = NULL;
    }
    if (!vm) {
        vm = lib_vm_new();
        if (!vm)
            return 0;
    }
    const char *src = (const char *)data;
    (void)compile_is_incomplete(src, size);
    CompileError err;
    memset(&err, 0, sizeof err);
    FuncProto *p = compile_source(vm, src, size, "fuzz.js", COMPILE_SCRIPT, &err);
    if (p)
        vm_proto_link(vm, p);
    if (vm->has_exception)
        vm_take_exception(vm);
    memset(&err, 0, sizeof err);
    p = compile_source(vm, src, size, "fuzz.js", COMPILE_GLOBAL, &err);
    if (p)
        vm_proto_link(vm, p);
    if (vm->has_exception)
        vm_take_exception(vm);
    return 0;
}
