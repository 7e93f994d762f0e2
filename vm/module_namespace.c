/* vm/module_namespace.c — the module namespace exotic object (ECMA-262
 * 10.4.6): made once per module from its exported names, sorted, each an
 * accessor whose getter (ns_getter) reads the binding's Box, so the
 * namespace sees later assignments and throws while a binding is
 * uninitialised. The reflective paths (getOwnPropertyDescriptor, keys,
 * freeze, inspect) go through the vm_module_ns_* helpers below, which show
 * each binding as the writable, non-configurable data property the spec's
 * object has.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "module_int.h"
#include "object_int.h"

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
        int rc = exported_names(vm_module_dep_for(m, e->spec), &sub, &me);
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

Value vm_module_namespace(Vm *vm, Module *m)
{
    if (m->ns != V_UNDEF)
        return m->ns;
    Names names = {0};
    if (exported_names(m, &names, NULL) < 0) {
        free(names.v);
        return vm_throw_oom(vm);
    }
    if (names.n > 1) /* names.v is NULL for a module with no exports */
        qsort(names.v, names.n, sizeof *names.v, cmp_names);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *ns = gc_handle(vm, vm_new_object_proto(vm, V_NULL));
    if (*ns == V_EXC)
        goto out;
    m->ns = *ns; /* before resolving: a cycle through `export * as` finds it */
    for (uint32_t i = 0; i < names.n; i++) {
        Value b = vm_module_resolve_export(vm, m, names.v[i], NULL);
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

/* The binding behind own property key of obj: true, and *out its value
 * (V_EMPTY while uninitialised), when obj is a module namespace and key one
 * of its exports. Inside tarn a binding is an accessor whose getter is an
 * ns_getter; every reflective path turns it into the writable,
 * non-configurable data property the spec's exotic object has (10.4.6). */
bool vm_module_ns_binding_noalloc(Vm *vm, Value obj, Value key, Value *out)
{
    PropRef r;
    if (!v_is_object(obj) || !vm_own_lookup_noalloc(vm, v_obj(obj), key, &r) ||
        (r.attrs & (PROP_ACCESSOR | PROP_LAZY)) != PROP_ACCESSOR) /* a pending PROP_LAZY holds no Accessor */
        return false;
    return vm_module_ns_value_noalloc(((Accessor *)v_cell(r.value))->get, out);
}

/* An uninitialised binding read through the namespace: V8's texts, "x is
 * not defined" from [[GetOwnProperty]] and "Cannot access 'x' before
 * initialization" from [[Get]] (and EnumerableOwnProperties, which node
 * reads through [[Get]]). -1. */
int vm_module_ns_throw_tdz(Vm *vm, Value key, bool get)
{
    char *k = vm_key_cstr(vm, key);
    if (get)
        vm_throw_error(vm, ERR_REFERENCE, "Cannot access '%s' before initialization", k ? k : "");
    else
        vm_throw_error(vm, ERR_REFERENCE, "%s is not defined", k ? k : "");
    free(k);
    return -1;
}

typedef struct TdzScan {
    Object *o;
    Value key; /* the first uninitialised binding, or V_EMPTY */
} TdzScan;

static void tdz_visit(void *ctx, Value key, uint32_t slot, uint32_t attrs)
{
    TdzScan *c = ctx;
    Value v;
    if (c->key == V_EMPTY && (attrs & (PROP_ACCESSOR | PROP_LAZY)) == PROP_ACCESSOR &&
        vm_module_ns_value_noalloc(((Accessor *)v_cell(c->o->slots->v[slot]))->get, &v) && v == V_EMPTY)
        c->key = key;
}

/* EnumerableOwnProperties (Object.keys, for-in) reads every binding's
 * descriptor: the first uninitialised one throws. Only a non-extensible
 * object with a null prototype can be a namespace; others cost two tests. */
int vm_module_ns_check_keys_js(Vm *vm, Value obj)
{
    if (!v_is_object(obj) || !(v_obj(obj)->hdr.flags & OBJ_NOT_EXTENSIBLE) || vm_get_proto_noalloc(obj) != V_NULL)
        return 0;
    TdzScan c = { v_obj(obj), V_EMPTY };
    vm_shape_each_noalloc(c.o->shape, tdz_visit, &c);
    return c.key == V_EMPTY ? 0 : vm_module_ns_throw_tdz(vm, c.key, true);
}

/* Object.freeze of a namespace: its first binding refuses to become
 * read-only (or throws, uninitialised, as its [[GetOwnProperty]] does). 0
 * when obj is no namespace or has no bindings, else -1. */
int vm_module_ns_freeze_js(Vm *vm, Value obj)
{
    if (!vm_is_module_namespace_noalloc(vm, obj))
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *keys = gc_handle(vm, vm_own_keys(vm, obj, KEYS_STRINGS));
    int rc = *keys == V_EXC ? -1 : 0;
    for (uint32_t i = 0; rc == 0 && i < vm_array(*keys)->length; i++) {
        Value k = vm_array(*keys)->elems->v[i], v;
        if (!vm_module_ns_binding_noalloc(vm, *oh, k, &v))
            continue;
        if (v == V_EMPTY)
            vm_module_ns_throw_tdz(vm, k, false);
        else
            vm_throw_redefine(vm, k);
        rc = -1;
    }
    gc_scope_close(vm, sc);
    return rc;
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
