/* vm/object_int.h — private helpers shared by the object files
 * (object.c, props.c, keys.c, array.c, ic.c, convert.c, operators.c).
 * Not for use outside that group: the rest of the VM goes through vm/vm.h.
 *
 * PropRef describes where an own property lives, found without allocating
 * and without running JS. Its `value` is NOT rooted: use it before the next
 * allocation, or re-look it up.
 */
#ifndef TARN_OBJECT_INT_H
#define TARN_OBJECT_INT_H

#include "shape.h"
#include "typed.h"

enum {
    REF_SLOT,    /* o->slots->v[idx] (value; Accessor cell when PROP_ACCESSOR) */
    REF_ELEM,    /* ArrayObj elems->v[idx] */
    REF_LENGTH,  /* array / arguments / String object `length` (value precomputed) */
    REF_STRCHAR, /* String object character idx (value not materialised) */
    REF_TYPED,   /* typed array element idx (value precomputed; V_EMPTY for a BigInt kind, made by vm_ref_value) */
};

typedef struct PropRef {
    int kind;
    uint32_t idx;
    unsigned attrs;
    Value value;
} PropRef;

static inline bool is_arraylike_cls(const Object *o)
{
    return o->hdr.cls == CLS_ARRAY || o->hdr.cls == CLS_ARGUMENTS;
}

/* Attributes of a dense element, from the object's integrity flags. */
static inline unsigned elem_attrs(const Object *o)
{
    if (o->hdr.flags & OBJ_FROZEN)
        return PROP_ENUMERABLE;
    if (o->hdr.flags & OBJ_SEALED)
        return PROP_ENUMERABLE | PROP_WRITABLE;
    return PROP_DEFAULT;
}

/* Make obj's pending own property key (PROP_LAZY, vm_define_lazy): the
 * library's value stored, the attributes it was defined with. 1 made, 0
 * not pending, -1 error. obj and key are rooted here; the caller's other
 * unrooted Values are stale after it. */
int vm_lazy_make_js(Vm *vm, Value obj, Value key);

/* Own property of an object (any class), no allocation, no JS. */
bool vm_own_lookup_noalloc(Vm *vm, Object *o, Value key, PropRef *r);

/* The prototype an operation on primitive v starts from (V_NULL if none). */
Value vm_prim_proto_noalloc(Vm *vm, Value v);

/* Materialise a PropRef's data value (REF_STRCHAR allocates a 1-char string). */
Value vm_ref_value(Vm *vm, Value obj, const PropRef *r);

/* Call the getter of accessor cell `acc` (REF_SLOT value) on receiver. */
Value vm_call_getter_js(Vm *vm, Value acc, Value receiver);

/* Error helpers using node's wording. key is a propkey. */
Value vm_throw_read_nullish(Vm *vm, Value base, Value key);
Value vm_throw_set_nullish(Vm *vm, Value base, Value key);
Value vm_throw_readonly(Vm *vm, Value receiver, Value key);
Value vm_throw_not_extensible_add(Vm *vm, Value key, bool define);
Value vm_throw_getter_only(Vm *vm, Value receiver, Value key);
Value vm_throw_create_on_primitive(Vm *vm, Value prim, Value key);
Value vm_throw_cannot_delete(Vm *vm, Value obj, Value key);
Value vm_throw_redefine(Vm *vm, Value key);
/* "number 1 is not a function" etc. (convert.c) */
Value vm_throw_not_function_typed(Vm *vm, Value v);

/* malloc'd UTF-8 text of a propkey for messages (Symbol(desc) for symbols). */
char *vm_key_cstr(Vm *vm, Value key);

/* Arguments objects (arguments.c): the parameters a mapped one aliases */
/* Parameter i's value was property key of o: unmap it (no-op unless o is a
 * mapped arguments object and key a mapped index). */
void vm_args_unmap_noalloc(Vm *vm, Object *o, Value key, Value v);
bool vm_args_is_mapped_noalloc(Object *o, Value key);
void vm_args_unmap_all_noalloc(Vm *vm, Object *o);   /* freeze */

/* Arrays (array.c) */
int vm_array_put_index(Vm *vm, Value *arr, uint32_t i, Value v, unsigned attrs, bool define);
int vm_array_set_length_checked(Vm *vm, Value *arr, Value len, bool strict_fail);
int vm_array_length_value_js(Vm *vm, Value v, uint32_t *out);
/* ArraySetLength's deletions: stops at a non-configurable element (length
 * just past it) and throws, or with quiet (a sloppy-mode Set) returns 0. */
int vm_array_truncate(Vm *vm, Value *arr, uint32_t len, bool quiet);

/* Ordinary data property add/overwrite on an object handle, no checks. */
int vm_obj_put_slot(Vm *vm, Value *obj, Value key, Value v, unsigned attrs);

Value vm_new_accessor(Vm *vm, Value get, Value set);

/* ToNumber of a primitive (no JS); TypeError for symbols. convert.c */
int vm_prim_to_number(Vm *vm, Value v, double *out);

/* Partial property descriptors (descriptors.c): which fields are present
 * and the booleans among them; value, getter and setter travel beside them
 * as three Values (fv[0], fv[1], fv[2]). */
enum { D_VALUE = 1, D_WRITABLE = 2, D_GET = 4, D_SET = 8, D_ENUM = 16, D_CONF = 32 };
typedef struct {
    unsigned has;   /* D_* present */
    unsigned attrs; /* PROP_* for the present boolean fields */
} DescFlags;
/* ToPropertyDescriptor of *desc; value/get/set land in the three handles. */
int vm_to_desc_js(Vm *vm, Value *desc, DescFlags *f, Value *value, Value *get, Value *set);
/* [[DefineOwnProperty]] with a partial descriptor (any object): 0 / -1. */
int vm_define_partial_js(Vm *vm, Value obj, Value propkey, const DescFlags *f, const Value *fv);
/* FromPropertyDescriptor of a partial descriptor: only its fields. */
Value vm_partial_desc_to_object_js(Vm *vm, const DescFlags *f, const Value *fv);

/* Proxies (proxy.c; ProxyObj in object.h). Each is the internal method of a
 * proxy and follows the convention of the generic operation that calls it. */
bool vm_desc_compatible_noalloc(bool extensible, const DescFlags *f, const Value *fv, unsigned cur_attrs,
                                const Value *cur_v, bool cur_found);
int vm_proxy_get_own_js(Vm *vm, Value proxy, Value key, PropDesc *out);   /* 1 / 0 / -1 */
int vm_proxy_define_js(Vm *vm, Value proxy, Value key, const DescFlags *f, const Value *fv); /* 0 / -1 */
int vm_proxy_has_js(Vm *vm, Value proxy, Value key);                      /* 1 / 0 / -1 */
Value vm_proxy_get_js(Vm *vm, Value proxy, Value key, Value receiver);
int vm_proxy_set_js(Vm *vm, Value proxy, Value key, Value v, Value receiver, bool strict);
int vm_proxy_delete_js(Vm *vm, Value proxy, Value key, bool strict);     /* as vm_delete_mode_js */
Value vm_proxy_own_keys_js(Vm *vm, Value proxy);                          /* every key, strings and symbols */
int vm_proxy_set_proto_js(Vm *vm, Value proxy, Value proto);              /* 0 / -1 */
int vm_proxy_prevent_extensions_js(Vm *vm, Value proxy);                  /* 0 / -1 */
int vm_proxy_freeze_js(Vm *vm, Value proxy, bool freeze);                 /* 0 / -1 */
int vm_proxy_is_frozen_js(Vm *vm, Value proxy, bool frozen);              /* 1 / 0 / -1 */

#endif
