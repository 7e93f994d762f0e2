/* vm/descriptors.c — property descriptor objects: ToPropertyDescriptor plus
 * ValidateAndApplyPropertyDescriptor for partial descriptors (what
 * Object.defineProperty / defineProperties / Reflect.defineProperty need,
 * defineProperties reading every descriptor before defining any),
 * and FromPropertyDescriptor (Object.getOwnPropertyDescriptor).
 *
 * The merge is done here; the final store goes through vm_define_own /
 * vm_define_accessor, which re-check the non-configurable rules with the
 * complete descriptor.
 */
#include "object_int.h"
#include "module.h"

#include <stdlib.h>

static char *value_cstr(Vm *vm, Value v)
{
    if (v_is_symbol(v))
        return vm_key_cstr(vm, v);
    if (v_is_object(v))
        return strdup(vm_is_callable_noalloc(v) ? "function" : "#<Object>");
    size_t sc = gc_scope_open(vm);
    Value s = vm_to_string_js(vm, v);
    char *r = s == V_EXC ? strdup("?") : vm_str_to_utf8(vm, s, NULL);
    if (s == V_EXC)
        vm_take_exception(vm);
    gc_scope_close(vm, sc);
    return r;
}

/* Reads desc into flags; value/get/set go into the handles. */
int vm_to_desc_js(Vm *vm, Value *desc, DescFlags *f, Value *value, Value *get, Value *set)
{
    if (!v_is_object(*desc)) {
        char *s = value_cstr(vm, *desc);
        vm_throw_error(vm, ERR_TYPE, "Property description must be an object: %s", s ? s : "");
        free(s);
        return -1;
    }
    static const struct { int atom; unsigned bit, attr; } fields[] = {
        { A_enumerable, D_ENUM, PROP_ENUMERABLE },  { A_configurable, D_CONF, PROP_CONFIGURABLE },
        { A_value, D_VALUE, 0 },                    { A_writable, D_WRITABLE, PROP_WRITABLE },
        { A_get, D_GET, 0 },                        { A_set, D_SET, 0 },
    };
    f->has = 0;
    f->attrs = 0;
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        int h = vm_has_js(vm, *desc, vm->atom[fields[i].atom]);
        if (h < 0)
            return -1;
        if (!h)
            continue;
        Value v = vm_get_prop_js(vm, *desc, vm->atom[fields[i].atom]);
        if (v == V_EXC)
            return -1;
        f->has |= fields[i].bit;
        if (fields[i].bit == D_VALUE)
            *value = v;
        else if (fields[i].bit == D_GET || fields[i].bit == D_SET) {
            if (v != V_UNDEF && !vm_is_callable_noalloc(v)) {
                char *s = value_cstr(vm, v);
                vm_throw_error(vm, ERR_TYPE, "%s must be a function: %s",
                               fields[i].bit == D_GET ? "Getter" : "Setter", s ? s : "");
                free(s);
                return -1;
            }
            *(fields[i].bit == D_GET ? get : set) = v;
        } else if (vm_truthy_noalloc(v)) {
            f->attrs |= fields[i].attr;
        }
    }
    if ((f->has & (D_GET | D_SET)) && (f->has & (D_VALUE | D_WRITABLE))) {
        bool isf;
        char *d = vm_obj_desc_cstr(vm, *desc, &isf);
        vm_throw_error(vm, ERR_TYPE, "Invalid property descriptor. Cannot both specify accessors "
                                     "and a value or writable attribute, %s", d ? d : "#<Object>");
        free(d);
        return -1;
    }
    return 0;
}

/* ValidateAndApplyPropertyDescriptor for an already-read descriptor. */
static int apply_desc(Vm *vm, Value *oh, Value *kh, const DescFlags *fp, Value *value, Value *get,
                      Value *set)
{
    DescFlags f = *fp;
    if (UNLIKELY(v_is_proxy(*oh))) {
        Value fv[3] = { *value, *get, *set }; /* vm_proxy_define_js roots them first thing */
        return vm_proxy_define_js(vm, *oh, *kh, &f, fv);
    }
    if ((f.has & D_VALUE) && v_hdr(*oh)->cls == CLS_ARRAY && *kh == vm->atom[A_length]) {
        /* ArraySetLength converts the value before any check of the
         * descriptor: a bad length is a RangeError even where the
         * definition would also be refused */
        uint32_t n;
        if (vm_array_length_value_js(vm, *value, &n) < 0)
            return -1;
        *value = v_num((double)n);
    }
    PropDesc cur;
    int found = vm_get_own_prop(vm, *oh, *kh, &cur);
    if (found < 0)
        return -1;
    bool is_acc = f.has & (D_GET | D_SET);
    bool is_data = f.has & (D_VALUE | D_WRITABLE);
    if (!found) {
        if (is_acc)
            return vm_define_accessor(vm, *oh, *kh, *get, *set,
                                      f.attrs & (PROP_ENUMERABLE | PROP_CONFIGURABLE));
        return vm_define_own(vm, *oh, *kh, *value, f.attrs);
    }
    size_t sc = gc_scope_open(vm);
    Value *cur_v = gc_handle(vm, cur.value), *cur_g = gc_handle(vm, cur.get);
    Value *cur_s = gc_handle(vm, cur.set);
    int rc = -1;
    bool cur_acc = cur.attrs & PROP_ACCESSOR;
    if (!(cur.attrs & PROP_CONFIGURABLE)) {
        bool bad = ((f.has & D_CONF) && (f.attrs & PROP_CONFIGURABLE)) ||
                   ((f.has & D_ENUM) && (f.attrs & PROP_ENUMERABLE) != (cur.attrs & PROP_ENUMERABLE));
        if (!bad && (is_acc || is_data) && cur_acc != is_acc)
            bad = true;
        if (!bad && is_data && !cur_acc && !(cur.attrs & PROP_WRITABLE)) {
            if ((f.has & D_WRITABLE) && (f.attrs & PROP_WRITABLE))
                bad = true;
            else if ((f.has & D_VALUE) && !vm_same_value_noalloc(*value, *cur_v))
                bad = true;
        }
        if (!bad && is_acc && cur_acc)
            bad = ((f.has & D_GET) && *get != *cur_g) || ((f.has & D_SET) && *set != *cur_s);
        Value nsv;
        if (!bad && vm_module_ns_binding_noalloc(vm, *oh, *kh, &nsv)) {
            /* a namespace binding (10.4.6.6) stays as it is: a definition
             * that would change it is refused, any other one succeeds */
            bad = ((f.has & D_WRITABLE) && !(f.attrs & PROP_WRITABLE)) ||
                  ((f.has & D_VALUE) && !vm_same_value_noalloc(*value, *cur_v));
            if (!bad) {
                rc = 0;
                goto out;
            }
        }
        if (bad) {
            vm_throw_redefine(vm, *kh);
            goto out;
        }
    }
    if (!cur_acc && (is_acc || ((f.has & D_WRITABLE) && !(f.attrs & PROP_WRITABLE))) &&
        vm_args_is_mapped_noalloc(v_obj(*oh), *kh)) {
        /* a mapped arguments index redefined as an accessor or read-only:
         * the parameter keeps the value it has after the definition */
        vm_args_unmap_noalloc(vm, v_obj(*oh), *kh, (!is_acc && (f.has & D_VALUE)) ? *value : *cur_v);
    }
    unsigned attrs = cur.attrs & (PROP_ENUMERABLE | PROP_CONFIGURABLE);
    if (f.has & D_ENUM)
        attrs = (attrs & ~PROP_ENUMERABLE) | (f.attrs & PROP_ENUMERABLE);
    if (f.has & D_CONF)
        attrs = (attrs & ~PROP_CONFIGURABLE) | (f.attrs & PROP_CONFIGURABLE);
    if (is_acc || (!is_data && cur_acc)) {
        Value g = (f.has & D_GET) ? *get : (cur_acc ? *cur_g : V_UNDEF);
        Value s = (f.has & D_SET) ? *set : (cur_acc ? *cur_s : V_UNDEF);
        rc = vm_define_accessor(vm, *oh, *kh, g, s, attrs);
    } else {
        unsigned w = cur_acc ? 0 : (cur.attrs & PROP_WRITABLE);
        if (f.has & D_WRITABLE)
            w = f.attrs & PROP_WRITABLE;
        Value v = (f.has & D_VALUE) ? *value : (cur_acc ? V_UNDEF : *cur_v);
        rc = vm_define_own(vm, *oh, *kh, v, attrs | w);
    }
out:
    gc_scope_close(vm, sc);
    return rc;
}

int vm_define_from_desc_js(Vm *vm, Value obj, Value propkey, Value desc)
{
    if (!v_is_object(obj)) {
        vm_throw_error(vm, ERR_TYPE, "Object.defineProperty called on non-object");
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj), *kh = gc_handle(vm, propkey), *dh = gc_handle(vm, desc);
    Value *value = gc_handle(vm, V_UNDEF), *get = gc_handle(vm, V_UNDEF), *set = gc_handle(vm, V_UNDEF);
    DescFlags f;
    int rc = -1;
    if (vm_to_desc_js(vm, dh, &f, value, get, set) == 0)
        rc = apply_desc(vm, oh, kh, &f, value, get, set);
    gc_scope_close(vm, sc);
    return rc;
}

/* ObjectDefineProperties: every descriptor is read (running getters, and
 * throwing for a bad one) before any property is defined. The parsed
 * descriptors wait in one array: key, value, get, set per entry. */
int vm_define_properties_js(Vm *vm, Value obj, Value props)
{
    if (!v_is_object(obj)) {
        vm_throw_error(vm, ERR_TYPE, "Object.defineProperties called on non-object");
        return -1;
    }
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value *ph = gc_handle(vm, vm_to_object(vm, props));
    Value *keys = gc_handle(vm, V_UNDEF), *list = gc_handle(vm, V_UNDEF);
    Value *tmp = gc_handle(vm, V_UNDEF); /* 5 consecutive handles: key value get set desc */
    for (int i = 0; i < 4; i++)
        gc_handle(vm, V_UNDEF);
    DescFlags *flags = NULL;
    uint32_t nd = 0;
    int rc = -1;
    if (*ph == V_EXC)
        goto out;
    *keys = vm_own_keys(vm, *ph, KEYS_STRINGS | KEYS_SYMBOLS);
    if (*keys == V_EXC)
        goto out;
    uint32_t n = vm_array(*keys)->length;
    *list = vm_new_array(vm, 4 * n);
    if (*list == V_EXC)
        goto out;
    flags = malloc(sizeof(DescFlags) * (n ? n : 1));
    if (!flags) {
        vm_throw_oom(vm);
        goto out;
    }
    for (uint32_t i = 0; i < n; i++) {
        tmp[0] = vm_to_propkey_js(vm, vm_array(*keys)->elems->v[i]);
        if (tmp[0] == V_EXC)
            goto out;
        PropDesc pd;
        int found = vm_get_own_prop(vm, *ph, tmp[0], &pd);
        if (found < 0)
            goto out;
        if (!found || !(pd.attrs & PROP_ENUMERABLE))
            continue;
        tmp[4] = vm_get_prop_js(vm, *ph, tmp[0]);
        if (tmp[4] == V_EXC)
            goto out;
        tmp[1] = tmp[2] = tmp[3] = V_UNDEF;
        if (vm_to_desc_js(vm, &tmp[4], &flags[nd], &tmp[1], &tmp[2], &tmp[3]) < 0)
            goto out;
        for (int j = 0; j < 4; j++)
            if (vm_array_append(vm, *list, tmp[j]) < 0)
                goto out;
        nd++;
    }
    for (uint32_t i = 0; i < nd; i++) {
        for (int j = 0; j < 4; j++)
            tmp[j] = vm_array(*list)->elems->v[4 * i + j];
        if (apply_desc(vm, oh, &tmp[0], &flags[i], &tmp[1], &tmp[2], &tmp[3]) < 0)
            goto out;
    }
    rc = 0;
out:
    free(flags);
    gc_scope_close(vm, sc);
    return rc;
}

int vm_define_partial_js(Vm *vm, Value obj, Value propkey, const DescFlags *f, const Value *fv)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj), *kh = gc_handle(vm, propkey);
    Value *v = gc_handle(vm, fv[0]), *g = gc_handle(vm, fv[1]), *s = gc_handle(vm, fv[2]);
    int rc = apply_desc(vm, oh, kh, f, v, g, s);
    gc_scope_close(vm, sc);
    return rc;
}

Value vm_partial_desc_to_object_js(Vm *vm, const DescFlags *f, const Value *fv)
{
    static const struct { unsigned bit; int atom; } fields[] = {
        { D_VALUE, A_value }, { D_WRITABLE, A_writable }, { D_GET, A_get },
        { D_SET, A_set },     { D_ENUM, A_enumerable },   { D_CONF, A_configurable },
    };
    size_t sc = gc_scope_open(vm);
    Value *vals = gc_handle(vm, fv[0]);
    gc_handle(vm, fv[1]);
    gc_handle(vm, fv[2]);
    Value *o = gc_handle(vm, vm_new_object(vm));
    Value r = V_EXC;
    if (*o == V_EXC)
        goto out;
    for (size_t i = 0; i < sizeof fields / sizeof *fields; i++) {
        if (!(f->has & fields[i].bit))
            continue;
        Value v = fields[i].bit == D_VALUE ? vals[0] : fields[i].bit == D_GET ? vals[1]
                : fields[i].bit == D_SET   ? vals[2]
                : v_bool(f->attrs & (fields[i].bit == D_WRITABLE ? PROP_WRITABLE
                                     : fields[i].bit == D_ENUM   ? PROP_ENUMERABLE
                                                                 : PROP_CONFIGURABLE));
        if (vm_define_own(vm, *o, vm->atom[fields[i].atom], v, PROP_DEFAULT) < 0)
            goto out;
    }
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_desc_to_object_js(Vm *vm, const PropDesc *d)
{
    size_t sc = gc_scope_open(vm);
    Value *a = gc_handle(vm, d->value), *g = gc_handle(vm, d->get), *s = gc_handle(vm, d->set);
    unsigned attrs = d->attrs;
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_new_object(vm));
    if (*o == V_EXC)
        goto out;
    if (attrs & PROP_ACCESSOR) {
        if (vm_define_own(vm, *o, vm->atom[A_get], *g, PROP_DEFAULT) < 0 ||
            vm_define_own(vm, *o, vm->atom[A_set], *s, PROP_DEFAULT) < 0)
            goto out;
    } else {
        if (vm_define_own(vm, *o, vm->atom[A_value], *a, PROP_DEFAULT) < 0 ||
            vm_define_own(vm, *o, vm->atom[A_writable], v_bool(attrs & PROP_WRITABLE), PROP_DEFAULT) < 0)
            goto out;
    }
    if (vm_define_own(vm, *o, vm->atom[A_enumerable], v_bool(attrs & PROP_ENUMERABLE), PROP_DEFAULT) < 0 ||
        vm_define_own(vm, *o, vm->atom[A_configurable], v_bool(attrs & PROP_CONFIGURABLE), PROP_DEFAULT) < 0)
        goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}
