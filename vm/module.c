/* vm/module.c — the ES module loader: resolve, load, link, instantiate and
 * evaluate a module graph.
 *
 * Each module's top-level bindings are the upvalues of its top-level closure
 * (compiler/module_info.h): linking creates a Box per own binding and, for an
 * import, shares the Box of the binding the exporter's export resolves to,
 * so importers see later assignments. Instantiation calls every new module's
 * closure with `this` true, which only creates the hoisted function
 * declarations (so cycles can call them early); evaluation then runs the
 * bodies in post-order (dependencies in source order first), each once; a
 * module met again while it is evaluating (a cycle) is skipped, as the spec's
 * InnerModuleEvaluation does. A module whose body threw keeps its error and
 * rethrows it when imported again.
 * The record's layout is in module_int.h; the namespace object is
 * module_namespace.c's.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../include/tarn.h"
#include "../gc/gc.h"
#include "frame.h"
#include "module_int.h"
#include "object_int.h"

#define MAX_GRAPH_DEPTH 512

static ModuleState *state(Vm *vm)
{
    if (!vm->modules)
        vm->modules = calloc(1, sizeof(ModuleState));
    return vm->modules;
}

void vm_module_trace(Vm *vm, GcTracer *t)
{
    if (!vm->modules)
        return;
    for (Module *m = vm->modules->head; m; m = m->next) {
        gc_visit(t, &m->closure);
        gc_visit(t, &m->ns);
        gc_visit(t, &m->ns_box);
        gc_visit(t, &m->error);
        gc_visit(t, &m->cap);
        gc_visit(t, &m->gen);
        if (m->env)
            gc_visit_range(t, m->env, m->info->nenv);
        if (m->proto)
            GC_MARK_REALM(t, m->proto); /* a module lives as long as the VM, and so its realm */
    }
}

void vm_module_free(Vm *vm)
{
    if (!vm->modules)
        return;
    Module *m = vm->modules->head;
    while (m) {
        Module *n = m->next;
        free(m->path);
        module_info_free(m->info);
        free(m->deps);
        free(m->env);
        free(m->parents);
        free(m);
        m = n;
    }
    for (int i = 0; i < vm->modules->nargs; i++)
        free(vm->modules->args[i]);
    free(vm->modules->args);
    free(vm->modules);
    vm->modules = NULL;
}

int vm_module_set_args(Vm *vm, int argc, const char *const *argv)
{
    ModuleState *st = state(vm);
    char **a = st ? calloc(argc > 0 ? (size_t)argc : 1, sizeof *a) : NULL;
    if (!a)
        return -1;
    for (int i = 0; i < argc; i++) {
        size_t n = strlen(argv[i]) + 1;
        if (!(a[i] = malloc(n))) {
            while (i-- > 0)
                free(a[i]);
            free(a);
            return -1;
        }
        memcpy(a[i], argv[i], n);
    }
    for (int i = 0; i < st->nargs; i++)
        free(st->args[i]);
    free(st->args);
    st->args = a;
    st->nargs = argc;
    return 0;
}

char **vm_module_args(Vm *vm, int *n)
{
    ModuleState *st = state(vm);
    *n = st ? st->nargs : 0;
    return st ? st->args : NULL;
}

/* ---- paths ---- */

/* Collapse "//", "/./" and "/../" in an absolute path, in place. */
static void normalise(char *p)
{
    char *out = p;
    const char *in = p;
    while (*in) {
        while (*in == '/')
            in++;
        const char *seg = in;
        while (*in && *in != '/')
            in++;
        size_t n = (size_t)(in - seg);
        if (n == 0 || (n == 1 && seg[0] == '.'))
            continue;
        if (n == 2 && seg[0] == '.' && seg[1] == '.') {
            while (out > p && *--out != '/')
                ;
            continue;
        }
        *out++ = '/';
        memmove(out, seg, n);
        out += n;
    }
    if (out == p)
        *out++ = '/';
    *out = 0;
}

static char *absolute(const char *base_dir, const char *rel)
{
    size_t bl = rel[0] == '/' ? 0 : strlen(base_dir);
    size_t n = bl + strlen(rel) + 2;
    char *s = malloc(n);
    if (!s)
        return NULL;
    if (bl)
        snprintf(s, n, "%s/%s", base_dir, rel);
    else
        snprintf(s, n, "%s", rel);
    normalise(s);
    return s;
}

static char *cwd_absolute(const char *path)
{
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd))
        snprintf(cwd, sizeof cwd, "/");
    return absolute(cwd, path);
}

static char *dir_of(const char *path)
{
    const char *sl = strrchr(path, '/');
    size_t n = sl ? (size_t)(sl - path) : 0;
    char *d = malloc(n + 2);
    if (!d)
        return NULL;
    memcpy(d, path, n);
    d[n] = 0;
    if (n == 0)
        snprintf(d, 2, "/");
    return d;
}

/* ---- errors ---- */

static Value throw_at(Vm *vm, ErrorKind kind, Module *at, uint32_t line, uint32_t col, const char *fmt,
                      const char *a, const char *b)
{
    char buf[PATH_MAX * 2 + 256];
    snprintf(buf, sizeof buf, fmt, a, b ? b : "");
    Value msg = vm_str_from_utf8(vm, buf, strlen(buf));
    if (msg == V_EXC)
        return V_EXC;
    Value e = vm_new_error(vm, kind, msg);
    if (e == V_EXC)
        return V_EXC;
    if (!at)
        return vm_throw(vm, e);
    return vm_throw_at_source(vm, e, at->file, line, col);
}

/* A node error: `code` set and the header node prints ("Error [CODE]: ...")
 * as its name; located at file:line:col of at when at is not NULL (a
 * static import), else thrown as is (a dynamic import() rejects with it). */
static Value throw_coded(Vm *vm, ErrorKind kind, const char *code, Module *at, uint32_t line, uint32_t col,
                         const char *text)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *e = gc_handle(vm, V_EXC);
    if (vm->lib->node_error) {
        if ((*e = vm->lib->node_error(vm, kind, code, text)) == V_EXC)
            goto out;
    } else {
        Value msg = vm_str_from_utf8(vm, text, strlen(text));
        if (msg == V_EXC || (*e = vm_new_error(vm, kind, msg)) == V_EXC)
            goto out;
        Value key = vm_key(vm, "code"); /* an atom: immortal */
        Value cv = key == V_EXC ? V_EXC : vm_str_from_cstr(vm, code);
        if (cv == V_EXC || vm_define_own(vm, *e, key, cv, PROP_DEFAULT) < 0)
            goto out;
    }
    r = at ? vm_throw_at_source(vm, *e, at->file, line, col) : vm_throw(vm, *e);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* path as node's pathToFileURL writes it: "file://" and the path with the
 * characters a URL path cannot hold percent-encoded. malloc'd. */
static char *file_url(const char *path)
{
    size_t n = strlen(path);
    char *u = malloc(n * 3 + 8);
    if (!u)
        return NULL;
    size_t o = (size_t)snprintf(u, 8, "file://");
    for (const unsigned char *c = (const unsigned char *)path; *c; c++) {
        if (*c <= 0x20 || *c >= 0x7F || strchr("\"#%<>?`{}\\", *c))
            o += (size_t)snprintf(u + o, 4, "%%%02X", *c);
        else
            u[o++] = (char)*c;
    }
    u[o] = 0;
    return u;
}

/* node: Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/abs/x.mjs' imported from /abs/main.mjs */
static Value throw_not_found(Vm *vm, const char *importer, Module *at, uint32_t line, uint32_t col,
                             const char *what, const char *path)
{
    char buf[PATH_MAX * 2 + 64];
    snprintf(buf, sizeof buf, "Cannot find %s '%s' imported from %s", what, path, importer);
    return throw_coded(vm, ERR_ERROR, "ERR_MODULE_NOT_FOUND", at, line, col, buf);
}

/* node 26 for a source-phase import (`import source x`, import.source())
 * of a module without a source object: every module tarn loads (the phase
 * exists for WebAssembly modules, which tarn does not load). */
static Value throw_no_source(Vm *vm, Module *d, Module *at, uint32_t line, uint32_t col)
{
    char *u = d->path[0] == '/' ? file_url(d->path) : strdup(d->path);
    if (!u)
        return vm_throw_oom(vm);
    size_t n = strlen(u) + 64;
    char *buf = malloc(n);
    if (!buf) {
        free(u);
        return vm_throw_oom(vm);
    }
    snprintf(buf, n, "Source phase import object is not defined for module '%s'", u);
    free(u);
    /* V8 throws it (a plain SyntaxError), node adds the code */
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value msg = vm_str_from_utf8(vm, buf, strlen(buf));
    free(buf);
    Value *e = gc_handle(vm, msg == V_EXC ? V_EXC : vm_new_error(vm, ERR_SYNTAX, msg));
    Value key = vm_key(vm, "code"); /* an atom: immortal */
    Value cv = *e == V_EXC || key == V_EXC ? V_EXC : vm_str_from_cstr(vm, "ERR_SOURCE_PHASE_NOT_DEFINED");
    if (cv != V_EXC && vm_define_own(vm, *e, key, cv, PROP_DEFAULT) == 0)
        r = at ? vm_throw_at_source(vm, *e, at->file, line, col) : vm_throw(vm, *e);
    gc_scope_close(vm, sc);
    return r;
}

/* ---- loading ---- */

static Module *find(Vm *vm, const char *path)
{
    ModuleState *st = state(vm);
    if (!st)
        return NULL; /* out of memory: run() reports it */
    for (Module *m = st->head; m; m = m->next)
        if (strcmp(m->path, path) == 0)
            return m;
    return NULL;
}

static Module *new_record(Vm *vm, const char *path)
{
    ModuleState *st = state(vm);
    Module *m = st ? calloc(1, sizeof *m) : NULL;
    if (m && !(m->path = malloc(strlen(path) + 1))) {
        free(m);
        m = NULL;
    }
    if (!m) {
        vm_throw_oom(vm);
        return NULL;
    }
    strcpy(m->path, path);
    /* V8 names a file module by its URL in stacks and error headers
     * ("at file:///abs/m.mjs:2:1"); built-in modules keep their tarn: name */
    if (path[0] == '/') {
        char url[PATH_MAX + 8];
        snprintf(url, sizeof url, "file://%s", path);
        m->file = vm_intern_file(vm, url);
    } else {
        m->file = vm_intern_file(vm, path);
    }
    m->closure = m->ns = m->ns_box = m->error = m->cap = m->gen = V_UNDEF;
    m->id = ++st->next_id;
    m->next = st->head;
    st->head = m;
    return m;
}

/* The library's built-in module called name, or NULL. */
static const VmBuiltinModule *find_builtin(Vm *vm, const char *name)
{
    for (const VmBuiltinModule *const *b = vm->lib->modules; b && *b; b++)
        if (strcmp((*b)->name, name) == 0)
            return *b;
    return NULL;
}

/* A record whose exports are names and whose body is not source: a tarn:
 * built-in module (bm) or one the library loads (foreign). */
static Module *load_synthetic(Vm *vm, const char *name, const char *const *names, const VmBuiltinModule *bm)
{
    Module *m = new_record(vm, name);
    if (!m)
        return NULL;
    m->builtin = bm;
    m->foreign = !bm;
    ModInfo *info = calloc(1, sizeof *info);
    uint32_t n = 0;
    while (names[n])
        n++;
    if (info) {
        info->exports = calloc(n ? n : 1, sizeof *info->exports);
        info->env_names = calloc(n ? n : 1, sizeof *info->env_names);
        info->env_kind = calloc(n ? n : 1, 1);
    }
    m->info = info;
    if (!info || !info->exports || !info->env_names || !info->env_kind)
        goto oom;
    for (uint32_t i = 0; i < n; i++) {
        size_t l = strlen(names[i]) + 1;
        char *a = malloc(l), *b = malloc(l), *c = malloc(l);
        info->exports[i].name = a;
        info->exports[i].local = b;
        info->env_names[i] = c;
        info->nexports = info->nenv = i + 1;
        if (!a || !b || !c)
            goto oom;
        memcpy(a, names[i], l);
        memcpy(b, names[i], l);
        memcpy(c, names[i], l);
    }
    return m;
oom:
    vm_throw_oom(vm);
    return NULL;
}

static Module *load_builtin(Vm *vm, const char *name)
{
    const VmBuiltinModule *bm = find_builtin(vm, name);
    return bm ? load_synthetic(vm, name, bm->exports, bm) : NULL;
}

static void free_names(char **names)
{
    for (char **p = names; p && *p; p++)
        free(*p);
    free(names);
}

/* abs (a path or "node:x") as the library loads it, or NULL when it is an
 * ES module file (*err set on an error). */
static Module *load_foreign(Vm *vm, const char *abs, bool *err)
{
    char **names = NULL;
    int f = vm->lib->foreign_js ? vm->lib->foreign_js(vm, abs, &names) : 0;
    *err = f < 0;
    if (f <= 0)
        return NULL;
    Module *d = load_synthetic(vm, abs, (const char *const *)names, NULL);
    free_names(names);
    *err = !d;
    return d;
}

/* Re-throw the pending exception located at line:col of at (the import
 * line): an error from the library's resolution names the importing file.
 * No location for a dynamic import() (at NULL). */
static void locate_at(Vm *vm, Module *at, uint32_t line, uint32_t col)
{
    if (!at)
        return;
    size_t sc = gc_scope_open(vm);
    Value *e = gc_handle(vm, vm_take_exception(vm));
    vm_throw_at_source(vm, *e, at->file, line, col);
    gc_scope_close(vm, sc);
}

static Module *load(Vm *vm, const char *path, const char *src, size_t len, int depth);

static bool ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), t = strlen(tail);
    return n >= t && strcmp(s + n - t, tail) == 0;
}

/* The import attribute `type` against the module abs (node's
 * validateAttributes): a JSON file needs `type: 'json'`, which nothing
 * else may have; node knows no other type. 1 a JSON module, 0 another, -1
 * thrown. */
static int check_type(Vm *vm, const char *abs, const char *type, Module *at, uint32_t line, uint32_t col)
{
    bool json = ends_with(abs, ".json");
    char *url = file_url(abs);
    char buf[PATH_MAX * 3 + 128];
    int r = json;
    if (!url) {
        vm_throw_oom(vm);
        return -1;
    }
    if (type && strcmp(type, "json") != 0) {
        snprintf(buf, sizeof buf, "Import attribute \"type\" with value \"%s\" is not supported in %s", type, url);
        throw_coded(vm, ERR_TYPE, "ERR_IMPORT_ATTRIBUTE_UNSUPPORTED", at, line, col, buf);
        r = -1;
    } else if (type && !json) {
        snprintf(buf, sizeof buf, "Module \"%s\" is not of type \"json\"", url);
        throw_coded(vm, ERR_TYPE, "ERR_IMPORT_ATTRIBUTE_TYPE_INCOMPATIBLE", at, line, col, buf);
        r = -1;
    } else if (!type && json) {
        snprintf(buf, sizeof buf, "Module \"%s\" needs an import attribute of \"type: json\"", url);
        throw_coded(vm, ERR_TYPE, "ERR_IMPORT_ATTRIBUTE_MISSING", at, line, col, buf);
        r = -1;
    }
    free(url);
    return r;
}

/* node's ESM loader knows a file's format by its extension: an existing
 * file with one it has no format for is ERR_UNKNOWN_FILE_EXTENSION (before
 * the import attributes are checked). WebAssembly modules and native
 * addons node loads; tarn names what it lacks. TypeScript files and files
 * without an extension load as JavaScript. 0 / -1. */
static int check_extension(Vm *vm, const char *abs, Module *at, uint32_t line, uint32_t col)
{
    static const char *const known[] = {".js", ".mjs", ".cjs", ".json", ".ts", ".mts", ".cts", NULL};
    const char *base = strrchr(abs, '/');
    base = base ? base + 1 : abs;
    const char *ext = strrchr(base, '.');
    if (!ext || ext == base)
        return 0;
    for (int i = 0; known[i]; i++)
        if (strcmp(ext, known[i]) == 0)
            return 0;
    FILE *f = fopen(abs, "rb");
    if (!f)
        return 0; /* the load reports the missing file */
    fclose(f);
    char buf[PATH_MAX + 128];
    if (strcmp(ext, ".wasm") == 0 || strcmp(ext, ".node") == 0) {
        throw_at(vm, ERR_ERROR, at, line, col, "tarn cannot load %s ('%s')",
                 ext[1] == 'w' ? "WebAssembly modules" : "native addons", abs);
        return -1;
    }
    snprintf(buf, sizeof buf, "Unknown file extension \"%s\" for %s", ext, abs);
    throw_coded(vm, ERR_TYPE, "ERR_UNKNOWN_FILE_EXTENSION", at, line, col, buf);
    return -1;
}

/* Resolve spec, imported by the file importer (an absolute path) with the
 * import attribute type (or NULL), and load it: its record, or NULL with
 * the exception pending. Errors are located at line:col of at, a static
 * import's module (NULL for import()). */
static Module *load_spec(Vm *vm, const char *importer, Module *at, uint32_t line, uint32_t col, const char *spec,
                         const char *type, int depth)
{
    if (strncmp(spec, "tarn:", 5) == 0) {
        Module *d = find(vm, spec);
        if (!d && !vm->has_exception)
            d = load_builtin(vm, spec);
        if (!d && !vm->has_exception) {
            char have[256] = "";
            for (const VmBuiltinModule *const *b = vm->lib->modules; b && *b; b++)
                snprintf(have + strlen(have), sizeof have - strlen(have), "%s%s", have[0] ? ", " : "",
                         (*b)->name);
            char buf[512];
            snprintf(buf, sizeof buf, "No such built-in module: %s (tarn has %s)", spec, have);
            Value msg = vm_str_from_utf8(vm, buf, strlen(buf));
            Value e = msg == V_EXC ? V_EXC : vm_new_error(vm, ERR_ERROR, msg);
            if (e != V_EXC)
                at ? vm_throw_at_source(vm, e, at->file, line, col) : vm_throw(vm, e);
        }
        return d;
    }
    const char *rel = spec;
    char *resolved = NULL;
    bool relative = spec[0] == '/' || strncmp(spec, "./", 2) == 0 || strncmp(spec, "../", 3) == 0 ||
                    strcmp(spec, ".") == 0 || strcmp(spec, "..") == 0;
    if (!relative && strncmp(spec, "file://", 7) != 0 && vm->lib->resolve_js) {
        /* node's resolution: node_modules, package.json "exports"/"imports", node:x */
        resolved = vm->lib->resolve_js(vm, spec, importer);
        if (!resolved) {
            locate_at(vm, at, line, col);
            return NULL;
        }
        rel = resolved;
    } else if (strncmp(spec, "file://", 7) == 0)
        rel = spec + 7;
    else if (!relative) {
        char buf[PATH_MAX * 2 + 160];
        snprintf(buf, sizeof buf, "Cannot find package '%s' imported from %s%s", spec, importer,
                 strncmp(spec, "node:", 5) == 0 || !strchr(spec, '/')
                     ? " (tarn resolves only relative and absolute paths and tarn: built-in modules)" : "");
        Value msg = vm_str_from_utf8(vm, buf, strlen(buf));
        Value e = msg == V_EXC ? V_EXC : vm_new_error(vm, ERR_ERROR, msg);
        if (e != V_EXC)
            at ? vm_throw_at_source(vm, e, at->file, line, col) : vm_throw(vm, e);
        return NULL;
    }
    char *abs;
    if (strncmp(rel, "node:", 5) == 0) { /* a core module: its name is its identity */
        abs = malloc(strlen(rel) + 1);
        if (abs)
            strcpy(abs, rel);
    } else {
        char *dir = dir_of(importer);
        abs = dir ? absolute(dir, rel) : NULL;
        free(dir);
    }
    free(resolved);
    if (!abs) {
        vm_throw_oom(vm);
        return NULL;
    }
    Module *d = NULL;
    if (strncmp(abs, "node:", 5) != 0 && check_extension(vm, abs, at, line, col) < 0)
        goto out;
    int json = strncmp(abs, "node:", 5) == 0 ? 0 : check_type(vm, abs, type, at, line, col);
    if (json < 0)
        goto out;
    d = find(vm, abs);
    if (!d && json) {
        FILE *f = fopen(abs, "rb");
        if (f)
            fclose(f);
        static const char *const def[] = {"default", NULL};
        if (!f)
            throw_not_found(vm, importer, at, line, col, "module", abs);
        else if (!vm->lib->foreign_eval_js)
            vm_throw_error(vm, ERR_ERROR, "Cannot load the JSON module '%s': this VM has no JSON module loader", abs);
        else if ((d = load_synthetic(vm, abs, def, NULL)))
            d->json = true;
        goto out;
    }
    if (!d && strncmp(abs, "node:", 5) != 0) {
        FILE *f = fopen(abs, "rb");
        if (!f) {
            throw_not_found(vm, importer, at, line, col, "module", abs);
            goto out;
        }
        fclose(f);
    }
    bool ferr = false;
    if (!d && !vm->has_exception)
        d = load_foreign(vm, abs, &ferr);
    if (ferr) {
        locate_at(vm, at, line, col);
        goto out;
    }
    if (!d)
        d = load(vm, abs, NULL, 0, depth + 1);
out:
    free(abs);
    return d;
}

/* Resolve request i of m and load it into m->deps[i]. 0 / -1. */
static int load_dep(Vm *vm, Module *m, uint32_t i, int depth)
{
    const ModRequest *rq = &m->info->requests[i];
    Module *d = load_spec(vm, m->path, m, rq->line, rq->col, rq->spec, rq->type, depth);
    if (!d)
        return -1;
    m->deps[i] = d;
    return 0;
}

static Module *load(Vm *vm, const char *path, const char *src, size_t len, int depth)
{
    if (depth > MAX_GRAPH_DEPTH) {
        vm_throw_error(vm, ERR_RANGE, "Module graph too deep (limit %d)", MAX_GRAPH_DEPTH);
        return NULL;
    }
    char *owned = NULL;
    if (!src) {
        owned = tarn_read_file(path, &len);
        if (!owned) {
            vm_throw_error(vm, ERR_ERROR, "Cannot read module '%s': %s", path, strerror(errno));
            return NULL;
        }
        src = owned;
        if (len >= 2 && owned[0] == '#' && owned[1] == '!')
            for (size_t i = 0; i < len && owned[i] != '\n'; i++)
                owned[i] = ' ';
    }
    Module *m = new_record(vm, path);
    if (!m) {
        free(owned);
        return NULL;
    }
    if (!m->file) {
        free(owned);
        vm_throw_oom(vm);
        return NULL;
    }
    CompileError err;
    /* a file read here is the compile's one copy of its text */
    SourceBuf *sb = owned ? source_buf_adopt(owned, owned, len) : source_buf_new(src, len);
    m->proto = sb ? vm_compile_buf(vm, sb, m->file, COMPILE_MODULE, true, &err, &m->info) : NULL;
    if (!sb)
        vm_throw_oom(vm);
    source_buf_release(sb);
    if (!m->proto) {
        m->status = M_ERRORED;
        m->error = vm->exception;
        return NULL;
    }
    m->deps = calloc(m->info->nrequests ? m->info->nrequests : 1, sizeof *m->deps);
    if (!m->deps) {
        vm_throw_oom(vm);
        return NULL;
    }
    for (uint32_t i = 0; i < m->info->nrequests; i++)
        if (load_dep(vm, m, i, depth) < 0)
            return NULL;
    return m;
}

/* ---- linking ---- */

Module *vm_module_dep_for(Module *m, const char *spec)
{
    for (uint32_t i = 0; i < m->info->nrequests; i++)
        if (strcmp(m->info->requests[i].spec, spec) == 0)
            return m->deps[i];
    return NULL;
}

static int env_index(Module *m, const char *name)
{
    for (uint32_t i = 0; i < m->info->nenv; i++)
        if (strcmp(m->info->env_names[i], name) == 0)
            return (int)i;
    return -1;
}



/* The binding a re-exported namespace of m resolves to: one Box per module,
 * so two star exports that reach the same namespace do not conflict. */
static Value ns_binding(Vm *vm, Module *m)
{
    if (m->ns_box != V_UNDEF)
        return m->ns_box;
    Value ns = vm_module_namespace(vm, m);
    if (ns == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, ns);
    Value b = vm_op_new_box(vm, NULL);
    if (b != V_EXC) {
        ((Box *)v_cell(b))->v = *h; /* a fresh cell: no barrier */
        m->ns_box = b;
    }
    gc_scope_close(vm, sc);
    return b;
}

Value vm_module_resolve_export(Vm *vm, Module *m, const char *name, ResolveSet *up)
{
    for (ResolveSet *r = up; r; r = r->up)
        if (r->m == m && strcmp(r->name, name) == 0)
            return V_EMPTY; /* a circular import request */
    ResolveSet me = { m, name, up };
    ModInfo *mi = m->info;
    for (uint32_t i = 0; i < mi->nexports; i++) {
        ModExport *e = &mi->exports[i];
        if (!e->name || strcmp(e->name, name) != 0)
            continue;
        if (e->local) {
            int k = env_index(m, e->local);
            if (k < 0)
                return V_EMPTY;
            if (mi->env_kind[k] == MENV_IMPORT || mi->env_kind[k] == MENV_NAMESPACE) {
                /* export { x } of an imported x: the exporter's binding, or
                 * for `import * as x` the namespace's */
                for (uint32_t j = 0; j < mi->nimports; j++)
                    if (strcmp(mi->imports[j].local, e->local) == 0)
                        return mi->imports[j].name
                                   ? vm_module_resolve_export(vm, vm_module_dep_for(m, mi->imports[j].spec), mi->imports[j].name, &me)
                                   : ns_binding(vm, vm_module_dep_for(m, mi->imports[j].spec));
            }
            return m->env[k];
        }
        Module *d = vm_module_dep_for(m, e->spec);
        if (!e->import)
            return ns_binding(vm, d);
        return vm_module_resolve_export(vm, d, e->import, &me);
    }
    if (strcmp(name, "default") == 0)
        return V_EMPTY;
    size_t sc = gc_scope_open(vm);
    Value *star = gc_handle(vm, V_EMPTY);
    Value r = V_EMPTY;
    for (uint32_t i = 0; i < mi->nexports; i++) {
        ModExport *e = &mi->exports[i];
        if (e->name)
            continue;
        Value b = vm_module_resolve_export(vm, vm_module_dep_for(m, e->spec), name, &me);
        if (b == V_EXC || b == AMBIGUOUS) {
            r = b;
            goto out;
        }
        if (b == V_EMPTY)
            continue;
        if (*star != V_EMPTY && *star != b) {
            r = AMBIGUOUS;
            goto out;
        }
        *star = b;
    }
    r = *star;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* import.meta.resolve(specifier): the URL the module's import of it would
 * load (data: the module's path). A relative one need not exist, as node. */
static Value meta_resolve(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    Value s = vm_to_string_js(vm, ARG(0));
    if (s == V_EXC)
        return V_EXC;
    char *spec = vm_str_to_utf8(vm, s, NULL);
    char *base = spec ? vm_str_to_utf8(vm, ((NativeFunc *)v_cell(CALLEE))->data, NULL) : NULL;
    char *abs = NULL, *url = NULL, *rest = NULL;
    Value r = V_EXC;
    if (!base)
        goto oom;
    bool relative = spec[0] == '/' || !strncmp(spec, "./", 2) || !strncmp(spec, "../", 3) || !strcmp(spec, ".") ||
                    !strcmp(spec, "..");
    if (!strncmp(spec, "file://", 7)) {
        r = vm_str_from_utf8(vm, spec, strlen(spec));
        goto out;
    }
    /* a relative specifier is a URL: a query or fragment stays as written */
    char *tail = relative ? strpbrk(spec, "?#") : NULL;
    rest = tail ? strdup(tail) : NULL;
    if (tail)
        *tail = 0;
    if (tail && !rest)
        goto oom;
    if (relative) {
        char *dir = dir_of(base);
        abs = dir ? absolute(dir, spec) : NULL;
        free(dir);
        size_t n = strlen(spec);
        if (abs && n && spec[n - 1] == '/' && strcmp(abs, "/") != 0) {
            char *t = realloc(abs, strlen(abs) + 2);
            if (t)
                strcat(abs = t, "/");
        }
    } else if (vm->lib->resolve_js) {
        if (!(abs = vm->lib->resolve_js(vm, spec, base)))
            goto out;
    } else {
        r = vm_throw_error(vm, ERR_TYPE, "Cannot resolve '%s' from %s", spec, base);
        goto out;
    }
    if (!abs)
        goto oom;
    if (!strncmp(abs, "node:", 5)) {
        r = vm_str_from_utf8(vm, abs, strlen(abs));
        goto out;
    }
    if (!(url = file_url(abs)))
        goto oom;
    if (rest) {
        char *t = realloc(url, strlen(url) + strlen(rest) + 1);
        if (!t)
            goto oom;
        strcat(url = t, rest);
    }
    r = vm_str_from_utf8(vm, url, strlen(url));
    goto out;
oom:
    r = vm_throw_oom(vm);
out:
    free(rest);
    free(spec);
    free(base);
    free(abs);
    free(url);
    return r;
}

static int meta_str(Vm *vm, Value *o, const char *key, const char *v, size_t n)
{
    Value k = vm_key(vm, key); /* an atom: immortal */
    Value s = k == V_EXC ? V_EXC : vm_str_from_utf8(vm, v, n);
    return s == V_EXC ? -1 : vm_define_own(vm, *o, k, s, PROP_DEFAULT);
}

/* import.meta as node 26's: { dirname, filename, main, resolve, url } with
 * a null prototype; url is the percent-encoded file URL. */
static Value make_meta(Vm *vm, Module *m)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    char *u = NULL;
    Value *o = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
    if (*o == V_EXC)
        goto out;
    if (!(u = file_url(m->path))) {
        vm_throw_oom(vm);
        goto out;
    }
    const char *sl = strrchr(m->path, '/');
    size_t dl = sl && sl != m->path ? (size_t)(sl - m->path) : 1;
    if (meta_str(vm, o, "dirname", m->path, dl) < 0 || meta_str(vm, o, "filename", m->path, strlen(m->path)) < 0)
        goto out;
    ModuleState *st = vm->modules;
    Value k = vm_key(vm, "main");
    if (k == V_EXC || vm_define_own(vm, *o, k, v_bool(st->entry && !strcmp(st->entry, m->path)), PROP_DEFAULT) < 0)
        goto out;
    Value *base = gc_handle(vm, vm_str_from_utf8(vm, m->path, strlen(m->path)));
    Value *f = gc_handle(vm, *base == V_EXC ? V_EXC : vm_new_native(vm, "resolve", meta_resolve, 1, 0));
    if (*f == V_EXC)
        goto out;
    NativeFunc *nf = (NativeFunc *)v_cell(*f);
    GC_WRITE(vm, nf, &nf->data, *base);
    k = vm_key(vm, "resolve");
    if (k == V_EXC || vm_define_own(vm, *o, k, *f, PROP_DEFAULT) < 0)
        goto out;
    if (meta_str(vm, o, "url", u, strlen(u)) < 0)
        goto out;
    r = *o;
out:
    free(u);
    gc_scope_close(vm, sc);
    return r;
}

/* Own Boxes for every binding of m (imports are filled by link_imports). */
static int make_env(Vm *vm, Module *m)
{
    ModInfo *mi = m->info;
    m->env = malloc((mi->nenv ? mi->nenv : 1) * sizeof *m->env);
    if (!m->env) {
        vm_throw_oom(vm);
        return -1;
    }
    for (uint32_t i = 0; i < mi->nenv; i++)
        m->env[i] = V_UNDEF;
    for (uint32_t i = 0; i < mi->nenv; i++) {
        if (!m->builtin && !m->foreign && mi->env_kind[i] == MENV_IMPORT)
            continue;
        Value b = vm_op_new_box(vm, NULL);
        if (b == V_EXC)
            return -1;
        m->env[i] = b;
        Value v = V_EMPTY;
        if (m->foreign) {
            v = V_EMPTY; /* set when it evaluates (fill_foreign) */
        } else if (m->builtin) {
            v = m->builtin->value_js(vm, (int)i);
        } else if (mi->env_kind[i] == MENV_VAR) {
            v = V_UNDEF;
        } else if (mi->env_kind[i] == MENV_META) {
            v = make_meta(vm, m);
        }
        if (v == V_EXC)
            return -1;
        Box *bx = (Box *)v_cell(m->env[i]);
        GC_WRITE(vm, bx, &bx->v, v);
    }
    return 0;
}

static int link_imports(Vm *vm, Module *m)
{
    ModInfo *mi = m->info;
    for (uint32_t i = 0; i < mi->nimports; i++) {
        ModImport *im = &mi->imports[i];
        Module *d = vm_module_dep_for(m, im->spec);
        int k = env_index(m, im->local);
        if (!d || k < 0)
            continue;
        if (im->phase == IMPORT_PHASE_SOURCE) {
            throw_no_source(vm, d, m, im->line, im->col);
            return -1;
        }
        if (!im->name) {
            Value ns = vm_module_namespace(vm, d);
            if (ns == V_EXC)
                return -1;
            Box *bx = (Box *)v_cell(m->env[k]);
            GC_WRITE(vm, bx, &bx->v, ns);
            continue;
        }
        Value b = vm_module_resolve_export(vm, d, im->name, NULL);
        if (b == V_EXC)
            return -1;
        if (b == V_EMPTY || b == AMBIGUOUS) {
            throw_at(vm, ERR_SYNTAX, m, im->line, im->col,
                     b == AMBIGUOUS ? "The requested module '%s' contains conflicting star exports for name '%s'"
                                    : "The requested module '%s' does not provide an export named '%s'",
                     im->spec, im->name);
            return -1;
        }
        m->env[k] = b;
    }
    /* indirect exports must resolve too */
    for (uint32_t i = 0; i < mi->nexports; i++) {
        ModExport *e = &mi->exports[i];
        if (!e->spec || !e->import)
            continue;
        Value b = vm_module_resolve_export(vm, vm_module_dep_for(m, e->spec), e->import, NULL);
        if (b == V_EXC)
            return -1;
        if (b == V_EMPTY || b == AMBIGUOUS) {
            throw_at(vm, ERR_SYNTAX, m, e->line, e->col,
                     b == AMBIGUOUS ? "The requested module '%s' contains conflicting star exports for name '%s'"
                                    : "The requested module '%s' does not provide an export named '%s'",
                     e->spec, e->import);
            return -1;
        }
    }
    return 0;
}

static int make_closure(Vm *vm, Module *m)
{
    uint32_t n = m->info->nenv;
    Value c = vm_new_object_class(vm, CLS_FUNCTION, sizeof(Closure) + n * sizeof(Box *),
                                  vm->builtin[B_FUNCTION_PROTO]);
    if (c == V_EXC)
        return -1;
    Closure *cl = (Closure *)v_cell(c);
    cl->proto = m->proto;
    cl->home = V_UNDEF;
    cl->nupvals = n;
    for (uint32_t i = 0; i < n; i++)
        cl->upvals[i] = (Box *)v_cell(m->env[i]); /* a fresh cell: no barrier */
    m->closure = c;
    return 0;
}

/* Link every module not linked yet, then instantiate their function
 * declarations. On failure the new modules are dropped back to M_NEW
 * (their records stay; a later import reports the same error). */
static int link_all(Vm *vm)
{
    ModuleState *st = state(vm);
    for (Module *m = st->head; m; m = m->next)
        if (m->status == M_NEW && !m->env && make_env(vm, m) < 0)
            return -1;
    for (Module *m = st->head; m; m = m->next)
        if (m->status == M_NEW && !m->builtin && !m->foreign && link_imports(vm, m) < 0)
            return -1;
    for (Module *m = st->head; m; m = m->next)
        if (m->status == M_NEW && !m->builtin && !m->foreign && make_closure(vm, m) < 0)
            return -1;
    for (Module *m = st->head; m; m = m->next) {
        if (m->status != M_NEW)
            continue;
        m->status = M_LINKED;
        if (m->builtin || m->foreign)
            continue;
        Value r = vm_call_js(vm, m->closure, V_TRUE, 0, NULL);
        if (r == V_EXC)
            return -1;
    }
    return 0;
}

/* ---- evaluation ---- */

/* Run a foreign module (the library's foreign_eval_js) and set each of its
 * bindings from the object of values that returns (node's CommonJS named
 * exports are read once, not live). */
static int fill_foreign(Vm *vm, Module *m)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *ex = gc_handle(vm, vm->lib->foreign_eval_js(vm, m->path, m->json));
    if (*ex == V_EXC)
        goto out;
    for (uint32_t i = 0; i < m->info->nenv; i++) {
        const char *name = m->info->env_names[i];
        Value key = vm_key(vm, name);
        Value v = key == V_EXC ? V_EXC : vm_get_js(vm, *ex, key);
        if (v == V_EXC)
            goto out;
        Box *bx = (Box *)v_cell(m->env[i]);
        GC_WRITE(vm, bx, &bx->v, v);
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* The spec's cyclic module evaluation (ECMA-262 16.2.1.5.3): Evaluate,
 * InnerModuleEvaluation, ExecuteAsyncModule, GatherAvailableAncestors,
 * AsyncModuleExecutionFulfilled/Rejected. A module whose body awaits at the
 * top level (ModInfo.has_tla) runs as an async function; its importers wait
 * for it through [[PendingAsyncDependencies]] and run, in
 * [[AsyncEvaluationOrder]], once the last of their async dependencies has
 * fulfilled. Built-in, CommonJS and JSON records take part as modules
 * without dependencies whose bodies are synchronous. */

static Module *by_id(Vm *vm, uint32_t id)
{
    for (Module *m = vm->modules ? vm->modules->head : NULL; m; m = m->next)
        if (m->id == id)
            return m;
    return NULL;
}

static bool has_tla(const Module *m) { return !m->builtin && !m->foreign && m->info->has_tla; }
static bool async_pending(const Module *m) { return m->async_order != 0 && m->async_order != ASYNC_DONE; }
static Module *root_of(Module *m) { return m->cycle_root ? m->cycle_root : m; }

/* The module's [[TopLevelCapability]] promise, made on first use. */
static Value capability(Vm *vm, Module *m)
{
    if (m->cap == V_UNDEF) {
        Value p = vm->lib->promise_new(vm);
        if (p == V_EXC)
            return V_EXC;
        m->cap = p;
    }
    return m->cap;
}

/* ExecuteModule of a module without top-level await. 0 / -1. */
static int execute(Vm *vm, Module *m)
{
    if (m->foreign)
        return fill_foreign(vm, m);
    if (m->builtin)
        return 0;
    return vm_call_js(vm, m->closure, V_UNDEF, 0, NULL) == V_EXC ? -1 : 0;
}

static void async_rejected(Vm *vm, Module *m, Value *err);
static int async_fulfilled(Vm *vm, Module *m);

static Value on_body_fulfilled(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    Module *m = by_id(vm, (uint32_t)v_get_int(((NativeFunc *)v_cell(CALLEE))->data));
    return m && async_fulfilled(vm, m) < 0 ? V_EXC : V_UNDEF;
}

static Value on_body_rejected(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    Module *m = by_id(vm, (uint32_t)v_get_int(((NativeFunc *)v_cell(CALLEE))->data));
    size_t sc = gc_scope_open(vm);
    Value *e = gc_handle(vm, ARG(0));
    if (m)
        async_rejected(vm, m, e);
    gc_scope_close(vm, sc);
    return vm->has_exception ? V_EXC : V_UNDEF;
}

/* A native function whose data is v. */
static Value native_with(Vm *vm, NativeFn fn, int len, Value v)
{
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, v);
    Value f = vm_new_native(vm, "", fn, len, 0);
    if (f != V_EXC) {
        NativeFunc *nf = (NativeFunc *)v_cell(f);
        GC_WRITE(vm, nf, &nf->data, *h);
    }
    gc_scope_close(vm, sc);
    return f;
}

/* ExecuteAsyncModule: run the body to its first await; its promise's
 * settlement continues the evaluation of the graph. 0 / -1 (out of
 * memory: the module is rejected with it). */
static int execute_async(Vm *vm, Module *m)
{
    ModuleState *st = vm->modules;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Module *was = st->running;
    st->running = m;
    Value *p = gc_handle(vm, vm_call_js(vm, m->closure, V_UNDEF, 0, NULL));
    st->running = was;
    if (*p == V_EXC)
        goto fail;
    Value *f = gc_handle(vm, native_with(vm, on_body_fulfilled, 0, v_int((int32_t)m->id)));
    if (*f == V_EXC)
        goto fail;
    Value *r = gc_handle(vm, native_with(vm, on_body_rejected, 1, v_int((int32_t)m->id)));
    if (*r == V_EXC || vm->lib->promise_then_js(vm, *p, *f, *r) < 0)
        goto fail;
    rc = 0;
    goto out;
fail:;
    Value *e = gc_handle(vm, vm_take_exception(vm));
    async_rejected(vm, m, e);
    rc = vm->has_exception ? -1 : 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

typedef struct ModList {
    Module **v;
    uint32_t n, cap;
} ModList;

static int list_push(ModList *l, Module *m)
{
    if (l->n == l->cap) {
        uint32_t nc = l->cap ? l->cap * 2 : 8;
        Module **nv = realloc(l->v, nc * sizeof *nv);
        if (!nv)
            return -1;
        l->v = nv;
        l->cap = nc;
    }
    l->v[l->n++] = m;
    return 0;
}

static int add_parent(Module *d, Module *m)
{
    if (d->nparents == d->capparents) {
        uint32_t nc = d->capparents ? d->capparents * 2 : 4;
        Module **nv = realloc(d->parents, nc * sizeof *nv);
        if (!nv)
            return -1;
        d->parents = nv;
        d->capparents = nc;
    }
    d->parents[d->nparents++] = m;
    return 0;
}

/* InnerModuleEvaluation. 0 / -1 (thrown). */
static int inner_evaluate(Vm *vm, Module *m, ModList *stack, uint32_t *index, int depth)
{
    if (m->status == M_ERRORED)
        return vm_throw(vm, m->error), -1;
    if (m->status != M_LINKED)
        return 0; /* evaluated, evaluating-async, or evaluating (a cycle) */
    if (depth > MAX_GRAPH_DEPTH) {
        vm_throw_error(vm, ERR_RANGE, "Module graph too deep (limit %d)", MAX_GRAPH_DEPTH);
        return -1;
    }
    m->status = M_EVALUATING;
    m->dfs_index = m->dfs_anc = (*index)++;
    m->pending = 0;
    if (list_push(stack, m) < 0)
        return vm_throw_oom(vm), -1;
    uint32_t nreq = m->builtin || m->foreign ? 0 : m->info->nrequests;
    for (uint32_t i = 0; i < nreq; i++) {
        Module *d = m->deps[i];
        if (inner_evaluate(vm, d, stack, index, depth + 1) < 0)
            return -1;
        if (d->status == M_EVALUATING) {
            if (d->dfs_anc < m->dfs_anc)
                m->dfs_anc = d->dfs_anc;
        } else {
            d = root_of(d);
            if (d->status == M_ERRORED)
                return vm_throw(vm, d->error), -1;
        }
        if (async_pending(d)) {
            m->pending++;
            if (add_parent(d, m) < 0)
                return vm_throw_oom(vm), -1;
        }
    }
    if (m->pending > 0 || has_tla(m)) {
        m->async_order = ++vm->modules->async_order;
        if (m->pending == 0 && execute_async(vm, m) < 0)
            return -1;
    } else if (execute(vm, m) < 0) {
        return -1;
    }
    if (m->dfs_anc == m->dfs_index) {
        Module *x;
        do {
            x = stack->v[--stack->n];
            if (x->status == M_EVALUATING) /* execute_async may have settled it already */
                x->status = async_pending(x) ? M_EVALUATING_ASYNC : M_EVALUATED;
            x->cycle_root = m;
        } while (x != m);
    }
    return 0;
}

/* Evaluate(): V_UNDEF when the graph of m has been evaluated, its
 * [[TopLevelCapability]] promise while it is evaluating asynchronously, or
 * V_EXC with what it threw (synchronously). */
static Value module_evaluate(Vm *vm, Module *m)
{
    if (m->status == M_EVALUATING_ASYNC || m->status == M_EVALUATED || m->status == M_ERRORED)
        m = root_of(m);
    if (m->status == M_ERRORED)
        return vm_throw(vm, m->error);
    if (m->status == M_EVALUATED || m->status == M_EVALUATING)
        return V_UNDEF; /* M_EVALUATING: require() of a module on the stack of its own evaluation */
    if (m->status == M_EVALUATING_ASYNC)
        return capability(vm, m);
    ModList stack = {0};
    uint32_t index = 0;
    if (inner_evaluate(vm, m, &stack, &index, 0) < 0) {
        for (uint32_t i = 0; i < stack.n; i++) {
            stack.v[i]->status = M_ERRORED;
            stack.v[i]->error = vm->exception;
        }
        free(stack.v);
        return V_EXC;
    }
    free(stack.v);
    return m->status == M_EVALUATING_ASYNC ? capability(vm, m) : V_UNDEF;
}

/* GatherAvailableAncestors */
static int gather(Module *m, ModList *out)
{
    for (uint32_t i = 0; i < m->nparents; i++) {
        Module *p = m->parents[i];
        bool in = false;
        for (uint32_t k = 0; k < out->n && !in; k++)
            in = out->v[k] == p;
        if (in || root_of(p)->status == M_ERRORED || p->status == M_ERRORED)
            continue;
        if (--p->pending == 0) {
            if (list_push(out, p) < 0)
                return -1;
            if (!has_tla(p) && gather(p, out) < 0)
                return -1;
        }
    }
    return 0;
}

static int cmp_order(const void *a, const void *b)
{
    uint64_t x = (*(Module *const *)a)->async_order, y = (*(Module *const *)b)->async_order;
    return x < y ? -1 : x > y;
}

static int settle(Vm *vm, Module *m, bool reject, Value *v)
{
    return m->cap == V_UNDEF ? 0 : vm->lib->promise_settle_js(vm, m->cap, reject, *v);
}

/* AsyncModuleExecutionFulfilled. 0 / -1 (the VM cannot go on). */
static int async_fulfilled(Vm *vm, Module *m)
{
    if (m->status == M_ERRORED || m->status == M_EVALUATED)
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *undef = gc_handle(vm, V_UNDEF);
    int rc = -1;
    ModList ready = {0};
    m->async_order = ASYNC_DONE;
    m->status = M_EVALUATED;
    m->gen = V_UNDEF;
    if (settle(vm, m, false, undef) < 0 || gather(m, &ready) < 0)
        goto out;
    if (ready.n > 1)
        qsort(ready.v, ready.n, sizeof *ready.v, cmp_order);
    for (uint32_t i = 0; i < ready.n; i++) {
        Module *x = ready.v[i];
        if (x->status == M_ERRORED)
            continue;
        if (has_tla(x)) {
            if (execute_async(vm, x) < 0)
                goto out;
        } else if (execute(vm, x) < 0) {
            Value *e = gc_handle(vm, vm_take_exception(vm));
            async_rejected(vm, x, e);
            if (vm->has_exception)
                goto out;
        } else {
            x->async_order = ASYNC_DONE;
            x->status = M_EVALUATED;
            if (settle(vm, x, false, undef) < 0)
                goto out;
        }
    }
    rc = 0;
out:
    if (rc < 0 && !vm->has_exception)
        vm_throw_oom(vm);
    free(ready.v);
    gc_scope_close(vm, sc);
    return rc;
}

/* AsyncModuleExecutionRejected (an exception left pending only when the VM
 * cannot go on). */
static void async_rejected(Vm *vm, Module *m, Value *err)
{
    if (m->status == M_ERRORED || m->status == M_EVALUATED)
        return;
    m->error = *err;
    m->status = M_ERRORED;
    m->gen = V_UNDEF;
    /* AsyncModuleExecutionRejected: the module's own capability rejects
     * before its [[AsyncParentModules]] do (their reactions run in that
     * order) */
    settle(vm, m, true, err);
    for (uint32_t i = 0; i < m->nparents; i++)
        async_rejected(vm, m->parents[i], err);
}

void vm_module_note_async_noalloc(Vm *vm, Value gen)
{
    if (vm->modules && vm->modules->running && vm->modules->running->gen == V_UNDEF)
        vm->modules->running->gen = gen;
}

static void drop_unlinked(Vm *vm)
{
    /* a failed load or link: forget the records that never linked, so a
     * later run starts clean (their protos stay owned by the VM) */
    ModuleState *st = state(vm);
    Module **pp = &st->head;
    while (*pp) {
        Module *m = *pp;
        if (m->status == M_NEW || (m->status == M_ERRORED && !m->env)) {
            *pp = m->next;
            free(m->path);
            module_info_free(m->info);
            free(m->deps);
            free(m->env);
            free(m->parents);
            free(m);
        } else {
            pp = &m->next;
        }
    }
}

/* Load and link the graph of abs: its record, or NULL with the exception
 * pending (records that never linked are dropped). */
static Module *load_linked(Vm *vm, const char *abs, const char *src, size_t len)
{
    if (!state(vm)) {
        vm_throw_oom(vm);
        return NULL;
    }
    Module *m = find(vm, abs);
    if (!m)
        m = load(vm, abs, src, len, 0);
    if (!m || link_all(vm) < 0) {
        size_t sc = gc_scope_open(vm);
        Value *e = gc_handle(vm, vm->exception);
        drop_unlinked(vm);
        vm->exception = *e;
        gc_scope_close(vm, sc);
        return NULL;
    }
    return m;
}

/* A rejection of the main graph's evaluation is an uncaught exception. */
static Value on_main_rejected(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return vm_throw(vm, ARG(0));
}

static Value on_main_fulfilled(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm;
    (void)argv;
    (void)argc;
    (void)construct;
    return V_UNDEF;
}

/* The host runs the graph of abs: evaluated, or evaluating asynchronously
 * with its rejection reported as an uncaught exception. */
static Value run(Vm *vm, const char *abs, const char *src, size_t len)
{
    if (state(vm))
        vm->modules->entry = abs;
    Module *m = load_linked(vm, abs, src, len);
    if (vm->modules)
        vm->modules->entry = NULL;
    if (!m)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *p = gc_handle(vm, module_evaluate(vm, m));
    if (*p == V_EXC)
        goto out;
    r = V_UNDEF;
    if (*p != V_UNDEF) {
        vm->modules->main = m;
        Value *f = gc_handle(vm, native_with(vm, on_main_fulfilled, 1, V_UNDEF));
        Value *rj = gc_handle(vm, native_with(vm, on_main_rejected, 1, V_UNDEF));
        if (*f == V_EXC || *rj == V_EXC || vm->lib->promise_then_js(vm, *p, *f, *rj) < 0)
            r = V_EXC;
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_run_module_file(Vm *vm, const char *path)
{
    char *abs = cwd_absolute(path);
    if (!abs)
        return vm_throw_oom(vm);
    Value r = run(vm, abs, NULL, 0);
    free(abs);
    return r;
}

/* Whether the graph of m has a module with top-level await still to run. */
static bool graph_async(Module *m, ModList *seen)
{
    for (uint32_t i = 0; i < seen->n; i++)
        if (seen->v[i] == m)
            return false;
    if (list_push(seen, m) < 0)
        return false;
    if (m->status == M_EVALUATING_ASYNC || (m->status == M_LINKED && has_tla(m)))
        return true;
    if (m->status != M_LINKED || m->builtin || m->foreign)
        return false;
    for (uint32_t i = 0; i < m->info->nrequests; i++)
        if (graph_async(m->deps[i], seen))
            return true;
    return false;
}

Value vm_module_import_file(Vm *vm, const char *path, const char *more)
{
    char *abs = cwd_absolute(path);
    if (!abs)
        return vm_throw_oom(vm);
    Module *m = load_linked(vm, abs, NULL, 0);
    free(abs);
    if (!m)
        return V_EXC;
    ModList seen = {0};
    bool tla = graph_async(m, &seen);
    free(seen.v);
    if (tla) {
        size_t n = strlen(more) + 200;
        char *msg = malloc(n);
        if (!msg)
            return vm_throw_oom(vm);
        snprintf(msg, n, "require() cannot be used on an ESM graph with top-level await. Use import() instead. "
                         "To see where the top-level await comes from, use --experimental-print-required-tla.%s",
                 more);
        Value r = throw_coded(vm, ERR_ERROR, "ERR_REQUIRE_ASYNC_MODULE", NULL, 0, 0, msg);
        free(msg);
        return r;
    }
    Value r = module_evaluate(vm, m);
    return r == V_EXC ? V_EXC : vm_module_namespace(vm, m);
}

Value vm_run_module_source(Vm *vm, const char *src, size_t len, const char *name)
{
    char *abs = cwd_absolute(name);
    if (!abs)
        return vm_throw_oom(vm);
    Value r = find(vm, abs) ? vm_throw_error(vm, ERR_ERROR, "Module '%s' is already loaded", abs)
                            : run(vm, abs, src, len);
    free(abs);
    return r;
}

/* ---- dynamic import() ---- */

/* The file a dynamic import() resolves against: the innermost frame's file
 * that is a file (eval code and Function bodies take their caller's); a
 * script named like "[eval]" is a file of the working directory, as node's
 * messages show. malloc'd. */
static char *referrer_path(Vm *vm)
{
    for (int i = vm->nframes - 1; i >= 0; i--) {
        FuncProto *p = vm->frames[i].proto;
        const char *f = p ? p->file : NULL;
        if (!f || !strcmp(f, "<eval>") || !strcmp(f, "<anonymous>") || !strncmp(f, "node:", 5))
            continue;
        if (!strncmp(f, "file://", 7))
            f += 7;
        return f[0] == '/' ? strdup(f) : cwd_absolute(f);
    }
    return cwd_absolute("[eval]");
}

/* The job's second half: settle the import()'s promise rec[0] with the
 * namespace rec[1] once the graph's evaluation promise fulfils. */
static Value on_import_fulfilled(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *rec = gc_handle(vm, ((NativeFunc *)v_cell(CALLEE))->data);
    Value *p = gc_handle(vm, vm_get_index_js(vm, *rec, 0));
    Value *ns = gc_handle(vm, *p == V_EXC ? V_EXC : vm_get_index_js(vm, *rec, 1));
    if (*ns != V_EXC && vm->lib->promise_settle_js(vm, *p, false, *ns) == 0)
        r = V_UNDEF;
    gc_scope_close(vm, sc);
    return r;
}

static Value on_import_rejected(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value *e = gc_handle(vm, ARG(0));
    Value r = vm->lib->promise_settle_js(vm, ((NativeFunc *)v_cell(CALLEE))->data, true, *e) < 0 ? V_EXC : V_UNDEF;
    gc_scope_close(vm, sc);
    return r;
}

/* The job import() queues: rec is [promise, specifier, referrer, type or
 * undefined]. Load, link and evaluate the graph; the promise gets its
 * namespace or the error. */
static Value import_job(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    char *spec = NULL, *ref = NULL, *type = NULL;
    Value *rec = gc_handle(vm, ((NativeFunc *)v_cell(CALLEE))->data);
    Value *p = gc_handle(vm, vm_get_index_js(vm, *rec, 0));
    Value *ns = gc_handle(vm, V_UNDEF);
    Value v = vm_get_index_js(vm, *rec, 1);
    if (*p == V_EXC || v == V_EXC || !(spec = vm_str_to_utf8(vm, v, NULL)))
        goto out;
    v = vm_get_index_js(vm, *rec, 2);
    if (v == V_EXC || !(ref = vm_str_to_utf8(vm, v, NULL)))
        goto out;
    v = vm_get_index_js(vm, *rec, 3);
    if (v == V_EXC || (v_is_string(v) && !(type = vm_str_to_utf8(vm, v, NULL))))
        goto out;
    if (!state(vm)) {
        vm_throw_oom(vm);
        goto out;
    }
    Value ph = vm_get_index_js(vm, *rec, 4);
    if (ph == V_EXC)
        goto out;
    Module *m = load_spec(vm, ref, NULL, 0, 0, spec, type, 0);
    if (m && v_get_int(ph) == IMPORT_PHASE_SOURCE) {
        /* GetModuleSource of the loaded module, which links nothing */
        throw_no_source(vm, m, NULL, 0, 0);
        m = NULL;
    }
    if (m && link_all(vm) < 0)
        m = NULL;
    if (!m) {
        Value *e = gc_handle(vm, vm->exception);
        drop_unlinked(vm);
        vm->exception = *e;
        goto reject;
    }
    *ns = vm_module_namespace(vm, m);
    if (*ns == V_EXC)
        goto reject;
    Value *ev = gc_handle(vm, module_evaluate(vm, m));
    if (*ev == V_EXC)
        goto reject;
    if (*ev == V_UNDEF) {
        if (vm->lib->promise_settle_js(vm, *p, false, *ns) == 0)
            r = V_UNDEF;
        goto out;
    }
    Value *pair = gc_handle(vm, vm_new_array_from(vm, p, 2)); /* [promise, namespace]: adjacent handles */
    Value *f = gc_handle(vm, *pair == V_EXC ? V_EXC : native_with(vm, on_import_fulfilled, 0, *pair));
    Value *rj = gc_handle(vm, *f == V_EXC ? V_EXC : native_with(vm, on_import_rejected, 1, *p));
    if (*rj != V_EXC && vm->lib->promise_then_js(vm, *ev, *f, *rj) == 0)
        r = V_UNDEF;
    goto out;
reject:;
    Value *e = gc_handle(vm, vm_take_exception(vm));
    if (vm->lib->promise_settle_js(vm, *p, true, *e) == 0)
        r = V_UNDEF;
out:
    free(spec);
    free(ref);
    free(type);
    gc_scope_close(vm, sc);
    return r;
}

Value vm_module_dynamic_import_js(Vm *vm, Value spec, Value opts, int phase)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    char *ref = NULL;
    Value *sh = gc_handle(vm, spec);
    Value *oh = gc_handle(vm, opts);
    Value *rec = gc_handle(vm, vm_new_array(vm, 4));
    if (*rec == V_EXC)
        goto out;
    Value *p = gc_handle(vm, vm->lib->promise_new(vm));
    if (*p == V_EXC || vm_array_append(vm, *rec, *p) < 0)
        goto out;
    Value *type = gc_handle(vm, V_UNDEF);
    Value *s = gc_handle(vm, vm_to_string_js(vm, *sh));
    if (*s == V_EXC)
        goto reject;
    if (*oh != V_UNDEF) {
        if (!v_is_object(*oh)) {
            vm_throw_error(vm, ERR_TYPE, "The second argument to import() must be an object");
            goto reject;
        }
        Value *with = gc_handle(vm, vm_get_str_js(vm, *oh, "with"));
        if (*with == V_EXC)
            goto reject;
        if (*with != V_UNDEF) {
            if (!v_is_object(*with)) {
                vm_throw_error(vm, ERR_TYPE, "The 'with' option must be an object");
                goto reject;
            }
            Value *keys = gc_handle(vm, vm_own_keys(vm, *with, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY));
            int64_t n = *keys == V_EXC ? -1 : vm_length_of_js(vm, *keys);
            if (n < 0)
                goto reject;
            Value *k = gc_handle(vm, V_UNDEF);
            Value *v = gc_handle(vm, V_UNDEF);
            for (int64_t i = 0; i < n; i++) {
                *k = vm_get_index_js(vm, *keys, i);
                *v = *k == V_EXC ? V_EXC : vm_get_js(vm, *with, *k);
                if (*v == V_EXC)
                    goto reject;
                if (!v_is_string(*v)) {
                    vm_throw_error(vm, ERR_TYPE, "Import attribute value must be a string");
                    goto reject;
                }
                char *kn = vm_str_to_utf8(vm, *k, NULL);
                if (kn && !strcmp(kn, "type"))
                    *type = *v;
                free(kn);
            }
        }
    }
    if (!(ref = referrer_path(vm))) {
        vm_throw_oom(vm);
        goto out;
    }
    Value rs = vm_str_from_utf8(vm, ref, strlen(ref));
    if (rs == V_EXC)
        goto out;
    Value *rsh = gc_handle(vm, rs);
    if (vm_array_append(vm, *rec, *s) < 0 || vm_array_append(vm, *rec, *rsh) < 0 ||
        vm_array_append(vm, *rec, *type) < 0 || vm_array_append(vm, *rec, v_int(phase)) < 0)
        goto out;
    Value *job = gc_handle(vm, native_with(vm, import_job, 0, *rec));
    if (*job == V_EXC || vm->lib->enqueue_job(vm, *job, V_EMPTY) < 0)
        goto out;
    r = *p;
    goto out;
reject:;
    Value *e = gc_handle(vm, vm_take_exception(vm));
    if (vm->lib->promise_settle_js(vm, *p, true, *e) == 0)
        r = *p;
out:
    free(ref);
    gc_scope_close(vm, sc);
    return r;
}

/* node 26 at exit while the main graph still awaits: "Warning: Detected
 * unsettled top-level await at URL:LINE", the line and a caret under the
 * await of a body that is suspended. 13 (node's exit code), or 0 when the
 * graph has settled. */
int vm_module_unsettled_tla(Vm *vm, FILE *err)
{
    ModuleState *st = vm->modules;
    if (!st || !st->main || st->main->status != M_EVALUATING_ASYNC)
        return 0;
    for (Module *m = st->head; m; m = m->next) {
        if (m->status != M_EVALUATING_ASYNC || m->gen == V_UNDEF)
            continue;
        /* the body is suspended at an AWAIT: the one-byte op before its resume offset */
        GenFrame *g = v_cell(((GeneratorObj *)v_cell(m->gen))->frame);
        Frame fr = {0};
        fr.proto = g->proto;
        fr.pc = g->proto->code + (g->pc ? g->pc - 1 : 0);
        uint32_t line = 0, col = 0;
        vm_frame_pos(vm, &fr, &line, &col);
        fprintf(err, "Warning: Detected unsettled top-level await at %s:%u\n", m->file, line);
        const SourceText *src = vm_find_source(vm, m->file);
        if (src) {
            const char *a = src->src, *end = src->src + src->len;
            for (uint32_t l = 1; l < line && a < end; l++) {
                const char *nl = memchr(a, '\n', (size_t)(end - a));
                a = nl ? nl + 1 : end;
            }
            const char *e = memchr(a, '\n', (size_t)(end - a));
            if (!e)
                e = end;
            fprintf(err, "%.*s\n%*s^\n", (int)(e - a), a, (int)(col > 0 ? col - 1 : 0), "");
        }
        fprintf(err, "\n\n\n");
        break;
    }
    fflush(err);
    return 13;
}
