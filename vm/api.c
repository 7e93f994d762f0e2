/* vm/api.c — include/tarn.h implemented over the internal runtime (vm/vm.h).
 *
 * Owns nothing but the translation: a tarn_vm * is a Vm *, status codes are
 * TARN_OK/TARN_ERROR, and no Value or cell pointer ever leaves this file.
 * Every Value held across an allocating call is in a handle scope that is
 * closed before returning.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../include/tarn.h"
#include "../compiler/compiler.h"
#include "../compiler/module_info.h"
#include "api_int.h"
#include "frame.h"
#include "module.h"

/* ---- host mistakes ------------------------------------------------------------ */

void api_misuse(const char *fn, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "tarn: %s: ", fn);
    vfprintf(stderr, fmt, ap);
    fputs(" (docs/embedding.md, \"Host mistakes\")\n", stderr);
    va_end(ap);
    fflush(stderr);
    abort();
}

int api_pending_fail(Vm *vm, const char *fn)
{
    size_t sc = gc_scope_open(vm);
    Value *e = gc_handle(vm, vm_take_exception(vm));
    char *desc = NULL;
    if (v_is_class(*e, CLS_ERROR)) { /* "TypeError: msg", as node's header line */
        Value s = vm_to_string_js(vm, *e);
        if (s != V_EXC)
            desc = vm_str_to_utf8(vm, s, NULL);
        else
            vm_take_exception(vm);
    }
    if (!desc)
        desc = vm_value_desc_cstr(vm, *e);
    vm_throw_error(vm, ERR_ERROR,
                   "%s called with an exception pending (%s); clear it first with "
                   "tarn_clear_error, tarn_take_exception or tarn_report_error",
                   fn, desc ? desc : "?");
    free(desc);
    gc_scope_close(vm, sc);
    return 1;
}

void tarn_vm_free(tarn_vm *tv)
{
    Vm *vm = (Vm *)tv;
    if (!vm)
        return;
    VmAllocHook *hook = vm->api ? vm->api->hook : NULL;
    const VmAllocHook *prev = vm_alloc_switch(hook);
    /* The library's state first (vm_free's own call then finds it gone):
     * its worker threads and Atomics.waitAsync waiters may post to this
     * VM's mailbox from other threads until it is released, and
     * api_state_free frees the mailbox. Then the host's finalizers, while
     * the heap is still there. */
    if (vm->lib)
        vm->lib->release(vm);
    api_state_free(vm);
    vm_free(vm);
    vm_alloc_switch(prev);
    api_hook_free(hook);
}

int tarn_vm_expose_gc(tarn_vm *vm)
{
    API_CTX(vm);
    return vm_expose_gc((Vm *)vm) < 0 ? TARN_ERROR : TARN_OK;
}

void tarn_vm_gc_stats(tarn_vm *vm, FILE *f)
{
    API_CTX(vm);
    vm_gc_stats_print((Vm *)vm, f);
}

int tarn_eval(tarn_vm *tv, const char *src, size_t len, const char *filename)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    api_enter(vm);
    Value r = vm_run_script(vm, src, len, filename ? filename : "<eval>");
    api_leave(vm);
    return r == V_EXC ? TARN_ERROR : TARN_OK;
}

int tarn_eval_module_file(tarn_vm *tv, const char *path)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    api_enter(vm);
    Value r = vm_run_module_file(vm, path);
    api_leave(vm);
    return r == V_EXC ? TARN_ERROR : TARN_OK;
}

int tarn_eval_module(tarn_vm *tv, const char *src, size_t len, const char *name)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    api_enter(vm);
    Value r = vm_run_module_source(vm, src, len, name ? name : "[module]");
    api_leave(vm);
    return r == V_EXC ? TARN_ERROR : TARN_OK;
}

static Value repl_ignore(Vm *vm, Value *argv, int argc, bool construct) { return V_UNDEF; }

/* How long tarn_eval_repl waits for an awaited entry's promise between
 * looks at the interrupt callback: a signal does not end the loop's wait,
 * so a host's Ctrl-C flag is seen within this many ms. */
#define REPL_WAIT_SLICE_MS 50

/* An interrupt abandons the wait for an awaited entry as node's REPL does
 * on Ctrl-C: the entry's error is Error('interrupted') with node's code
 * ERR_SCRIPT_EXECUTION_INTERRUPTED. Returns -1 with it pending. */
static int repl_wait_abandon(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    Value *mh = gc_handle(vm, vm_str_from_utf8(vm, "interrupted", 11));
    Value *eh = gc_handle(vm, *mh == V_EXC ? V_EXC : vm_new_error(vm, ERR_ERROR, *mh));
    Value *ch = gc_handle(vm, *eh == V_EXC ? V_EXC : vm_str_from_utf8(vm, "ERR_SCRIPT_EXECUTION_INTERRUPTED", 32));
    Value key = *ch == V_EXC ? V_EXC : vm_key(vm, "code");
    if (key != V_EXC && vm_define_own(vm, *eh, key, *ch, PROP_WRITABLE | PROP_CONFIGURABLE | PROP_ENUMERABLE) == 0)
        vm_throw(vm, *eh);
    gc_scope_close(vm, sc);
    return -1;
}

/* Between the loop's turns while an entry awaits: an interrupt (the host's
 * callback or tarn_vm_interrupt) abandons the wait; else the time limit and
 * the collector's safepoint (vm_poll). 0, or -1 with the error pending. */
static int repl_wait_poll(Vm *vm)
{
    if (__atomic_load_n(&vm->interrupt, __ATOMIC_ACQUIRE) == 1) {
        __atomic_store_n(&vm->interrupt, 0, __ATOMIC_RELAXED);
        return repl_wait_abandon(vm);
    }
    vm->api->irq_raised = false;
    if (vm_poll(vm) == 0)
        return 0;
    if (!vm->api->irq_raised)
        return -1;
    vm_take_exception(vm);
    return repl_wait_abandon(vm);
}

/* The completion value of an entry that awaits, once the event loop has
 * settled it (V_EXC with its reason pending when it rejects). The promise is
 * marked handled first, so its rejection is the entry's error and not also
 * an unhandled rejection. An entry that nothing left to run can settle
 * waits, as node's REPL does, until an interrupt abandons it
 * (repl_wait_poll). */
static Value repl_settle_js(Vm *vm, Value promise)
{
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, promise);
    Value r = V_EXC;
    Value *ignore = gc_handle(vm, vm_new_native(vm, "", repl_ignore, 1, 0));
    if (*ignore == V_EXC || vm->lib->promise_then_js(vm, *ph, *ignore, *ignore) < 0)
        goto out;
    for (;;) {
        Value res;
        int st = vm->lib->promise_state_noalloc(*ph, &res);
        if (st == 1) { /* [completion value] (COMPILE_AWAIT) */
            r = vm_get_js(vm, res, v_int(0));
            break;
        }
        if (st < 0) {
            r = *ph;
            break;
        }
        if (st == 2) {
            r = vm_throw(vm, res);
            break;
        }
        vm->api->irq_raised = false;
        int turn = vm->lib->loop_turn_js(vm, REPL_WAIT_SLICE_MS);
        if (turn < 0) {
            /* the host's interrupt, raised by a poll of the loop's own (or a
             * callback's): the wait is what it abandons */
            if (vm->api->irq_raised) {
                vm_take_exception(vm);
                repl_wait_abandon(vm);
            }
            break;
        }
        if (vm->lib->promise_state_noalloc(*ph, &res) != 0)
            continue;
        if (turn == 0) /* nothing scheduled: only a host's post can settle it now */
            api_loop_wait(vm, REPL_WAIT_SLICE_MS);
        if (repl_wait_poll(vm) < 0)
            break;
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

int tarn_eval_repl(tarn_vm *tv, const char *src, size_t len, const char *filename,
                   char **result_out)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (result_out)
        *result_out = NULL;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    api_enter(vm);
    bool awaits;
    Value r = vm_eval_repl(vm, src, len, filename ? filename : "REPL", &awaits);
    if (r != V_EXC && awaits)
        r = repl_settle_js(vm, r);
    api_leave(vm);
    if (r == V_EXC)
        return TARN_ERROR;
    size_t sc = gc_scope_open(vm);
    Value *rh = gc_handle(vm, r);
    /* `_` holds the last result, as in node's REPL */
    Value key = vm_key(vm, "_");
    if (key == V_EXC || vm_define_own(vm, vm->global, key, *rh, PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
        vm_take_exception(vm);
    if (!result_out) {
        gc_scope_close(vm, sc);
        return TARN_OK;
    }
    Value s = vm->lib->inspect_js(vm, *rh, 2, vm->api && vm->api->repl_colors);
    if (s == V_EXC) {
        gc_scope_close(vm, sc);
        return TARN_ERROR;
    }
    size_t n = 0;
    char *u = vm_str_to_utf8(vm, s, &n);
    u = api_libc_copy(u, n); /* the host free()s it */
    gc_scope_close(vm, sc);
    if (!u) {
        vm_throw_oom(vm);
        return TARN_ERROR;
    }
    *result_out = u;
    return TARN_OK;
}

void tarn_repl_set_colors(tarn_vm *tv, int on)
{
    Vm *vm = (Vm *)tv;
    if (vm->api)
        vm->api->repl_colors = on != 0;
}

void tarn_console_set_colors(tarn_vm *tv, int out_on, int err_on)
{
    Vm *vm = (Vm *)tv;
    vm->out_colors = out_on != 0;
    vm->err_colors = err_on != 0;
}

void tarn_report_error(tarn_vm *tv, FILE *f)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (!vm->has_exception)
        return;
    vm_report_exception(vm, f);
    vm_take_exception(vm);
    fflush(f);
}

int tarn_error_location(tarn_vm *tv, char *file, size_t file_size, int *line, int *col)
{
    API_GUARD(tv);
    Vm *vm = (Vm *)tv;
    InterpState *is = vm->interp;
    if (file && file_size)
        file[0] = 0;
    if (line)
        *line = 0;
    if (col)
        *col = 0;
    if (!vm->has_exception || !is)
        return TARN_ERROR;
    const char *f;
    uint32_t l, c;
    if (is->syntax_exc == vm->exception && v_is_object(vm->exception)) {
        f = is->syn_file, l = is->syn_line, c = is->syn_col;
    } else if (is->throw_valid && is->throw_exc == vm->exception) {
        f = is->throw_file, l = is->throw_line, c = is->throw_col;
    } else {
        return TARN_ERROR; /* thrown by the host or a builtin outside any script */
    }
    if (!f || !l)
        return TARN_ERROR;
    if (file && file_size)
        snprintf(file, file_size, "%s", f);
    if (line)
        *line = (int)l;
    if (col)
        *col = (int)c;
    return TARN_OK;
}

size_t tarn_error_string(tarn_vm *tv, char *buf, size_t size)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (buf && size)
        buf[0] = 0;
    if (!vm->has_exception)
        return 0;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return 0;
    vm_report_exception(vm, f); /* leaves the exception pending */
    fclose(f);
    if (buf && size)
        snprintf(buf, size, "%s", text ? text : "");
    (free)(text); /* open_memstream's buffer is libc's */
    return len;
}

/* node's REPL prints "Uncaught " + the error's header (name: message) for
 * Error objects, and "Uncaught " + inspect(value) for anything else. */
void tarn_report_error_repl(tarn_vm *tv, FILE *f)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (!vm->has_exception)
        return;
    size_t sc = gc_scope_open(vm);
    Value *eh = gc_handle(vm, vm_take_exception(vm));
    Value s;
    if (v_is_class(*eh, CLS_ERROR))
        s = vm_to_string_js(vm, *eh);
    else
        s = vm->lib->inspect_js(vm, *eh, 2, false);
    char *u = NULL;
    if (s != V_EXC)
        u = vm_str_to_utf8(vm, s, NULL);
    else
        vm_take_exception(vm);
    fprintf(f, "Uncaught %s\n", u ? u : "exception");
    free(u);
    fflush(f);
    gc_scope_close(vm, sc);
}

void tarn_clear_error(tarn_vm *tv)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (vm->has_exception)
        vm_take_exception(vm);
}

int tarn_is_incomplete(const char *src, size_t len) { return compile_is_incomplete(src, len); }

/* tarn_check, and tarn_check_buffer with its buffer (block) */
static int check(tarn_vm *tv, char *block, const char *src, size_t len, const char *filename, int module, FILE *err)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    CompileError ce;
    int mode = module == 1 ? COMPILE_MODULE : module == 2 ? COMPILE_GLOBAL : COMPILE_SCRIPT;
    const char *file = filename ? filename : "<eval>";
    if ((block ? vm_check_buffer(vm, block, len, file, mode, &ce) : vm_check(vm, src, len, file, mode, &ce)) == 0)
        return TARN_OK;
    tarn_report_error(tv, err); /* as a failed run prints it */
    return TARN_ERROR;
}

int tarn_check(tarn_vm *tv, const char *src, size_t len, const char *filename, int module, FILE *err)
{
    return check(tv, NULL, src, len, filename, module, err);
}

int tarn_check_buffer(tarn_vm *tv, char *src, size_t len, const char *filename, int module, FILE *err)
{
    return check(tv, src, src, len, filename, module, err);
}

int tarn_disasm(tarn_vm *tv, const char *src, size_t len, const char *filename, FILE *out,
                FILE *err)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    const char *file = filename ? filename : "<eval>";
    size_t fl = strlen(file);
    bool module = fl > 4 && strcmp(file + fl - 4, ".mjs") == 0; /* its body's bytecode (imports are not loaded) */
    CompileError ce;
    ModInfo *mi = NULL;
    vm->compile_eager = true; /* every body's bytecode */
    FuncProto *p = vm_compile(vm, src, len, file, module ? COMPILE_MODULE : COMPILE_SCRIPT, false, &ce, &mi);
    vm->compile_eager = false;
    module_info_free(mi);
    if (!p && ce.msg[0]) { /* a compile error: one line, file:line:col */
        vm_take_exception(vm);
        fprintf(err, "%s:%u:%u: %s: %s\n", ce.file ? ce.file : file, ce.line, ce.col,
                ce.kind == ERR_RANGE ? "RangeError" : "SyntaxError", ce.msg);
        return TARN_ERROR;
    }
    if (!p) {
        tarn_report_error(tv, err);
        return TARN_ERROR;
    }
    compile_disasm(out, p);
    return TARN_OK;
}

char *tarn_read_stream(FILE *f, size_t *len)
{
    size_t cap = 1 << 14, n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap) { /* short read: end of file or an error */
            if (ferror(f)) {
                int e = errno ? errno : EIO;
                free(buf);
                errno = e;
                return NULL;
            }
            buf[n] = 0;
            *len = n;
            return buf;
        }
        char *nb = realloc(buf, 2 * cap + 1);
        if (!nb)
            free(buf);
        buf = nb;
        cap *= 2;
    }
    errno = ENOMEM;
    return NULL;
}

char *tarn_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = tarn_read_stream(f, len);
    int e = errno;
    fclose(f);
    errno = e;
    return buf;
}
