/* stdlib/node/vm.c — node:vm's natives (stdlib/node/vm.js is the module).
 *
 * A context is a realm of its own (docs/realms.md) whose global names go
 * through to the contextified object first (vm->global_sandbox, read by
 * vm/interp_ops.c's global operations). Code runs in a realm by calling a
 * native that belongs to it: newContext makes one `run` per context while
 * the new realm is current, so the call itself switches realms
 * (vm_call_in_realm) and back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "node.h"
#include "../../compiler/compiler.h"

static uint64_t mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* node's displayErrors: the pending error's stack starts with the arrow
 * message (where it was thrown: "file:line", the source line, a caret),
 * once. */
static void decorate_error(Vm *vm)
{
    if (!v_is_class(vm->exception, CLS_ERROR))
        return;
    char *arrow = vm_exception_context_text(vm);
    if (!arrow)
        return;
    size_t sc = gc_scope_open(vm);
    Value *e = gc_handle(vm, vm_take_exception(vm));
    Value *stack = gc_handle(vm, vm_get_str_js(vm, *e, "stack"));
    char *old = *stack != V_EXC && v_is_string(*stack) ? vm_str_to_utf8(vm, *stack, NULL) : NULL;
    if (*stack == V_EXC)
        vm_take_exception(vm);
    if (old && strncmp(old, arrow, strlen(arrow)) != 0) {
        size_t la = strlen(arrow), lo = strlen(old);
        char *t = malloc(la + lo + 1);
        if (t) {
            memcpy(t, arrow, la);
            memcpy(t + la, old, lo + 1);
            Value *nv = gc_handle(vm, vm_str_from_utf8(vm, t, la + lo));
            if (*nv == V_EXC || vm_set_str_js(vm, *e, "stack", *nv) < 0)
                vm_take_exception(vm);
            free(t);
        }
    }
    free(old);
    free(arrow);
    vm_throw(vm, *e);
    gc_scope_close(vm, sc);
}

/* compileFunction's body failed to compile in its function: V8 compiles
 * the body on its own, so its SyntaxError is the body's (a body cut short
 * ends the input, where the function's head would close it). The body is
 * checked as a function body (a CommonJS wrapper's, where `return` is
 * allowed); when it compiles so, the function's error stands. */
static void body_error(Vm *vm, Value body, const char *file)
{
    size_t len;
    char *src = vm_str_to_utf8(vm, body, &len);
    if (!src)
        return;
    size_t sc = gc_scope_open(vm);
    Value *first = gc_handle(vm, vm_take_exception(vm));
    struct CompileError err;
    if (vm_check(vm, src, len, file, COMPILE_SCRIPT | COMPILE_CJS, &err) == 0)
        vm_throw(vm, *first);
    free(src);
    gc_scope_close(vm, sc);
}

/* run(code, filename, thisValue, timeoutMs[, mode[, displayErrors[, body]]]): code as a global
 * script of this native's realm, `this` thisValue (undefined: the global
 * object); its completion value. Mode 1: code is one function literal
 * (compileFunction's), compiled as the Function constructor's and
 * returned (body: the function's body alone, for its SyntaxError); mode 2: code is only checked for early errors (new Script's
 * SyntaxError), nothing runs. A timeout (ms > 0) arms the VM's script deadline
 * (vm_poll throws past it); a run that times out throws node's
 * ERR_SCRIPT_EXECUTION_TIMEOUT, made in this realm as node's is. */
static Value n_run(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_string(ARG(0)) || !v_is_string(ARG(1)))
        return vm_throw_error(vm, ERR_TYPE, "vm run: code and filename must be strings");
    size_t len, flen;
    char *src = vm_str_to_utf8(vm, ARG(0), &len);
    char *file = src ? vm_str_to_utf8(vm, ARG(1), &flen) : NULL;
    if (!file) {
        free(src);
        return vm_throw_oom(vm);
    }
    int mode = v_is_number(ARG(4)) ? (int)v_to_double(ARG(4)) : 0;
    if (mode) {
        Value r = V_UNDEF;
        if (mode == 1) {
            /* the body's lines count from the one after the head */
            vm->compile_line_shift = -1;
            r = vm_compile_function_js(vm, src, len, file, false);
            vm->compile_line_shift = 0;
            if (r == V_EXC && v_is_string(ARG(6)))
                body_error(vm, ARG(6), file);
        } else {
            struct CompileError err;
            if (vm_check(vm, src, len, file, COMPILE_GLOBAL, &err) < 0) {
                r = V_EXC;
                if (ARG(5) != V_FALSE)
                    decorate_error(vm);
            }
        }
        free(src);
        free(file);
        return r;
    }
    double ms = v_is_number(ARG(3)) ? v_to_double(ARG(3)) : 0;
    uint64_t saved = vm->script_deadline_ns;
    bool ours = false;
    if (ms > 0) {
        uint64_t d = mono_ns() + (uint64_t)(ms * 1e6);
        if (!saved || d < saved) {
            vm->script_deadline_ns = d;
            ours = true;
        }
    }
    bool compiled;
    Value r = vm_eval_global_this(vm, src, len, file, ARG(2) == V_UNDEF ? V_EMPTY : ARG(2), &compiled);
    free(src);
    free(file);
    vm->script_deadline_ns = saved;
    if (ours && vm->script_timed_out) {
        vm->script_timed_out = false;
        if (r == V_EXC) {
            vm_take_exception(vm);
            return lib_throw_coded_plain(vm, ERR_ERROR, "ERR_SCRIPT_EXECUTION_TIMEOUT",
                                         "Script execution timed out after %.0fms", ms);
        }
    }
    if (r == V_EXC && ARG(5) != V_FALSE)
        decorate_error(vm);
    return r;
}

/* newContext(sandbox, makeThis): a new realm whose contextified object is
 * sandbox and whose scripts' `this` is makeThis(its global object) (node's
 * global proxy); [its global object, its run, that `this`]. */
static Value n_new_context(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(ARG(0)) || !vm_is_callable_noalloc(ARG(1)))
        return vm_throw_error(vm, ERR_TYPE, "vm newContext: a sandbox object and a function");
    int id = vm_realm_new(vm);
    if (id < 0)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *g = gc_handle(vm, vm_realm_global_noalloc(vm, (uint32_t)id));
    Value *self = gc_handle(vm, vm_call_js(vm, ARG(1), V_UNDEF, 1, g));
    if (*self == V_EXC || vm_realm_set_sandbox(vm, (uint32_t)id, ARG(0), *self) < 0)
        goto out;
    uint32_t prev = vm_realm_enter_pinned(vm, (uint32_t)id);
    Value *run = gc_handle(vm, vm_new_native(vm, "run", n_run, 7, 0));
    vm_realm_leave_pinned(vm, prev);
    if (*run == V_EXC)
        goto out;
    Value *arr = gc_handle(vm, vm_new_array(vm, 3));
    if (*arr != V_EXC && vm_array_append(vm, *arr, *g) == 0 && vm_array_append(vm, *arr, *run) == 0 &&
        vm_array_append(vm, *arr, *self) == 0)
        r = *arr;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value lib_node_vm_natives(Vm *vm)
{
    static const LibFn fns[] = {{"run", n_run, 7, 0}, {"newContext", n_new_context, 2, 0}, {NULL, NULL, 0, 0}};
    return lib_node_natives_with(vm, fns);
}
