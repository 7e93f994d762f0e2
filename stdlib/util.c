/* stdlib/util.c — helpers shared by the builtins: the UTF-8 LibBuf, table
 * registration, argument coercions. No GC references are kept in C state. */
#include <stdarg.h>
#include <stdio.h>

#include "lib.h"

static _Thread_local unsigned oom_events; /* never reset: compare before/after */
unsigned lib_oom_count(void) { return oom_events; }
void lib_note_oom(void) { oom_events++; }

void lib_buf_init(LibBuf *b)
{
    b->p = NULL;
    b->len = b->cap = 0;
    b->oom = false;
}
void lib_buf_free(LibBuf *b) { free(b->p); lib_buf_init(b); }

void lib_buf_add(LibBuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 64;
        while (nc < b->len + n + 1)
            nc *= 2;
        char *np = realloc(b->p, nc);
        if (!np) {
            b->oom = true;
            oom_events++;
            return;
        }
        b->p = np;
        b->cap = nc;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}
void lib_buf_str(LibBuf *b, const char *s) { lib_buf_add(b, s, strlen(s)); }
void lib_buf_ch(LibBuf *b, char c) { lib_buf_add(b, &c, 1); }
void lib_buf_printf(LibBuf *b, const char *fmt, ...)
{
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0)
        lib_buf_add(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

void lib_buf_cp(LibBuf *b, uint32_t cp)
{
    char u[4];
    size_t n;
    if (cp < 0x80) {
        u[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        u[0] = (char)(0xC0 | cp >> 6);
        u[1] = (char)(0x80 | (cp & 0x3F));
        n = 2;
    } else if (cp < 0x10000) {
        u[0] = (char)(0xE0 | cp >> 12);
        u[1] = (char)(0x80 | (cp >> 6 & 0x3F));
        u[2] = (char)(0x80 | (cp & 0x3F));
        n = 3;
    } else {
        u[0] = (char)(0xF0 | cp >> 18);
        u[1] = (char)(0x80 | (cp >> 12 & 0x3F));
        u[2] = (char)(0x80 | (cp >> 6 & 0x3F));
        u[3] = (char)(0x80 | (cp & 0x3F));
        n = 4;
    }
    lib_buf_add(b, u, n);
}

int lib_buf_jsstr(Vm *vm, LibBuf *b, Value s)
{
    size_t n;
    char *u = vm_str_to_utf8(vm, s, &n);
    if (!u)
        return -1;
    lib_buf_add(b, u, n);
    free(u);
    return 0;
}

Value lib_buf_to_str(Vm *vm, LibBuf *b)
{
    if (b->oom) {
        lib_buf_free(b);
        return vm_throw_oom(vm);
    }
    Value r = vm_str_from_utf8(vm, b->p ? b->p : "", b->len);
    lib_buf_free(b);
    return r;
}

int lib_def_fns(Vm *vm, Value obj, const LibFn *fns)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    int rc = 0;
    for (; fns->name; fns++)
        if (vm_def_native(vm, *oh, fns->name, fns->fn, fns->length, fns->magic) < 0) {
            rc = -1;
            break;
        }
    gc_scope_close(vm, sc);
    return rc;
}

Value lib_with_fns(Vm *vm, Value obj, const LibFn *fns)
{
    if (obj == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value r = lib_def_fns(vm, *oh, fns) == 0 ? *oh : V_EXC;
    gc_scope_close(vm, sc);
    return r;
}

Value lib_run_embedded_js(Vm *vm, const char *src, size_t len, const char *name, const struct SourcePart *parts,
                          const LibFn *const *tables)
{
    size_t sc = gc_scope_open(vm);
    bool boot = gc_boot_begin(vm);
    Value r = V_EXC;
    if (parts && vm_set_source_parts(vm, name, parts) < 0)
        goto out;
    Value *fn = gc_handle(vm, vm_compile_embedded_js(vm, src, len, name));
    if (*fn == V_EXC)
        goto out;
    Value *nat = gc_handle(vm, vm_new_object(vm));
    if (*nat == V_EXC)
        goto out;
    for (; *tables; tables++)
        if (lib_def_fns(vm, *nat, *tables) < 0)
            goto out;
    r = vm_call_js(vm, *fn, V_UNDEF, 1, nat);
out:
    gc_scope_close(vm, sc);
    gc_boot_end(vm, boot);
    return r;
}

int lib_def_value(Vm *vm, Value obj, const char *name, Value v, unsigned attrs)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *vh = gc_handle(vm, v);
    int rc = -1;
    Value k = vm_key(vm, name);
    if (k != V_EXC)
        rc = vm_define_own(vm, *oh, k, *vh, attrs);
    gc_scope_close(vm, sc);
    return rc;
}

int lib_def_getter(Vm *vm, Value obj, const char *name, NativeFn get, NativeFn set)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *gh = gc_handle(vm, V_UNDEF);
    Value *sh = gc_handle(vm, V_UNDEF);
    int rc = -1;
    char nm[128];
    if (get) {
        snprintf(nm, sizeof nm, "get %s", name);
        if ((*gh = vm_new_native(vm, nm, get, 0, 0)) == V_EXC)
            goto out;
    }
    if (set) {
        snprintf(nm, sizeof nm, "set %s", name);
        if ((*sh = vm_new_native(vm, nm, set, 1, 0)) == V_EXC)
            goto out;
    }
    Value k = vm_key(vm, name);
    if (k == V_EXC)
        goto out;
    rc = vm_define_accessor(vm, *oh, k, *gh, *sh, PROP_CONFIGURABLE);
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_def_sym_fn(Vm *vm, Value obj, Value sym, const char *name, NativeFn fn, int length)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *sy = gc_handle(vm, sym);
    int rc = -1;
    Value f = vm_new_native(vm, name, fn, length, 0);
    if (f != V_EXC)
        rc = vm_define_own(vm, *oh, *sy, f, PROP_METHOD);
    gc_scope_close(vm, sc);
    return rc;
}

Value lib_new_namespace(Vm *vm, const char *name)
{
    Value o = vm_new_object(vm);
    if (o == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o);
    Value r = V_EXC;
    if (lib_def_value(vm, vm->global, name, *oh, PROP_METHOD) == 0)
        r = *oh;
    gc_scope_close(vm, sc);
    return r;
}

int lib_require_callable(Vm *vm, Value v)
{
    if (vm_is_callable_noalloc(v))
        return 0;
    size_t sc = gc_scope_open(vm);
    Value s = lib_inspect_js(vm, v, 0);
    char *u = s == V_EXC ? NULL : vm_str_to_utf8(vm, s, NULL);
    gc_scope_close(vm, sc);
    if (s == V_EXC)
        return -1;
    vm_throw_error(vm, ERR_TYPE, "%s is not a function", u ? u : "value");
    free(u);
    return -1;
}

int lib_rel_index_js(Vm *vm, Value v, int64_t len, int64_t dflt, int64_t *out)
{
    if (v == V_UNDEF) {
        *out = dflt;
        return 0;
    }
    double d;
    if (vm_to_integer_js(vm, v, &d) < 0)
        return -1;
    if (d < 0) {
        d += (double)len;
        if (d < 0)
            d = 0;
    } else if (d > (double)len)
        d = (double)len;
    *out = (int64_t)d;
    return 0;
}

String *lib_flat(Vm *vm, Value s) { return vm_str_flat(vm, s); }

int lib_require_fn_typed(Vm *vm, Value v)
{
    if (vm_is_callable_noalloc(v))
        return 0;
    LibBuf b;
    lib_buf_init(&b);
    if (lib_buf_typed(vm, &b, v) == 0) {
        lib_buf_ch(&b, 0);
        vm_throw_error(vm, ERR_TYPE, "%s is not a function", b.oom ? "value" : b.p);
    }
    lib_buf_free(&b);
    return -1;
}

Value lib_realm_lib_js(Vm *vm, Value f, int (*make)(Vm *), int slot)
{
    int r = vm_function_realm(vm, f);
    if (r < 0)
        return V_EXC;
    if ((uint32_t)r == vm->realm)
        return V_UNDEF;
    uint32_t prev = vm_realm_enter_pinned(vm, (uint32_t)r);
    Value lib = make(vm) < 0 ? V_EXC : vm->builtin[slot];
    vm_realm_leave_pinned(vm, prev);
    return lib;
}

Value lib_new_ctor(Vm *vm, const char *name, NativeFn fn, int length, Value proto)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *ph = gc_handle(vm, proto);
    Value f = vm_new_native(vm, name, fn, length, 0);
    if (f == V_EXC)
        goto out;
    ((NativeFunc *)v_cell(f))->is_ctor = 1;
    Value *fh = gc_handle(vm, f);
    if (vm_define_own(vm, *fh, vm->atom[A_prototype], *ph, 0) < 0 ||
        vm_define_own(vm, *ph, vm->atom[A_constructor], *fh, PROP_METHOD) < 0)
        goto out;
    r = *fh;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* node's NodeError prototypes, one per kind, made on first use: an object
 * between the error and TypeError.prototype (RangeError, Error) with
 * `constructor` and a toString that names the code. */
static Value node_error_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_object(THIS))
        return vm_throw_error(vm, ERR_TYPE, "Error.prototype.toString requires that 'this' be an Object");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *parts[3];
    static const char *const keys[3] = {"name", "code", "message"};
    for (int i = 0; i < 3; i++) {
        parts[i] = gc_handle(vm, vm_get_str_js(vm, THIS, keys[i]));
        if (*parts[i] == V_EXC || (*parts[i] = vm_to_string_js(vm, *parts[i])) == V_EXC)
            goto out;
    }
    LibBuf b;
    lib_buf_init(&b);
    if (lib_buf_jsstr(vm, &b, *parts[0]) < 0)
        goto out;
    lib_buf_str(&b, " [");
    if (lib_buf_jsstr(vm, &b, *parts[1]) < 0)
        goto out;
    lib_buf_str(&b, "]: ");
    if (lib_buf_jsstr(vm, &b, *parts[2]) < 0)
        goto out;
    r = lib_buf_to_str(vm, &b);
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value node_error_proto(Vm *vm, ErrorKind kind)
{
    int slot = kind == ERR_RANGE ? B_NODE_RANGE_ERROR_PROTO : kind == ERR_TYPE ? B_NODE_TYPE_ERROR_PROTO
                                                                               : B_NODE_ERROR_PROTO;
    if (vm->builtin[slot] != V_EMPTY)
        return vm->builtin[slot];
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *base = gc_handle(vm, vm_error_proto(vm, kind));
    Value *p = gc_handle(vm, vm_new_object_proto(vm, *base));
    if (*p == V_EXC)
        goto out;
    Value ctor = vm_get_prop_js(vm, *base, vm->atom[A_constructor]);
    if (ctor == V_EXC || lib_def_value(vm, *p, "constructor", ctor, PROP_METHOD) < 0)
        goto out;
    Value f = vm_new_native(vm, "toString", node_error_to_string, 0, 0);
    if (f == V_EXC || lib_def_value(vm, *p, "toString", f, PROP_METHOD) < 0)
        goto out;
    vm->builtin[slot] = *p;
    r = *p;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* An error of kind with message text and an enumerable `code`; node_style:
 * node's NodeError (its stack's first line "TypeError [CODE]: message",
 * String(e) the same, own keys stack, code, message), else a plain error
 * with a code, as node's web-IDL errors are. */
static Value make_coded(Vm *vm, ErrorKind kind, const char *code, const char *text, bool node_style)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *msg = gc_handle(vm, vm_str_from_utf8(vm, text, strlen(text)));
    if (*msg == V_EXC)
        goto out;
    Value *e = gc_handle(vm, vm_new_error(vm, kind, *msg));
    if (*e == V_EXC)
        goto out;
    Value *c = gc_handle(vm, vm_str_from_cstr(vm, code));
    if (*c == V_EXC)
        goto out;
    if (!node_style) {
        if (lib_def_value(vm, *e, "code", *c, PROP_DEFAULT) < 0)
            goto out;
        r = *e;
        goto out;
    }
    Value p = node_error_proto(vm, kind);
    if (p == V_EXC || vm_set_proto(vm, *e, p) < 0)
        goto out;
    /* node's own keys in its order: stack, code, message */
    Value *stack = gc_handle(vm, V_UNDEF);
    unsigned sattrs = PROP_METHOD;
    Value stv = V_UNDEF;
    int sf = vm_error_stack_get(vm, *e, &stv);
    if (sf < 0)
        goto out;
    if (sf == 1 && v_is_string(stv)) {
        *stack = stv;
        char *st = vm_str_to_utf8(vm, *stack, NULL);
        const char *colon = st ? strstr(st, ": ") : NULL;
        if (colon) {
            LibBuf b;
            lib_buf_init(&b);
            lib_buf_add(&b, st, (size_t)(colon - st));
            lib_buf_printf(&b, " [%s]", code);
            lib_buf_str(&b, colon);
            *stack = lib_buf_to_str(vm, &b);
        }
        free(st);
        if (*stack == V_EXC)
            goto out;
    }
    if (vm_delete_js(vm, *e, vm->atom[A_stack]) < 0 || vm_delete_js(vm, *e, vm->atom[A_message]) < 0)
        goto out;
    if ((*stack != V_UNDEF && vm_define_own(vm, *e, vm->atom[A_stack], *stack, sattrs) < 0) ||
        lib_def_value(vm, *e, "code", *c, PROP_DEFAULT) < 0 ||
        vm_define_own(vm, *e, vm->atom[A_message], *msg, PROP_METHOD) < 0)
        goto out;
    r = *e;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value throw_coded_va(Vm *vm, ErrorKind kind, const char *code, bool node_style, const char *fmt, va_list ap)
{
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    Value e = make_coded(vm, kind, code, buf, node_style);
    return e == V_EXC ? V_EXC : vm_throw(vm, e);
}

Value lib_throw_coded(Vm *vm, ErrorKind kind, const char *code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Value r = throw_coded_va(vm, kind, code, true, fmt, ap);
    va_end(ap);
    return r;
}

Value lib_throw_coded_plain(Vm *vm, ErrorKind kind, const char *code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Value r = throw_coded_va(vm, kind, code, false, fmt, ap);
    va_end(ap);
    return r;
}

Value lib_throw_incompatible(Vm *vm, const char *method, Value recv)
{
    char *d = vm_value_desc_cstr(vm, recv);
    if (!d)
        return vm_throw_oom(vm);
    vm_throw_error(vm, ERR_TYPE, "Method %s called on incompatible receiver %s", method, d);
    free(d);
    return V_EXC;
}

/* received(v): lib_buf_received's text, for library code written in JS */
Value lib_js_received(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    LibBuf b;
    lib_buf_init(&b);
    if (lib_buf_received(vm, ARG(0), &b, true) < 0) {
        lib_buf_free(&b);
        return V_EXC;
    }
    return lib_buf_to_str(vm, &b);
}

/* nodeError(kind, code, message): node's NodeError (0 TypeError, 1
 * RangeError, 2 Error), made as lib_throw_coded makes them */
Value lib_js_node_error(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc, (void)construct;
    int k = v_is_int(ARG(0)) ? v_get_int(ARG(0)) : 2;
    char *code = vm_str_to_utf8(vm, ARG(1), NULL);
    char *msg = code ? vm_str_to_utf8(vm, ARG(2), NULL) : NULL;
    Value r = msg ? lib_new_node_error(vm, k == 0 ? ERR_TYPE : k == 1 ? ERR_RANGE : ERR_ERROR, code, msg)
                  : vm_throw_oom(vm);
    free(code);
    free(msg);
    return r;
}

Value lib_new_node_error(Vm *vm, ErrorKind kind, const char *code, const char *text)
{
    return make_coded(vm, kind, code, text, true);
}
