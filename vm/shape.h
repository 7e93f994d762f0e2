/* vm/shape.h — hidden classes (Shape), dictionary mode, and the InlineCache
 * layout with the static-inline fast-path hit checks the interpreter inlines
 * into its dispatch loop. The slow paths (vm_get_field_ic_js,
 * vm_put_field_ic_js in vm/ic.c) do the full lookup and refill the cache.
 *
 * Invariants:
 *  - A Shape is a GC cell and MOVES. Everything referencing one (objects,
 *    parents, transition tables, inline caches) traces it.
 *  - A tree shape (no SHAPE_DICT) is immutable except for its caches (child,
 *    trans, table): two objects with the same tree shape have the same
 *    prototype, the same keys in the same slots with the same attributes.
 *    So one pointer compare validates proto identity and layout.
 *  - A dictionary shape (SHAPE_DICT, object has OBJ_DICT) is owned by exactly
 *    one object and mutated in place; an IC never trusts its identity alone
 *    (IC_DICT re-checks the entry key).
 *  - Non-extensible, sealed and frozen objects, objects whose prototype was
 *    changed, objects with more than SHAPE_MAX_TREE_PROPS properties and
 *    objects that had a non-last property deleted or an attribute changed are
 *    all dictionary mode. Hence a tree shape implies an extensible object.
 *  - Every object that is the prototype of some shape carries OBJ_IS_PROTO.
 *    Any change to such an object's key set, attributes, or prototype bumps
 *    vm->shape_epoch, which invalidates every prototype-chain IC entry
 *    (IC_PROTO, IC_ADD) at once.
 *  - Property slot values live in Object.slots (a Values cell); a property's
 *    slot index never changes while its shape is the object's shape.
 *  - Keys are propkeys (int32 >= 0, atom string, or symbol): equality is
 *    Value equality. Hashes come from string contents / the symbol's hash /
 *    the integer, never from addresses, so tables survive a moving collection.
 */
#ifndef TARN_SHAPE_H
#define TARN_SHAPE_H

#include "vm.h"
#include "typed.h"

/* Above this many properties an object goes to dictionary mode: objects used
 * as maps stay O(1) and shape trees stay small. (Hermes uses 64 too.) */
#define SHAPE_MAX_TREE_PROPS 64
/* Tree shapes with more properties than this get a lazily built hash table;
 * below, walking the parent chain is as fast as hashing. */
#define SHAPE_LINEAR_MAX 8

enum { SHAPE_DICT = 1 };  /* Shape.hdr.flags */

struct Shape {
    GcHeader hdr;        /* T_SHAPE */
    Value proto;         /* object or V_NULL */
    Shape *parent;       /* tree: previous shape (NULL at a root); dict: NULL */
    Value key;           /* tree: the property this shape added (V_EMPTY at a root) */
    uint32_t attrs;      /* tree: PROP_* of key */
    uint32_t slot;       /* tree: slot index of key */
    uint32_t nprops;     /* tree: number of properties; dict: live entries */
    uint32_t nentries;   /* dict: entries used (live + deleted) */
    Shape *child;        /* tree: first transition child, NULL if none */
    Values *trans;       /* tree: more transitions, open addressing of Shape cells, or NULL */
    Values *table;       /* hash index. tree (lazy, > SHAPE_LINEAR_MAX): pairs [key, meta];
                          * dict: v_int(entry index) per bucket, V_EMPTY free, v_int(-1) deleted */
    Values *entries;     /* dict: pairs [key, v_int(attrs)] in insertion order, key V_EMPTY
                          * when deleted; the entry index is the slot index */
};

/* A tree-table meta word: slot | attrs << 24. */
#define SHAPE_META(slot, attrs) v_int((int32_t)((slot) | ((uint32_t)(attrs) << 24)))
#define SHAPE_META_SLOT(m) ((uint32_t)v_get_int(m) & 0xFFFFFF)
#define SHAPE_META_ATTRS(m) ((uint32_t)v_get_int(m) >> 24)

/* ---- InlineCache ---------------------------------------------------------
 * One per GET_FIELD / PUT_FIELD / GET_GLOBAL / PUT_GLOBAL site. A zero-filled
 * cache is empty (kind IC_EMPTY). Strong references for now: vm_trace_ic
 * visits shape, shape2 and holder so a moving collection rewrites them. */
enum {
    IC_EMPTY = 0,
    IC_OWN,           /* GET/PUT: obj->shape == shape → obj->slots->v[slot] (PUT: writable data) */
    IC_PROTO,         /* GET: obj->shape == shape && epoch matches → holder->slots->v[slot] */
    IC_ADD,           /* PUT: obj->shape == shape && epoch matches && slot < slots cap:
                       *      obj->shape = shape2, obj->slots->v[slot] = v */
    IC_DICT,          /* GET/PUT: obj->shape == shape (a dict) && entries[slot].key == atom
                       *      && data (PUT: writable) → obj->slots->v[slot] */
    IC_ARRAY_LENGTH,  /* GET: receiver is an array → its length */
    IC_STRING_LENGTH, /* GET: receiver is a string primitive → its length */
    IC_PRIM_PROTO,    /* GET: receiver is a primitive of kind `prim` && epoch matches
                       *      → holder->slots->v[slot] (e.g. str.charCodeAt) */
    IC_CTOR,          /* XIC_CONSTRUCT only (see below) */
    IC_CLOSURE,       /* XIC_CLOSURE only (see below) */
    IC_TA_LENGTH,     /* GET: obj->shape == shape (a typed array's) && epoch matches && the
                       *      accessor at holder->slots->v[slot] still has the original
                       *      %TypedArray%.prototype.length getter → the element count */
};
enum { IC_PRIM_STRING = 1, IC_PRIM_NUMBER = 2 };

typedef struct InlineCache {
    Shape *shape;        /* receiver shape (NULL when empty) */
    Shape *shape2;       /* IC_ADD: the shape after the add */
    Value holder;        /* IC_PROTO: the object holding the property (else 0) */
    uint32_t slot;
    uint32_t epoch;      /* IC_PROTO / IC_ADD: vm->shape_epoch when filled */
    uint8_t kind;        /* IC_* */
    uint8_t prim;        /* IC_PRIM_PROTO: IC_PRIM_*; IC_CTOR: 1 to presize slots */
    uint8_t gc_rem;      /* listed in vm->ic_rem (owned by vm_ic_reset and the minor) */
    uint8_t _pad[5];
} InlineCache;

/* Empty an inline cache before (re)filling it. Every fill starts here: it
 * lists the cache in the code remembered set (struct Vm), since the fill
 * may store a young shape or holder, and keeps gc_rem (the cache may be
 * listed already). */
static inline void vm_ic_reset(Vm *vm, InlineCache *ic)
{
    uint8_t rem = ic->gc_rem;
    memset(ic, 0, sizeof *ic);
    ic->gc_rem = rem;
    if (!rem)
        vm_ic_remember(vm, ic);
}

/* Per-FuncProto caches besides the code's own nics ICs, in FuncProto.xics
 * (vm_proto_finish allocates both and vm_trace_roots traces them all; xics
 * never moves, as vm->ic_rem may point into it):
 *  XIC_CONSTRUCT (kind IC_CTOR): `new F` for a closure F of this proto with
 *    new.target F. Valid when F->shape == shape (a tree shape, so own data
 *    `prototype` sits at slot) and F->slots->v[slot] == holder: the new object
 *    gets shape2, the root shape of holder.
 *  XIC_CLOSURE (kind IC_CLOSURE): CLOSURE creating a function of this proto.
 *    shape is the closure's final shape (Function.prototype root + length,
 *    name[, prototype] in slots 0, 1[, 2]); shape2 the shape of its fresh
 *    `prototype` object (Object.prototype root + constructor in slot 0), or
 *    NULL when the function has none. Tree shapes are immutable, so a fill
 *    stays valid for the VM's life. */
enum { XIC_CONSTRUCT = 0, XIC_CLOSURE = 1, VM_PROTO_XICS = 2 };

/* The hit checks must inline into the dispatch loop: out of line, the call
 * costs as much as the check (GCC declines on its own in the big loop). */
#ifdef __GNUC__
#define IC_INLINE static inline __attribute__((always_inline))
#else
#define IC_INLINE static inline
#endif

/* Fast GET: true and *out set on a hit; false → call vm_get_field_ic_js. */
IC_INLINE bool vm_ic_get_hit(Vm *vm, Value obj, Value atom, const InlineCache *ic, Value *out)
{
    if (LIKELY(v_is_object(obj))) {
        Object *o = v_obj(obj);
        if (LIKELY(o->shape == ic->shape)) {
            switch (ic->kind) {
            case IC_OWN:
                *out = o->slots->v[ic->slot];
                return true;
            case IC_PROTO:
                if (ic->epoch != vm->shape_epoch)
                    return false;
                *out = v_obj(ic->holder)->slots->v[ic->slot];
                return true;
            case IC_TA_LENGTH:
                if (ic->epoch != vm->shape_epoch ||
                    ((Accessor *)v_cell(v_obj(ic->holder)->slots->v[ic->slot]))->get != vm->builtin[B_TA_LENGTH_GET])
                    return false;
                *out = v_num((double)((TypedArrayObj *)o)->length);
                return true;
            case IC_DICT: {
                Shape *s = o->shape;
                if (ic->slot < s->nentries && s->entries->v[2 * ic->slot] == atom &&
                    !(v_get_int(s->entries->v[2 * ic->slot + 1]) & PROP_ACCESSOR)) {
                    *out = o->slots->v[ic->slot];
                    return true;
                }
                return false;
            }
            default:
                return false;
            }
        }
        if (ic->kind == IC_ARRAY_LENGTH && o->hdr.cls == CLS_ARRAY) {
            uint32_t n = ((ArrayObj *)o)->length;
            *out = n <= INT32_MAX ? v_int((int32_t)n) : v_num((double)n);
            return true;
        }
        return false;
    }
    if (ic->kind == IC_STRING_LENGTH && v_is_string(obj)) {
        /* String and Rope both keep len right after the header */
        *out = v_int((int32_t)((String *)v_cell(obj))->len);
        return true;
    }
    if (ic->kind == IC_PRIM_PROTO && ic->epoch == vm->shape_epoch &&
        (ic->prim == IC_PRIM_STRING ? v_is_string(obj) : ic->prim == IC_PRIM_NUMBER ? v_is_number(obj) : false)) {
        *out = v_obj(ic->holder)->slots->v[ic->slot];
        return true;
    }
    return false;
}

/* Fast PUT: true when stored; false → call vm_put_field_ic_js. */
IC_INLINE bool vm_ic_put_hit(Vm *vm, Value obj, Value atom, Value v, const InlineCache *ic)
{
    if (!v_is_object(obj))
        return false;
    Object *o = v_obj(obj);
    if (o->shape != ic->shape)
        return false;
    switch (ic->kind) {
    case IC_OWN:
        OBJ_SLOT_WRITE(vm, o, ic->slot, v);
        return true;
    case IC_ADD:
        /* an add to a prototype must bump the epoch: leave it to the slow path */
        if (ic->epoch != vm->shape_epoch || !o->slots || ic->slot >= o->slots->cap ||
            (o->hdr.flags & OBJ_IS_PROTO))
            return false;
        GC_WRITE(vm, o, &o->shape, ic->shape2);
        OBJ_SLOT_WRITE(vm, o, ic->slot, v);
        return true;
    case IC_DICT: {
        Shape *s = o->shape;
        if (ic->slot < s->nentries && s->entries->v[2 * ic->slot] == atom &&
            (v_get_int(s->entries->v[2 * ic->slot + 1]) & (PROP_ACCESSOR | PROP_WRITABLE)) ==
                PROP_WRITABLE) {
            OBJ_SLOT_WRITE(vm, o, ic->slot, v);
            return true;
        }
        return false;
    }
    default:
        return false;
    }
}

/* Like vm_get_field_ic_js but returns V_EMPTY (no exception) when the
 * property is absent from the whole chain: for GET_GLOBAL's ReferenceError
 * and typeof. Getters still run. */
Value vm_lookup_field_ic_js(Vm *vm, Value obj, Value atom, InlineCache *ic);
/* [[Get]] that returns V_EMPTY instead of undefined when the key is absent
 * from the whole chain (getters still run). */
Value vm_get_prop_or_empty_js(Vm *vm, Value obj, Value propkey);

/* A plain object ({}) with slots for nprops properties (1..32), for object
 * literals (vm/object.c). */
Value vm_new_object_sized(Vm *vm, uint32_t nprops);
/* A plain object of one cell with inline slots for n properties (1..32,
 * vm/object.h), shaped by the Shape in *shapeh: a root or handle, read
 * after the allocation (it may move). The slots start V_EMPTY (zero), as
 * in a fresh Values. */
Value vm_new_object_inline(Vm *vm, const Value *shapeh, uint32_t n);

/* ---- shape operations (vm/shape.c); used by object.c, array.c, ic.c ---- */
Shape *vm_shape_root(Vm *vm, Value proto);              /* cached per prototype; NULL on OOM */
/* Find key in shape: slot index and attrs; false if absent. */
bool vm_shape_lookup_noalloc(Shape *s, Value key, uint32_t *slot, uint32_t *attrs);
/* Add a new property to obj (which must not have it). Grows slots. The new
 * slot index is stored in *slot. -1 on OOM. obj is a handle. */
int vm_shape_add(Vm *vm, Value *obj, Value key, unsigned attrs, uint32_t *slot);
/* Convert obj to dictionary mode (no-op if already). -1 on OOM. */
int vm_shape_to_dict(Vm *vm, Value *obj);
/* Remove key (present) from obj. -1 on OOM. */
int vm_shape_remove(Vm *vm, Value *obj, Value key);
/* Change attrs of an existing key (goes to dict mode). -1 on OOM. */
int vm_shape_set_attrs(Vm *vm, Value *obj, Value key, unsigned attrs);
/* Build the lazy hash table of obj's (big, tree) shape. -1 on OOM. */
int vm_shape_build_table(Vm *vm, Value *obj);
/* Grow obj->slots so index `need` exists. -1 on OOM. */
int vm_slots_reserve(Vm *vm, Value *obj, uint32_t need);
/* The existing transition of s for (key, attrs), or NULL. */
Shape *vm_shape_transition_noalloc(Shape *s, Value key, uint32_t attrs);
/* Replace obj's prototype (obj goes to dict mode). -1 on OOM. */
int vm_shape_set_proto(Vm *vm, Value *obj, Value proto);
/* Trace functions named in vm/types.def. */
void vm_trace_shape(GcTracer *t, void *cell);
void vm_trace_object(GcTracer *t, void *cell);
void vm_trace_box(GcTracer *t, void *cell);
/* Iterate the keys of a shape in insertion order: calls fn for each. */
typedef void (*ShapeKeyFn)(void *ctx, Value key, uint32_t slot, uint32_t attrs);
void vm_shape_each_noalloc(Shape *s, ShapeKeyFn fn, void *ctx);
uint32_t vm_propkey_hash_noalloc(Value key);
/* obj became (or may become) a prototype: mark it OBJ_IS_PROTO. */
void vm_mark_proto_noalloc(Value proto);
/* The elements protector (vm->proto_elems, vm/realm.c): obj, a prototype,
 * gains the property key / gets the prototype proto. Only some realm's
 * Array.prototype or Object.prototype gaining an index, or one of those
 * getting a prototype other than null or one of those, sets the flag;
 * every other object costs the flag test. */
void vm_note_proto_key_noalloc(Vm *vm, Object *o, Value key);
void vm_note_proto_change_noalloc(Vm *vm, Object *o, Value proto);
static inline void vm_proto_key_added_noalloc(Vm *vm, Object *o, Value key)
{
    if (UNLIKELY(o->hdr.flags & OBJ_IS_PROTO) && !vm->proto_elems)
        vm_note_proto_key_noalloc(vm, o, key);
}
/* Structural change on obj: bumps the epoch when obj is a prototype. */
static inline void vm_shape_changed_noalloc(Vm *vm, Object *o)
{
    if (o->hdr.flags & OBJ_IS_PROTO)
        vm->shape_epoch++;
}

#endif
