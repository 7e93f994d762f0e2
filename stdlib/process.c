/* stdlib/process.c — the `process` global as node shapes it: argv, env,
 * exit(code), exitCode, platform, stdout.write / stderr.write, cwd/chdir,
 * hrtime (and hrtime.bigint), uptime, version(s), execPath; and the two
 * embedding hooks of include/tarn.h that belong to it (tarn_set_args,
 * tarn_exit_code). process.version names the node release whose behaviour
 * tarn follows (packages test it), process.versions.tarn tarn's own.
 *
 * process.exit ends the host process like node's: it flushes vm->out and
 * vm->err and calls exit(). exitCode is an accessor that validates like
 * node's; the value last assigned is kept in vm->builtin[B_PROCESS_EXIT_CODE].
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "../include/tarn.h"
#include "lib.h"
#include "worker.h"
#include "promise.h"
#include "../vm/bigint.h"
#include "../vm/module.h"
#include "../vm/api_int.h"
#include "../vm/typed.h"
#include "node/node.h"

extern char **environ;

/* The node release tarn's behaviour follows: the oracle tools/node26.sh
 * installs, whose output the tests expect. */
#define TARN_NODE_VERSION "26.12.1"

/* node's ERR_* errors: a TypeError/RangeError with a `code` property. */
static Value throw_coded(Vm *vm, ErrorKind kind, const char *code, const char *msg)
{
    vm_throw_error(vm, kind, "%s", msg);
    size_t sc = gc_scope_open(vm);
    Value *e = gc_handle(vm, vm_take_exception(vm));
    Value *c = gc_handle(vm, vm_str_from_cstr(vm, code));
    Value *k = gc_handle(vm, vm_key(vm, "code"));
    if (*c == V_EXC || *k == V_EXC || !v_is_object(*e) || vm_define_own(vm, *e, *k, *c, PROP_DEFAULT) < 0)
        vm_take_exception(vm); /* out of memory: throw the error without its code */
    vm_throw(vm, *e);
    gc_scope_close(vm, sc);
    return V_EXC;
}

/* " Received type string ('x')" / " Received 1.5": node's tail of the message. */
int lib_buf_received(Vm *vm, Value v, LibBuf *b, bool type)
{
    if (type && v_is_nullish(v)) {
        lib_buf_str(b, v == V_NULL ? " Received null" : " Received undefined");
        return 0;
    }
    if (type && v_is_object(v)) { /* "an instance of Foo" / "function foo" */
        size_t sc = gc_scope_open(vm);
        Value *h = gc_handle(vm, v);
        int rc = -1;
        if (vm_is_callable_noalloc(*h)) {
            lib_buf_str(b, " Received function ");
            rc = lib_buf_jsstr(vm, b, vm_func_name_noalloc(vm, *h));
        } else {
            Value c = vm_get_str_js(vm, *h, "constructor");
            Value n = c == V_EXC || !v_is_object(c) ? V_UNDEF : vm_get_str_js(vm, c, "name");
            if (n == V_EXC || c == V_EXC) {
                vm_take_exception(vm);
                n = V_UNDEF;
            }
            if (v_is_string(n) && vm_str_len_noalloc(n) > 0) {
                lib_buf_str(b, " Received an instance of ");
                rc = lib_buf_jsstr(vm, b, n);
            } else {
                Value s = lib_inspect_js(vm, *h, 0);
                lib_buf_str(b, " Received ");
                rc = s == V_EXC ? -1 : lib_buf_jsstr(vm, b, s);
            }
        }
        gc_scope_close(vm, sc);
        return rc;
    }
    const char *t = v_is_string(v) ? "string" : v_is_bool(v) ? "boolean" : v_is_symbol(v) ? "symbol"
                    : v_is_number(v) ? "number" : v_is_bigint(v) ? "bigint" : "object";
    Value s = lib_inspect_js(vm, v, 0); /* v is dead from here: it may have moved */
    if (s == V_EXC)
        return -1;
    if (!type) {
        lib_buf_str(b, " Received ");
        return lib_buf_jsstr(vm, b, s);
    }
    lib_buf_printf(b, " Received type %s (", t);
    if (lib_buf_jsstr(vm, b, s) < 0)
        return -1;
    lib_buf_ch(b, ')');
    return 0;
}

/* node's ERR_INVALID_ARG_TYPE: 'The "name" argument must be <what>. Received ...' */
static Value throw_arg_type(Vm *vm, const char *name, const char *what, Value v)
{
    LibBuf b;
    lib_buf_init(&b);
    lib_buf_printf(&b, "The \"%s\" argument must be %s.", name, what);
    if (lib_buf_received(vm, v, &b, true) < 0) {
        lib_buf_free(&b);
        return V_EXC;
    }
    throw_coded(vm, ERR_TYPE, "ERR_INVALID_ARG_TYPE", b.p ? b.p : "");
    lib_buf_free(&b);
    return V_EXC;
}

/* node's validation of an exit code: undefined/null, an integer, or a string
 * holding one. *code stays -1 for undefined/null. */
static int check_code_rooted(Vm *vm, Value *vh, int *code)
{
    Value v = *vh;
    *code = -1;
    if (v_is_nullish(v))
        return 0;
    double d = NAN;
    if (v_is_number(v)) {
        d = v_to_double(v);
    } else if (v_is_string(v)) {
        String *s = lib_flat(vm, v);
        if (!s)
            return -1;
        v = *vh; /* flattening may have moved it */
        d = s->len ? vm_str_to_num_noalloc(s) : NAN;
        if (isnan(d))
            goto bad_type;
        v = v_num(d); /* node reports the number it read */
    } else {
    bad_type:
        throw_arg_type(vm, "code", "of type number", v);
        return -1;
    }
    if (!isfinite(d) || d != trunc(d)) {
        LibBuf b;
        lib_buf_init(&b);
        lib_buf_str(&b, "The value of \"code\" is out of range. It must be an integer.");
        if (lib_buf_received(vm, v, &b, false) == 0)
            throw_coded(vm, ERR_RANGE, "ERR_OUT_OF_RANGE", b.p);
        lib_buf_free(&b);
        return -1;
    }
    *code = (int)((int64_t)fmod(d, 4294967296.0) & 0xff);
    return 0;
}

static int check_code(Vm *vm, Value v, int *code)
{
    size_t sc = gc_scope_open(vm);
    int rc = check_code_rooted(vm, gc_handle(vm, v), code);
    gc_scope_close(vm, sc);
    return rc;
}

/* The last value assigned to exitCode (validated), a root. */
static Value exit_code_value(Vm *vm) { return vm->builtin[B_PROCESS_EXIT_CODE]; }

static Value get_exit_code(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    return exit_code_value(vm);
}

static Value set_exit_code(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int code;
    if (check_code(vm, ARG(0), &code) < 0)
        return V_EXC;
    vm->builtin[B_PROCESS_EXIT_CODE] = ARG(0);
    return V_UNDEF;
}

int lib_process_exit_code(Vm *vm)
{
    int code = 0;
    Value v = exit_code_value(vm);
    if (check_code(vm, v, &code) < 0) {
        vm_take_exception(vm);
        return 0;
    }
    return code < 0 ? 0 : code;
}

static Value process_exit(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int code;
    if (check_code(vm, ARG(0), &code) < 0)
        return V_EXC;
    if (code >= 0) /* node: exit(code) sets process.exitCode */
        vm->builtin[B_PROCESS_EXIT_CODE] = ARG(0);
    code = lib_worker_is_worker(vm) ? lib_process_exit_code(vm) : lib_process_emit_exit_js(vm);
    if (lib_worker_is_worker(vm)) /* node: ends the worker thread, not the process */
        return lib_worker_exit(vm, code & 0xFF), V_EXC;
    fflush(vm->out);
    fflush(vm->err);
    fflush(stdout);
    fflush(stderr);
    exit(code);
}

/* stdwrite(fd, chunk): fd 1 or 2's bytes through the VM's own output
 * streams (so they stay in order with console's), a string as UTF-8, a
 * typed array's bytes as they are; stderr is flushed at once, as node's
 * is unbuffered. process.stdout/stderr's _write (stdlib/node/fs_streams.js). */
Value lib_process_stdwrite(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    FILE *f = v_is_int(ARG(0)) && v_get_int(ARG(0)) == 2 ? vm->err : vm->out;
    void *bytes;
    size_t n;
    if (!v_is_string(ARG(1)) && vm_typed_memory_noalloc(ARG(1), &bytes, &n)) {
        fwrite(bytes, 1, n, f);
    } else {
        char *u = vm_str_to_utf8(vm, ARG(1), &n);
        if (!u)
            return V_EXC;
        fwrite(u, 1, n, f);
        free(u);
    }
    if (f == vm->err)
        fflush(f);
    return V_UNDEF;
}

/* stdend(fd): process.stdout or stderr was ended; console's later writes
 * to it go through the stream (lib_process_console_write). */
Value lib_process_stdend(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (v_is_int(ARG(0)) && v_get_int(ARG(0)) == 2)
        vm->lib_state->console.err_ended = true;
    else
        vm->lib_state->console.out_ended = true;
    return V_UNDEF;
}

/* console's write of the line s (its newline included) to fd 1 or 2 once
 * the script has ended that stream: fs_streams' consoleWrite. 0 / -1. */
int lib_process_console_write(Vm *vm, int fd, Value s)
{
    size_t sc = gc_scope_open(vm);
    Value *sh = gc_handle(vm, s);
    Value m = lib_node_internal_js(vm, "fs_streams");
    Value r = V_EXC;
    if (m != V_EXC) {
        Value *mh = gc_handle(vm, m);
        Value f = vm_get_str_js(vm, *mh, "consoleWrite");
        Value args[2] = {v_int(fd), *sh};
        r = f == V_EXC ? V_EXC : vm_call_js(vm, f, *mh, 2, args);
    }
    gc_scope_close(vm, sc);
    return r == V_EXC ? -1 : 0;
}

/* process.stdin / stdout / stderr: node's streams (stdlib/node/fs_streams.js),
 * made on first use: most programs never load node:stream */
static Value get_stdio(Vm *vm, int fd)
{
    Value m = lib_node_internal_js(vm, "fs_streams");
    if (m == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value *mh = gc_handle(vm, m);
    Value f = vm_get_str_js(vm, *mh, "stdio");
    Value arg = v_int(fd);
    Value r = f == V_EXC ? V_EXC : vm_call_js(vm, f, *mh, 1, &arg);
    gc_scope_close(vm, sc);
    return r;
}

static Value get_stdin(Vm *vm, Value *argv, int argc, bool construct) { return get_stdio(vm, 0); }
static Value get_stdout(Vm *vm, Value *argv, int argc, bool construct) { return get_stdio(vm, 1); }
static Value get_stderr(Vm *vm, Value *argv, int argc, bool construct) { return get_stdio(vm, 2); }

/* process.memoryUsage(): node's five fields. rss is the resident set
 * (/proc/self/statm; 0 where it cannot be read), heapTotal the collector's
 * committed heap (nursery + old blocks + large objects), heapUsed the old
 * generation's allocated bytes plus the nursery's used part, external and
 * arrayBuffers the external bytes (ArrayBuffer stores, host buffers). */
static Value memory_usage(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv;
    (void)argc;
    (void)construct;
    GcStats st;
    gc_stats(vm, &st);
    double rss = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f) {
        unsigned long size, res;
        if (fscanf(f, "%lu %lu", &size, &res) == 2)
            rss = (double)res * (double)sysconf(_SC_PAGESIZE);
        fclose(f);
    }
    double ext = (double)gc_external_bytes_noalloc(vm);
    const char *names[5] = { "rss", "heapTotal", "heapUsed", "external", "arrayBuffers" };
    double vals[5] = { rss, (double)st.heap_size, (double)st.bytes_live + (double)st.young_used, ext, ext };
    size_t sc = gc_scope_open(vm);
    Value *o = gc_handle(vm, vm_new_object(vm));
    Value r = V_EXC;
    if (*o == V_EXC)
        goto out;
    for (int i = 0; i < 5; i++)
        if (lib_def_value(vm, *o, names[i], v_num(vals[i]), PROP_DEFAULT) < 0)
            goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* node's read-only, configurable data properties of process (version,
 * platform, arch, pid, versions, release) and of versions and release */
#define PROP_FIXED (PROP_ENUMERABLE | PROP_CONFIGURABLE)

static int def_str(Vm *vm, Value obj, const char *name, const char *val, unsigned attrs)
{
    size_t sc = gc_scope_open(vm);
    Value *o = gc_handle(vm, obj);
    Value s = vm_str_from_cstr(vm, val);
    int rc = s == V_EXC ? -1 : lib_def_value(vm, *o, name, s, attrs);
    gc_scope_close(vm, sc);
    return rc;
}

static int set_argv(Vm *vm, int argc, const char *const *argv)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *arr = gc_handle(vm, vm_new_array(vm, (uint32_t)argc));
    if (*arr == V_EXC)
        goto out;
    for (int i = 0; i < argc; i++) {
        Value s = vm_str_from_cstr(vm, argv[i]);
        if (s == V_EXC || vm_array_append(vm, *arr, s) < 0)
            goto out;
    }
    rc = lib_def_value(vm, vm->builtin[B_PROCESS], "argv", *arr, PROP_DEFAULT);
    /* node's argv0: the program as it was started (tarn's host gives argv[0]) */
    Value a0 = rc < 0 || argc < 1 ? V_UNDEF : vm_str_from_cstr(vm, argv[0]);
    if (rc == 0 && (a0 == V_EXC || lib_def_value(vm, vm->builtin[B_PROCESS], "argv0", a0, PROP_DEFAULT) < 0))
        rc = -1;
    /* node's execPath: the executable, argv[0] as the host gives it */
    Value ex = rc < 0 || argc < 1 ? V_UNDEF : vm_str_from_cstr(vm, argv[0]);
    if (rc == 0 && (ex == V_EXC || lib_def_value(vm, vm->builtin[B_PROCESS], "execPath", ex, PROP_DEFAULT) < 0))
        rc = -1;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- the working directory, clocks and versions ---------------------------- */


static Value process_cwd(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    char buf[PATH_MAX];
    if (!getcwd(buf, sizeof buf))
        return lib_throw_fs(vm, errno, "uv_cwd", NULL);
    return vm_str_from_utf8(vm, buf, strlen(buf));
}

static Value process_chdir(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!v_is_string(ARG(0)))
        return throw_arg_type(vm, "directory", "of type string", ARG(0));
    char *dir = vm_str_to_utf8(vm, ARG(0), NULL);
    if (!dir)
        return V_EXC;
    Value r = V_UNDEF;
    if (chdir(dir) != 0) {
        int err = errno;
        char cwd[PATH_MAX];
        r = lib_throw_fs_dest(vm, err, "chdir", getcwd(cwd, sizeof cwd) ? cwd : "", dir);
    }
    free(dir);
    return r;
}

/* uptime counts from the first VM's start: the process's, as node's;
 * several VMs on several threads start at once, so it is set once */
static struct timespec process_start;
static pthread_once_t process_start_once = PTHREAD_ONCE_INIT;

static void set_process_start(void)
{
    clock_gettime(CLOCK_MONOTONIC, &process_start);
}

static uint64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* process.hrtime([prev]): [seconds, nanoseconds] of a monotonic clock, or
 * the time since prev */
static Value process_hrtime(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    uint64_t t = now_ns();
    int64_t s = (int64_t)(t / 1000000000u), ns = (int64_t)(t % 1000000000u);
    if (ARG(0) != V_UNDEF) {
        if (!v_is_array(ARG(0)))
            return throw_arg_type(vm, "time", "an instance of Array", ARG(0));
        ArrayObj *a = vm_array(ARG(0));
        if (a->length != 2) {
            LibBuf b;
            lib_buf_init(&b);
            lib_buf_printf(&b, "The value of \"time\" is out of range. It must be 2. Received %u", a->length);
            throw_coded(vm, ERR_RANGE, "ERR_OUT_OF_RANGE", b.p ? b.p : "");
            lib_buf_free(&b);
            return V_EXC;
        }
        double ps, pns;
        if (vm_to_number_js(vm, vm_get_index_js(vm, ARG(0), 0), &ps) < 0 ||
            vm_to_number_js(vm, vm_get_index_js(vm, ARG(0), 1), &pns) < 0)
            return V_EXC;
        s -= (int64_t)ps;
        ns -= (int64_t)pns;
        if (ns < 0) {
            s--;
            ns += 1000000000;
        }
    }
    size_t sc = gc_scope_open(vm);
    Value *r = gc_handle(vm, vm_new_array(vm, 2));
    if (*r != V_EXC && (vm_array_append(vm, *r, v_num((double)s)) < 0 || vm_array_append(vm, *r, v_num((double)ns)) < 0))
        *r = V_EXC;
    Value out = *r;
    gc_scope_close(vm, sc);
    return out;
}

static Value process_hrtime_bigint(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    return vm_bigint_from_u64(vm, now_ns());
}

static Value process_uptime(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm, (void)argv, (void)argc, (void)construct;
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return v_num((double)(t.tv_sec - process_start.tv_sec) + (double)(t.tv_nsec - process_start.tv_nsec) / 1e9);
}

/* An object of read-only string-valued properties, names[i] = values[i],
 * in order; V_EXC. */
static Value str_object(Vm *vm, const char *const *names, const char *const *values, size_t n)
{
    size_t sc = gc_scope_open(vm);
    Value *o = gc_handle(vm, vm_new_object(vm));
    for (size_t i = 0; *o != V_EXC && i < n; i++)
        if (def_str(vm, *o, names[i], values[i], PROP_FIXED) < 0)
            *o = V_EXC;
    Value r = *o;
    gc_scope_close(vm, sc);
    return r;
}

Value lib_process_versions_js(Vm *vm)
{
    static const char *const names[] = {"node", "tarn"};
    static const char *const values[] = {TARN_NODE_VERSION, TARN_VERSION};
    return str_object(vm, names, values, 2);
}

/* node's release: tarn follows that release's behaviour, and warnings name
 * the process by release.name as node's do */
Value lib_process_release_js(Vm *vm)
{
    static const char *const names[] = {"name", "sourceUrl", "headersUrl"};
    static const char *const values[] = {
        "node", "https://nodejs.org/download/release/v" TARN_NODE_VERSION "/node-v" TARN_NODE_VERSION ".tar.gz",
        "https://nodejs.org/download/release/v" TARN_NODE_VERSION "/node-v" TARN_NODE_VERSION "-headers.tar.gz"};
    return str_object(vm, names, values, 3);
}

/* process.env: the environment when first read (nothing changes it before
 * then but the host's own setenv, which node's process.env would see too). */
Value lib_process_env_js(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    Value *env = gc_handle(vm, vm_new_object(vm));
    for (char **e = environ; *env != V_EXC && e && *e; e++) {
        const char *eq = strchr(*e, '=');
        if (!eq || eq == *e)
            continue;
        char name[256];
        size_t n = (size_t)(eq - *e);
        if (n >= sizeof name)
            continue;
        memcpy(name, *e, n);
        name[n] = 0;
        if (def_str(vm, *env, name, eq + 1, PROP_DEFAULT) < 0)
            *env = V_EXC;
    }
    Value r = *env;
    gc_scope_close(vm, sc);
    return r;
}

/* hrtime with its bigint method, uptime, version, versions and release. */
static int install_clocks(Vm *vm, Value p)
{
    static const LibFn fns[] = {{"cwd", process_cwd, 0, 0}, {"chdir", process_chdir, 1, 0},
                                {"uptime", process_uptime, 0, 0}, {NULL, NULL, 0, 0}};
    pthread_once(&process_start_once, set_process_start);
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *ph = gc_handle(vm, p);
    Value *hr = gc_handle(vm, vm_new_native(vm, "hrtime", process_hrtime, 1, 0));
    if (*hr == V_EXC || lib_def_value(vm, *ph, "hrtime", *hr, PROP_METHOD) < 0)
        goto out;
    Value big = vm_new_native(vm, "bigint", process_hrtime_bigint, 0, 0);
    if (big == V_EXC || lib_def_value(vm, *hr, "bigint", big, PROP_METHOD) < 0)
        goto out;
    if (lib_def_fns(vm, *ph, fns) < 0 || def_str(vm, *ph, "version", "v" TARN_NODE_VERSION, PROP_FIXED) < 0)
        goto out;
    if (lib_def_lazy(vm, *ph, LAZY_PROCESS_VERSIONS, PROP_FIXED) < 0 ||
        lib_def_lazy(vm, *ph, LAZY_PROCESS_RELEASE, PROP_FIXED) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* node's process.arch: the architecture this binary was built for */
const char *lib_process_arch(void)
{
#if defined(__x86_64__)
    return "x64";
#elif defined(__aarch64__)
    return "arm64";
#elif defined(__i386__)
    return "ia32";
#elif defined(__arm__)
    return "arm";
#elif defined(__riscv) && __riscv_xlen == 64
    return "riscv64";
#elif defined(__powerpc64__)
    return "ppc64";
#elif defined(__s390x__)
    return "s390x";
#else
    return "unknown";
#endif
}

int lib_install_process(Vm *vm)
{
    static const LibFn fns[] = {{"exit", process_exit, 1, 0}, {"memoryUsage", memory_usage, 0, 0}, {NULL, NULL, 0, 0}};
    Value p = lib_process_new_js(vm);
    if (p == V_EXC)
        return -1;
    vm->builtin[B_PROCESS] = p;
    vm->builtin[B_PROCESS_EXIT_CODE] = V_UNDEF;
    const char *none[] = {"tarn"};
    if (set_argv(vm, 1, none) < 0)
        return -1;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    if (lib_def_lazy(vm, vm->builtin[B_PROCESS], LAZY_PROCESS_ENV, PROP_DEFAULT) < 0)
        goto out;
    struct utsname u;
    const char *plat = "linux";
    if (uname(&u) == 0 && !strcmp(u.sysname, "Darwin"))
        plat = "darwin";
    if (def_str(vm, vm->builtin[B_PROCESS], "platform", plat, PROP_FIXED) < 0)
        goto out;
    if (def_str(vm, vm->builtin[B_PROCESS], "arch", lib_process_arch(), PROP_FIXED) < 0 ||
        lib_def_value(vm, vm->builtin[B_PROCESS], "pid", v_num((double)getpid()), PROP_FIXED) < 0 ||
        lib_def_value(vm, vm->builtin[B_PROCESS], "ppid", v_num((double)getppid()), PROP_DEFAULT) < 0)
        goto out;
    if (lib_def_fns(vm, vm->builtin[B_PROCESS], fns) < 0)
        goto out;
    if (lib_def_getter(vm, vm->builtin[B_PROCESS], "exitCode", get_exit_code, set_exit_code) < 0)
        goto out;
    if (install_clocks(vm, vm->builtin[B_PROCESS]) < 0)
        goto out;
    if (lib_def_getter(vm, vm->builtin[B_PROCESS], "stdin", get_stdin, NULL) < 0 ||
        lib_def_getter(vm, vm->builtin[B_PROCESS], "stdout", get_stdout, NULL) < 0 ||
        lib_def_getter(vm, vm->builtin[B_PROCESS], "stderr", get_stderr, NULL) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- embedding hooks (include/tarn.h) --------------------------------------- */

int tarn_set_args(tarn_vm *tv, int argc, const char *const *argv)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (set_argv(vm, argc, argv) < 0) {
        vm_take_exception(vm);
        return TARN_ERROR;
    }
    /* tarn:os args: process.argv.slice(2) */
    if (vm_module_set_args(vm, argc > 2 ? argc - 2 : 0, argc > 2 ? argv + 2 : argv) < 0)
        return TARN_ERROR;
    return TARN_OK;
}

int tarn_exit_status(tarn_vm *tv, int uncaught)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (uncaught && vm->lib_state->uncaught_listener_threw) {
        /* node's fatal-exception handler failing: status 7, and no 'exit' event */
        vm->builtin[B_PROCESS_EXIT_CODE] = v_int(7);
        vm->lib_state->process_exiting = true;
        return 7;
    }
    if (uncaught) {
        vm->builtin[B_PROCESS_EXIT_CODE] = v_int(1); /* node's status for an uncaught error */
    } else {
        int tla = vm_module_unsettled_tla(vm, vm->err ? vm->err : stderr);
        if (tla)
            vm->builtin[B_PROCESS_EXIT_CODE] = v_int(tla);
    }
    int code = lib_process_emit_exit_js(vm);
    return code ? code : lib_loop_exit_code(vm);
}

int tarn_exit_code(tarn_vm *tv) { return tarn_exit_status(tv, 0); }
