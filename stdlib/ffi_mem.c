/* stdlib/ffi_mem.c — pointers and buffers of tarn:ffi (docs/ffi.md).
 *
 * An FfiPointer is an address and nothing else: reading through one is as
 * unchecked as in C. An FfiBuffer owns a malloc'd, zero-filled backing store
 * listed in FfiState.bufs; its reads and writes are bounds-checked and it
 * lives until buf.free() or the end of the VM (the collector has no
 * finalizers). ffi_buffer_of is the single place that turns a JS value into
 * a C pointer for a call: FfiPointer/FfiBuffer/FfiCallback, and ArrayBuffer,
 * any typed array or DataView (their own bytes, vm/typed.h).
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>

#include "ffi_int.h"
#include "../gc/gc.h"
#include "../vm/typed.h"

static const char *const class_names[4] = { "FfiPointer", "FfiBuffer", "FfiCallback", "FfiLibrary" };

static FfiObj *fobj(Value v) { return (FfiObj *)v_obj(v); }

static void *obj_addr(Value v) { return (void *)(uintptr_t)v_to_double(fobj(v)->addr); }

int ffi_buffer_of(Vm *vm, Value v, void **ptr, size_t *len)
{
    *ptr = NULL;
    *len = 0;
    if (v_is_nullish(v))
        return 1;
    if (v_is_class(v, CLS_FFI_BUF)) {
        if (v_get_int(fobj(v)->idx) < 0) {
            vm_throw_error(vm, ERR_ERROR, "ffi: this FfiBuffer was freed");
            return -1;
        }
        *ptr = obj_addr(v);
        *len = (size_t)v_to_double(fobj(v)->len);
        return 1;
    }
    /* an ArrayBuffer, typed array or DataView: its bytes, which are
     * malloc'd (vm/typed.h) and so never move while C holds them; the
     * argument slot keeps the buffer alive for the call */
    if (vm_typed_memory_noalloc(v, ptr, len))
        return 1;
    if (v_is_class(v, CLS_FFI_PTR) || v_is_class(v, CLS_FFI_CB)) {
        if (v_is_class(v, CLS_FFI_CB) && v_get_int(fobj(v)->idx) < 0) {
            vm_throw_error(vm, ERR_ERROR, "ffi: this FfiCallback was closed");
            return -1;
        }
        *ptr = obj_addr(v);
        return 1;
    }
    return 0;
}

Value ffi_new_obj(Vm *vm, int cls, void *addr, double len, int idx)
{
    FfiState *st = vm->lib_state->ffi;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_new_object_class(vm, (ObjClass)cls, sizeof(FfiObj), st->proto[cls - CLS_FFI_PTR]));
    if (*o == V_EXC)
        goto out;
    /* a fresh nursery cell and no references stored: no barrier */
    fobj(*o)->addr = v_num((double)(uintptr_t)addr);
    fobj(*o)->len = v_num(len);
    fobj(*o)->idx = v_int(idx);
    if (cls != CLS_FFI_LIB) {
        char hex[32];
        snprintf(hex, sizeof hex, "0x%" PRIxPTR, (uintptr_t)addr);
        Value s = vm_str_from_cstr(vm, hex);
        if (s == V_EXC || lib_def_value(vm, *o, "address", s, PROP_ENUMERABLE) < 0)
            goto out;
    }
    if (cls == CLS_FFI_BUF && lib_def_value(vm, *o, "length", v_num(len), PROP_ENUMERABLE) < 0)
        goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value ffi_new_pointer(Vm *vm, void *addr)
{
    return ffi_new_obj(vm, CLS_FFI_PTR, addr, 0, 0);
}

/* ---- offsets ---- */

/* An integer offset in [0, 2^53), the default when undefined. */
static int offset_arg(Vm *vm, Value v, size_t dflt, size_t *out)
{
    if (v == V_UNDEF) {
        *out = dflt;
        return 0;
    }
    if (!v_is_number(v)) {
        vm_throw_error(vm, ERR_TYPE, "ffi: an offset must be a number");
        return -1;
    }
    double d = v_to_double(v);
    if (d != trunc(d) || d < 0 || d > 9007199254740992.0) {
        vm_throw_error(vm, ERR_RANGE, "ffi: an offset must be a non-negative integer");
        return -1;
    }
    *out = (size_t)d;
    return 0;
}

/* THIS as memory: base address and (for a buffer) length; bounded says
 * whether len applies. */
static int self_mem(Vm *vm, Value self, char **base, size_t *len, bool *bounded)
{
    if (!v_is_class(self, CLS_FFI_BUF) && !v_is_class(self, CLS_FFI_PTR)) {
        vm_throw_error(vm, ERR_TYPE, "ffi: not an FfiBuffer or FfiPointer");
        return -1;
    }
    void *p;
    if (ffi_buffer_of(vm, self, &p, len) < 0)
        return -1;
    *base = p;
    *bounded = v_is_class(self, CLS_FFI_BUF);
    if (!*bounded && !p) {
        vm_throw_error(vm, ERR_ERROR, "ffi: cannot access memory through a NULL pointer");
        return -1;
    }
    return 0;
}

static int check_span(Vm *vm, bool bounded, size_t len, size_t off, size_t n)
{
    if (bounded && (off > len || n > len - off)) {
        vm_throw_error(vm, ERR_RANGE, "ffi: %zu bytes at offset %zu are outside the buffer of %zu bytes", n, off,
                       len);
        return -1;
    }
    return 0;
}

/* buf.read(type, offset = 0) / ptr.read(type, offset = 0) */
static Value mem_read(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    char *base;
    size_t len, off;
    bool bounded;
    if (self_mem(vm, THIS, &base, &len, &bounded) < 0)
        return V_EXC;
    int type = ffi_type_arg(vm, ARG(0), "the type to read");
    if (type < 0)
        return V_EXC;
    if (type == FT_VOID)
        return vm_throw_error(vm, ERR_TYPE, "ffi: cannot read a void");
    size_t n = ffi_type_size(type);
    if (offset_arg(vm, ARG(1), 0, &off) < 0 || check_span(vm, bounded, len, off, n) < 0)
        return V_EXC;
    FfiSlot s;
    memset(&s, 0, sizeof s);
    memcpy(&s, base + off, n);
    return ffi_from_c(vm, type, &s, "the value read");
}

/* buf.write(type, offset, value) / ptr.write(...) */
static Value mem_write(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    char *base;
    size_t len, off;
    bool bounded;
    if (self_mem(vm, THIS, &base, &len, &bounded) < 0)
        return V_EXC;
    int type = ffi_type_arg(vm, ARG(0), "the type to write");
    if (type < 0)
        return V_EXC;
    if (type == FT_VOID)
        return vm_throw_error(vm, ERR_TYPE, "ffi: cannot write a void");
    if (type == FT_CSTRING && v_is_string(ARG(2)))
        return vm_throw_error(vm, ERR_TYPE, "ffi: write('cstring') stores a pointer; use writeCString for text");
    size_t n = ffi_type_size(type);
    if (offset_arg(vm, ARG(1), 0, &off) < 0 || check_span(vm, bounded, len, off, n) < 0)
        return V_EXC;
    FfiSlot s;
    if (ffi_to_c(vm, type, ARG(2), &s, NULL, "the value written") < 0)
        return V_EXC;
    /* re-read: ffi_to_c may have allocated (an error) — base is malloc'd and
     * never moves, so only THIS's liveness matters, and it is an argument */
    memcpy(base + off, &s, n);
    return V_UNDEF;
}

/* The C string at base+off, bounded by len when bounded. */
static Value cstring_at(Vm *vm, const char *base, size_t len, bool bounded, size_t off)
{
    if (check_span(vm, bounded, len, off, 0) < 0)
        return V_EXC;
    size_t n = bounded ? strnlen(base + off, len - off) : strlen(base + off);
    return vm_str_from_utf8(vm, base + off, n);
}

/* buf.readCString(offset = 0) / ptr.readCString(offset = 0) */
static Value mem_read_cstring(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    char *base;
    size_t len, off;
    bool bounded;
    if (self_mem(vm, THIS, &base, &len, &bounded) < 0 || offset_arg(vm, ARG(0), 0, &off) < 0)
        return V_EXC;
    return cstring_at(vm, base, len, bounded, off);
}

/* readCString(ptr, offset = 0): null for NULL. */
Value ffi_read_cstring_fn(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    void *p;
    size_t len, off;
    int r = ffi_buffer_of(vm, ARG(0), &p, &len);
    if (r < 0)
        return V_EXC;
    if (r == 0)
        return vm_throw_error(vm, ERR_TYPE, "ffi: readCString takes a pointer or buffer");
    if (offset_arg(vm, ARG(1), 0, &off) < 0)
        return V_EXC;
    if (!p)
        return V_NULL;
    void *q;
    size_t ql;
    bool bounded = v_is_class(ARG(0), CLS_FFI_BUF) || vm_typed_memory_noalloc(ARG(0), &q, &ql);
    return cstring_at(vm, p, len, bounded, off);
}

/* buf.writeCString(string, offset = 0): UTF-8 plus a NUL; returns the byte
 * count without the NUL. */
static Value buf_write_cstring(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    char *base;
    size_t len, off;
    bool bounded;
    if (!v_is_class(THIS, CLS_FFI_BUF))
        return vm_throw_error(vm, ERR_TYPE, "ffi: not an FfiBuffer");
    if (self_mem(vm, THIS, &base, &len, &bounded) < 0 || offset_arg(vm, ARG(1), 0, &off) < 0)
        return V_EXC;
    if (!v_is_string(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "ffi: writeCString takes a string");
    size_t n;
    char *s = vm_str_to_utf8(vm, ARG(0), &n);
    if (!s)
        return vm_throw_oom(vm);
    if (check_span(vm, true, len, off, n + 1) < 0) {
        free(s);
        return V_EXC;
    }
    memcpy(base + off, s, n + 1);
    free(s);
    return v_num((double)n);
}

/* buf.pointer(offset = 0): an FfiPointer into the buffer. */
static Value buf_pointer(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    char *base;
    size_t len, off;
    bool bounded;
    if (!v_is_class(THIS, CLS_FFI_BUF))
        return vm_throw_error(vm, ERR_TYPE, "ffi: not an FfiBuffer");
    if (self_mem(vm, THIS, &base, &len, &bounded) < 0 || offset_arg(vm, ARG(0), 0, &off) < 0 ||
        check_span(vm, true, len, off, 0) < 0)
        return V_EXC;
    return ffi_new_pointer(vm, base + off);
}

/* buf.free(): releases the backing store now; later use throws. */
static Value buf_free(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    (void)argc;
    if (!v_is_class(THIS, CLS_FFI_BUF))
        return vm_throw_error(vm, ERR_TYPE, "ffi: not an FfiBuffer");
    int idx = v_get_int(fobj(THIS)->idx);
    if (idx >= 0) {
        free(vm->lib_state->ffi->bufs[idx]);
        vm->lib_state->ffi->bufs[idx] = NULL;
        fobj(THIS)->idx = v_int(-1);
        fobj(THIS)->addr = v_int(0);
    }
    return V_UNDEF;
}

/* ptr.isNull() */
static Value ptr_is_null(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    (void)argc;
    if (!v_is_class(THIS, CLS_FFI_PTR))
        return vm_throw_error(vm, ERR_TYPE, "ffi: not an FfiPointer");
    return v_bool(obj_addr(THIS) == NULL);
}

/* ptr.offset(n): the pointer n bytes further (n may be negative). */
static Value ptr_offset(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (!v_is_class(THIS, CLS_FFI_PTR))
        return vm_throw_error(vm, ERR_TYPE, "ffi: not an FfiPointer");
    if (!v_is_number(ARG(0)) || v_to_double(ARG(0)) != trunc(v_to_double(ARG(0))) ||
        fabs(v_to_double(ARG(0))) > 9007199254740992.0)
        return vm_throw_error(vm, ERR_TYPE, "ffi: offset() takes an integer");
    uintptr_t a = (uintptr_t)obj_addr(THIS) + (uintptr_t)(intptr_t)v_to_double(ARG(0));
    return ffi_new_pointer(vm, (void *)a);
}

/* alloc(n): a zero-filled FfiBuffer of n bytes. */
Value ffi_alloc_fn(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    FfiState *st = ffi_state(vm);
    if (!st)
        return V_EXC;
    if (!v_is_number(ARG(0)))
        return vm_throw_error(vm, ERR_TYPE, "ffi: alloc takes a byte count (a number)");
    double d = v_to_double(ARG(0));
    if (d != trunc(d) || d < 0 || d > 2147483647.0)
        return vm_throw_error(vm, ERR_RANGE, "ffi: alloc's byte count must be an integer from 0 to 2147483647");
    void *p = calloc(d > 0 ? (size_t)d : 1, 1);
    if (!p)
        return vm_throw_oom(vm);
    if (st->nbufs == st->bufs_cap) {
        int nc = st->bufs_cap ? st->bufs_cap * 2 : 16;
        void **nb = realloc(st->bufs, (size_t)nc * sizeof *nb);
        if (!nb) {
            free(p);
            return vm_throw_oom(vm);
        }
        st->bufs = nb;
        st->bufs_cap = nc;
    }
    int idx = st->nbufs++;
    st->bufs[idx] = p;
    return ffi_new_obj(vm, CLS_FFI_BUF, p, d, idx);
}

static Value illegal_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv;
    (void)argc;
    (void)construct;
    return vm_throw_error(vm, ERR_TYPE, "Illegal constructor");
}

int ffi_mem_install(Vm *vm, FfiState *st)
{
    for (int i = 0; i < 4; i++) {
        Value p = vm_new_object(vm);
        if (p == V_EXC)
            return -1;
        st->proto[i] = p;
        Value c = vm_new_native(vm, class_names[i], illegal_ctor, 0, 0);
        if (c == V_EXC)
            return -1;
        size_t sc = gc_scope_open(vm);
        Value *ch = gc_handle(vm, c);
        int r = lib_def_value(vm, *ch, "prototype", st->proto[i], 0);
        if (r == 0)
            r = lib_def_value(vm, st->proto[i], "constructor", *ch, PROP_METHOD);
        gc_scope_close(vm, sc);
        if (r < 0)
            return -1;
    }
    static const LibFn ptr_fns[] = {
        { "isNull", ptr_is_null, 0, 0 },
        { "offset", ptr_offset, 1, 0 },
        { "read", mem_read, 2, 0 },
        { "write", mem_write, 3, 0 },
        { "readCString", mem_read_cstring, 1, 0 },
        { NULL, NULL, 0, 0 },
    };
    static const LibFn buf_fns[] = {
        { "read", mem_read, 2, 0 },
        { "write", mem_write, 3, 0 },
        { "readCString", mem_read_cstring, 1, 0 },
        { "writeCString", buf_write_cstring, 2, 0 },
        { "pointer", buf_pointer, 1, 0 },
        { "free", buf_free, 0, 0 },
        { NULL, NULL, 0, 0 },
    };
    if (lib_def_fns(vm, st->proto[0], ptr_fns) < 0 || lib_def_fns(vm, st->proto[1], buf_fns) < 0)
        return -1;
    return ffi_lib_install(vm, st);
}
