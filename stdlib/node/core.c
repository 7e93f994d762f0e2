/* stdlib/node/core.c — node's core modules by name: the table of those tarn
 * has, each made on first use and kept in B_NODE_CORE (a null-prototype
 * object from name to exports), and the helpers the embedded JavaScript
 * modules share (the natives every one of them gets).
 *
 * A name missing from the table is a core module tarn lacks: the CommonJS
 * loader and the ES loader report it by name (never a silent stub).
 */
#include <errno.h>
#include <sched.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "node.h"
#include "../worker.h"
#include "../web/web.h"
#include "../promise.h"

extern const char lib_node_abort_error_js[], lib_node_stream_consumers_js[], lib_node_perf_hooks_js[], lib_node_path_js[], lib_node_events_js[], lib_node_util_js[], lib_node_fs_js[], lib_node_os_js[],
    lib_node_timers_js[], lib_node_querystring_js[], lib_node_comparisons_js[], lib_node_assert_js[],
    lib_node_crypto_js[], lib_node_encodings_js[], lib_node_child_process_js[], lib_node_buffer_js[],
    lib_node_string_decoder_js[], lib_node_stream_js[], lib_node_stream_readable_js[], lib_node_stream_writable_js[],
    lib_node_stream_duplex_js[], lib_node_worker_threads_js[], lib_node_blob_js[], lib_node_fs_streams_js[],
    lib_node_process_warning_js[], lib_node_messaging_js[], lib_node_url_js[], lib_node_parse_args_js[], lib_node_mime_js[], lib_node_console_table_js[], lib_node_navigator_js[], lib_node_zlib_js[], lib_node_readline_js[], lib_node_async_hooks_js[],
    lib_node_diagnostics_channel_js[], lib_node_vm_js[];
extern const size_t lib_node_abort_error_js_len, lib_node_stream_consumers_js_len, lib_node_perf_hooks_js_len, lib_node_path_js_len, lib_node_events_js_len, lib_node_util_js_len, lib_node_fs_js_len,
    lib_node_os_js_len, lib_node_timers_js_len, lib_node_querystring_js_len, lib_node_comparisons_js_len,
    lib_node_assert_js_len, lib_node_crypto_js_len, lib_node_encodings_js_len, lib_node_child_process_js_len,
    lib_node_buffer_js_len, lib_node_string_decoder_js_len, lib_node_stream_js_len, lib_node_stream_readable_js_len,
    lib_node_stream_writable_js_len, lib_node_stream_duplex_js_len, lib_node_worker_threads_js_len, lib_node_blob_js_len,
    lib_node_fs_streams_js_len, lib_node_process_warning_js_len,
    lib_node_messaging_js_len, lib_node_url_js_len, lib_node_parse_args_js_len, lib_node_mime_js_len, lib_node_console_table_js_len, lib_node_navigator_js_len, lib_node_zlib_js_len, lib_node_readline_js_len, lib_node_async_hooks_js_len,
    lib_node_diagnostics_channel_js_len, lib_node_vm_js_len;

static Value n_cwd(Vm *vm, Value *argv, int argc, bool construct)
{
    char buf[PATH_MAX];
    if (!getcwd(buf, sizeof buf))
        return lib_throw_coded(vm, ERR_ERROR, "ENOENT", "process.cwd failed: the working directory is gone");
    return vm_str_from_utf8(vm, buf, strlen(buf));
}


/* inspect(v, depth[, opts]): util.inspect as console.log prints; opts the
 * LIB_INSPECT_* bits (lib.h) */
static Value n_inspect(Vm *vm, Value *argv, int argc, bool construct)
{
    double d = 2;
    if (v_is_number(ARG(1)))
        d = v_to_double(ARG(1));
    int depth = d > 1e6 ? 1000000 : d < 0 ? -1 : (int)d;
    if (v_is_number(ARG(2)))
        return lib_inspect_opts_js(vm, ARG(0), depth, (unsigned)v_to_double(ARG(2)));
    return lib_inspect_js(vm, ARG(0), depth);
}

/* fs_streams' natives: node:fs's, and the VM's own output streams for
 * process.stdout and process.stderr (stdwrite) */
static Value stdio_natives(Vm *vm)
{
    static const LibFn fns[] = {{"stdwrite", lib_process_stdwrite, 2, 0}, {"stdend", lib_process_stdend, 1, 0}, {NULL, NULL, 0, 0}};
    return lib_with_fns(vm, lib_node_fs_natives(vm), fns);
}

/* node's internal modules: shared code no script can require by name,
 * each called with lib_node_natives or, where named, its own natives */
/* parallelism(): the CPUs this process may run on (node's
 * os.availableParallelism: the affinity mask, else the online CPUs) */
static Value n_parallelism(Vm *vm, Value *argv, int argc, bool construct)
{
    cpu_set_t set;
    long count = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : sysconf(_SC_NPROCESSORS_ONLN);
    return v_num(count > 0 ? (double)count : 1);
}
static Value navigator_natives(Vm *vm)
{
    static const LibFn fns[] = {{"parallelism", n_parallelism, 0, 0}, {NULL, NULL, 0, 0}};
    return lib_node_natives_with(vm, fns);
}

static const struct {
    const char *name;
    const char *src;
    const size_t *len;
    Value (*natives_js)(Vm *vm);
} internal_modules[] = {
    {"abort_error", lib_node_abort_error_js, &lib_node_abort_error_js_len, NULL},
    {"blob", lib_node_blob_js, &lib_node_blob_js_len, NULL},
    {"console_table", lib_node_console_table_js, &lib_node_console_table_js_len, NULL},
    {"comparisons", lib_node_comparisons_js, &lib_node_comparisons_js_len, NULL},
    {"encodings", lib_node_encodings_js, &lib_node_encodings_js_len, NULL},
    {"fs_streams", lib_node_fs_streams_js, &lib_node_fs_streams_js_len, stdio_natives},
    {"messaging", lib_node_messaging_js, &lib_node_messaging_js_len, lib_node_messaging_natives},
    {"mime", lib_node_mime_js, &lib_node_mime_js_len, NULL},
    {"navigator", lib_node_navigator_js, &lib_node_navigator_js_len, navigator_natives},
    {"parse_args", lib_node_parse_args_js, &lib_node_parse_args_js_len, NULL},
    {"process_warning", lib_node_process_warning_js, &lib_node_process_warning_js_len, NULL},
    {"streams/duplex", lib_node_stream_duplex_js, &lib_node_stream_duplex_js_len, NULL},
    {"streams/readable", lib_node_stream_readable_js, &lib_node_stream_readable_js_len, NULL},
    {"streams/writable", lib_node_stream_writable_js, &lib_node_stream_writable_js_len, NULL},
};

Value lib_node_internal_js(Vm *vm, const char *name)
{
    size_t n = sizeof internal_modules / sizeof internal_modules[0], i = 0;
    while (i < n && strcmp(name, internal_modules[i].name) != 0)
        i++;
    if (i == n)
        return vm_throw_error(vm, ERR_ERROR, "no internal module by that name");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    if (vm->builtin[B_NODE_INTERNAL] == V_EMPTY) {
        Value o = vm_new_object_proto(vm, V_NULL);
        if (o == V_EXC)
            goto out;
        vm->builtin[B_NODE_INTERNAL] = o;
    }
    Value *key = gc_handle(vm, vm_key(vm, name));
    if (*key == V_EXC)
        goto out;
    Value have = vm_get_js(vm, vm->builtin[B_NODE_INTERNAL], *key);
    if (have != V_UNDEF) {
        r = have;
        goto out;
    }
    Value *nat = gc_handle(vm, internal_modules[i].natives_js ? internal_modules[i].natives_js(vm) : lib_node_natives(vm));
    if (*nat == V_EXC)
        goto out;
    char label[64];
    snprintf(label, sizeof label, "node:internal/%s", internal_modules[i].name);
    Value *m = gc_handle(vm, lib_node_run_embedded_js(vm, internal_modules[i].src, *internal_modules[i].len, label, nat));
    if (*m == V_EXC || vm_define_own(vm, vm->builtin[B_NODE_INTERNAL], *key, *m, PROP_DEFAULT) < 0)
        goto out;
    r = *m;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* internal(name): an internal module's exports, made once */
static Value n_internal(Vm *vm, Value *argv, int argc, bool construct)
{
    char *want = v_is_string(ARG(0)) ? vm_str_to_utf8(vm, ARG(0), NULL) : NULL;
    if (!want)
        return v_is_string(ARG(0)) ? V_EXC : vm_throw_error(vm, ERR_ERROR, "no internal module by that name");
    Value r = lib_node_internal_js(vm, want);
    free(want);
    return r;
}

/* isProxy(v): util.types.isProxy, which JavaScript cannot tell */
static Value n_is_proxy(Vm *vm, Value *argv, int argc, bool construct)
{
    return v_is_proxy(ARG(0)) ? V_TRUE : V_FALSE;
}

static Value n_format(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_format_js(vm, argv, argc);
}

Value lib_node_natives(Vm *vm)
{
    static const LibFn fns[] = {{"cwd", n_cwd, 0, 0}, {"received", lib_js_received, 1, 0},
                                {"nodeError", lib_js_node_error, 3, 0}, {"inspect", n_inspect, 2, 0},
                                {"format", n_format, 0, 0}, {"core", lib_js_node_core, 1, 0},
                                {"readFile", lib_js_node_read_file, 1, 0},
                                {"internal", n_internal, 1, 0}, {"isProxy", n_is_proxy, 1, 0},
                                {NULL, NULL, 0, 0}};
    return lib_with_fns(vm, vm_new_object(vm), fns);
}

Value lib_node_natives_with(Vm *vm, const LibFn *fns)
{
    return lib_with_fns(vm, lib_node_natives(vm), fns);
}

Value lib_node_run_embedded_js(Vm *vm, const char *src, size_t len, const char *name, Value *natives)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *fn = gc_handle(vm, vm_compile_embedded_js(vm, src, len, name));
    if (*fn != V_EXC)
        r = vm_call_js(vm, *fn, V_UNDEF, 1, natives);
    gc_scope_close(vm, sc);
    return r;
}

static Value make_embedded(Vm *vm, const char *src, size_t len, const char *name)
{
    size_t sc = gc_scope_open(vm);
    Value *nat = gc_handle(vm, lib_node_natives(vm));
    Value r = *nat == V_EXC ? V_EXC : lib_node_run_embedded_js(vm, src, len, name, nat);
    gc_scope_close(vm, sc);
    return r;
}

/* An embedded module called with its own natives (natives_js(vm)). */
static Value make_with_natives(Vm *vm, Value (*natives_js)(Vm *vm), const char *src, size_t len, const char *name)
{
    size_t sc = gc_scope_open(vm);
    Value *nat = gc_handle(vm, natives_js(vm));
    Value r = *nat == V_EXC ? V_EXC : lib_node_run_embedded_js(vm, src, len, name, nat);
    gc_scope_close(vm, sc);
    return r;
}

static Value make_path(Vm *vm) { return make_embedded(vm, lib_node_path_js, lib_node_path_js_len, "node:path"); }
/* webEvents(): the web events module's view of EventTargets */
static Value n_web_events(Vm *vm, Value *argv, int argc, bool construct) { return lib_web_events_for_node_js(vm); }
static Value events_natives(Vm *vm)
{
    static const LibFn fns[] = {{"webEvents", n_web_events, 0, 0}, {NULL, NULL, 0, 0}};
    return lib_node_natives_with(vm, fns);
}
/* process becomes an EventEmitter when node:events exists (process_events.c) */
static Value make_events(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    Value *m = gc_handle(vm, make_with_natives(vm, events_natives, lib_node_events_js, lib_node_events_js_len, "node:events"));
    if (*m != V_EXC && lib_process_link_events_js(vm, *m) < 0)
        *m = V_EXC;
    Value r = *m;
    gc_scope_close(vm, sc);
    return r;
}
static Value make_crypto(Vm *vm)
{
    return make_with_natives(vm, lib_node_crypto_natives, lib_node_crypto_js, lib_node_crypto_js_len, "node:crypto");
}
static Value make_zlib(Vm *vm)
{
    return make_with_natives(vm, lib_node_zlib_natives, lib_node_zlib_js, lib_node_zlib_js_len, "node:zlib");
}
/* node:async_hooks reads and sets the VM's async context (promise.h) */
static Value n_get_context(Vm *vm, Value *argv, int argc, bool construct) { return lib_async_context(vm); }
static Value n_set_context(Vm *vm, Value *argv, int argc, bool construct)
{
    vm->builtin[B_ASYNC_CONTEXT] = ARG(0);
    return V_UNDEF;
}
static Value async_hooks_natives(Vm *vm)
{
    static const LibFn fns[] = {{"getContext", n_get_context, 0, 0}, {"setContext", n_set_context, 1, 0}, {NULL, NULL, 0, 0}};
    return lib_node_natives_with(vm, fns);
}
static Value make_async_hooks(Vm *vm)
{
    return make_with_natives(vm, async_hooks_natives, lib_node_async_hooks_js, lib_node_async_hooks_js_len, "node:async_hooks");
}
static Value make_diagnostics_channel(Vm *vm)
{
    return make_embedded(vm, lib_node_diagnostics_channel_js, lib_node_diagnostics_channel_js_len,
                         "node:diagnostics_channel");
}
static Value make_child_process(Vm *vm)
{
    return make_with_natives(vm, lib_node_child_process_natives, lib_node_child_process_js, lib_node_child_process_js_len, "node:child_process");
}
static Value make_fs(Vm *vm)
{
    return make_with_natives(vm, lib_node_fs_natives, lib_node_fs_js, lib_node_fs_js_len, "node:fs");
}
/* An object of n string fields k[i] = v[i]; V_EXC. */
static Value string_record(Vm *vm, const char *const *k, const char *const *v, int n)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_new_object(vm));
    for (int i = 0; *o != V_EXC && i < n; i++) {
        Value s = vm_str_from_utf8(vm, v[i], strlen(v[i]));
        if (s == V_EXC || lib_def_value(vm, *o, k[i], s, PROP_DEFAULT) < 0)
            goto out;
    }
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* uname(): { sysname, release, version, machine, hostname } */
static Value n_uname(Vm *vm, Value *argv, int argc, bool construct)
{
    struct utsname u;
    if (uname(&u) != 0)
        return lib_throw_fs(vm, errno, "uname", NULL);
    const char *v[] = {u.sysname, u.release, u.version, u.machine, u.nodename};
    static const char *const k[] = {"sysname", "release", "version", "machine", "hostname"};
    return string_record(vm, k, v, 5);
}

/* userInfo(): { username, homedir, shell, uid, gid } of the effective user,
 * from the password database, or node's uv_os_get_passwd error */
static Value n_user_info(Vm *vm, Value *argv, int argc, bool construct)
{
    struct passwd pw, *found = NULL;
    char buf[4096];
    uid_t uid = geteuid();
    int e = getpwuid_r(uid, &pw, buf, sizeof buf, &found);
    if (!found) {
        e = e ? e : ENOENT;
        return lib_throw_coded(vm, ERR_ERROR, "ERR_SYSTEM_ERROR", "A system error occurred: uv_os_get_passwd returned %s (%s)",
                               lib_node_errno_code(e), strerror(e));
    }
    const char *v[] = {pw.pw_name, pw.pw_dir, pw.pw_shell ? pw.pw_shell : ""};
    static const char *const k[] = {"username", "homedir", "shell"};
    size_t sc = gc_scope_open(vm);
    Value *o = gc_handle(vm, string_record(vm, k, v, 3));
    Value r = *o;
    if (r != V_EXC && (lib_def_value(vm, *o, "uid", v_num((double)pw.pw_uid), PROP_DEFAULT) < 0 ||
                       lib_def_value(vm, *o, "gid", v_num((double)pw.pw_gid), PROP_DEFAULT) < 0))
        r = V_EXC;
    gc_scope_close(vm, sc);
    return r;
}

static Value make_os(Vm *vm)
{
    static const LibFn fns[] = {{"uname", n_uname, 0, 0}, {"userInfo", n_user_info, 0, 0},
                                {"parallelism", n_parallelism, 0, 0}, {NULL, NULL, 0, 0}};
    static const char *const vars[] = {"HOME", "TMPDIR", "TMP", "TEMP"};
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *nat = gc_handle(vm, lib_node_natives(vm));
    Value *env = gc_handle(vm, vm_new_object(vm));
    if (*nat == V_EXC || *env == V_EXC || lib_def_fns(vm, *nat, fns) < 0 ||
        lib_def_value(vm, *nat, "env", *env, PROP_DEFAULT) < 0)
        goto out;
    for (int i = 0; i < 4; i++) {
        const char *e = getenv(vars[i]);
        Value s = e ? vm_str_from_utf8(vm, e, strlen(e)) : V_UNDEF;
        if (s == V_EXC || (e && lib_def_value(vm, *env, vars[i], s, PROP_DEFAULT) < 0))
            goto out;
    }
    r = lib_node_run_embedded_js(vm, lib_node_os_js, lib_node_os_js_len, "node:os", nat);
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value make_util(Vm *vm) { return make_embedded(vm, lib_node_util_js, lib_node_util_js_len, "node:util"); }
/* util/types is util.types */
static Value make_util_types(Vm *vm)
{
    Value m = lib_node_core_js(vm, "util");
    return m == V_EXC ? V_EXC : vm_get_str_js(vm, m, "types");
}
static Value make_assert(Vm *vm)
{
    return make_embedded(vm, lib_node_assert_js, lib_node_assert_js_len, "node:assert");
}
/* assert/strict is assert.strict */
static Value make_assert_strict(Vm *vm)
{
    Value m = lib_node_core_js(vm, "assert");
    return m == V_EXC ? V_EXC : vm_get_str_js(vm, m, "strict");
}

static Value make_timers(Vm *vm)
{
    return make_embedded(vm, lib_node_timers_js, lib_node_timers_js_len, "node:timers");
}
static Value make_querystring(Vm *vm)
{
    return make_embedded(vm, lib_node_querystring_js, lib_node_querystring_js_len, "node:querystring");
}
static Value make_perf_hooks(Vm *vm)
{
    return make_embedded(vm, lib_node_perf_hooks_js, lib_node_perf_hooks_js_len, "node:perf_hooks");
}
static Value make_url(Vm *vm) { return make_embedded(vm, lib_node_url_js, lib_node_url_js_len, "node:url"); }
static Value make_buffer(Vm *vm)
{
    return make_with_natives(vm, lib_node_buffer_natives, lib_node_buffer_js, lib_node_buffer_js_len, "node:buffer");
}
/* string_decoder gets the buffer natives and node:buffer's exports (n.buffer) */
static Value make_string_decoder(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *nat = gc_handle(vm, lib_node_buffer_natives(vm));
    Value *buf = gc_handle(vm, lib_node_core_js(vm, "buffer"));
    if (*nat != V_EXC && *buf != V_EXC && lib_def_value(vm, *nat, "buffer", *buf, PROP_DEFAULT) == 0)
        r = lib_node_run_embedded_js(vm, lib_node_string_decoder_js, lib_node_string_decoder_js_len,
                                     "node:string_decoder", nat);
    gc_scope_close(vm, sc);
    return r;
}
/* The global Buffer (stdlib/lazy.c's line): node:buffer's Buffer */
int lib_define_buffer(Vm *vm)
{
    Value m = lib_node_core_js(vm, "buffer");
    if (m == V_EXC)
        return -1;
    Value b = vm_get_str_js(vm, m, "Buffer");
    return b == V_EXC ? -1 : lib_define_global(vm, "Buffer", b, PROP_METHOD);
}
/* The globals navigator (a getter, as node's) and Navigator (stdlib/lazy.c's
 * lines): stdlib/node/navigator.js's */
static int define_navigator(Vm *vm, bool the_class)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *m = gc_handle(vm, lib_node_internal_js(vm, "navigator"));
    if (*m == V_EXC)
        goto out;
    Value *v = gc_handle(vm, vm_get_str_js(vm, *m, the_class ? "Navigator" : "getter"));
    if (*v == V_EXC)
        goto out;
    if (the_class) {
        rc = lib_define_global(vm, "Navigator", *v, PROP_METHOD);
    } else {
        Value k = vm_key(vm, "navigator");
        if (k != V_EXC)
            rc = vm_define_accessor(vm, vm->global, k, *v, V_UNDEF, PROP_ENUMERABLE | PROP_CONFIGURABLE);
    }
out:
    gc_scope_close(vm, sc);
    return rc;
}
int lib_define_navigator(Vm *vm) { return define_navigator(vm, false); }
int lib_define_navigator_class(Vm *vm) { return define_navigator(vm, true); }
/* The global Blob (stdlib/lazy.c's line): node:buffer's Blob */
int lib_define_blob(Vm *vm)
{
    Value m = lib_node_core_js(vm, "buffer");
    if (m == V_EXC)
        return -1;
    Value b = vm_get_str_js(vm, m, "Blob");
    return b == V_EXC ? -1 : lib_define_global(vm, "Blob", b, PROP_METHOD);
}
/* x/promises: the promises property of x */
static Value promises_of(Vm *vm, const char *name)
{
    Value m = lib_node_core_js(vm, name);
    return m == V_EXC ? V_EXC : vm_get_str_js(vm, m, "promises");
}
static Value make_timers_promises(Vm *vm) { return promises_of(vm, "timers"); }
static Value make_readline(Vm *vm)
{
    return make_embedded(vm, lib_node_readline_js, lib_node_readline_js_len, "node:readline");
}
static Value make_readline_promises(Vm *vm) { return promises_of(vm, "readline"); }
static Value make_vm(Vm *vm)
{
    return make_with_natives(vm, lib_node_vm_natives, lib_node_vm_js, lib_node_vm_js_len, "node:vm");
}
static Value make_stream(Vm *vm)
{
    return make_embedded(vm, lib_node_stream_js, lib_node_stream_js_len, "node:stream");
}
static Value make_stream_promises(Vm *vm) { return promises_of(vm, "stream"); }
static Value make_stream_consumers(Vm *vm)
{
    return make_embedded(vm, lib_node_stream_consumers_js, lib_node_stream_consumers_js_len, "node:stream/consumers");
}
/* node:console is the global console */
static Value make_console(Vm *vm) { return vm_get_str_js(vm, vm->global, "console"); }
/* worker_threads gets tarn:worker's exports as n.tarn (stdlib/worker.c) */
static Value make_worker_threads(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *nat = gc_handle(vm, lib_node_natives(vm));
    Value *w = gc_handle(vm, lib_worker_exports_js(vm));
    if (*nat != V_EXC && *w != V_EXC && lib_def_value(vm, *nat, "tarn", *w, PROP_DEFAULT) == 0)
        r = lib_node_run_embedded_js(vm, lib_node_worker_threads_js, lib_node_worker_threads_js_len,
                                     "node:worker_threads", nat);
    gc_scope_close(vm, sc);
    return r;
}
static Value make_fs_promises(Vm *vm) { return promises_of(vm, "fs"); }

/* node:process is the process global's object, an EventEmitter already
 * (linked to node:events), so that its exports hold EventEmitter's own
 * _events, _eventsCount and _maxListeners as node's do */
static Value make_process(Vm *vm)
{
    return lib_node_core_js(vm, "events") == V_EXC ? V_EXC : vm->builtin[B_PROCESS];
}

/* node:module is the loader's Module */
static Value make_module(Vm *vm)
{
    Value l = lib_cjs_js(vm);
    return l == V_EXC ? V_EXC : vm_get_str_js(vm, l, "Module");
}

/* node:tty: isatty as node's (an integer fd in int32 range that is a
 * terminal). tarn has no tty streams: ReadStream and WriteStream throw an
 * error naming what is missing instead of making a stream that is not one. */
static Value tty_isatty(Vm *vm, Value *argv, int argc, bool construct)
{
    Value fd = ARG(0);
    double d = v_is_number(fd) ? v_to_double(fd) : -1;
    return d >= 0 && d <= 2147483647 && d == (int)d && isatty((int)d) ? V_TRUE : V_FALSE;
}
static Value tty_stream(Vm *vm, Value *argv, int argc, bool construct)
{
    return lib_throw_coded(vm, ERR_ERROR, "ERR_TARN_UNSUPPORTED", "tarn's node:tty has no %s",
                           MAGIC ? "WriteStream" : "ReadStream");
}
static Value make_tty(Vm *vm)
{
    static const LibFn fns[] = {{"isatty", tty_isatty, 1, 0}, {"ReadStream", tty_stream, 2, 0},
                                {"WriteStream", tty_stream, 1, 1}, {NULL, NULL, 0, 0}};
    return lib_with_fns(vm, vm_new_object(vm), fns);
}

/* The core modules tarn has; "x/y" names share their maker where node's
 * are the same object (path/posix is path). */
static const struct {
    const char *name;
    const char *same_as;
    Value (*make_js)(Vm *vm);
} core_modules[] = {
    {"assert", NULL, make_assert},
    {"assert/strict", NULL, make_assert_strict},
    {"async_hooks", NULL, make_async_hooks},
    {"buffer", NULL, make_buffer},
    {"child_process", NULL, make_child_process},
    {"console", NULL, make_console},
    {"crypto", NULL, make_crypto},
    {"diagnostics_channel", NULL, make_diagnostics_channel},
    {"events", NULL, make_events},
    {"fs", NULL, make_fs},
    {"fs/promises", NULL, make_fs_promises},
    {"module", NULL, make_module},
    {"os", NULL, make_os},
    {"path", NULL, make_path},
    {"path/posix", "path", NULL},
    {"perf_hooks", NULL, make_perf_hooks},
    {"process", NULL, make_process},
    {"querystring", NULL, make_querystring},
    {"readline", NULL, make_readline},
    {"readline/promises", NULL, make_readline_promises},
    {"stream", NULL, make_stream},
    {"stream/consumers", NULL, make_stream_consumers},
    {"stream/promises", NULL, make_stream_promises},
    {"string_decoder", NULL, make_string_decoder},
    {"timers", NULL, make_timers},
    {"timers/promises", NULL, make_timers_promises},
    {"tty", NULL, make_tty},
    {"url", NULL, make_url},
    {"util", NULL, make_util},
    {"util/types", NULL, make_util_types},
    {"vm", NULL, make_vm},
    {"worker_threads", NULL, make_worker_threads},
    {"zlib", NULL, make_zlib},
};

Value lib_node_core_js(Vm *vm, const char *name)
{
    size_t n = sizeof core_modules / sizeof core_modules[0], i = 0;
    while (i < n && strcmp(core_modules[i].name, name) != 0)
        i++;
    if (i == n)
        return V_UNDEF;
    if (core_modules[i].same_as)
        return lib_node_core_js(vm, core_modules[i].same_as);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    if (vm->builtin[B_NODE_CORE] == V_EMPTY) {
        Value o = vm_new_object_proto(vm, V_NULL);
        if (o == V_EXC)
            goto out;
        vm->builtin[B_NODE_CORE] = o;
    }
    Value *key = gc_handle(vm, vm_key(vm, name));
    if (*key == V_EXC)
        goto out;
    Value have = vm_get_js(vm, vm->builtin[B_NODE_CORE], *key);
    if (have != V_UNDEF) {
        r = have;
        goto out;
    }
    bool boot = gc_boot_begin(vm);
    Value *m = gc_handle(vm, core_modules[i].make_js(vm));
    gc_boot_end(vm, boot);
    if (*m == V_EXC || vm_define_own(vm, vm->builtin[B_NODE_CORE], *key, *m, PROP_DEFAULT) < 0)
        goto out;
    r = *m;
out:
    gc_scope_close(vm, sc);
    return r;
}
