/* stdlib/node/cjs.c — node's CommonJS loader: the natives stdlib/node/cjs.js
 * runs on (reading, stat and realpath of files, compiling node's wrapper,
 * importing an ES module for require(esm), core modules), the loader's one
 * instance per VM (B_CJS, made when the first CommonJS file runs), and
 * tarn_run_main, which runs a main file as node decides: an ES module
 * (.mjs, or .js under a package.json with "type": "module") or CommonJS.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../include/tarn.h"
#include "../../vm/api_int.h"
#include "../../vm/module.h"
#include "../promise.h"
#include "node.h"

extern const char lib_node_cjs_js[];
extern const size_t lib_node_cjs_js_len;

/* readFile(path): the file's text (UTF-8), or undefined when it cannot be read. */
Value lib_js_node_read_file(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = lib_path_arg(vm, ARG(0));
    if (!p)
        return V_EXC;
    size_t len;
    struct stat st;
    char *src = stat(p, &st) == 0 && S_ISREG(st.st_mode) ? tarn_read_file(p, &len) : NULL;
    free(p);
    if (!src)
        return V_UNDEF;
    Value r = vm_str_from_utf8(vm, src, len);
    free(src);
    return r;
}

/* stat(path): 0 nothing there, 1 a file, 2 a directory (following links). */
static Value n_stat(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = lib_path_arg(vm, ARG(0));
    if (!p)
        return V_EXC;
    struct stat st;
    int r = stat(p, &st) != 0 ? 0 : S_ISDIR(st.st_mode) ? 2 : 1;
    free(p);
    return v_int(r);
}

static Value n_realpath(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = lib_path_arg(vm, ARG(0));
    if (!p)
        return V_EXC;
    char buf[PATH_MAX];
    Value r = realpath(p, buf) ? vm_str_from_utf8(vm, buf, strlen(buf)) : ARG(0);
    free(p);
    return r;
}

/* compile(source, filename): node's wrapper function of source. A leading
 * "#!" line is a comment, as in node. */
static Value n_compile(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_string(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "The \"content\" argument must be of type string");
    char *file = lib_path_arg(vm, ARG(1));
    size_t len;
    char *src = file ? vm_str_to_utf8(vm, ARG(0), &len) : NULL;
    if (!src) {
        free(file);
        return file ? vm_throw_oom(vm) : V_EXC;
    }
    if (len >= 2 && src[0] == '#' && src[1] == '!')
        for (size_t i = 0; i < len && src[i] != '\n'; i++)
            src[i] = ' ';
    Value r = vm_compile_cjs(vm, src, len, file);
    free(src);
    free(file);
    return r;
}

/* The file's bytes as node compiles them, or NULL when it cannot be read:
 * *start skips a UTF-8 byte order mark and a #! line is blanked. Free the
 * result. */
static char *read_source(const char *file, size_t *len, char **start)
{
    struct stat st;
    char *src = stat(file, &st) == 0 && S_ISREG(st.st_mode) ? tarn_read_file(file, len) : NULL;
    if (!src)
        return NULL;
    char *s = src;
    if (*len >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0)
        s += 3, *len -= 3;
    if (*len >= 2 && s[0] == '#' && s[1] == '!')
        for (size_t i = 0; i < *len && s[i] != '\n'; i++)
            s[i] = ' ';
    *start = s;
    return src;
}

/* compileFile(filename): the wrapper of the file's bytes as they are (no
 * round trip through a string); undefined when it cannot be read. */
static Value compile_file(Vm *vm, const char *file)
{
    size_t len;
    char *s, *src = read_source(file, &len, &s);
    if (!src)
        return V_UNDEF;
    /* the bytes read are the compile's one copy of the text */
    SourceBuf *sb = source_buf_adopt(src, s, len);
    if (!sb)
        return vm_throw_oom(vm);
    Value r = vm_compile_cjs_buf(vm, sb, file);
    source_buf_release(sb);
    return r;
}

/* Whether src compiles as an ES module (nothing runs, nothing is thrown). */
static bool parses_as_module(Vm *vm, const char *src, size_t len, const char *name)
{
    int r = vm_compiles(vm, src, len, name, COMPILE_MODULE);
    if (r < 0)
        vm_take_exception(vm);
    return r == 1;
}

/* node's detection, after CommonJS code failed to compile with error e:
 * true when it is to run as an ES module. The loader's esmSyntax(e) says
 * true for syntax only a module has (import, export, import.meta) and
 * 'retry' for an error only CommonJS gives (top-level await, a
 * redeclared wrapper variable): then the code is a module if it compiles
 * as one. -1 thrown. */
static Value call_loader_js(Vm *vm, const char *name, const char *arg, Value *extra);
static int detect_esm(Vm *vm, Value e, const char *src, size_t len, const char *name)
{
    size_t sc = gc_scope_open(vm);
    Value is = call_loader_js(vm, "esmSyntax", NULL, gc_handle(vm, e));
    gc_scope_close(vm, sc);
    if (is == V_EXC)
        return -1;
    if (is == V_TRUE)
        return 1;
    return v_is_string(is) && parses_as_module(vm, src, len, name);
}

/* detectModule(filename, e): detect_esm for the file whose CommonJS
 * compile threw e, so that a required or imported file and the main file
 * or -e code follow the one rule. */
static Value n_detect_module(Vm *vm, Value *argv, int argc, bool construct)
{
    char *file = lib_path_arg(vm, ARG(0));
    if (!file)
        return V_EXC;
    size_t len;
    char *s, *src = read_source(file, &len, &s);
    int is = src ? detect_esm(vm, ARG(1), s, len, file) : 0;
    free(src);
    free(file);
    return is < 0 ? V_EXC : is ? V_TRUE : V_FALSE;
}

static Value n_compile_file(Vm *vm, Value *argv, int argc, bool construct)
{
    char *file = lib_path_arg(vm, ARG(0));
    if (!file)
        return V_EXC;
    Value r = compile_file(vm, file);
    free(file);
    return r;
}

static Value n_import_esm(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = lib_path_arg(vm, ARG(0));
    if (!p)
        return V_EXC;
    char *more = v_is_string(ARG(1)) ? vm_str_to_utf8(vm, ARG(1), NULL) : NULL;
    Value r = vm_module_import_file(vm, p, more ? more : "");
    free(p);
    free(more);
    return r;
}

Value lib_js_node_core(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = lib_path_arg(vm, ARG(0));
    if (!p)
        return V_EXC;
    Value r = lib_node_core_js(vm, p);
    free(p);
    return r;
}

Value lib_cjs_js(Vm *vm)
{
    if (vm->builtin[B_CJS] != V_EMPTY)
        return vm->builtin[B_CJS];
    static const LibFn fns[] = {{"readFile", lib_js_node_read_file, 1, 0}, {"stat", n_stat, 1, 0},
                                {"realpath", n_realpath, 1, 0}, {"compile", n_compile, 2, 0},
                                {"compileFile", n_compile_file, 1, 0},
                                {"detectModule", n_detect_module, 2, 0},
                                {"importESM", n_import_esm, 2, 0}, {"core", lib_js_node_core, 1, 0},
                                {NULL, NULL, 0, 0}};
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *nat = gc_handle(vm, lib_node_natives(vm));
    if (*nat == V_EXC || lib_def_fns(vm, *nat, fns) < 0)
        goto out;
    Value *path = gc_handle(vm, lib_node_core_js(vm, "path"));
    if (*path == V_EXC || lib_def_value(vm, *nat, "path", *path, PROP_DEFAULT) < 0)
        goto out;
    Value *env = gc_handle(vm, vm_new_object(vm));
    if (*env == V_EXC || lib_def_value(vm, *nat, "env", *env, PROP_DEFAULT) < 0)
        goto out;
    const char *home = getenv("HOME");
    if (home) {
        Value h = vm_str_from_utf8(vm, home, strlen(home));
        if (h == V_EXC || lib_def_value(vm, *env, "HOME", h, PROP_DEFAULT) < 0)
            goto out;
    }
    Value l = lib_node_run_embedded_js(vm, lib_node_cjs_js, lib_node_cjs_js_len, "node:internal/modules/cjs", nat);
    if (l == V_EXC)
        goto out;
    vm->builtin[B_CJS] = r = l;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* loader.name(arg[, *extra]) */
static Value call_loader_js(Vm *vm, const char *name, const char *arg, Value *extra)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *l = gc_handle(vm, lib_cjs_js(vm));
    if (*l == V_EXC)
        goto out;
    Value *fn = gc_handle(vm, vm_get_str_js(vm, *l, name));
    if (*fn == V_EXC)
        goto out;
    Value *a = gc_handle(vm, arg ? vm_str_from_utf8(vm, arg, strlen(arg)) : V_UNDEF);
    gc_handle(vm, extra ? *extra : V_UNDEF); /* a[1] */
    if (*a != V_EXC)
        r = arg ? vm_call_js(vm, *fn, *l, extra ? 2 : 1, a) : vm_call_js(vm, *fn, *l, 1, a + 1);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* The absolute path of path (against the working directory), malloc'd. */
static char *absolute_path(const char *path)
{
    char buf[PATH_MAX], cwd[PATH_MAX];
    const char *dir = "";
    if (realpath(path, buf))
        path = buf;
    else if (path[0] != '/' && getcwd(cwd, sizeof cwd))
        dir = cwd;
    size_t n = strlen(dir) + strlen(path) + 2;
    char *s = malloc(n);
    if (s)
        snprintf(s, n, "%s%s%s", dir, dir[0] ? "/" : "", path);
    return s;
}

/* How to run the main file abs: 1 an ES module, 0 CommonJS, 2 CommonJS
 * unless it has module syntax (node's detection, for a file no package.json
 * types), -1 ask the loader (a package.json decides; most scripts have
 * none and never make the loader). */
static int main_format(const char *abs)
{
    size_t n = strlen(abs);
    const char *base = strrchr(abs, '/');
    if (n > 4 && !strcmp(abs + n - 4, ".mjs"))
        return 1;
    if ((n < 3 || strcmp(abs + n - 3, ".js") != 0) && (!base || strchr(base, '.')))
        return 0;
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", abs);
    for (char *sl = strrchr(dir, '/'); sl; sl = strrchr(dir, '/')) {
        *sl = 0;
        size_t dl = strlen(dir);
        if (dl >= 13 && !strcmp(dir + dl - 13, "/node_modules"))
            return 2;
        char pj[PATH_MAX + 16];
        snprintf(pj, sizeof pj, "%s/package.json", dir);
        struct stat st;
        if (stat(pj, &st) == 0 && S_ISREG(st.st_mode))
            return -1;
    }
    return 2;
}

/* The main file as CommonJS: compiled here, and run with only exports,
 * __filename and __dirname when it names neither require nor module
 * (vm_cjs_needs_loader_noalloc), so a script that loads nothing never makes
 * the loader; otherwise through the loader (runMain). */
static Value run_cjs_main(Vm *vm, const char *abs, bool detect)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *w = gc_handle(vm, compile_file(vm, abs));
    if (*w == V_EXC && detect) {
        Value *e = gc_handle(vm, vm_take_exception(vm));
        size_t len;
        char *s, *src = read_source(abs, &len, &s);
        int is = src ? detect_esm(vm, *e, s, len, abs) : 0;
        free(src);
        if (is == 1)
            r = vm_run_module_file(vm, abs);
        else if (is == 0)
            vm_throw(vm, *e);
        goto out;
    }
    if (*w == V_EXC)
        goto out;
    if (*w == V_UNDEF || vm_cjs_needs_loader_noalloc(*w)) {
        r = call_loader_js(vm, "runMain", abs, w);
        goto out;
    }
    Value *args = gc_handle(vm, vm_new_object(vm));
    Value *fname = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    Value *f = gc_handle(vm, vm_str_from_utf8(vm, abs, strlen(abs)));
    const char *sl = strrchr(abs, '/');
    Value *d = gc_handle(vm, vm_str_from_utf8(vm, abs, sl && sl != abs ? (size_t)(sl - abs) : 1));
    (void)fname;
    if (*args == V_EXC || *f == V_EXC || *d == V_EXC)
        goto out;
    r = vm_call_js(vm, *w, *args, 5, args);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- the ES loader's hooks (VmLibrary resolve_js, foreign_js, foreign_eval_js) ---- */

char *lib_cjs_resolve_js(Vm *vm, const char *spec, const char *importer)
{
    size_t sc = gc_scope_open(vm);
    char *r = NULL;
    Value *imp = gc_handle(vm, vm_str_from_utf8(vm, importer, strlen(importer)));
    if (*imp == V_EXC)
        goto out;
    Value v = call_loader_js(vm, "resolveImport", spec, imp);
    if (v == V_EXC)
        goto out;
    if (!v_is_string(v)) {
        vm_throw_error(vm, ERR_ERROR, "Cannot resolve '%s' imported from %s", spec, importer);
        goto out;
    }
    if (!(r = vm_str_to_utf8(vm, v, NULL)))
        vm_throw_oom(vm);
out:
    gc_scope_close(vm, sc);
    return r;
}

int lib_cjs_foreign_js(Vm *vm, const char *path, char ***names)
{
    *names = NULL;
    size_t pl = strlen(path);
    if (pl > 4 && !strcmp(path + pl - 4, ".mjs"))
        return 0; /* always an ES module: no need to make the loader */
    if (strncmp(path, "node:", 5) != 0 && !((LibState *)vm->lib_state)->node_files)
        return 0;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *v = gc_handle(vm, call_loader_js(vm, "foreignNames", path, NULL));
    if (*v == V_EXC)
        goto out;
    if (!v_is_object(*v)) {
        rc = 0;
        goto out;
    }
    int64_t n = vm_length_of_js(vm, *v);
    if (n < 0)
        goto out;
    char **a = calloc((size_t)n + 1, sizeof *a);
    if (!a) {
        vm_throw_oom(vm);
        goto out;
    }
    *names = a;
    for (int64_t i = 0; i < n; i++) {
        Value s = vm_get_index_js(vm, *v, i);
        if (s == V_EXC)
            goto fail;
        if (!v_is_string(s) || !(a[i] = vm_str_to_utf8(vm, s, NULL))) {
            if (v_is_string(s))
                vm_throw_oom(vm);
            else
                vm_throw_error(vm, ERR_TYPE, "export names must be strings");
            goto fail;
        }
    }
    rc = 1;
    goto out;
fail:
    for (char **p = a; *p; p++)
        free(*p);
    free(a);
    *names = NULL;
out:
    gc_scope_close(vm, sc);
    return rc;
}

Value lib_cjs_foreign_eval_js(Vm *vm, const char *path, bool json)
{
    return call_loader_js(vm, json ? "jsonModule" : "foreignExports", path, NULL);
}

/* ---- node -e and stdin code: node's evalScript globals ---- */

Value lib_node_eval_main_js(Vm *vm, const char *src, size_t len, const char *name, const char *module_name)
{
    tarn_set_script_globals((tarn_vm *)vm, name);
    bool compiled;
    Value r = vm_eval_global_ex(vm, src, len, name, &compiled);
    if (r != V_EXC || compiled)
        return r;
    size_t sc = gc_scope_open(vm);
    Value *e = gc_handle(vm, vm_take_exception(vm));
    int is = detect_esm(vm, *e, src, len, module_name);
    if (is == 1) {
        lib_lazy_drop_script_globals(vm);
        r = vm_run_module_source(vm, src, len, module_name);
        /* as a main module: its reactions before the process.nextTick callbacks */
        if (r != V_EXC && lib_run_microtasks(vm) < 0)
            r = V_EXC;
    } else if (is == 0) {
        r = vm_throw(vm, *e);
    }
    gc_scope_close(vm, sc);
    return r;
}

tarn_value tarn_eval_main(tarn_vm *tv, const char *src, size_t len, const char *name)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return NULL;
    api_enter(vm);
    Value r = lib_node_eval_main_js(vm, src ? src : "", src ? len : 0, name, "[eval1]");
    api_leave(vm);
    return api_push(vm, r);
}

void tarn_set_script_globals(tarn_vm *tv, const char *name)
{
    Vm *vm = (Vm *)tv;
    LibState *ls = vm->lib_state;
    snprintf(ls->script_name, sizeof ls->script_name, "%s", name);
    ls->node_files = true; /* as node's: their import() of a .js file may load CommonJS */
    lib_lazy_add_script_globals(vm, !strcmp(name, "<repl>"));
}

/* Define global `name` from the loader's scriptGlobals(script name) object,
 * made once (B_CJS_SCRIPT). 0 / -1. */
static int define_script_global(Vm *vm, const char *name)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    if (vm->builtin[B_CJS_SCRIPT] == V_EMPTY) {
        const char *sn = ((LibState *)vm->lib_state)->script_name;
        Value o = call_loader_js(vm, "scriptGlobals", sn, NULL);
        if (o == V_EXC)
            goto out;
        vm->builtin[B_CJS_SCRIPT] = o;
    }
    Value *v = gc_handle(vm, vm_get_str_js(vm, vm->builtin[B_CJS_SCRIPT], name));
    if (*v != V_EXC)
        rc = lib_define_global(vm, name, *v, PROP_DEFAULT);
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_define_script_filename(Vm *vm) { return define_script_global(vm, "__filename"); }
int lib_define_script_module(Vm *vm) { return define_script_global(vm, "module"); }
int lib_define_script_exports(Vm *vm) { return define_script_global(vm, "exports"); }
int lib_define_script_dirname(Vm *vm) { return define_script_global(vm, "__dirname"); }
int lib_define_script_require(Vm *vm) { return define_script_global(vm, "require"); }

Value lib_module_node_error(Vm *vm, int kind, const char *code, const char *text)
{
    return lib_new_node_error(vm, (ErrorKind)kind, code, text);
}

int lib_module_promise_settle_js(Vm *vm, Value p, bool reject, Value v)
{
    return reject ? lib_promise_reject(vm, p, v) : lib_promise_resolve_with_js(vm, p, v);
}

int tarn_run_main(tarn_vm *tv, const char *path)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    char *abs = absolute_path(path);
    if (!abs) {
        vm_throw_oom(vm);
        return TARN_ERROR;
    }
    api_enter(vm);
    bool module = false;
    Value r = lib_node_run_main_js(vm, abs, &module);
    /* node: an 'uncaughtException' listener takes the main file's error; an
     * ES module's, as the rejection of its evaluation's promise */
    if (r == V_EXC && lib_process_uncaught_js(vm, module ? "unhandledRejection" : "uncaughtException") == 0)
        r = V_UNDEF;
    api_leave(vm);
    free(abs);
    return r == V_EXC ? TARN_ERROR : TARN_OK;
}

/* Runs the absolute path abs as node runs a main file (the CLI's and a
 * node:worker_threads Worker's): CommonJS or an ES module by node's rules. */
Value lib_node_run_main_js(Vm *vm, const char *abs, bool *module)
{
    ((LibState *)vm->lib_state)->node_files = true;
    Value r = V_UNDEF;
    int fmt = main_format(abs);
    if (fmt < 0) {
        r = call_loader_js(vm, "formatOf", abs, NULL);
        char *f = r != V_EXC && v_is_string(r) ? vm_str_to_utf8(vm, r, NULL) : NULL;
        fmt = !f ? 0 : !strcmp(f, "module") ? 1 : !strcmp(f, "detect") ? 2 : 0;
        free(f);
    }
    if (module)
        *module = fmt == 1;
    if (r != V_EXC)
        r = fmt == 1 ? vm_run_module_file(vm, abs) : run_cjs_main(vm, abs, fmt == 2);
    /* node evaluates an ES main module inside a promise job, so the
     * reactions its body queued run before its process.nextTick callbacks
     * (the loop's drain runs ticks first: stdlib/loop.c) */
    if (r != V_EXC && fmt == 1 && lib_run_microtasks(vm) < 0)
        r = V_EXC;
    vm_weak_end_job_noalloc(vm);
    return r;
}
