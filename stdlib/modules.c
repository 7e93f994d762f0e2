/* stdlib/modules.c — the built-in modules `tarn:fs` and `tarn:os`
 * (docs/modules.md); tarn:ffi and tarn:worker live beside their code.
 *
 * Each is a VmBuiltinModule (vm/library.h) in the library's table
 * (stdlib/engine.c): the loader (vm/module.c) asks for its export names and
 * then for the value of each export once, when it links the module; the
 * values go into the module's Boxes like any module's bindings. File errors are node's:
 * an Error whose message is "ENOENT: no such file or directory, open 'x'"
 * with code, errno, syscall and path properties.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib.h"
#include "../vm/module.h"
#include "worker.h"

extern char **environ;

static const char *const fs_names[] = { "existsSync", "readFileSync", "writeFileSync", NULL };
static const char *const os_names[] = { "args", "env", "exit", NULL };

/* ---- errors ---- */

static const struct { int err; const char *code, *text; } uv_errors[] = {
    { ENOENT, "ENOENT", "no such file or directory" },
    { EACCES, "EACCES", "permission denied" },
    { EISDIR, "EISDIR", "illegal operation on a directory" },
    { ENOTDIR, "ENOTDIR", "not a directory" },
    { EEXIST, "EEXIST", "file already exists" },
    { ENOTEMPTY, "ENOTEMPTY", "directory not empty" },
    { EXDEV, "EXDEV", "cross-device link not permitted" },
    { EPERM, "EPERM", "operation not permitted" },
    { EMFILE, "EMFILE", "too many open files" },
    { ENOSPC, "ENOSPC", "no space left on device" },
    { EROFS, "EROFS", "read-only file system" },
    { ENAMETOOLONG, "ENAMETOOLONG", "name too long" },
    { ELOOP, "ELOOP", "too many symbolic links encountered" },
    { EBADF, "EBADF", "bad file descriptor" },
    { EINVAL, "EINVAL", "invalid argument" },
    { EBUSY, "EBUSY", "resource busy or locked" },
    { ESPIPE, "ESPIPE", "invalid seek" },
    { EAGAIN, "EAGAIN", "resource temporarily unavailable" },
    { ENFILE, "ENFILE", "file table overflow" },
    { EFBIG, "EFBIG", "file too large" },
    { EOPNOTSUPP, "ENOTSUP", "operation not supported on socket" },
    { ENOSYS, "ENOSYS", "function not implemented" },
    { EIO, "EIO", "i/o error" },
    { ETXTBSY, "ETXTBSY", "text file is busy" },
    { EPIPE, "EPIPE", "broken pipe" },
    { ENODEV, "ENODEV", "no such device" },
    { ENXIO, "ENXIO", "no such device or address" },
};

Value lib_throw_fs(Vm *vm, int err, const char *syscall, const char *path)
{
    return lib_throw_fs_dest(vm, err, syscall, path, NULL);
}

/* node's fs error: "CODE: text, syscall 'path'" (a read error names no
 * path), "... 'path' -> 'dest'" with a dest property for two paths. */
Value lib_throw_fs_dest(Vm *vm, int err, const char *syscall, const char *path, const char *dest)
{
    const char *code = "EIO", *text = strerror(err);
    for (size_t i = 0; i < sizeof uv_errors / sizeof uv_errors[0]; i++)
        if (uv_errors[i].err == err) {
            code = uv_errors[i].code;
            text = uv_errors[i].text;
        }
    LibBuf b;
    lib_buf_init(&b);
    if (path && dest)
        lib_buf_printf(&b, "%s: %s, %s '%s' -> '%s'", code, text, syscall, path, dest);
    else if (path)
        lib_buf_printf(&b, "%s: %s, %s '%s'", code, text, syscall, path);
    else
        lib_buf_printf(&b, "%s: %s, %s", code, text, syscall);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value msg = lib_buf_to_str(vm, &b);
    if (msg == V_EXC)
        goto out;
    Value *e = gc_handle(vm, vm_new_error(vm, ERR_ERROR, msg));
    if (*e == V_EXC)
        goto out;
    Value s = vm_str_from_cstr(vm, code);
    if (s == V_EXC || lib_def_value(vm, *e, "code", s, PROP_DEFAULT) < 0)
        goto out;
    if (lib_def_value(vm, *e, "errno", v_int(-err), PROP_DEFAULT) < 0)
        goto out;
    s = vm_str_from_cstr(vm, syscall);
    if (s == V_EXC || lib_def_value(vm, *e, "syscall", s, PROP_DEFAULT) < 0)
        goto out;
    if (path) {
        s = vm_str_from_utf8(vm, path, strlen(path));
        if (s == V_EXC || lib_def_value(vm, *e, "path", s, PROP_DEFAULT) < 0)
            goto out;
    }
    if (dest) {
        s = vm_str_from_utf8(vm, dest, strlen(dest));
        if (s == V_EXC || lib_def_value(vm, *e, "dest", s, PROP_DEFAULT) < 0)
            goto out;
    }
    r = vm_throw(vm, *e);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* The path argument as a malloc'd UTF-8 string, or NULL with a TypeError. */
Value lib_fs_write(Vm *vm, const char *path, const LibBuf *b, bool append)
{
    Value r = V_UNDEF;
    FILE *f = fopen(path, append ? "ab" : "wb");
    if (!f) {
        r = lib_throw_fs(vm, errno, "open", path);
    } else {
        size_t w = b->len ? fwrite(b->p, 1, b->len, f) : 0;
        int e = w < b->len ? errno : 0;
        if (fclose(f) != 0 && !e)
            e = errno;
        if (e)
            r = lib_throw_fs(vm, e, "write", NULL);
    }
    return r;
}

char *lib_path_arg(Vm *vm, Value v)
{
    if (!v_is_string(v)) {
        vm_throw_error(vm, ERR_TYPE, "The \"path\" argument must be of type string");
        return NULL;
    }
    char *s = vm_str_to_utf8(vm, v, NULL);
    if (!s)
        vm_throw_oom(vm);
    return s;
}

/* 1: 'utf8' / 'utf-8' (or an options object with that encoding); 0: none
 * (bytes); -1: error. */
static int encoding_arg(Vm *vm, Value v)
{
    if (v == V_UNDEF || v == V_NULL)
        return 0;
    if (v_is_object(v)) {
        v = vm_get_str_js(vm, v, "encoding");
        if (v == V_EXC)
            return -1;
        if (v == V_UNDEF || v == V_NULL)
            return 0;
    }
    if (v_is_string(v)) {
        char *s = vm_str_to_utf8(vm, v, NULL);
        int ok = s && (!strcasecmp(s, "utf8") || !strcasecmp(s, "utf-8"));
        if (!s)
            return vm_throw_oom(vm), -1;
        if (ok) {
            free(s);
            return 1;
        }
        vm_throw_error(vm, ERR_TYPE, "tarn:fs supports only the 'utf8' encoding, not '%s'", s);
        free(s);
        return -1;
    }
    vm_throw_error(vm, ERR_TYPE, "The \"encoding\" argument must be a string");
    return -1;
}

/* ---- tarn:fs ---- */

static Value fs_exists(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!v_is_string(ARG(0)))
        return V_FALSE;
    char *p = vm_str_to_utf8(vm, ARG(0), NULL);
    if (!p)
        return vm_throw_oom(vm);
    struct stat st;
    bool ok = stat(p, &st) == 0;
    free(p);
    return ok ? V_TRUE : V_FALSE;
}

static Value fs_read(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int enc = encoding_arg(vm, ARG(1));
    if (enc < 0)
        return V_EXC;
    char *path = lib_path_arg(vm, ARG(0));
    if (!path)
        return V_EXC;
    Value r = V_EXC;
    char *buf = NULL;
    FILE *f = fopen(path, "rb");
    if (!f) {
        r = lib_throw_fs(vm, errno, "open", path);
        goto out;
    }
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        r = lib_throw_fs(vm, EISDIR, "read", NULL);
        goto out;
    }
    size_t cap = 4096, len = 0;
    buf = malloc(cap);
    while (buf) {
        len += fread(buf + len, 1, cap - len, f);
        if (len < cap)
            break;
        char *nb = realloc(buf, cap *= 2);
        if (!nb) {
            free(buf);
            buf = NULL;
        }
        buf = nb;
    }
    int rerr = ferror(f) ? errno : 0;
    fclose(f);
    if (!buf) {
        r = vm_throw_oom(vm);
        goto out;
    }
    if (rerr) {
        r = lib_throw_fs(vm, rerr, "read", NULL);
        goto out;
    }
    if (enc == 1) {
        r = vm_str_from_utf8(vm, buf, len);
        goto out;
    }
    if (len > 0x7FFFFFFF) {
        r = vm_throw_error(vm, ERR_RANGE, "File too large for an array of bytes");
        goto out;
    }
    size_t sc = gc_scope_open(vm);
    Value *arr = gc_handle(vm, vm_new_array(vm, (uint32_t)len));
    if (*arr != V_EXC) {
        r = *arr;
        for (size_t i = 0; i < len; i++)
            if (vm_array_append(vm, *arr, v_int((unsigned char)buf[i])) < 0) {
                r = V_EXC;
                break;
            }
        if (r != V_EXC)
            r = *arr;
    }
    gc_scope_close(vm, sc);
out:
    free(buf);
    free(path);
    return r;
}

/* writeFileSync(path, data[, 'utf8']): data is a string (written as UTF-8)
 * or an array-like of byte values. */
static Value fs_write(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (encoding_arg(vm, ARG(2)) < 0)
        return V_EXC;
    LibBuf b;
    lib_buf_init(&b);
    Value data = ARG(1);
    if (v_is_string(data)) {
        if (lib_buf_jsstr(vm, &b, data) < 0)
            return V_EXC;
    } else if (v_is_object(data)) {
        int64_t n = vm_length_of_js(vm, ARG(1));
        if (n < 0)
            return V_EXC;
        for (int64_t i = 0; i < n; i++) {
            Value v = vm_get_index_js(vm, ARG(1), i);
            double d;
            if (v == V_EXC || vm_to_number_js(vm, v, &d) < 0) {
                lib_buf_free(&b);
                return V_EXC;
            }
            char c = (char)(unsigned char)((int64_t)d & 0xFF);
            lib_buf_add(&b, &c, 1);
        }
    } else {
        return vm_throw_error(vm, ERR_TYPE,
                              "The \"data\" argument must be of type string or an array of bytes");
    }
    char *path = lib_path_arg(vm, ARG(0));
    if (!path) {
        lib_buf_free(&b);
        return V_EXC;
    }
    Value r = lib_fs_write(vm, path, &b, false);
    free(path);
    lib_buf_free(&b);
    return r;
}

/* ---- tarn:os ---- */

static Value os_exit(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int32_t code = 0;
    if (ARG(0) != V_UNDEF && vm_to_int32_js(vm, ARG(0), &code) < 0)
        return V_EXC;
    if (lib_worker_is_worker(vm)) /* ends the worker, not the process */
        return lib_worker_exit(vm, code & 0xFF), V_EXC;
    fflush(vm->out ? vm->out : stdout);
    fflush(stdout);
    fflush(stderr);
    exit(code & 0xFF);
}

static Value make_args(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int n = 0;
    char **args = vm_module_args(vm, &n);
    Value r = V_EXC;
    Value *arr = gc_handle(vm, vm_new_array(vm, (uint32_t)n));
    if (*arr == V_EXC)
        goto out;
    for (int i = 0; i < n; i++) {
        Value s = vm_str_from_utf8(vm, args[i], strlen(args[i]));
        if (s == V_EXC || vm_array_append(vm, *arr, s) < 0)
            goto out;
    }
    r = *arr;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value make_env(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_new_object(vm));
    if (*o == V_EXC)
        goto out;
    for (char **e = environ; e && *e; e++) {
        const char *eq = strchr(*e, '=');
        if (!eq || eq == *e)
            continue;
        size_t kl = (size_t)(eq - *e);
        char *k = malloc(kl + 1);
        if (!k) {
            vm_throw_oom(vm);
            goto out;
        }
        memcpy(k, *e, kl);
        k[kl] = 0;
        Value key = vm_key(vm, k);
        free(k);
        if (key == V_EXC)
            goto out;
        Value *kh = gc_handle(vm, key);
        Value s = vm_str_from_utf8(vm, eq + 1, strlen(eq + 1));
        if (s == V_EXC || vm_define_own(vm, *o, *kh, s, PROP_DEFAULT) < 0)
            goto out;
    }
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value fs_value_js(Vm *vm, int i)
{
    static const NativeFn fns[] = { fs_exists, fs_read, fs_write };
    static const int lens[] = { 1, 2, 3 };
    return vm_new_native(vm, fs_names[i], fns[i], lens[i], 0);
}

static Value os_value_js(Vm *vm, int i)
{
    if (i == 0)
        return make_args(vm);
    if (i == 1)
        return make_env(vm);
    return vm_new_native(vm, "exit", os_exit, 1, 0);
}

const VmBuiltinModule lib_module_fs = { "tarn:fs", fs_names, fs_value_js };
const VmBuiltinModule lib_module_os = { "tarn:os", os_names, os_value_js };
