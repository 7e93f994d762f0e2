/* stdlib/array_util.c — the index-level operations the Array builtins are
 * written against (stdlib/array_int.h): keys for indices up to 2^53-1,
 * HasProperty/Get/Set/Delete/CreateDataProperty with a dense fast path,
 * ArrayCreate / ArraySpeciesCreate, and V8's wording for the TypeErrors.
 * Nothing here keeps a Value in a C local across an allocating call.
 */
#include <math.h>
#include <stdio.h>

#include "array_int.h"

bool la_dense_prefix_noalloc(Value o, int64_t len)
{
    if (!la_plain(o))
        return false;
    ArrayObj *a = vm_array(o);
    if (len > a->length || (len > 0 && (!a->elems || len > a->elems->cap)))
        return false;
    for (int64_t i = 0; i < len; i++)
        if (a->elems->v[i] == V_EMPTY)
            return false;
    return true;
}

Value la_this_obj(Vm *vm, Value this_v, const char *name)
{
    if (v_is_object(this_v))
        return this_v;
    if (name && v_is_nullish(this_v))
        return vm_throw_error(vm, ERR_TYPE, "Array.prototype.%s called on null or undefined", name);
    return vm_to_object(vm, this_v);
}

Value *la_this_len(Vm *vm, Value this_v, int64_t *len)
{
    Value *o = gc_handle(vm, la_this_obj(vm, this_v, NULL));
    if (*o == V_EXC || (*len = la_length_js(vm, *o)) < 0)
        return NULL;
    return o;
}

Value la_key(Vm *vm, int64_t i)
{
    if (i >= 0 && i <= INT32_MAX)
        return v_int((int32_t)i);
    Value s = vm_num_to_str(vm, (double)i);
    if (s == V_EXC)
        return V_EXC;
    return vm_intern(vm, s);
}

int la_has_js(Vm *vm, Value o, int64_t i)
{
    if (la_dense_at(o, i) != V_EMPTY)
        return 1;
    if (i >= 0 && i <= INT32_MAX)
        return vm_has_js(vm, o, v_int((int32_t)i));
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o);
    Value k = la_key(vm, i);
    int r = k == V_EXC ? -1 : vm_has_js(vm, *oh, k);
    gc_scope_close(vm, sc);
    return r;
}

int la_get_present_slow_js(Vm *vm, Value o, int64_t i, Value *out)
{
    Value e;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o);
    int r = -1;
    Value k = la_key(vm, i);
    if (k == V_EXC)
        goto out;
    r = vm_has_js(vm, *oh, k);
    if (r <= 0)
        goto out;
    e = vm_get_prop_js(vm, *oh, k);
    if (e == V_EXC) {
        r = -1;
        goto out;
    }
    *out = e;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value la_get_js(Vm *vm, Value o, int64_t i)
{
    Value e = la_dense_at(o, i);
    return e != V_EMPTY ? e : vm_get_index_js(vm, o, i);
}

int la_set_js(Vm *vm, Value o, int64_t i, Value v)
{
    if (la_plain(o) && la_dense_at(o, i) != V_EMPTY) {
        ArrayObj *a = vm_array(o);
        GC_WRITE(vm, a->elems, &a->elems->v[i], v);
        return 0;
    }
    return vm_set_index_js(vm, o, i, v);
}

int la_create_slow_js(Vm *vm, Value o, int64_t i, Value v)
{
    if (i >= 0 && i <= INT32_MAX)
        return vm_define_own(vm, o, v_int((int32_t)i), v, PROP_DEFAULT);
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o), *vh = gc_handle(vm, v);
    Value k = la_key(vm, i);
    int r = k == V_EXC ? -1 : vm_define_own(vm, *oh, k, *vh, PROP_DEFAULT);
    gc_scope_close(vm, sc);
    return r;
}

int la_delete_js(Vm *vm, Value o, int64_t i)
{
    if (la_plain(o) && i >= 0 && i < (int64_t)vm_array(o)->length) {
        ArrayObj *a = vm_array(o);
        if (a->elems && i < a->elems->cap && a->elems->v[i] != V_EMPTY) {
            a->elems->v[i] = V_EMPTY; /* storing a non-reference: no barrier needed */
            return 0;
        }
    }
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, o);
    Value k = la_key(vm, i);
    int r = k == V_EXC ? -1 : vm_delete_js(vm, *oh, k);
    gc_scope_close(vm, sc);
    return r < 0 ? -1 : 0;
}

int la_set_length_js(Vm *vm, Value o, double len)
{
    if (la_plain(o) && len >= 0 && len <= LA_MAX_LEN)
        return vm_array_set_length(vm, o, (uint32_t)len);
    return vm_set_prop_js(vm, o, vm->atom[A_length], v_num(len), o);
}

int64_t la_length_js(Vm *vm, Value o) { return vm_length_of_js(vm, o); }

/* Append a string's UTF-8 (flat strings only; ropes are flattened first by
 * the caller) without allocating. */
static size_t str_into(Value s, char *buf, size_t cap, size_t o)
{
    if (!v_is_type(s, T_STRING))
        return o;
    String *st = v_str(s);
    for (uint32_t i = 0; i < st->len && o + 5 < cap; i++) {
        uint32_t c = str_at(st, i);
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < st->len) {
            uint32_t d = str_at(st, i + 1);
            if (d >= 0xDC00 && d <= 0xDFFF) {
                c = 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00);
                i++;
            }
        }
        if (c >= 0xD800 && c <= 0xDFFF)
            c = 0xFFFD;
        if (c < 0x80) {
            buf[o++] = (char)c;
        } else if (c < 0x800) {
            buf[o++] = (char)(0xC0 | (c >> 6));
            buf[o++] = (char)(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            buf[o++] = (char)(0xE0 | (c >> 12));
            buf[o++] = (char)(0x80 | ((c >> 6) & 0x3F));
            buf[o++] = (char)(0x80 | (c & 0x3F));
        } else {
            buf[o++] = (char)(0xF0 | (c >> 18));
            buf[o++] = (char)(0x80 | ((c >> 12) & 0x3F));
            buf[o++] = (char)(0x80 | ((c >> 6) & 0x3F));
            buf[o++] = (char)(0x80 | (c & 0x3F));
        }
    }
    buf[o] = 0;
    return o;
}

/* An own-or-inherited DATA property, found without running getters. */
static Value data_prop_noalloc(Vm *vm, Value o, Value key)
{
    for (Value cur = o; v_is_object(cur); cur = vm_get_proto_noalloc(cur)) {
        PropDesc d;
        int r = vm_get_own_prop(vm, cur, key, &d);
        if (r < 0) {
            vm_take_exception(vm);
            return V_UNDEF;
        }
        if (r > 0)
            return (d.attrs & PROP_ACCESSOR) ? V_UNDEF : d.value;
    }
    return V_UNDEF;
}

/* V8's NoSideEffectsToString, as far as tarn's classes go. */
void la_describe(Vm *vm, Value v, char *buf, size_t cap)
{
    buf[0] = 0;
    if (v_is_string(v)) {
        String *f = vm_str_flat(vm, v);
        if (!f) {
            vm_take_exception(vm);
            return;
        }
        str_into(v_from_cell(f), buf, cap, 0);
    } else if (v_is_number(v)) {
        char nb[40];
        size_t n = vm_num_format(v_to_double(v), nb);
        nb[n] = 0;
        snprintf(buf, cap, "%s", nb);
    } else if (v_is_symbol(v)) {
        Symbol *s = (Symbol *)v_cell(v);
        size_t o = (size_t)snprintf(buf, cap, "Symbol(");
        if (v_is_type(s->desc, T_STRING))
            o = str_into(s->desc, buf, cap - 1, o);
        snprintf(buf + o, cap - o, ")");
    } else if (!v_is_object(v)) {
        snprintf(buf, cap, "%s", v == V_NULL ? "null" : v == V_TRUE ? "true" : v == V_FALSE ? "false" : "undefined");
    } else if (vm_is_callable_noalloc(v)) {
        size_t o = (size_t)snprintf(buf, cap, "function ");
        o = str_into(vm_func_name_noalloc(vm, v), buf, cap, o);
        snprintf(buf + o, cap - o, "() { [native code] }");
    } else {
        static const char *const tags[] = {
            [CLS_ARRAY] = "Array", [CLS_BOOLEAN] = "Boolean", [CLS_NUMBER] = "Number",
            [CLS_STRING] = "String", [CLS_SYMBOL] = "Symbol", [CLS_ARGUMENTS] = "Arguments", [CLS_DATE] = "Date",
        };
        unsigned cls = v_hdr(v)->cls;
        if (cls < sizeof tags / sizeof tags[0] && tags[cls]) {
            snprintf(buf, cap, "[object %s]", tags[cls]);
            return;
        }
        if (cls == CLS_ERROR) {
            Value n = data_prop_noalloc(vm, v, vm->atom[A_name]);
            Value m = data_prop_noalloc(vm, v, vm->atom[A_message]);
            size_t o = v_is_type(n, T_STRING) ? str_into(n, buf, cap, 0) : (size_t)snprintf(buf, cap, "Error");
            if (v_is_type(m, T_STRING) && v_str(m)->len) {
                o += (size_t)snprintf(buf + o, cap - o, ": ");
                str_into(m, buf, cap, o);
            }
            return;
        }
        Value pr = vm_get_proto_noalloc(v);
        if (!v_is_object(pr)) {
            snprintf(buf, cap, "[object Object]");
            return;
        }
        Value c = data_prop_noalloc(vm, pr, vm->atom[A_constructor]);
        size_t o = (size_t)snprintf(buf, cap, "#<");
        size_t o2 = vm_is_callable_noalloc(c) ? str_into(vm_func_name_noalloc(vm, c), buf, cap - 1, o) : o;
        if (o2 == o)
            o2 = o + (size_t)snprintf(buf + o, cap - o, "Object");
        snprintf(buf + o2, cap - o2, ">");
    }
}

int la_require_fn(Vm *vm, Value f)
{
    if (vm_is_callable_noalloc(f))
        return 0;
    char b[200];
    vm_op_default_site(vm, f, b, sizeof b);
    vm_throw_error(vm, ERR_TYPE, "%s is not a function", b);
    return -1;
}

int la_require_fn_described(Vm *vm, Value f)
{
    if (vm_is_callable_noalloc(f))
        return 0;
    char b[200];
    la_describe(vm, f, b, sizeof b);
    vm_throw_error(vm, ERR_TYPE, "%s is not a function", b);
    return -1;
}

int la_require_comparator(Vm *vm, Value f)
{
    if (f == V_UNDEF || vm_is_callable_noalloc(f))
        return 0;
    char b[200];
    la_describe(vm, f, b, sizeof b);
    vm_throw_error(vm, ERR_TYPE, "The comparison function must be either a function or undefined: %s", b);
    return -1;
}

Value la_array_create(Vm *vm, double len)
{
    if (len > LA_MAX_LEN)
        return vm_throw_error(vm, ERR_RANGE, "Invalid array length");
    /* preallocate what a builtin is about to fill; beyond this the buffer
     * grows as elements arrive (so new Array(1e9) stays cheap) */
    Value a = vm_new_array(vm, len <= 100000 ? (uint32_t)len : 0);
    if (a == V_EXC || len == 0)
        return a;
    size_t sc = gc_scope_open(vm);
    Value *ah = gc_handle(vm, a);
    Value r = vm_array_set_length(vm, *ah, (uint32_t)len) < 0 ? V_EXC : *ah;
    gc_scope_close(vm, sc);
    return r;
}

Value la_species_create_js(Vm *vm, Value orig, double len)
{
    int isa = vm_is_array_js(vm, orig); /* a proxy of an array is one */
    if (isa <= 0)
        return isa < 0 ? V_EXC : la_array_create(vm, len);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *c = gc_handle(vm, vm_get_prop_js(vm, orig, vm->atom[A_constructor]));
    if (*c == V_EXC)
        goto out;
    /* another realm's %Array% makes this realm's arrays (docs/realms.md) */
    if (lib_is_array_ctor_noalloc(*c) && ((NativeFunc *)v_cell(*c))->realm != vm->realm)
        *c = V_UNDEF;
    if (v_is_object(*c)) {
        *c = vm_get_prop_js(vm, *c, vm->builtin[B_SYM_SPECIES]);
        if (*c == V_EXC)
            goto out;
        if (*c == V_NULL)
            *c = V_UNDEF;
    }
    if (*c == V_UNDEF) {
        r = la_array_create(vm, len);
        goto out;
    }
    if (!vm_is_constructor_noalloc(*c)) {
        vm_throw_error(vm, ERR_TYPE, "object.constructor[Symbol.species] is not a constructor");
        goto out;
    }
    Value *n = gc_handle(vm, v_num(len));
    r = vm_construct_js(vm, *c, 1, n, *c);
out:
    gc_scope_close(vm, sc);
    return r;
}

int la_rel_index_js(Vm *vm, Value v, int64_t len, int64_t dflt, int64_t *out)
{
    if (v == V_UNDEF) {
        *out = dflt;
        return 0;
    }
    double d;
    if (v_is_int(v))
        d = v_get_int(v);
    else if (vm_to_integer_js(vm, v, &d) < 0)
        return -1;
    if (d < 0) {
        d += (double)len;
        if (d < 0)
            d = 0;
    } else if (d > (double)len) {
        d = (double)len;
    }
    *out = (int64_t)d;
    return 0;
}
