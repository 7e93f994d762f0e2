/* vm/shape.c — hidden classes: root shapes per prototype, transitions,
 * lookup (linear, lazily hashed), dictionary mode, and the traces of shapes
 * and boxes. See vm/shape.h for the invariants; the central one is that a
 * tree shape never changes once published except for its caches, while a
 * dictionary shape belongs to one object and changes in place.
 *
 * Every function here that allocates takes the object as a handle and
 * re-reads it (and its shape) after each allocation.
 */
#include "shape.h"

#include <stdlib.h>

/* ---- small helpers ------------------------------------------------------- */

static Values *values_new(Vm *vm, uint32_t cap)
{
    Values *v = gc_alloc(vm, T_VALUES, sizeof(Values) + (size_t)cap * sizeof(Value));
    if (v)
        v->cap = cap;
    return v;
}

static Shape *shape_alloc(Vm *vm)
{
    return gc_alloc(vm, T_SHAPE, sizeof(Shape));
}

uint32_t vm_propkey_hash_noalloc(Value key)
{
    uint32_t h;
    if (v_is_int(key))
        h = (uint32_t)v_get_int(key) * 0x9E3779B1u;
    else if (v_is_symbol(key))
        h = ((Symbol *)v_cell(key))->hash * 0x85EBCA6Bu + 0x27D4EB2Fu;
    else if (v_is_type(key, T_STRING))
        h = vm_str_hash_noalloc(v_str(key));
    else
        h = 0;
    h ^= h >> 15;
    return h;
}

void vm_mark_proto_noalloc(Value proto)
{
    if (v_is_object(proto))
        v_obj(proto)->hdr.flags |= OBJ_IS_PROTO;
}

/* ---- root shapes --------------------------------------------------------
 * Root shapes for Object.prototype and null have their own builtin slots.
 * Others live in builtin[B_SHAPE_ROOTS]: a Values with v[0] = count, v[1]
 * the collection count when it was last hashed (an int) and pairs [proto,
 * shape] from v[2], open addressing keyed by the proto's ADDRESS. Addresses
 * change when the collector moves cells, so the table is rehashed (without
 * allocating) whenever a collection happened since it was last hashed. The
 * table is per realm, so that it keeps no other realm's prototypes alive
 * (a realm is collected once nothing names it: docs/realms.md). */

static uint64_t gc_count(Vm *vm) { return gc_collections_noalloc(vm); }

static inline uint32_t addr_hash(Value v)
{
    uint64_t x = v >> 3;
    x ^= x >> 17;
    x *= 0xED5AD4BBu;
    x ^= x >> 11;
    return (uint32_t)x;
}

static void roots_insert_noalloc(Vm *vm, Values *t, Value proto, Value shape)
{
    uint32_t nb = (t->cap - 2) / 2, mask = nb - 1;
    uint32_t i = addr_hash(proto) & mask;
    while (t->v[2 + 2 * i] != V_EMPTY)
        i = (i + 1) & mask;
    /* the table is an ordinary (possibly old) cell: barriers needed */
    GC_WRITE(vm, t, &t->v[2 + 2 * i], proto);
    GC_WRITE(vm, t, &t->v[3 + 2 * i], shape);
}

/* Rehash t in place from a malloc'd copy of its pairs. */
static void roots_rehash_noalloc(Vm *vm, Values *t)
{
    uint32_t nb = (t->cap - 2) / 2;
    Value *tmp = malloc(sizeof(Value) * 2 * nb);
    uint32_t n = 0;
    if (!tmp)
        return; /* stays stale; lookups will miss and re-add (correct, just slower) */
    for (uint32_t i = 0; i < nb; i++)
        if (t->v[2 + 2 * i] != V_EMPTY) {
            tmp[2 * n] = t->v[2 + 2 * i];
            tmp[2 * n + 1] = t->v[3 + 2 * i];
            n++;
        }
    for (uint32_t i = 2; i < t->cap; i++)
        t->v[i] = V_EMPTY;
    for (uint32_t i = 0; i < n; i++)
        roots_insert_noalloc(vm, t, tmp[2 * i], tmp[2 * i + 1]);
    free(tmp);
}

static Values *roots_table_fresh_noalloc(Vm *vm)
{
    Value tv = vm->builtin[B_SHAPE_ROOTS];
    if (!v_is_type(tv, T_VALUES))
        return NULL;
    Values *t = v_cell(tv);
    Value now = v_int((int32_t)(uint32_t)gc_count(vm));
    if (t->v[1] != now) {
        roots_rehash_noalloc(vm, t);
        t->v[1] = now; /* an int: no barrier */
    }
    return t;
}

static Shape *roots_find_noalloc(Vm *vm, Value proto)
{
    Values *t = roots_table_fresh_noalloc(vm);
    if (!t)
        return NULL;
    uint32_t nb = (t->cap - 2) / 2, mask = nb - 1;
    uint32_t i = addr_hash(proto) & mask;
    for (;;) {
        Value k = t->v[2 + 2 * i];
        if (k == V_EMPTY)
            return NULL;
        if (k == proto)
            return v_cell(t->v[3 + 2 * i]);
        i = (i + 1) & mask;
    }
}

static Shape *root_new(Vm *vm, Value *proto)
{
    Shape *s = shape_alloc(vm);
    if (!s)
        return NULL;
    s->proto = *proto;
    s->key = V_EMPTY;
    vm_mark_proto_noalloc(*proto);
    return s;
}

Shape *vm_shape_root(Vm *vm, Value proto)
{
    int b = -1;
    if (!v_is_object(proto))
        proto = V_NULL;
    if (proto == V_NULL)
        b = B_SHAPE_ROOT_NULL;
    else if (proto == vm->builtin[B_OBJECT_PROTO])
        b = B_SHAPE_ROOT_OBJECT;
    else if (proto == vm->builtin[B_FUNCTION_PROTO])
        b = B_SHAPE_ROOT_FUNCTION;
    else if (proto == vm->builtin[B_ARRAY_PROTO])
        b = B_SHAPE_ROOT_ARRAY;
    if (b >= 0 && v_is_type(vm->builtin[b], T_SHAPE))
        return v_cell(vm->builtin[b]);
    if (b < 0) {
        /* Objects of one class tend to come in runs (promises while async
         * code runs): the last answer from the table first, a compare
         * instead of a hash probe. A root shape's proto never changes. */
        Value last = vm->builtin[B_SHAPE_ROOT_LAST];
        if (v_is_type(last, T_SHAPE) && ((Shape *)v_cell(last))->proto == proto)
            return v_cell(last);
        Shape *s = roots_find_noalloc(vm, proto);
        if (s) {
            vm->builtin[B_SHAPE_ROOT_LAST] = v_from_cell(s);
            return s;
        }
    }
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, proto);
    Shape *s = root_new(vm, ph);
    if (!s)
        goto fail;
    if (b >= 0) {
        vm->builtin[b] = v_from_cell(s);
        gc_scope_close(vm, sc);
        return s;
    }
    Value *sh = gc_handle(vm, v_from_cell(s));
    Value tv = vm->builtin[B_SHAPE_ROOTS];
    Values *t = v_is_type(tv, T_VALUES) ? v_cell(tv) : NULL;
    uint32_t count = t ? (uint32_t)v_get_int(t->v[0]) : 0;
    uint32_t nb = t ? (t->cap - 2) / 2 : 0;
    if ((count + 1) * 2 > nb) {
        uint32_t nnb = nb ? nb * 2 : 64;
        Values *nt = values_new(vm, 2 + 2 * nnb);
        if (!nt)
            goto fail;
        /* the allocation may have moved everything: copy from the current table */
        tv = vm->builtin[B_SHAPE_ROOTS];
        t = v_is_type(tv, T_VALUES) ? v_cell(tv) : NULL;
        nt->v[0] = v_int((int32_t)count);
        if (t)
            for (uint32_t i = 0; i < nb; i++)
                if (t->v[2 + 2 * i] != V_EMPTY)
                    roots_insert_noalloc(vm, nt, t->v[2 + 2 * i], t->v[3 + 2 * i]);
        nt->v[1] = v_int((int32_t)(uint32_t)gc_count(vm));
        vm->builtin[B_SHAPE_ROOTS] = v_from_cell(nt);
    }
    t = roots_table_fresh_noalloc(vm);
    roots_insert_noalloc(vm, t, *ph, *sh);
    t->v[0] = v_int((int32_t)count + 1);
    s = v_cell(*sh);
    gc_scope_close(vm, sc);
    return s;
fail:
    gc_scope_close(vm, sc);
    return NULL;
}

/* ---- lookup -------------------------------------------------------------- */

static bool dict_find_noalloc(Shape *s, Value key, uint32_t *entry, uint32_t *bucket)
{
    Values *t = s->table;
    uint32_t mask = t->cap - 1;
    uint32_t i = vm_propkey_hash_noalloc(key) & mask;
    for (;;) {
        Value b = t->v[i];
        if (b == V_EMPTY)
            return false;
        int32_t e = v_get_int(b);
        if (e >= 0 && s->entries->v[2 * e] == key) {
            *entry = (uint32_t)e;
            if (bucket)
                *bucket = i;
            return true;
        }
        i = (i + 1) & mask;
    }
}

bool vm_shape_lookup_noalloc(Shape *s, Value key, uint32_t *slot, uint32_t *attrs)
{
    if (s->hdr.flags & SHAPE_DICT) {
        uint32_t e;
        if (!dict_find_noalloc(s, key, &e, NULL))
            return false;
        *slot = e;
        *attrs = (uint32_t)v_get_int(s->entries->v[2 * e + 1]);
        return true;
    }
    if (s->table) {
        Values *t = s->table;
        uint32_t nb = t->cap / 2, mask = nb - 1;
        uint32_t i = vm_propkey_hash_noalloc(key) & mask;
        for (;;) {
            Value k = t->v[2 * i];
            if (k == V_EMPTY)
                return false;
            if (k == key) {
                *slot = SHAPE_META_SLOT(t->v[2 * i + 1]);
                *attrs = SHAPE_META_ATTRS(t->v[2 * i + 1]);
                return true;
            }
            i = (i + 1) & mask;
        }
    }
    for (; s && s->key != V_EMPTY; s = s->parent)
        if (s->key == key) {
            *slot = s->slot;
            *attrs = s->attrs;
            return true;
        }
    return false;
}

static uint32_t pow2_at_least(uint32_t n)
{
    uint32_t c = 8;
    while (c < n)
        c *= 2;
    return c;
}

/* Build the lazy lookup table of a big tree shape (obj's own shape). */
int vm_shape_build_table(Vm *vm, Value *obj)
{
    Shape *s = v_obj(*obj)->shape;
    if ((s->hdr.flags & SHAPE_DICT) || s->table || s->nprops <= SHAPE_LINEAR_MAX)
        return 0;
    uint32_t nb = pow2_at_least(s->nprops * 2);
    Values *t = values_new(vm, nb * 2);
    if (!t)
        return -1;
    s = v_obj(*obj)->shape;
    uint32_t mask = nb - 1;
    for (Shape *p = s; p && p->key != V_EMPTY; p = p->parent) {
        uint32_t i = vm_propkey_hash_noalloc(p->key) & mask;
        while (t->v[2 * i] != V_EMPTY)
            i = (i + 1) & mask;
        t->v[2 * i] = p->key;
        t->v[2 * i + 1] = SHAPE_META(p->slot, p->attrs);
    }
    GC_WRITE(vm, s, &s->table, t);
    return 0;
}

void vm_shape_each_noalloc(Shape *s, ShapeKeyFn fn, void *ctx)
{
    if (s->hdr.flags & SHAPE_DICT) {
        for (uint32_t e = 0; e < s->nentries; e++) {
            Value k = s->entries->v[2 * e];
            if (k != V_EMPTY)
                fn(ctx, k, e, (uint32_t)v_get_int(s->entries->v[2 * e + 1]));
        }
        return;
    }
    Shape *chain[SHAPE_MAX_TREE_PROPS + 1];
    uint32_t n = 0;
    for (Shape *p = s; p && p->key != V_EMPTY && n <= SHAPE_MAX_TREE_PROPS; p = p->parent)
        chain[n++] = p;
    while (n--)
        fn(ctx, chain[n]->key, chain[n]->slot, chain[n]->attrs);
}

/* ---- transitions --------------------------------------------------------- */

static inline uint32_t trans_hash(Value key, uint32_t attrs)
{
    return vm_propkey_hash_noalloc(key) ^ (attrs * 0x61C88647u);
}

static Shape *trans_find_noalloc(Shape *s, Value key, uint32_t attrs)
{
    Shape *c = s->child;
    if (!c)
        return NULL;
    if (c->key == key && c->attrs == attrs)
        return c;
    Values *t = s->trans;
    if (!t)
        return NULL;
    uint32_t mask = t->cap - 1;
    uint32_t i = trans_hash(key, attrs) & mask;
    for (;;) {
        Value v = t->v[i];
        if (v == V_EMPTY)
            return NULL;
        Shape *x = v_cell(v);
        if (x->key == key && x->attrs == attrs)
            return x;
        i = (i + 1) & mask;
    }
}

static void trans_put_noalloc(Vm *vm, Values *t, Shape *c)
{
    uint32_t mask = t->cap - 1;
    uint32_t i = trans_hash(c->key, c->attrs) & mask;
    while (t->v[i] != V_EMPTY)
        i = (i + 1) & mask;
    GC_WRITE(vm, t, &t->v[i], v_from_cell(c));
    t->_pad++;
}

/* Record child c (handle) as a transition of parent p (handle). */
static int trans_add(Vm *vm, Value *p, Value *c)
{
    Shape *ps = v_cell(*p);
    if (!ps->child) {
        GC_WRITE(vm, ps, &ps->child, (Shape *)v_cell(*c));
        return 0;
    }
    Values *t = ps->trans;
    if (!t || (t->_pad + 1) * 2 > t->cap) {
        uint32_t ncap = t ? t->cap * 2 : 8;
        Values *nt = values_new(vm, ncap);
        if (!nt)
            return -1;
        ps = v_cell(*p);
        t = ps->trans;
        if (t)
            for (uint32_t i = 0; i < t->cap; i++)
                if (t->v[i] != V_EMPTY)
                    trans_put_noalloc(vm, nt, v_cell(t->v[i]));
        GC_WRITE(vm, ps, &ps->trans, nt);
        t = nt;
    }
    trans_put_noalloc(vm, t, v_cell(*c));
    return 0;
}

/* ---- slots --------------------------------------------------------------- */

/* Give o the out-of-line slots ns, which already hold its values. Inline
 * slots (vm/object.h) left behind are cleared, header words included: the
 * object's trace then reads the region as undefineds, holding nothing. */
static void set_slots(Vm *vm, Object *o, Values *ns)
{
    if (obj_has_inline_slots(o)) {
        Value *w = (Value *)(void *)obj_inline_slots(o);
        size_t n = (o->hdr.size - sizeof(Object)) / sizeof(Value);
        for (size_t i = 0; i < n; i++)
            w[i] = V_UNDEF;
    }
    GC_WRITE(vm, o, &o->slots, ns);
}

/* Make sure obj->slots has room for index `need`. */
static int slots_reserve(Vm *vm, Value *obj, uint32_t need)
{
    Object *o = v_obj(*obj);
    uint32_t cap = o->slots ? o->slots->cap : 0;
    if (need < cap)
        return 0;
    uint32_t ncap = cap < 4 ? 4 : cap * 2;
    while (ncap <= need)
        ncap *= 2;
    Values *ns = values_new(vm, ncap);
    if (!ns)
        return -1;
    o = v_obj(*obj);
    if (o->slots)
        memcpy(ns->v, o->slots->v, sizeof(Value) * o->slots->cap);
    set_slots(vm, o, ns);
    return 0;
}

int vm_slots_reserve(Vm *vm, Value *obj, uint32_t need) { return slots_reserve(vm, obj, need); }

/* ---- dictionary mode ----------------------------------------------------- */

static void dict_index_noalloc(Shape *s, Values *table)
{
    uint32_t mask = table->cap - 1;
    for (uint32_t e = 0; e < s->nentries; e++) {
        Value k = s->entries->v[2 * e];
        if (k == V_EMPTY)
            continue;
        uint32_t i = vm_propkey_hash_noalloc(k) & mask;
        while (table->v[i] != V_EMPTY)
            i = (i + 1) & mask;
        table->v[i] = v_int((int32_t)e);
    }
}

typedef struct { Values *entries; uint32_t n; Vm *vm; } FillCtx;
static void fill_entry(void *ctx, Value key, uint32_t slot, uint32_t attrs)
{
    FillCtx *f = ctx;
    GC_WRITE(f->vm, f->entries, &f->entries->v[2 * slot], key);
    f->entries->v[2 * slot + 1] = v_int((int32_t)attrs);
    if (slot + 1 > f->n)
        f->n = slot + 1;
}

int vm_shape_to_dict(Vm *vm, Value *obj)
{
    Object *o = v_obj(*obj);
    if (o->hdr.flags & OBJ_DICT)
        return 0;
    size_t sc = gc_scope_open(vm);
    uint32_t n = o->shape->nprops;
    uint32_t ecap = n < 4 ? 4 : n + n / 2;
    Value *d = gc_handle(vm, v_from_cell(shape_alloc(vm)));
    if (!v_is_cell(*d))
        goto fail;
    Values *en = values_new(vm, 2 * ecap);
    if (!en)
        goto fail;
    GC_WRITE(vm, (Shape *)v_cell(*d), &((Shape *)v_cell(*d))->entries, en);
    if (slots_reserve(vm, obj, ecap - 1) < 0)
        goto fail;
    Values *tb = values_new(vm, pow2_at_least(ecap * 2));
    if (!tb)
        goto fail;
    o = v_obj(*obj);
    Shape *ds = v_cell(*d);
    GC_WRITE(vm, ds, &ds->table, tb);
    ds->hdr.flags |= SHAPE_DICT;
    GC_WRITE(vm, ds, &ds->proto, o->shape->proto);
    ds->key = V_EMPTY;
    FillCtx f = { ds->entries, 0, vm };
    vm_shape_each_noalloc(o->shape, fill_entry, &f);
    ds->nentries = f.n;
    ds->nprops = n;
    dict_index_noalloc(ds, tb);
    GC_WRITE(vm, o, &o->shape, ds);
    o->hdr.flags |= OBJ_DICT;
    gc_scope_close(vm, sc);
    return 0;
fail:
    gc_scope_close(vm, sc);
    return -1;
}

/* Rebuild a dict's entries (dropping deleted ones), slots and table so
 * there is room for at least one more entry. */
static int dict_rebuild(Vm *vm, Value *obj)
{
    Shape *s = v_obj(*obj)->shape;
    uint32_t live = s->nprops;
    uint32_t ecap = live < 4 ? 8 : live * 2;
    size_t sc = gc_scope_open(vm);
    Value *en = gc_handle(vm, v_from_cell(values_new(vm, 2 * ecap)));
    if (!v_is_cell(*en))
        goto fail;
    Value *sl = gc_handle(vm, v_from_cell(values_new(vm, ecap)));
    if (!v_is_cell(*sl))
        goto fail;
    Values *tb = values_new(vm, pow2_at_least(ecap * 2));
    if (!tb)
        goto fail;
    Object *o = v_obj(*obj);
    s = o->shape;
    Values *ne = v_cell(*en), *ns = v_cell(*sl);
    uint32_t j = 0;
    for (uint32_t e = 0; e < s->nentries; e++) {
        if (s->entries->v[2 * e] == V_EMPTY)
            continue;
        GC_WRITE(vm, ne, &ne->v[2 * j], s->entries->v[2 * e]);
        ne->v[2 * j + 1] = s->entries->v[2 * e + 1];
        GC_WRITE(vm, ns, &ns->v[j], o->slots->v[e]);
        j++;
    }
    GC_WRITE(vm, s, &s->entries, ne);
    GC_WRITE(vm, s, &s->table, tb);
    s->nentries = j;
    dict_index_noalloc(s, tb);
    set_slots(vm, o, ns);
    gc_scope_close(vm, sc);
    return 0;
fail:
    gc_scope_close(vm, sc);
    return -1;
}

static int dict_add(Vm *vm, Value *obj, Value key, unsigned attrs, uint32_t *slot)
{
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, key);
    Shape *s = v_obj(*obj)->shape;
    if (s->nentries * 2 + 2 > s->entries->cap || (s->nentries + 1) * 2 > s->table->cap) {
        if (dict_rebuild(vm, obj) < 0)
            goto fail;
    }
    s = v_obj(*obj)->shape;
    uint32_t e = s->nentries;
    if (slots_reserve(vm, obj, e) < 0)
        goto fail;
    Object *o = v_obj(*obj);
    s = o->shape;
    key = *kh;
    GC_WRITE(vm, s->entries, &s->entries->v[2 * e], key);
    s->entries->v[2 * e + 1] = v_int((int32_t)attrs);
    s->nentries = e + 1;
    s->nprops++;
    uint32_t mask = s->table->cap - 1;
    uint32_t i = vm_propkey_hash_noalloc(key) & mask;
    while (s->table->v[i] != V_EMPTY && v_get_int(s->table->v[i]) >= 0)
        i = (i + 1) & mask;
    s->table->v[i] = v_int((int32_t)e);
    o->slots->v[e] = V_UNDEF;
    *slot = e;
    vm_shape_changed_noalloc(vm, o);
    gc_scope_close(vm, sc);
    return 0;
fail:
    gc_scope_close(vm, sc);
    return -1;
}

/* ---- add / remove / change ------------------------------------------------ */

static int shape_remove(Vm *vm, Value *obj, Value *kh);

int vm_shape_add(Vm *vm, Value *obj, Value key, unsigned attrs, uint32_t *slot)
{
    Object *o = v_obj(*obj);
    vm_proto_key_added_noalloc(vm, o, key);
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, key);
    if (!(o->hdr.flags & OBJ_DICT) && o->shape->nprops >= SHAPE_MAX_TREE_PROPS) {
        if (vm_shape_to_dict(vm, obj) < 0)
            goto fail;
        o = v_obj(*obj);
    }
    if (o->hdr.flags & OBJ_DICT) {
        int r = dict_add(vm, obj, *kh, attrs, slot);
        gc_scope_close(vm, sc);
        return r;
    }
    uint32_t n = o->shape->nprops;
    if (slots_reserve(vm, obj, n) < 0)
        goto fail;
    Shape *s = v_obj(*obj)->shape;
    Shape *c = trans_find_noalloc(s, *kh, attrs);
    if (!c) {
        Shape *ns = shape_alloc(vm);
        if (!ns)
            goto fail;
        Value *ch = gc_handle(vm, v_from_cell(ns));
        s = v_obj(*obj)->shape;
        ns->proto = s->proto;
        ns->parent = s;
        ns->key = *kh;
        ns->attrs = attrs;
        ns->slot = n;
        ns->nprops = n + 1;
        /* remember on the root how many slots its objects come to need, so
         * vm_new_object_class can presize them (root->slot is otherwise unused) */
        Shape *root = s;
        while (root->parent)
            root = root->parent;
        if (root->slot < n + 1)
            root->slot = n + 1;
        Value *ph = gc_handle(vm, v_from_cell(s));
        if (trans_add(vm, ph, ch) < 0)
            goto fail;
        c = v_cell(*ch);
    }
    o = v_obj(*obj);
    o->slots->v[n] = V_UNDEF;
    GC_WRITE(vm, o, &o->shape, c);
    *slot = n;
    vm_shape_changed_noalloc(vm, o);
    gc_scope_close(vm, sc);
    return 0;
fail:
    gc_scope_close(vm, sc);
    return -1;
}

/* The shape add would move to, if it exists already (for IC_ADD fills). */
Shape *vm_shape_transition_noalloc(Shape *s, Value key, uint32_t attrs)
{
    return trans_find_noalloc(s, key, attrs);
}

int vm_shape_remove(Vm *vm, Value *obj, Value key)
{
    size_t sc = gc_scope_open(vm);
    Value *kh = gc_handle(vm, key);
    int r = shape_remove(vm, obj, kh);
    gc_scope_close(vm, sc);
    return r;
}

static int shape_remove(Vm *vm, Value *obj, Value *kh)
{
    Value key = *kh;
    Object *o = v_obj(*obj);
    if (!(o->hdr.flags & OBJ_DICT)) {
        Shape *s = o->shape;
        if (s->key == key && s->parent) {
            /* deleting the last-added property: step back to the parent */
            o->slots->v[s->slot] = V_EMPTY;
            GC_WRITE(vm, o, &o->shape, s->parent);
            vm_shape_changed_noalloc(vm, o);
            return 0;
        }
        if (vm_shape_to_dict(vm, obj) < 0)
            return -1;
        o = v_obj(*obj);
        key = *kh;
    }
    Shape *s = o->shape;
    uint32_t e, b;
    if (!dict_find_noalloc(s, key, &e, &b))
        return 0;
    s->entries->v[2 * e] = V_EMPTY;
    s->entries->v[2 * e + 1] = V_EMPTY;
    s->table->v[b] = v_int(-1);
    o->slots->v[e] = V_EMPTY;
    s->nprops--;
    vm_shape_changed_noalloc(vm, o);
    if (s->nentries > 16 && s->nprops < s->nentries / 4)
        return dict_rebuild(vm, obj);
    return 0;
}

int vm_shape_set_attrs(Vm *vm, Value *obj, Value key, unsigned attrs)
{
    Object *o = v_obj(*obj);
    if (!(o->hdr.flags & OBJ_DICT)) {
        uint32_t slot, a;
        if (vm_shape_lookup_noalloc(o->shape, key, &slot, &a) && a == attrs)
            return 0;
        size_t sc = gc_scope_open(vm);
        Value *kh = gc_handle(vm, key);
        int r = vm_shape_to_dict(vm, obj);
        key = *kh;
        gc_scope_close(vm, sc);
        if (r < 0)
            return -1;
        o = v_obj(*obj);
    }
    uint32_t e;
    if (dict_find_noalloc(o->shape, key, &e, NULL))
        o->shape->entries->v[2 * e + 1] = v_int((int32_t)attrs);
    vm_shape_changed_noalloc(vm, o);
    return 0;
}

/* Change the prototype of obj (dict mode: its shape is private). */
int vm_shape_set_proto(Vm *vm, Value *obj, Value proto)
{
    size_t sc = gc_scope_open(vm);
    Value *ph = gc_handle(vm, proto);
    int r = vm_shape_to_dict(vm, obj);
    if (r == 0) {
        Object *o = v_obj(*obj);
        if (!vm->proto_elems)
            vm_note_proto_change_noalloc(vm, o, *ph);
        GC_WRITE(vm, o->shape, &o->shape->proto, *ph);
        vm_mark_proto_noalloc(*ph);
        vm_shape_changed_noalloc(vm, o);
        vm->shape_epoch++; /* receivers' chains through obj changed */
    }
    gc_scope_close(vm, sc);
    return r;
}

/* ---- traces --------------------------------------------------------------- */

void vm_trace_shape(GcTracer *t, void *cell)
{
    Shape *s = cell;
    gc_visit(t, &s->proto);
    GC_VISIT_PTR(t, s->parent);
    gc_visit(t, &s->key);
    GC_VISIT_PTR(t, s->child);
    GC_VISIT_PTR(t, s->trans);
    GC_VISIT_PTR(t, s->table);
    GC_VISIT_PTR(t, s->entries);
}

void vm_trace_box(GcTracer *t, void *cell) { VM_TRACE_BOX(GC_VISIT, t, cell); }
