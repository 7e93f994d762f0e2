/* stdlib/lazy.c — the globals made on first use (VmLibrary.global_lazy_js).
 *
 * A global a script may never name (DOMException, the web globals) costs
 * nothing at start-up: it is one line in the table below, a name and a
 * function that defines it on the global object. While any is pending
 * (LibState.lazy_pending, one bit per line; vm->global_lazy mirrors
 * "some bit set") the core asks lib_global_lazy_js when an operation on the
 * global object misses a string key, and before listing its keys; the
 * line's bit is cleared before its function runs, so a function may touch
 * the global object freely. A global defined by anyone else first (a
 * script's `var URL`, Object.defineProperty) clears its bit unmade.
 *
 * Invariant: a pending global has no own property on the global object.
 * The key order of the global object is therefore the order in which the
 * globals were made; listing the keys makes the pending ones in table order.
 */
#include <string.h>
#include <time.h>

#include "lib.h"
#include "clone.h"
#include "typed_int.h"
#include "web/web.h"
#include "node/node.h"

typedef struct LazyGlobal {
    const char *name;
    int (*define)(Vm *vm); /* defines global `name` (only it); 0 / -1 */
} LazyGlobal;

static const LazyGlobal lazy_globals[] = {
    {"DOMException", lib_define_domexception},
    {"atob", lib_define_atob},
    {"btoa", lib_define_btoa},
    {"TextEncoder", lib_define_text_encoder},
    {"TextDecoder", lib_define_text_decoder},
    {"crypto", lib_define_crypto},
    {"Crypto", lib_define_crypto_class},
    {"SubtleCrypto", lib_define_subtle_crypto_class},
    {"URL", lib_define_url},
    {"URLSearchParams", lib_define_url_search_params},
    {"EventTarget", lib_define_event_target},
    {"Event", lib_define_event},
    {"CustomEvent", lib_define_custom_event},
    {"AbortController", lib_define_abort_controller},
    {"AbortSignal", lib_define_abort_signal},
    {"performance", lib_define_performance},
    {"Performance", lib_define_performance_class},
    {"PerformanceEntry", lib_define_performance_entry},
    {"PerformanceMark", lib_define_performance_mark},
    {"PerformanceMeasure", lib_define_performance_measure},
    {"Intl", lib_define_intl},
    {"SharedArrayBuffer", lib_define_sab},
    {"Atomics", lib_define_atomics},
    {"Buffer", lib_define_buffer},
    {"Blob", lib_define_blob},
    {"DisposableStack", lib_define_disposable_stack},
    {"AsyncDisposableStack", lib_define_async_disposable_stack},
    {"Temporal", lib_define_temporal},
    /* pending only after tarn_set_script_globals (node -e and stdin code), in node's order */
    {"__filename", lib_define_script_filename},
    {"module", lib_define_script_module},
    {"exports", lib_define_script_exports},
    {"__dirname", lib_define_script_dirname},
    {"require", lib_define_script_require},
};
#define NLAZY ((int)(sizeof lazy_globals / sizeof lazy_globals[0]))
#define NSCRIPT 5 /* the last lines */
_Static_assert(NLAZY < 64, "LibState.lazy_pending has 64 bits");

static int find_noalloc(Value key)
{
    if (!v_is_type(key, T_STRING))
        return -1;
    String *s = v_str(key);
    if (s->hdr.flags & STR_WIDE)
        return -1;
    for (int i = 0; i < NLAZY; i++) {
        const char *n = lazy_globals[i].name;
        if (s->len == strlen(n) && memcmp(s->data, n, s->len) == 0)
            return i;
    }
    return -1;
}

static void clear_bit(Vm *vm, int i)
{
    LibState *ls = vm->lib_state;
    ls->lazy_pending &= ~((uint64_t)1 << i);
    vm->global_lazy = ls->lazy_pending != 0;
}

static int make(Vm *vm, int i)
{
    clear_bit(vm, i);
    return lazy_globals[i].define(vm);
}

int lib_global_lazy_js(Vm *vm, Value key, bool do_make)
{
    LibState *ls = vm->lib_state;
    if (key == V_EMPTY) {
        for (int i = 0; i < NLAZY; i++)
            if ((ls->lazy_pending >> i & 1) && make(vm, i) < 0)
                return -1;
        return 1;
    }
    int i = find_noalloc(key);
    if (i < 0 || !(ls->lazy_pending >> i & 1))
        return 0;
    if (!do_make) {
        clear_bit(vm, i);
        return 0;
    }
    return make(vm, i) < 0 ? -1 : 1;
}

int lib_install_lazy(Vm *vm)
{
    LibState *ls = vm->lib_state;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    ls->time_origin_ms = (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
    ls->lazy_pending = ((uint64_t)1 << (NLAZY - NSCRIPT)) - 1;
    vm->global_lazy = true;
    return 0;
}

void lib_lazy_add_script_globals(Vm *vm, bool repl)
{
    LibState *ls = vm->lib_state;
    for (int i = NLAZY - NSCRIPT; i < NLAZY; i++) {
        const char *n = lazy_globals[i].name;
        if (!repl || !strcmp(n, "module") || !strcmp(n, "require")) /* node's REPL has only these two */
            ls->lazy_pending |= (uint64_t)1 << i;
    }
    vm->global_lazy = true;
}

int lib_define_global(Vm *vm, const char *name, Value v, unsigned attrs)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, v);
    Value k = vm_key(vm, name);
    int rc = k == V_EXC ? -1 : vm_define_own(vm, vm->global, k, *vh, attrs);
    gc_scope_close(vm, sc);
    return rc;
}
