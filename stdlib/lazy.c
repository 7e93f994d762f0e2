/* stdlib/lazy.c — what the library makes on first use: globals
 * (VmLibrary.global_lazy_js) and other objects' properties
 * (VmLibrary.lazy_value_js).
 *
 * A global a script may never name (DOMException, the web globals) costs
 * nothing at start-up: it is one line in the table below, a name and a
 * function that defines it on the global object. While any is pending
 * (vm->global_lazy, one bit per line: the VM keeps the bits because they
 * belong to a realm's global object, docs/realms.md) the core asks lib_global_lazy_js when an operation on the
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
    bool es;               /* ECMAScript's, not the host's: a realm made by vm_realm_new
                            * (docs/realms.md) has only these */
} LazyGlobal;

static const LazyGlobal lazy_globals[] = {
    {"DOMException", lib_define_domexception, false},
    {"atob", lib_define_atob, false},
    {"btoa", lib_define_btoa, false},
    {"TextEncoder", lib_define_text_encoder, false},
    {"TextDecoder", lib_define_text_decoder, false},
    {"crypto", lib_define_crypto, false},
    {"Crypto", lib_define_crypto_class, false},
    {"SubtleCrypto", lib_define_subtle_crypto_class, false},
    {"URL", lib_define_url, false},
    {"URLSearchParams", lib_define_url_search_params, false},
    {"EventTarget", lib_define_event_target, false},
    {"Event", lib_define_event, false},
    {"CustomEvent", lib_define_custom_event, false},
    {"AbortController", lib_define_abort_controller, false},
    {"AbortSignal", lib_define_abort_signal, false},
    {"performance", lib_define_performance, false},
    {"Performance", lib_define_performance_class, false},
    {"PerformanceEntry", lib_define_performance_entry, false},
    {"PerformanceMark", lib_define_performance_mark, false},
    {"PerformanceMeasure", lib_define_performance_measure, false},
    {"Intl", lib_define_intl, true},
    {"SharedArrayBuffer", lib_define_sab, true},
    {"Atomics", lib_define_atomics, true},
    {"Buffer", lib_define_buffer, false},
    {"Blob", lib_define_blob, false},
    {"MessageChannel", lib_define_message_channel, false},
    {"MessagePort", lib_define_message_port, false},
    {"MessageEvent", lib_define_message_event, false},
    {"BroadcastChannel", lib_define_broadcast_channel, false},
    {"navigator", lib_define_navigator, false},
    {"Navigator", lib_define_navigator_class, false},
    {"DisposableStack", lib_define_disposable_stack, true},
    {"AsyncDisposableStack", lib_define_async_disposable_stack, true},
    {"Temporal", lib_define_temporal, true},
    /* pending only after tarn_set_script_globals (node -e and stdin code), in node's order */
    {"__filename", lib_define_script_filename, false},
    {"module", lib_define_script_module, false},
    {"exports", lib_define_script_exports, false},
    {"__dirname", lib_define_script_dirname, false},
    {"require", lib_define_script_require, false},
};
#define NLAZY ((int)(sizeof lazy_globals / sizeof lazy_globals[0]))
#define NSCRIPT 5 /* the last lines */
_Static_assert(NLAZY < 64, "vm->global_lazy has 64 bits");

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

static void clear_bit(Vm *vm, int i) { vm->global_lazy &= ~((uint64_t)1 << i); }

static int make(Vm *vm, int i)
{
    clear_bit(vm, i);
    bool boot = gc_boot_begin(vm);
    int rc = lazy_globals[i].define(vm);
    gc_boot_end(vm, boot);
    return rc;
}

int lib_global_lazy_js(Vm *vm, Value key, bool do_make)
{
    if (key == V_EMPTY) {
        for (int i = 0; i < NLAZY; i++)
            if ((vm->global_lazy >> i & 1) && make(vm, i) < 0)
                return -1;
        return 1;
    }
    int i = find_noalloc(key);
    if (i < 0 || !(vm->global_lazy >> i & 1))
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
    vm->global_lazy = ((uint64_t)1 << (NLAZY - NSCRIPT)) - 1;
    return 0;
}

int lib_install_lazy_realm(Vm *vm)
{
    uint64_t es = 0;
    for (int i = 0; i < NLAZY; i++)
        if (lazy_globals[i].es)
            es |= (uint64_t)1 << i;
    vm->global_lazy = es;
    return 0;
}

void lib_lazy_add_script_globals(Vm *vm, bool repl)
{
    for (int i = NLAZY - NSCRIPT; i < NLAZY; i++) {
        const char *n = lazy_globals[i].name;
        if (!repl || !strcmp(n, "module") || !strcmp(n, "require")) /* node's REPL has only these two */
            vm->global_lazy |= (uint64_t)1 << i;
    }
}

void lib_lazy_drop_script_globals(Vm *vm)
{
    for (int i = NLAZY - NSCRIPT; i < NLAZY; i++)
        clear_bit(vm, i);
}

/* ---- properties made on first use ----------------------------------------
 *
 * A property of some object that a script seldom reads and that costs much
 * to make (process.env, process.config) is one line below: lib_def_lazy
 * defines it with vm_define_lazy, in its place among the object's keys and
 * with its attributes, and the core asks lib_lazy_value_js for its value
 * the first time an operation needs it (docs/architecture.md). The token
 * the core keeps is the line's index. Unlike a pending global, a pending
 * property is an own property already: listing keys, `in` and delete see it
 * as they would the made one, so the key order is the order of definition.
 */
typedef struct LazyProp {
    const char *name;
    Value (*value)(Vm *vm); /* the property's value, or V_EXC */
} LazyProp;

static const LazyProp lazy_props[LAZY__COUNT] = {
    [LAZY_PROCESS_ENV] = {"env", lib_process_env_js},
    [LAZY_PROCESS_VERSIONS] = {"versions", lib_process_versions_js},
    [LAZY_PROCESS_RELEASE] = {"release", lib_process_release_js},
    [LAZY_PROCESS_FEATURES] = {"features", lib_process_features_js},
    [LAZY_PROCESS_CONFIG] = {"config", lib_process_config_js},
};

int lib_def_lazy(Vm *vm, Value obj, int which, unsigned attrs)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value k = vm_key(vm, lazy_props[which].name);
    int rc = k == V_EXC ? -1 : vm_define_lazy(vm, *oh, k, v_int(which), attrs);
    gc_scope_close(vm, sc);
    return rc;
}

Value lib_lazy_value_js(Vm *vm, Value obj, Value key, Value token)
{
    (void)obj, (void)key;
    int which = v_is_int(token) ? v_get_int(token) : -1;
    if (which < 0 || which >= LAZY__COUNT) /* only lib_def_lazy defines these */
        return vm_throw_error(vm, ERR_ERROR, "tarn: no property made on first use numbered %d", which);
    return lazy_props[which].value(vm);
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
