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
 * Invariant: a Module is malloc'd and never moves; its Values are traced by
 * vm_module_trace, so C code may keep Module pointers across allocations but
 * must re-read the Values.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../compiler/module_info.h"
#include "../include/tarn.h"
#include "../gc/gc.h"
#include "frame.h"
#include "module.h"

enum { M_NEW, M_LINKED, M_EVALUATING, M_EVALUATED, M_ERRORED };

typedef struct Module {
    char *path;            /* absolute, normalised; or "tarn:fs" for a built-in */
    const char *file;      /* vm_intern_file(path): names in stacks and reports */
    ModInfo *info;
    FuncProto *proto;      /* NULL for a built-in module */
    struct Module **deps;  /* per info->requests[i] */
    Value closure;         /* the top-level closure, or V_UNDEF */
    Value *env;            /* info->nenv Box Values (V_UNDEF until linked) */
    Value ns;              /* namespace object, or V_UNDEF */
    Value error;           /* M_ERRORED: what the body threw */
    int status;
    const VmBuiltinModule *builtin; /* a tarn: module (env filled by its value_js), or NULL */
    bool foreign;          /* loaded by the library (CommonJS, node:x): env filled when it evaluates */
    struct Module *next;
} Module;

typedef struct ModuleState {
    Module *head;
    char **args;           /* tarn:os args (malloc'd copies) */
    int nargs;
} ModuleState;

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
        gc_visit(t, &m->error);
        if (m->env)
            gc_visit_range(t, m->env, m->info->nenv);
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

/* node: Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/abs/x.mjs' imported from /abs/main.mjs */
static Value throw_not_found(Vm *vm, Module *importer, const ModRequest *rq, const char *what,
                             const char *path)
{
    size_t sc = gc_scope_open(vm);
    char buf[PATH_MAX * 2 + 64];
    snprintf(buf, sizeof buf, "Cannot find %s '%s' imported from %s", what, path, importer->path);
    Value r = V_EXC;
    Value msg = vm_str_from_utf8(vm, buf, strlen(buf));
    if (msg == V_EXC)
        goto out;
    Value *e = gc_handle(vm, vm_new_error(vm, ERR_ERROR, msg));
    if (*e == V_EXC)
        goto out;
    Value key = vm_key(vm, "code"); /* an atom: immortal */
    Value code = key == V_EXC ? V_EXC : vm_str_from_cstr(vm, "ERR_MODULE_NOT_FOUND");
    if (code == V_EXC || vm_define_own(vm, *e, key, code, PROP_DEFAULT) < 0)
        goto out;
    /* the header node prints: the name carries the code */
    Value nm = vm_str_from_cstr(vm, "Error [ERR_MODULE_NOT_FOUND]");
    if (nm == V_EXC || vm_define_own(vm, *e, vm->atom[A_name], nm, PROP_WRITABLE | PROP_CONFIGURABLE) < 0)
        goto out;
    r = vm_throw_at_source(vm, *e, importer->file, rq->line, rq->col);
out:
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
    m->closure = m->ns = m->error = V_UNDEF;
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

/* Re-throw the pending exception located at request rq of m (the import
 * line): an error from the library's resolution names the importing file. */
static void locate_at(Vm *vm, Module *m, const ModRequest *rq)
{
    size_t sc = gc_scope_open(vm);
    Value *e = gc_handle(vm, vm_take_exception(vm));
    vm_throw_at_source(vm, *e, m->file, rq->line, rq->col);
    gc_scope_close(vm, sc);
}

static Module *load(Vm *vm, const char *path, const char *src, size_t len, int depth);

/* Resolve request i of m and load it into m->deps[i]. 0 / -1. */
static int load_dep(Vm *vm, Module *m, uint32_t i, int depth)
{
    const ModRequest *rq = &m->info->requests[i];
    const char *spec = rq->spec;
    if (strncmp(spec, "tarn:", 5) == 0) {
        Module *d = find(vm, spec);
        if (!d && !vm->has_exception)
            d = load_builtin(vm, spec);
        if (!d) {
            if (!vm->has_exception) {
                char have[256] = "";
                for (const VmBuiltinModule *const *b = vm->lib->modules; b && *b; b++)
                    snprintf(have + strlen(have), sizeof have - strlen(have), "%s%s",
                             have[0] ? ", " : "", (*b)->name);
                throw_at(vm, ERR_ERROR, m, rq->line, rq->col, "No such built-in module: %s (tarn has %s)",
                         spec, have);
            }
            return -1;
        }
        m->deps[i] = d;
        return 0;
    }
    const char *rel = spec;
    char *resolved = NULL;
    bool relative = spec[0] == '/' || strncmp(spec, "./", 2) == 0 || strncmp(spec, "../", 3) == 0 ||
                    strcmp(spec, ".") == 0 || strcmp(spec, "..") == 0;
    if (!relative && strncmp(spec, "file://", 7) != 0 && vm->lib->resolve_js) {
        /* node's resolution: node_modules, package.json "exports"/"imports", node:x */
        resolved = vm->lib->resolve_js(vm, spec, m->path);
        if (!resolved) {
            locate_at(vm, m, rq);
            return -1;
        }
        rel = resolved;
    } else if (strncmp(spec, "file://", 7) == 0)
        rel = spec + 7;
    else if (!relative) {
        if (strncmp(spec, "node:", 5) == 0 || !strchr(spec, '/'))
            throw_at(vm, ERR_ERROR, m, rq->line, rq->col,
                     "Cannot find package '%s' imported from %s (tarn resolves only relative and "
                     "absolute paths and tarn: built-in modules)", spec, m->path);
        else
            throw_at(vm, ERR_ERROR, m, rq->line, rq->col, "Cannot find package '%s' imported from %s",
                     spec, m->path);
        return -1;
    }
    char *abs;
    if (strncmp(rel, "node:", 5) == 0) { /* a core module: its name is its identity */
        abs = malloc(strlen(rel) + 1);
        if (abs)
            strcpy(abs, rel);
    } else {
        char *dir = dir_of(m->path);
        abs = dir ? absolute(dir, rel) : NULL;
        free(dir);
    }
    free(resolved);
    if (!abs) {
        vm_throw_oom(vm);
        return -1;
    }
    Module *d = find(vm, abs);
    bool ferr = false;
    if (!d && !vm->has_exception)
        d = load_foreign(vm, abs, &ferr);
    if (ferr) {
        locate_at(vm, m, rq);
        free(abs);
        return -1;
    }
    if (!d) {
        FILE *f = fopen(abs, "rb");
        if (!f) {
            throw_not_found(vm, m, rq, "module", abs);
            free(abs);
            return -1;
        }
        fclose(f);
        d = load(vm, abs, NULL, 0, depth + 1);
    }
    free(abs);
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
    m->proto = vm_compile(vm, src, len, m->file, COMPILE_MODULE, true, &err, &m->info);
    free(owned);
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

static Module *dep_for(Module *m, const char *spec)
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

#define AMBIGUOUS ((Value)0x12) /* never a Box: resolve_export's "conflicting star exports" */

typedef struct ResolveSet {
    Module *m;
    const char *name;
    struct ResolveSet *up;
} ResolveSet;

static Value get_namespace(Vm *vm, Module *m);

/* A Box holding v (a namespace re-exported with `export * as`). */
static Value box_of(Vm *vm, Value v)
{
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, v);
    Value b = vm_op_new_box(vm, NULL);
    if (b != V_EXC)
        ((Box *)v_cell(b))->v = *h; /* a fresh cell: no barrier */
    gc_scope_close(vm, sc);
    return b;
}

/* ResolveExport: the Box that export `name` of m stands for; V_EMPTY when
 * there is none, AMBIGUOUS for conflicting star exports, V_EXC on error. */
static Value resolve_export(Vm *vm, Module *m, const char *name, ResolveSet *up)
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
            if (mi->env_kind[k] == MENV_IMPORT) {
                /* export { x } of an imported x: the exporter's binding */
                for (uint32_t j = 0; j < mi->nimports; j++)
                    if (strcmp(mi->imports[j].local, e->local) == 0 && mi->imports[j].name)
                        return resolve_export(vm, dep_for(m, mi->imports[j].spec), mi->imports[j].name, &me);
            }
            return m->env[k];
        }
        Module *d = dep_for(m, e->spec);
        if (!e->import) {
            Value ns = get_namespace(vm, d);
            return ns == V_EXC ? V_EXC : box_of(vm, ns);
        }
        return resolve_export(vm, d, e->import, &me);
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
        Value b = resolve_export(vm, dep_for(m, e->spec), name, &me);
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

/* ---- namespaces ---- */

typedef struct Names {
    const char **v;
    uint32_t n, cap;
} Names;

static int names_add(Names *s, const char *name)
{
    for (uint32_t i = 0; i < s->n; i++)
        if (strcmp(s->v[i], name) == 0)
            return 0;
    if (s->n == s->cap) {
        uint32_t nc = s->cap ? s->cap * 2 : 8;
        const char **nv = realloc(s->v, nc * sizeof *nv);
        if (!nv)
            return -1;
        s->v = nv;
        s->cap = nc;
    }
    s->v[s->n++] = name;
    return 0;
}

typedef struct Visit {
    Module *m;
    struct Visit *up;
} Visit;

static int exported_names(Module *m, Names *out, Visit *up)
{
    for (Visit *v = up; v; v = v->up)
        if (v->m == m)
            return 0;
    Visit me = { m, up };
    for (uint32_t i = 0; i < m->info->nexports; i++) {
        ModExport *e = &m->info->exports[i];
        if (e->name) {
            if (names_add(out, e->name) < 0)
                return -1;
            continue;
        }
        Names sub = {0};
        int rc = exported_names(dep_for(m, e->spec), &sub, &me);
        for (uint32_t j = 0; rc == 0 && j < sub.n; j++)
            if (strcmp(sub.v[j], "default") != 0)
                rc = names_add(out, sub.v[j]);
        free(sub.v);
        if (rc < 0)
            return -1;
    }
    return 0;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* A namespace property's getter: data is the Box, magic unused. */
static Value ns_getter(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    NativeFunc *nf = (NativeFunc *)v_cell(CALLEE);
    Value b = nf->data;
    Value v = ((Box *)v_cell(b))->v;
    if (v == V_EMPTY) {
        Value nm = vm_func_name_noalloc(vm, CALLEE);
        char *s = vm_str_to_utf8(vm, nm, NULL);
        const char *n = s ? s : "";
        if (strncmp(n, "get ", 4) == 0)
            n += 4;
        vm_throw_error(vm, ERR_REFERENCE, "Cannot access '%s' before initialization", n);
        free(s);
        return V_EXC;
    }
    return v;
}

static Value get_namespace(Vm *vm, Module *m)
{
    if (m->ns != V_UNDEF)
        return m->ns;
    Names names = {0};
    if (exported_names(m, &names, NULL) < 0) {
        free(names.v);
        return vm_throw_oom(vm);
    }
    qsort(names.v, names.n, sizeof *names.v, cmp_names);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *ns = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
    if (*ns == V_EXC)
        goto out;
    m->ns = *ns; /* before resolving: a cycle through `export * as` finds it */
    for (uint32_t i = 0; i < names.n; i++) {
        Value b = resolve_export(vm, m, names.v[i], NULL);
        if (b == V_EXC)
            goto out;
        if (b == V_EMPTY || b == AMBIGUOUS)
            continue;
        Value *bh = gc_handle(vm, b);
        char gname[300];
        snprintf(gname, sizeof gname, "get %s", names.v[i]);
        Value *g = gc_handle(vm, vm_new_native(vm, gname, ns_getter, 0, 0));
        if (*g == V_EXC)
            goto out;
        NativeFunc *nf = (NativeFunc *)v_cell(*g);
        GC_WRITE(vm, nf, &nf->data, *bh);
        Value key = vm_key(vm, names.v[i]);
        if (key == V_EXC || vm_define_accessor(vm, *ns, key, *g, V_UNDEF, PROP_ENUMERABLE) < 0)
            goto out;
    }
    Value tag = vm_str_from_cstr(vm, "Module");
    if (tag == V_EXC || vm_define_own(vm, *ns, vm->builtin[B_SYM_TO_STRING_TAG], tag, 0) < 0)
        goto out;
    if (vm_prevent_extensions(vm, *ns) < 0)
        goto out;
    r = *ns;
out:
    if (r == V_EXC)
        m->ns = V_UNDEF;
    free(names.v);
    gc_scope_close(vm, sc);
    return r;
}

/* import.meta: { url: 'file:///abs/path' } with a null prototype, as node. */
static Value make_meta(Vm *vm, Module *m)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
    if (*o == V_EXC)
        goto out;
    size_t n = strlen(m->path) + 8;
    char *u = malloc(n);
    if (!u) {
        vm_throw_oom(vm);
        goto out;
    }
    snprintf(u, n, "file://%s", m->path);
    Value key = vm_key(vm, "url"); /* an atom: immortal */
    Value s = key == V_EXC ? V_EXC : vm_str_from_utf8(vm, u, strlen(u));
    free(u);
    if (s == V_EXC || vm_define_own(vm, *o, key, s, PROP_DEFAULT) < 0)
        goto out;
    r = *o;
out:
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
        Module *d = dep_for(m, im->spec);
        int k = env_index(m, im->local);
        if (!d || k < 0)
            continue;
        if (!im->name) {
            Value ns = get_namespace(vm, d);
            if (ns == V_EXC)
                return -1;
            Box *bx = (Box *)v_cell(m->env[k]);
            GC_WRITE(vm, bx, &bx->v, ns);
            continue;
        }
        Value b = resolve_export(vm, d, im->name, NULL);
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
        Value b = resolve_export(vm, dep_for(m, e->spec), e->import, NULL);
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
    Value *ex = gc_handle(vm, vm->lib->foreign_eval_js(vm, m->path));
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

static int evaluate(Vm *vm, Module *m, int depth)
{
    if (m->status == M_ERRORED)
        return vm_throw(vm, m->error), -1;
    if (m->status != M_LINKED)
        return 0; /* evaluated, or evaluating (a cycle) */
    if (depth > MAX_GRAPH_DEPTH) {
        vm_throw_error(vm, ERR_RANGE, "Module graph too deep (limit %d)", MAX_GRAPH_DEPTH);
        return -1;
    }
    m->status = M_EVALUATING;
    for (uint32_t i = 0; i < m->info->nrequests; i++)
        if (evaluate(vm, m->deps[i], depth + 1) < 0) {
            m->status = M_ERRORED;
            m->error = vm->exception;
            return -1;
        }
    if (m->foreign && fill_foreign(vm, m) < 0) {
        m->status = M_ERRORED;
        m->error = vm->exception;
        return -1;
    }
    if (!m->builtin && !m->foreign) {
        Value r = vm_call_js(vm, m->closure, V_UNDEF, 0, NULL);
        if (r == V_EXC) {
            m->status = M_ERRORED;
            m->error = vm->exception;
            return -1;
        }
    }
    m->status = M_EVALUATED;
    return 0;
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
            free(m);
        } else {
            pp = &m->next;
        }
    }
}

static Value run(Vm *vm, const char *abs, const char *src, size_t len)
{
    if (!state(vm))
        return vm_throw_oom(vm);
    Module *m = find(vm, abs);
    if (!m)
        m = load(vm, abs, src, len, 0);
    if (!m || link_all(vm) < 0) {
        size_t sc = gc_scope_open(vm);
        Value *e = gc_handle(vm, vm->exception);
        drop_unlinked(vm);
        vm->exception = *e;
        gc_scope_close(vm, sc);
        return V_EXC;
    }
    return evaluate(vm, m, 0) < 0 ? V_EXC : V_UNDEF;
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

Value vm_module_import_file(Vm *vm, const char *path)
{
    char *abs = cwd_absolute(path);
    if (!abs)
        return vm_throw_oom(vm);
    Value r = run(vm, abs, NULL, 0);
    Module *m = r == V_EXC ? NULL : find(vm, abs);
    free(abs);
    return m ? get_namespace(vm, m) : V_EXC;
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

bool vm_is_module_namespace_noalloc(Vm *vm, Value v)
{
    if (!vm->modules || !v_is_object(v))
        return false;
    for (Module *m = vm->modules->head; m; m = m->next)
        if (m->ns == v)
            return true;
    return false;
}

/* For inspect: the current value behind a namespace property's getter
 * (V_EMPTY while the binding is uninitialised), or false if it is not one. */
bool vm_module_ns_value_noalloc(Value getter, Value *out)
{
    if (!v_is_class(getter, CLS_NATIVE) || ((NativeFunc *)v_cell(getter))->fn != ns_getter)
        return false;
    *out = ((Box *)v_cell(((NativeFunc *)v_cell(getter))->data))->v;
    return true;
}
