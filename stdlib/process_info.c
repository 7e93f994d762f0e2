/* stdlib/process_info.c — the rest of node's process members: the user and
 * group ids, umask, cpuUsage, abort, emitWarning (node:internal's
 * process_warning.js) and getBuiltinModule (the CommonJS loader's); and the
 * last step of making process, which leaves every own property of it
 * enumerable, as node's are: `import { cwd } from 'node:process'` names an
 * export because the ES loader's export names of a core module are its
 * exports' enumerable keys, as node's are.
 *
 * An init step after lib_install_timers, which adds process.nextTick.
 */
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../include/tarn.h"
#include "lib.h"
#include "node/node.h"
#include "../vm/api_int.h"

static Value get_uid(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm, (void)argv, (void)argc, (void)construct;
    switch (MAGIC) {
    case 0: return v_num((double)getuid());
    case 1: return v_num((double)geteuid());
    case 2: return v_num((double)getgid());
    default: return v_num((double)getegid());
    }
}

static Value get_groups(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    gid_t g[256];
    int n = getgroups(256, g);
    if (n < 0)
        return lib_throw_fs(vm, errno, "getgroups", NULL);
    size_t sc = gc_scope_open(vm);
    Value *a = gc_handle(vm, vm_new_array(vm, (uint32_t)n));
    for (int i = 0; *a != V_EXC && i < n; i++)
        if (vm_array_append(vm, *a, v_num((double)g[i])) < 0)
            *a = V_EXC;
    Value r = *a;
    gc_scope_close(vm, sc);
    return r;
}

/* umask([mask]): the old mask; mask a 32-bit unsigned integer or an octal
 * string. Without one the mask is read (set and put back). */
static Value process_umask(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    Value m = ARG(0);
    if (m == V_UNDEF) {
        mode_t old = umask(0);
        umask(old);
        return v_int((int32_t)old);
    }
    double d = -1;
    if (v_is_number(m)) {
        d = v_to_double(m);
    } else if (v_is_string(m)) {
        char *s = vm_str_to_utf8(vm, m, NULL);
        if (!s)
            return V_EXC;
        char *end;
        d = *s && strspn(s, "01234567") == strlen(s) ? (double)strtoul(s, &end, 8) : -1;
        free(s);
    }
    if (!(d >= 0 && d <= 4294967295.0 && d == (double)(uint32_t)d)) {
        Value t = lib_inspect_js(vm, m, 2);
        char *s = t == V_EXC ? NULL : vm_str_to_utf8(vm, t, NULL);
        if (!s)
            return V_EXC;
        lib_throw_coded(vm, ERR_TYPE, "ERR_INVALID_ARG_VALUE",
                        "The argument 'mask' must be a 32-bit unsigned integer or an octal string. Received %s", s);
        free(s);
        return V_EXC;
    }
    return v_int((int32_t)umask((mode_t)((uint32_t)d & 0777)));
}

/* cpuUsage([prev]): { user, system } in microseconds, less prev's */
static Value process_cpu_usage(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) != 0)
        return lib_throw_fs(vm, errno, "uv_getrusage", NULL);
    double t[2] = {(double)ru.ru_utime.tv_sec * 1e6 + (double)ru.ru_utime.tv_usec,
                   (double)ru.ru_stime.tv_sec * 1e6 + (double)ru.ru_stime.tv_usec};
    static const char *const names[] = {"user", "system"};
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *prev = gc_handle(vm, ARG(0));
    if (*prev != V_UNDEF) {
        if (!v_is_object(*prev)) {
            LibBuf b;
            lib_buf_init(&b);
            lib_buf_str(&b, "The \"prevValue\" argument must be of type object.");
            if (lib_buf_received(vm, *prev, &b, true) == 0)
                lib_throw_coded(vm, ERR_TYPE, "ERR_INVALID_ARG_TYPE", "%s", b.p ? b.p : "");
            lib_buf_free(&b);
            goto out;
        }
        for (int i = 0; i < 2; i++) {
            Value v = vm_get_str_js(vm, *prev, names[i]);
            if (v == V_EXC)
                goto out;
            if (!v_is_number(v)) {
                LibBuf b;
                lib_buf_init(&b);
                lib_buf_printf(&b, "The \"prevValue.%s\" property must be of type number.", names[i]);
                if (lib_buf_received(vm, v, &b, true) == 0)
                    lib_throw_coded(vm, ERR_TYPE, "ERR_INVALID_ARG_TYPE", "%s", b.p ? b.p : "");
                lib_buf_free(&b);
                goto out;
            }
            double p = v_to_double(v);
            if (!(p >= 0 && p <= 9007199254740991.0)) {
                lib_throw_coded(vm, ERR_RANGE, "ERR_INVALID_ARG_VALUE",
                                "The property 'prevValue.%s' is invalid. Received %g", names[i], p);
                goto out;
            }
            t[i] -= p;
        }
    }
    Value *o = gc_handle(vm, vm_new_object(vm));
    if (*o == V_EXC || lib_def_value(vm, *o, "user", v_num(t[0]), PROP_DEFAULT) < 0 ||
        lib_def_value(vm, *o, "system", v_num(t[1]), PROP_DEFAULT) < 0)
        goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value process_abort(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    fflush(vm->out);
    fflush(vm->err);
    abort();
}

/* Call fn_name of `module` (the loader, or an internal module) with this
 * call's receiver and arguments. */
static Value forward_js(Vm *vm, Value module, const char *fn_name, Value *argv, int argc)
{
    if (module == V_EXC)
        return V_EXC;
    Value fn = vm_get_str_js(vm, module, fn_name);
    if (fn == V_EXC)
        return V_EXC;
    return vm_call_js(vm, fn, THIS, argc, argv);
}

static Value process_emit_warning(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return forward_js(vm, lib_node_internal_js(vm, "process_warning"), "emitWarning", argv, argc);
}

/* node's own 'warning' listener: process_warning.js's onWarning, compiled
 * only when a warning comes */
static Value on_warning(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return forward_js(vm, lib_node_internal_js(vm, "process_warning"), "onWarning", argv, argc);
}

int lib_process_add_warning_listener_js(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value off = vm_get_str_js(vm, vm->builtin[B_PROCESS], "noProcessWarnings");
    if (off == V_EXC)
        goto out;
    rc = 0;
    if (vm_truthy_noalloc(off))
        goto out;
    rc = -1;
    Value *on = gc_handle(vm, vm_get_str_js(vm, vm->builtin[B_PROCESS], "on"));
    Value *av = gc_handle(vm, *on == V_EXC ? V_EXC : vm_str_from_cstr(vm, "warning"));
    gc_handle(vm, *av == V_EXC ? V_EXC : vm_new_native(vm, "onWarning", on_warning, 1, 0)); /* av[1] */
    if (av[1] != V_EXC && vm_call_js(vm, *on, vm->builtin[B_PROCESS], 2, av) != V_EXC)
        rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_process_warn_js(Vm *vm, const char *text, const char *type)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *av = gc_handle(vm, vm_str_from_utf8(vm, text, strlen(text)));
    gc_handle(vm, *av == V_EXC ? V_EXC : vm_str_from_cstr(vm, type)); /* av[1] */
    Value fn = av[1] == V_EXC ? V_EXC : vm_get_str_js(vm, vm->builtin[B_PROCESS], "emitWarning");
    if (fn != V_EXC && vm_call_js(vm, fn, vm->builtin[B_PROCESS], 2, av) != V_EXC)
        rc = 0;
    gc_scope_close(vm, sc);
    return rc;
}

/* process.title: argv0 until a script sets it (to a string, as node's
 * setter converts); the system's view of the process's name is left as it
 * was. */
static Value get_title(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    Value t = vm->builtin[B_PROCESS_TITLE];
    return t != V_EMPTY ? t : vm_get_str_js(vm, vm->builtin[B_PROCESS], "argv0");
}

static Value set_title(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    Value s = vm_to_string_js(vm, ARG(0));
    if (s == V_EXC)
        return V_EXC;
    vm->builtin[B_PROCESS_TITLE] = s;
    return V_UNDEF;
}

/* resourceUsage(): getrusage's fields by node's names (times in
 * microseconds, maxRSS in kilobytes) */
static Value process_resource_usage(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) != 0)
        return lib_throw_fs(vm, errno, "uv_getrusage", NULL);
    const struct {
        const char *name;
        double v;
    } f[] = {
        {"userCPUTime", (double)ru.ru_utime.tv_sec * 1e6 + (double)ru.ru_utime.tv_usec},
        {"systemCPUTime", (double)ru.ru_stime.tv_sec * 1e6 + (double)ru.ru_stime.tv_usec},
        {"maxRSS", (double)ru.ru_maxrss},
        {"sharedMemorySize", (double)ru.ru_ixrss},
        {"unsharedDataSize", (double)ru.ru_idrss},
        {"unsharedStackSize", (double)ru.ru_isrss},
        {"minorPageFault", (double)ru.ru_minflt},
        {"majorPageFault", (double)ru.ru_majflt},
        {"swappedOut", (double)ru.ru_nswap},
        {"fsRead", (double)ru.ru_inblock},
        {"fsWrite", (double)ru.ru_oublock},
        {"ipcSent", (double)ru.ru_msgsnd},
        {"ipcReceived", (double)ru.ru_msgrcv},
        {"signalsCount", (double)ru.ru_nsignals},
        {"voluntaryContextSwitches", (double)ru.ru_nvcsw},
        {"involuntaryContextSwitches", (double)ru.ru_nivcsw},
    };
    size_t sc = gc_scope_open(vm);
    Value *o = gc_handle(vm, vm_new_object(vm));
    for (size_t i = 0; *o != V_EXC && i < sizeof f / sizeof f[0]; i++)
        if (lib_def_value(vm, *o, f[i].name, v_num(f[i].v), PROP_DEFAULT) < 0)
            *o = V_EXC;
    Value r = *o;
    gc_scope_close(vm, sc);
    return r;
}

/* kill(pid[, signal]): node's process.kill: pid a number (or a string of
 * one) that is an int32, signal a number or a signal's name (SIGTERM when
 * falsy); a failure is node's ErrnoException ("kill ESRCH"). */
static Value process_kill(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    double pd = NAN;
    if (v_is_number(ARG(0)))
        pd = v_to_double(ARG(0));
    else if (v_is_string(ARG(0)) && vm_to_number_js(vm, ARG(0), &pd) < 0)
        return V_EXC;
    if (!(pd >= INT32_MIN && pd <= INT32_MAX && pd == (double)(int32_t)pd)) {
        LibBuf b;
        lib_buf_init(&b);
        lib_buf_str(&b, "The \"pid\" argument must be of type number.");
        if (lib_buf_received(vm, ARG(0), &b, true) == 0)
            lib_throw_coded(vm, ERR_TYPE, "ERR_INVALID_ARG_TYPE", "%s", b.p ? b.p : "");
        lib_buf_free(&b);
        return V_EXC;
    }
    int sig;
    Value s = ARG(1);
    if (v_is_number(s) && v_to_double(s) == (double)(int32_t)v_to_double(s)) {
        sig = (int32_t)v_to_double(s);
    } else if (!vm_truthy_noalloc(s)) {
        sig = SIGTERM;
    } else {
        Value str = vm_to_string_js(vm, s);
        if (str == V_EXC)
            return V_EXC;
        char *name = vm_str_to_utf8(vm, str, NULL);
        if (!name)
            return V_EXC;
        sig = lib_node_signal_number(name);
        if (sig < 0)
            lib_throw_coded(vm, ERR_TYPE, "ERR_UNKNOWN_SIGNAL", "Unknown signal: %s", name);
        free(name);
        if (sig < 0)
            return V_EXC;
    }
    if (kill((pid_t)(int32_t)pd, sig) == 0)
        return V_TRUE;
    return lib_throw_errno(vm, errno, "kill");
}

Value lib_throw_errno(Vm *vm, int err, const char *syscall)
{
    const char *code = lib_node_errno_code(err);
    LibBuf b;
    lib_buf_init(&b);
    lib_buf_printf(&b, "%s %s", syscall, code);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value m = lib_buf_to_str(vm, &b);
    Value *e = gc_handle(vm, m == V_EXC ? V_EXC : vm_new_error(vm, ERR_ERROR, m));
    if (*e == V_EXC || lib_def_value(vm, *e, "errno", v_int(-err), PROP_DEFAULT) < 0)
        goto out;
    Value c = vm_str_from_cstr(vm, code);
    if (c == V_EXC || lib_def_value(vm, *e, "code", c, PROP_DEFAULT) < 0)
        goto out;
    Value sy = vm_str_from_cstr(vm, syscall);
    if (sy == V_EXC || lib_def_value(vm, *e, "syscall", sy, PROP_DEFAULT) < 0)
        goto out;
    r = vm_throw(vm, *e);
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value process_get_builtin(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return forward_js(vm, lib_cjs_js(vm), "getBuiltinModule", argv, argc);
}

/* ---- process.features and process.config ---- */

/* process.features' getters (node computes these five when read): magic is
 * the answer, 0 false, 1 true. typescript is false: tarn strips no types. */
static Value get_feature(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm, (void)argv, (void)argc, (void)construct;
    return MAGIC ? V_TRUE : V_FALSE;
}

/* node 26's process.features, its keys in node's order, with tarn's
 * answers: no inspector, no TLS (no node:tls, nor node's OpenSSL), no DTLS
 * or QUIC, no code cache for the built-in modules; uv and ipv6 are true as
 * node documents them (always true); require(esm) works. process has it as
 * a data property that is neither writable nor configurable, as node's. */
Value lib_process_features_js(Vm *vm)
{
    static const struct { const char *name; bool value; bool getter; } f[] = {
        {"inspector", false, false}, {"debug", false, false}, {"uv", true, false},
        {"ipv6", true, false}, {"tls_alpn", false, false}, {"tls_sni", false, false},
        {"tls_ocsp", false, false}, {"tls", false, false}, {"openssl_is_boringssl", false, false},
        {"cached_builtins", false, true}, {"require_module", true, true}, {"dtls", false, true},
        {"quic", false, true}, {"typescript", false, true},
    };
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_new_object(vm));
    Value *g = gc_handle(vm, V_UNDEF);
    if (*o == V_EXC)
        goto out;
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++) {
        if (!f[i].getter) {
            if (lib_def_value(vm, *o, f[i].name, f[i].value ? V_TRUE : V_FALSE, PROP_DEFAULT) < 0)
                goto out;
            continue;
        }
        char nm[64];
        snprintf(nm, sizeof nm, "get %s", f[i].name);
        if ((*g = vm_new_native(vm, nm, get_feature, 0, f[i].value)) == V_EXC)
            goto out;
        Value k = vm_key(vm, f[i].name);
        if (k == V_EXC || vm_define_accessor(vm, *o, k, *g, V_UNDEF, PROP_ENUMERABLE | PROP_CONFIGURABLE) < 0)
            goto out;
    }
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* A frozen empty array or object (process.config is frozen throughout). */
static Value frozen(Vm *vm, Value v)
{
    if (v == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, v);
    Value r = vm_freeze(vm, *h, true) < 0 ? V_EXC : *h;
    gc_scope_close(vm, sc);
    return r;
}

/* node 26's process.config (its build's gyp configuration) in node's
 * shape: target_defaults as node's with no defines, and of the variables
 * those that say something true of tarn (the architecture, the byte order,
 * no sanitizers, OpenSSL or SQLite, the system's zlib, Intl present),
 * in node's order. The keys about V8, N-API and node's own dependencies
 * are left out: tarn has none of them. Frozen throughout; process has it
 * as a read-only, configurable property, as node's. */
Value lib_process_config_js(Vm *vm)
{
    enum { BOOL, INT, STR, ARCH };
    static const struct { const char *name; int kind; int n; } vars[] = {
        {"debug_node", BOOL, 0},      {"host_arch", ARCH, 0},
        {"target_arch", ARCH, 0},     {"node_byteorder", STR, 0},
        {"node_shared", BOOL, 0},     {"asan", INT, 0},
        {"ubsan", INT, 0},            {"coverage", BOOL, 0},
        {"node_shared_zlib", BOOL, 1}, {"node_use_sqlite", BOOL, 0},
        {"node_use_openssl", BOOL, 0}, {"node_shared_openssl", BOOL, 0},
        {"node_use_quic", BOOL, 0},   {"node_use_dtls", BOOL, 0},
        {"v8_enable_i18n_support", INT, 1}, {"v8_enable_inspector", INT, 0},
    };
    static const char *const empty[] = {"include_dirs", "libraries", "defines", "cflags", "conditions"};
    const uint16_t one = 1;
    const char *order = *(const uint8_t *)&one ? "little" : "big";
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *arch = gc_handle(vm, vm_str_from_cstr(vm, lib_process_arch()));
    Value *cfg = gc_handle(vm, vm_new_object(vm));
    Value *vs = gc_handle(vm, vm_new_object(vm));
    Value *td = gc_handle(vm, vm_new_object(vm));
    Value *t = gc_handle(vm, V_UNDEF);
    if (*arch == V_EXC || *cfg == V_EXC || *vs == V_EXC || *td == V_EXC)
        goto out;
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        switch (vars[i].kind) {
        case BOOL: *t = vars[i].n ? V_TRUE : V_FALSE; break;
        case INT: *t = v_num(vars[i].n); break;
        case ARCH: *t = *arch; break;
        default: *t = vm_str_from_cstr(vm, order); break;
        }
        if (*t == V_EXC || lib_def_value(vm, *vs, vars[i].name, *t, PROP_DEFAULT) < 0)
            goto out;
    }
    for (size_t i = 0; i < sizeof empty / sizeof empty[0]; i++)
        if ((*t = frozen(vm, vm_new_array(vm, 0))) == V_EXC || lib_def_value(vm, *td, empty[i], *t, PROP_DEFAULT) < 0)
            goto out;
    if ((*t = vm_str_from_cstr(vm, "Release")) == V_EXC ||
        lib_def_value(vm, *td, "default_configuration", *t, PROP_DEFAULT) < 0)
        goto out;
    Value *confs = gc_handle(vm, vm_new_object(vm));
    if (*confs == V_EXC || (*t = frozen(vm, vm_new_object(vm))) == V_EXC ||
        lib_def_value(vm, *confs, "Release", *t, PROP_DEFAULT) < 0 || (*t = frozen(vm, vm_new_object(vm))) == V_EXC ||
        lib_def_value(vm, *confs, "Debug", *t, PROP_DEFAULT) < 0 || frozen(vm, *confs) == V_EXC ||
        lib_def_value(vm, *td, "configurations", *confs, PROP_DEFAULT) < 0)
        goto out;
    if (frozen(vm, *td) == V_EXC || frozen(vm, *vs) == V_EXC ||
        lib_def_value(vm, *cfg, "variables", *vs, PROP_DEFAULT) < 0 ||
        lib_def_value(vm, *cfg, "target_defaults", *td, PROP_DEFAULT) < 0 || frozen(vm, *cfg) == V_EXC)
        goto out;
    r = *cfg;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* Every own string-keyed property of obj made enumerable. 0 / -1. The
 * enumerable keys are a subsequence of all the keys in the same order, so
 * one pass over both finds the others without reading the descriptor of an
 * enumerable one (which would make a property made on first use). */
static int enumerate_all(Vm *vm, Value obj)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *o = gc_handle(vm, obj);
    Value *keys = gc_handle(vm, vm_own_keys(vm, *o, KEYS_STRINGS));
    Value *en = gc_handle(vm, *keys == V_EXC ? V_EXC : vm_own_keys(vm, *o, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY));
    Value *k = gc_handle(vm, V_UNDEF);
    Value *get = gc_handle(vm, V_UNDEF), *set = gc_handle(vm, V_UNDEF);
    int64_t n = *en == V_EXC ? -1 : vm_length_of_js(vm, *keys);
    int64_t nen = n < 0 ? -1 : vm_length_of_js(vm, *en);
    if (nen < 0)
        goto out;
    for (int64_t i = 0, j = 0; i < n; i++) {
        if ((*k = vm_get_index_js(vm, *keys, i)) == V_EXC)
            goto out;
        if (j < nen) {
            Value e = vm_get_index_js(vm, *en, j);
            if (e == V_EXC)
                goto out;
            if (e == *k) { /* keys are atoms: the same key is the same Value */
                j++;
                continue;
            }
        }
        if ((*k = vm_to_propkey_js(vm, *k)) == V_EXC)
            goto out;
        PropDesc d;
        int has = vm_get_own_prop(vm, *o, *k, &d);
        if (has < 0)
            goto out;
        if (!has || (d.attrs & PROP_ENUMERABLE))
            continue;
        unsigned attrs = (d.attrs & (PROP_WRITABLE | PROP_CONFIGURABLE)) | PROP_ENUMERABLE;
        if (d.attrs & PROP_ACCESSOR) {
            *get = d.get;
            *set = d.set;
            if (vm_define_accessor(vm, *o, *k, *get, *set, attrs & ~PROP_WRITABLE) < 0)
                goto out;
        } else {
            *get = d.value;
            if (vm_define_own(vm, *o, *k, *get, attrs) < 0)
                goto out;
        }
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_install_process_rest(Vm *vm)
{
    static const LibFn fns[] = {
        {"getuid", get_uid, 0, 0},      {"geteuid", get_uid, 0, 1},
        {"getgid", get_uid, 0, 2},      {"getegid", get_uid, 0, 3},
        {"getgroups", get_groups, 0, 0}, {"umask", process_umask, 1, 0},
        {"cpuUsage", process_cpu_usage, 1, 0}, {"abort", process_abort, 0, 0},
        {"emitWarning", process_emit_warning, 4, 0}, {"getBuiltinModule", process_get_builtin, 1, 0},
        {"kill", process_kill, 2, 0}, {"resourceUsage", process_resource_usage, 0, 0},
        {NULL, NULL, 0, 0},
    };
    if (lib_def_fns(vm, vm->builtin[B_PROCESS], fns) < 0 ||
        lib_def_getter(vm, vm->builtin[B_PROCESS], "title", get_title, set_title) < 0)
        return -1;
    /* node's options before the script: none, unless the host sets them
     * (tarn's command line does) */
    Value ea = vm_new_array(vm, 0);
    if (ea == V_EXC || lib_def_value(vm, vm->builtin[B_PROCESS], "execArgv", ea, PROP_DEFAULT) < 0)
        return -1;
    if (lib_def_lazy(vm, vm->builtin[B_PROCESS], LAZY_PROCESS_FEATURES, PROP_ENUMERABLE) < 0 ||
        lib_def_lazy(vm, vm->builtin[B_PROCESS], LAZY_PROCESS_CONFIG, PROP_ENUMERABLE | PROP_CONFIGURABLE) < 0)
        return -1;
    return enumerate_all(vm, vm->builtin[B_PROCESS]);
}

int tarn_offer_uncaught(tarn_vm *tv)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (!vm->has_exception)
        return TARN_ERROR;
    api_enter(vm);
    int rc = lib_process_uncaught_js(vm, "uncaughtException");
    api_leave(vm);
    return rc == 0 ? TARN_OK : TARN_ERROR;
}
