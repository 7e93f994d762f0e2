/* stdlib/ffi.c — the tarn:ffi module: dlopen, declared C functions called
 * through libffi, and the JS <-> C conversions of every C type
 * (docs/ffi.md). Pointers and buffers are stdlib/ffi_mem.c, callbacks
 * stdlib/ffi_callback.c; the shared state is described in ffi_int.h.
 *
 * A declared function is a native whose `data` is its index in
 * FfiState.funcs, so the cif it calls through never moves. Arguments are
 * converted to C before the call (nothing the collector moves is used
 * during it); results after. A callback that throws during the call leaves
 * its exception in FfiState.cb_exc, thrown here once ffi_call returns:
 * C frames are never unwound.
 */
#include <dlfcn.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>

#include "ffi_int.h"
#include "../gc/gc.h"
#include "../vm/module.h"

static const char *const type_names[FT__COUNT] = {
    "void", "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64",
    "float", "double", "pointer", "cstring",
};

static const char *const ffi_names[] = { "NULL", "alloc", "callback", "dlopen", "func", "readCString", NULL };

int ffi_type_parse(const char *name)
{
    for (int i = 0; i < FT__COUNT; i++)
        if (strcmp(name, type_names[i]) == 0)
            return i;
    return -1;
}

const char *ffi_type_name(int type)
{
    return type >= 0 && type < FT__COUNT ? type_names[type] : "?";
}

ffi_type *ffi_type_ffi(int type)
{
    switch (type) {
    case FT_I8: return &ffi_type_sint8;
    case FT_U8: return &ffi_type_uint8;
    case FT_I16: return &ffi_type_sint16;
    case FT_U16: return &ffi_type_uint16;
    case FT_I32: return &ffi_type_sint32;
    case FT_U32: return &ffi_type_uint32;
    case FT_I64: return &ffi_type_sint64;
    case FT_U64: return &ffi_type_uint64;
    case FT_FLOAT: return &ffi_type_float;
    case FT_DOUBLE: return &ffi_type_double;
    case FT_POINTER: case FT_CSTRING: return &ffi_type_pointer;
    default: return &ffi_type_void;
    }
}

size_t ffi_type_size(int type)
{
    return type == FT_VOID ? 0 : ffi_type_ffi(type)->size;
}

int ffi_type_arg(Vm *vm, Value v, const char *what)
{
    if (!v_is_string(v)) {
        vm_throw_error(vm, ERR_TYPE, "ffi: %s must be a C type name such as 'i32' or 'double'", what);
        return -1;
    }
    char *s = vm_str_to_utf8(vm, v, NULL);
    if (!s) {
        vm_throw_oom(vm);
        return -1;
    }
    int t = ffi_type_parse(s);
    if (t < 0)
        vm_throw_error(vm, ERR_TYPE, "ffi: unknown C type '%s' (%s)", s, what);
    free(s);
    return t;
}

/* ---- conversions ---- */

/* Integer range of each integer type, as doubles; 64-bit ones stop at 2^53
 * where a JS number stops being exact. */
static void int_range(int type, double *lo, double *hi)
{
    static const double two53 = 9007199254740992.0;
    switch (type) {
    case FT_I8: *lo = INT8_MIN; *hi = INT8_MAX; break;
    case FT_U8: *lo = 0; *hi = UINT8_MAX; break;
    case FT_I16: *lo = INT16_MIN; *hi = INT16_MAX; break;
    case FT_U16: *lo = 0; *hi = UINT16_MAX; break;
    case FT_I32: *lo = INT32_MIN; *hi = INT32_MAX; break;
    case FT_U32: *lo = 0; *hi = UINT32_MAX; break;
    case FT_I64: *lo = -two53; *hi = two53; break;
    default: *lo = 0; *hi = two53; break;
    }
}

static const char *kind_of(Value v)
{
    if (v == V_UNDEF) return "undefined";
    if (v == V_NULL) return "null";
    if (v_is_bool(v)) return "boolean";
    if (v_is_number(v)) return "number";
    if (v_is_string(v)) return "string";
    if (v_is_symbol(v)) return "symbol";
    if (vm_is_callable_noalloc(v)) return "function";
    return "object";
}

int ffi_to_c(Vm *vm, int type, Value v, FfiSlot *out, char **tmp, const char *what)
{
    memset(out, 0, sizeof *out);
    if (tmp)
        *tmp = NULL;
    switch (type) {
    case FT_FLOAT: case FT_DOUBLE:
        if (!v_is_number(v))
            goto wrong;
        if (type == FT_FLOAT)
            out->f = (float)v_to_double(v);
        else
            out->d = v_to_double(v);
        return 0;
    case FT_POINTER: case FT_CSTRING: {
        if (type == FT_CSTRING && v_is_string(v)) {
            char *s = vm_str_to_utf8(vm, v, NULL);
            if (!s) {
                vm_throw_oom(vm);
                return -1;
            }
            if (tmp)
                *tmp = s;
            out->p = s;
            return 0;
        }
        size_t len;
        int r = ffi_buffer_of(vm, v, &out->p, &len);
        if (r < 0)
            return -1;
        if (r == 0)
            goto wrong;
        return 0;
    }
    case FT_VOID:
        vm_throw_error(vm, ERR_TYPE, "ffi: %s cannot be void", what);
        return -1;
    default: {
        if (!v_is_number(v))
            goto wrong;
        double d = v_to_double(v), lo, hi;
        int_range(type, &lo, &hi);
        if (d != trunc(d) || !(d >= lo && d <= hi)) {
            char num[32];
            vm_num_format(d, num);
            vm_throw_error(vm, ERR_RANGE, "ffi: %s (%s) must be an integer from %.0f to %.0f, got %s", what,
                           type_names[type], lo, hi, num);
            return -1;
        }
        switch (type) {
        case FT_I8: out->i8 = (int8_t)d; break;
        case FT_U8: out->u8 = (uint8_t)d; break;
        case FT_I16: out->i16 = (int16_t)d; break;
        case FT_U16: out->u16 = (uint16_t)d; break;
        case FT_I32: out->i32 = (int32_t)d; break;
        case FT_U32: out->u32 = (uint32_t)d; break;
        case FT_I64: out->i64 = (int64_t)d; break;
        default: out->u64 = (uint64_t)d; break;
        }
        return 0;
    }
    }
wrong:
    vm_throw_error(vm, ERR_TYPE, "ffi: %s (%s) must be %s, got %s", what, type_names[type],
                   type == FT_POINTER ? "a pointer, buffer, callback or null"
                   : type == FT_CSTRING ? "a string, pointer, buffer or null"
                                        : "a number",
                   kind_of(v));
    return -1;
}

static Value big_int(Vm *vm, double d, bool exact, int type, const char *what)
{
    if (!exact || fabs(d) > 9007199254740992.0)
        return vm_throw_error(vm, ERR_RANGE, "ffi: %s (%s) is beyond 2^53 and has no exact JS number", what,
                              type_names[type]);
    return v_num(d);
}

Value ffi_from_c(Vm *vm, int type, const FfiSlot *p, const char *what)
{
    switch (type) {
    case FT_VOID: return V_UNDEF;
    case FT_I8: return v_int(p->i8);
    case FT_U8: return v_int(p->u8);
    case FT_I16: return v_int(p->i16);
    case FT_U16: return v_int(p->u16);
    case FT_I32: return v_int(p->i32);
    case FT_U32: return v_num((double)p->u32);
    case FT_I64:
        return big_int(vm, (double)p->i64, p->i64 >= -(INT64_C(1) << 53) && p->i64 <= (INT64_C(1) << 53), type,
                       what);
    case FT_U64: return big_int(vm, (double)p->u64, p->u64 <= (UINT64_C(1) << 53), type, what);
    case FT_FLOAT: return v_num((double)p->f);
    case FT_DOUBLE: return v_num(p->d);
    case FT_POINTER: return ffi_new_pointer(vm, p->p);
    default:
        if (!p->p)
            return V_NULL;
        return vm_str_from_utf8(vm, (const char *)p->p, strlen((const char *)p->p));
    }
}

/* A result in libffi's return buffer: integers narrower than ffi_arg are
 * widened there, so read them back through the wide field. */
static void narrow_result(int type, FfiSlot *r)
{
    ffi_arg w = r->widened;
    switch (type) {
    case FT_I8: r->i8 = (int8_t)w; break;
    case FT_U8: r->u8 = (uint8_t)w; break;
    case FT_I16: r->i16 = (int16_t)w; break;
    case FT_U16: r->u16 = (uint16_t)w; break;
    case FT_I32: r->i32 = (int32_t)w; break;
    case FT_U32: r->u32 = (uint32_t)w; break;
    default: break;
    }
}

/* ---- state ---- */

FfiState *ffi_state(Vm *vm)
{
    if (vm->lib_state->ffi)
        return vm->lib_state->ffi;
    FfiState *st = calloc(1, sizeof *st);
    if (!st) {
        vm_throw_oom(vm);
        return NULL;
    }
    for (int i = 0; i < 4; i++)
        st->proto[i] = V_UNDEF;
    st->cb_exc = V_EMPTY;
    vm->lib_state->ffi = st;
    if (ffi_mem_install(vm, st) < 0 || ffi_callback_install(vm, st) < 0)
        return NULL;
    return st;
}

void lib_ffi_trace(Vm *vm, GcTracer *t)
{
    FfiState *st = vm->lib_state->ffi;
    if (!st)
        return;
    gc_visit_range(t, st->proto, 4);
    gc_visit(t, &st->cb_exc);
    if (st->cb_fns)
        gc_visit_range(t, st->cb_fns, (size_t)st->ncbs);
}

void lib_ffi_free(Vm *vm)
{
    FfiState *st = vm->lib_state->ffi;
    if (!st)
        return;
    ffi_callbacks_free(st);
    for (int i = 0; i < st->nfuncs; i++) {
        free(st->funcs[i]->name);
        free(st->funcs[i]);
    }
    free(st->funcs);
    for (int i = 0; i < st->nbufs; i++)
        free(st->bufs[i]);
    free(st->bufs);
    for (int i = 0; i < st->nlibs; i++)
        if (st->libs[i])
            dlclose(st->libs[i]);
    free(st->libs);
    free(st);
    vm->lib_state->ffi = NULL;
}

/* Append p to a growable pointer array; its index or -1 (OOM pending). */
static int push_ptr(Vm *vm, void ***arr, int *n, int *cap, void *p)
{
    if (*n == *cap) {
        int nc = *cap ? *cap * 2 : 8;
        void **na = realloc(*arr, (size_t)nc * sizeof *na);
        if (!na) {
            vm_throw_oom(vm);
            return -1;
        }
        *arr = na;
        *cap = nc;
    }
    (*arr)[*n] = p;
    return (*n)++;
}

/* ---- calling a declared function ---- */

static Value call_foreign(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    FfiState *st = vm->lib_state->ffi;
    FfiFunc *f = st->funcs[v_get_int(((NativeFunc *)v_cell(CALLEE))->data)];
    if (argc != f->nargs)
        return vm_throw_error(vm, ERR_TYPE, "ffi: %s expects %d argument%s, got %d", f->name, f->nargs,
                              f->nargs == 1 ? "" : "s", argc);
    FfiSlot slots[FFI_MAX_ARGS];
    char *tmps[FFI_MAX_ARGS] = { 0 };
    void *avalues[FFI_MAX_ARGS];
    Value r = V_EXC;
    char what[160];
    for (int i = 0; i < f->nargs; i++) {
        snprintf(what, sizeof what, "argument %d of %s", i + 1, f->name);
        if (ffi_to_c(vm, f->types[i], argv[i], &slots[i], &tmps[i], what) < 0)
            goto out;
        avalues[i] = &slots[i];
    }
    FfiSlot ret;
    memset(&ret, 0, sizeof ret);
    st->depth++;
    ffi_call(&f->cif, FFI_FN(f->sym), &ret, avalues);
    st->depth--;
    if (st->cb_exc != V_EMPTY) {
        r = ffi_take_callback_exception(vm, st);
        goto out;
    }
    narrow_result(f->ret, &ret);
    snprintf(what, sizeof what, "the result of %s", f->name);
    r = ffi_from_c(vm, f->ret, &ret, what);
out:
    for (int i = 0; i < f->nargs; i++)
        free(tmps[i]);
    return r;
}

/* Read a [types...] array into types[]; the count or -1. */
static int read_type_list(Vm *vm, Value *list, int *types, const char *fname)
{
    if (!v_is_object(*list))
        return vm_throw_error(vm, ERR_TYPE, "ffi: the argument types of %s must be an array of C type names",
                              fname), -1;
    int64_t n = vm_length_of_js(vm, *list);
    if (n < 0)
        return -1;
    if (n > FFI_MAX_ARGS)
        return vm_throw_error(vm, ERR_RANGE, "ffi: %s declares %lld arguments; at most %d are supported", fname,
                              (long long)n, FFI_MAX_ARGS), -1;
    char what[160];
    for (int64_t i = 0; i < n; i++) {
        Value t = vm_get_index_js(vm, *list, i);
        if (t == V_EXC)
            return -1;
        snprintf(what, sizeof what, "argument type %d of %s", (int)i + 1, fname);
        types[i] = ffi_type_arg(vm, t, what);
        if (types[i] < 0)
            return -1;
        if (types[i] == FT_VOID)
            return vm_throw_error(vm, ERR_TYPE, "ffi: %s cannot be void", what), -1;
    }
    return (int)n;
}

int ffi_prep(Vm *vm, ffi_cif *cif, ffi_type **atypes, int ret, int nargs, const int *types)
{
    for (int i = 0; i < nargs; i++)
        atypes[i] = ffi_type_ffi(types[i]);
    if (ffi_prep_cif(cif, FFI_DEFAULT_ABI, (unsigned)nargs, ffi_type_ffi(ret), atypes) != FFI_OK) {
        vm_throw_error(vm, ERR_ERROR, "ffi: libffi cannot prepare this signature");
        return -1;
    }
    return 0;
}

static void *lib_handle(Vm *vm, Value self)
{
    if (!v_is_class(self, CLS_FFI_LIB)) {
        vm_throw_error(vm, ERR_TYPE, "ffi: not an FfiLibrary");
        return NULL;
    }
    return vm->lib_state->ffi->libs[v_get_int(((FfiObj *)v_obj(self))->idx)];
}

/* The symbol `name` of the library, or NULL with an Error naming it. */
static void *lookup(Vm *vm, void *h, Value name, char **name_out)
{
    *name_out = NULL;
    if (!v_is_string(name)) {
        vm_throw_error(vm, ERR_TYPE, "ffi: a symbol name must be a string, got %s", kind_of(name));
        return NULL;
    }
    char *s = vm_str_to_utf8(vm, name, NULL);
    if (!s) {
        vm_throw_oom(vm);
        return NULL;
    }
    dlerror();
    void *sym = dlsym(h, s);
    if (!sym) {
        const char *e = dlerror();
        vm_throw_error(vm, ERR_ERROR, "ffi: symbol '%s' not found: %s", s, e ? e : "its value is NULL");
        free(s);
        return NULL;
    }
    *name_out = s;
    return sym;
}

/* A declared function for sym (name malloc'd, owned from here on):
 * argv[1] is the return type, argv[2] the argument type list. */
static Value make_func(Vm *vm, void *sym, char *name, Value *argv, int argc)
{
    FfiFunc *f = calloc(1, sizeof *f);
    if (!f) {
        free(name);
        return vm_throw_oom(vm);
    }
    f->sym = sym;
    f->name = name;
    char what[160];
    snprintf(what, sizeof what, "the return type of %s", name);
    size_t sc = gc_scope_open(vm);
    Value *list = gc_handle(vm, ARG(2));
    Value r = V_EXC;
    f->ret = ffi_type_arg(vm, ARG(1), what);
    if (f->ret < 0)
        goto fail;
    if (*list == V_UNDEF)
        f->nargs = 0;
    else if ((f->nargs = read_type_list(vm, list, f->types, name)) < 0)
        goto fail;
    if (ffi_prep(vm, &f->cif, f->atypes, f->ret, f->nargs, f->types) < 0)
        goto fail;
    FfiState *st = vm->lib_state->ffi;
    int idx = push_ptr(vm, (void ***)&st->funcs, &st->nfuncs, &st->funcs_cap, f);
    if (idx < 0)
        goto fail;
    f = NULL; /* owned by the state now */
    r = vm_new_native(vm, st->funcs[idx]->name, call_foreign, st->funcs[idx]->nargs, 0);
    if (r != V_EXC) {
        NativeFunc *nf = (NativeFunc *)v_cell(r);
        nf->data = v_int(idx); /* not a reference: no barrier needed */
    }
fail:
    gc_scope_close(vm, sc);
    if (f) {
        free(f->name);
        free(f);
    }
    return r;
}

/* lib.func(name, returnType, [argTypes]) */
static Value lib_func(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    void *h = lib_handle(vm, THIS);
    if (!h)
        return V_EXC;
    char *name;
    void *sym = lookup(vm, h, ARG(0), &name);
    if (!sym)
        return V_EXC;
    return make_func(vm, sym, name, argv, argc);
}

/* func(pointer, returnType, [argTypes]): the C function at an address (a
 * function pointer C returned, a symbol, a callback). */
static Value ffi_func_fn(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!ffi_state(vm))
        return V_EXC;
    void *p;
    size_t len;
    int k = ffi_buffer_of(vm, ARG(0), &p, &len);
    if (k < 0)
        return V_EXC;
    if (k == 0 || !p || v_is_class(ARG(0), CLS_FFI_BUF))
        return vm_throw_error(vm, ERR_TYPE, "ffi: func takes a non-NULL function pointer");
    char buf[40];
    snprintf(buf, sizeof buf, "0x%" PRIxPTR, (uintptr_t)p);
    char *name = strdup(buf);
    if (!name)
        return vm_throw_oom(vm);
    return make_func(vm, p, name, argv, argc);
}

/* lib.symbol(name): the symbol's address as an FfiPointer. */
static Value lib_symbol(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    void *h = lib_handle(vm, THIS);
    if (!h)
        return V_EXC;
    char *name;
    void *sym = lookup(vm, h, ARG(0), &name);
    if (!sym)
        return V_EXC;
    free(name);
    return ffi_new_pointer(vm, sym);
}

/* dlopen(path): null, undefined or '' is the process itself. */
static Value ffi_dlopen_fn(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    FfiState *st = ffi_state(vm);
    if (!st)
        return V_EXC;
    char *path = NULL;
    if (v_is_string(ARG(0))) {
        path = vm_str_to_utf8(vm, ARG(0), NULL);
        if (!path)
            return vm_throw_oom(vm);
        if (!*path) {
            free(path);
            path = NULL;
        }
    } else if (!v_is_nullish(ARG(0))) {
        return vm_throw_error(vm, ERR_TYPE, "ffi: dlopen takes a library path (a string) or null, got %s",
                              kind_of(ARG(0)));
    }
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        Value r = vm_throw_error(vm, ERR_ERROR, "ffi: cannot open library '%s': %s", path ? path : "",
                                 e ? e : "unknown error");
        free(path);
        return r;
    }
    free(path);
    int idx = push_ptr(vm, &st->libs, &st->nlibs, &st->libs_cap, h);
    if (idx < 0) {
        dlclose(h);
        return V_EXC;
    }
    return ffi_new_obj(vm, CLS_FFI_LIB, NULL, 0, idx);
}

int ffi_lib_install(Vm *vm, FfiState *st)
{
    static const LibFn fns[] = {
        { "func", lib_func, 3, 0 },
        { "symbol", lib_symbol, 1, 0 },
        { NULL, NULL, 0, 0 },
    };
    return lib_def_fns(vm, st->proto[CLS_FFI_LIB - CLS_FFI_PTR], fns);
}

/* ---- the module ---- */

static Value ffi_value_js(Vm *vm, int i)
{
    if (!ffi_state(vm))
        return V_EXC;
    switch (i) {
    case 0: return ffi_new_pointer(vm, NULL);
    case 1: return vm_new_native(vm, "alloc", ffi_alloc_fn, 1, 0);
    case 2: return vm_new_native(vm, "callback", ffi_callback_fn, 3, 0);
    case 3: return vm_new_native(vm, "dlopen", ffi_dlopen_fn, 1, 0);
    case 4: return vm_new_native(vm, "func", ffi_func_fn, 3, 0);
    default: return vm_new_native(vm, "readCString", ffi_read_cstring_fn, 2, 0);
    }
}

const VmBuiltinModule lib_module_ffi = {"tarn:ffi", ffi_names, ffi_value_js};
