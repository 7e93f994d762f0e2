/* vm/maptable.c — the Map/Set hash table (layout and invariants in
 * vm/maptable.h): hashing and SameValueZero on normalised keys, insertion
 * with growth and compaction, deletion, clearing, the iteration cursor that
 * follows obsolete tables, and the trace function that detects moved keys.
 */
#include "maptable.h"

#define MIN_CAP 4

static inline int32_t *chain_of(MapTable *t) { return (int32_t *)(t->e + t->cap); }
static inline int32_t *buckets_of(MapTable *t) { return chain_of(t) + t->cap; }

void vm_trace_maptable(GcTracer *t, void *cell) { VM_TRACE_MAPTABLE(GC_VISIT, t, cell); }

static inline uint32_t mix64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    x ^= x >> 33;
    return (uint32_t)x;
}

/* nkey is normalised: strings are flat. */
static uint32_t key_hash(Value k)
{
    if (v_is_cell(k)) {
        GcHeader *h = v_hdr(k);
        if (h->type == T_STRING)
            return vm_str_hash_noalloc((String *)h);
        if (h->type == T_SYMBOL)
            return ((Symbol *)h)->hash;
        if (h->type == T_BIGINT) /* by value: SameValueZero */
            return vm_bigint_hash_noalloc(k);
    }
    return mix64(k);
}

static bool key_eq(Value a, Value b)
{
    if (a == b)
        return true;
    if (v_is_type(a, T_STRING) && v_is_type(b, T_STRING))
        return vm_str_equals_noalloc(v_str(a), v_str(b));
    if (v_is_bigint(a) && v_is_bigint(b))
        return vm_bigint_equals_noalloc(a, b);
    return false;
}

Value vm_map_norm_key(Vm *vm, Value key)
{
    if (v_is_number(key)) {
        double d = v_to_double(key);
        return d == 0 ? v_int(0) : v_num(d);
    }
    if (v_is_string(key)) {
        String *s = vm_str_flat(vm, key);
        return s ? v_from_cell(s) : V_EXC;
    }
    return key;
}

static size_t table_bytes(uint32_t cap, uint32_t nb)
{
    return sizeof(MapTable) + (size_t)cap * sizeof(MapEntry) + ((size_t)cap + nb) * sizeof(int32_t);
}

/* owner: the Map/Set whose table this replaces (its generation decides a
 * big table's, gc_alloc_for), or NULL for a new one or for a compaction to
 * the same capacity. A table that grew is likely to live as long as the
 * entries before it did; one compacted at the same size is a queue's or a
 * cache's (delete the oldest, add a new one), replaced again after about
 * cap / 2 insertions: born young, each dies in a minor, where born old
 * each would take a mapping of its own until a major. */
static Value table_new(Vm *vm, const void *owner, uint32_t cap)
{
    if (cap < MIN_CAP)
        cap = MIN_CAP;
    uint32_t nb = 1;
    while (nb < cap)
        nb <<= 1;
    size_t bytes = table_bytes(cap, nb);
    MapTable *t = owner ? gc_alloc_for(vm, owner, T_MAPTABLE, bytes) : gc_alloc(vm, T_MAPTABLE, bytes);
    if (!t)
        return V_EXC;
    t->cap = cap;
    t->nbuckets = nb;
    t->next = V_UNDEF;
    int32_t *b = buckets_of(t);
    for (uint32_t i = 0; i < nb; i++)
        b[i] = -1;
    return v_from_cell(t);
}

Value vm_maptable_new(Vm *vm, uint32_t cap) { return table_new(vm, NULL, cap); }

/* Rebuild chains and buckets from the entries (after keys moved). */
static void rehash(MapTable *t)
{
    int32_t *ch = chain_of(t), *b = buckets_of(t);
    for (uint32_t i = 0; i < t->nbuckets; i++)
        b[i] = -1;
    for (uint32_t i = 0; i < t->used; i++) {
        if (t->e[i].key == V_EMPTY)
            continue;
        uint32_t h = key_hash(t->e[i].key) & (t->nbuckets - 1);
        ch[i] = b[h];
        b[h] = (int32_t)i;
    }
    t->moved = 0;
}

static MapEntry *find(MapTable *t, Value nkey)
{
    if (t->moved)
        rehash(t);
    int32_t *ch = chain_of(t);
    for (int32_t i = buckets_of(t)[key_hash(nkey) & (t->nbuckets - 1)]; i >= 0; i = ch[i])
        if (key_eq(t->e[i].key, nkey))
            return &t->e[i];
    return NULL;
}

MapEntry *vm_map_find_noalloc(Value mapobj, Value nkey) { return find(vm_map_table(mapobj), nkey); }

/* Replace the map's table by a compacted copy with room for `cap`; the old
 * table becomes obsolete. */
static int resize(Vm *vm, Value *map, uint32_t cap)
{
    Value nt = table_new(vm, cap == vm_map_table(*map)->cap ? NULL : v_cell(*map), cap);
    if (nt == V_EXC)
        return -1;
    MapTable *o = vm_map_table(*map), *n = v_cell(nt);
    int32_t *ch = chain_of(n), *b = buckets_of(n);
    uint32_t j = 0;
    for (uint32_t i = 0; i < o->used; i++) {
        if (o->e[i].key == V_EMPTY)
            continue;
        n->e[j] = o->e[i];
        uint32_t h = key_hash(n->e[j].key) & (n->nbuckets - 1);
        ch[j] = b[h];
        b[h] = (int32_t)j;
        j++;
        /* obsolete tables only say which slots were live */
        GC_WRITE(vm, o, &o->e[i].key, V_TRUE);
        GC_WRITE(vm, o, &o->e[i].value, V_UNDEF);
    }
    n->used = n->count = j;
    GC_WRITE(vm, o, &o->next, nt);
    MapObj *m = v_cell(*map);
    GC_WRITE(vm, m, &m->table, nt);
    return 0;
}

int vm_map_put(Vm *vm, Value mapobj, Value key, Value value)
{
    size_t sc = gc_scope_open(vm);
    Value *m = gc_handle(vm, mapobj);
    Value *v = gc_handle(vm, value);
    Value *k = gc_handle(vm, vm_map_norm_key(vm, key));
    int rc = -1;
    if (*k == V_EXC)
        goto out;
    MapEntry *e = vm_map_find_noalloc(*m, *k);
    if (e) {
        GC_WRITE(vm, vm_map_table(*m), &e->value, *v);
        rc = 0;
        goto out;
    }
    MapTable *t = vm_map_table(*m);
    if (t->used == t->cap) {
        if (t->count >= MAP_MAX_ENTRIES) {
            vm_throw_error(vm, ERR_RANGE, "%s maximum size exceeded", v_is_class(*m, CLS_SET) ? "Set" : "Map");
            goto out;
        }
        /* grow when at least half the slots are live; else compact, and
         * shrink while the live entries would fill at most a quarter */
        uint32_t cap = t->cap;
        if (t->count * 2 >= cap)
            cap *= 2;
        else
            while (cap > MIN_CAP && t->count * 4 <= cap)
                cap /= 2;
        if (resize(vm, m, cap) < 0)
            goto out;
        t = vm_map_table(*m);
    }
    uint32_t i = t->used++;
    GC_WRITE(vm, t, &t->e[i].key, *k);
    GC_WRITE(vm, t, &t->e[i].value, *v);
    uint32_t h = key_hash(*k) & (t->nbuckets - 1);
    chain_of(t)[i] = buckets_of(t)[h];
    buckets_of(t)[h] = (int32_t)i;
    t->count++;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

bool vm_map_remove_noalloc(Vm *vm, Value mapobj, Value nkey)
{
    MapTable *t = vm_map_table(mapobj);
    if (t->moved)
        rehash(t);
    int32_t *ch = chain_of(t);
    int32_t *link = &buckets_of(t)[key_hash(nkey) & (t->nbuckets - 1)];
    for (int32_t i = *link; i >= 0; link = &ch[i], i = *link) {
        if (!key_eq(t->e[i].key, nkey))
            continue;
        *link = ch[i];
        GC_WRITE(vm, t, &t->e[i].key, V_EMPTY);
        GC_WRITE(vm, t, &t->e[i].value, V_UNDEF);
        t->count--;
        if ((uint32_t)i == t->first)
            while (t->first < t->used && t->e[t->first].key == V_EMPTY)
                t->first++;
        return true;
    }
    return false;
}

int vm_map_clear(Vm *vm, Value mapobj)
{
    size_t sc = gc_scope_open(vm);
    Value *m = gc_handle(vm, mapobj);
    Value nt = vm_maptable_new(vm, MIN_CAP);
    if (nt == V_EXC) {
        gc_scope_close(vm, sc);
        return -1;
    }
    MapTable *o = vm_map_table(*m);
    for (uint32_t i = 0; i < o->used; i++) {
        GC_WRITE(vm, o, &o->e[i].key, V_EMPTY);
        GC_WRITE(vm, o, &o->e[i].value, V_UNDEF);
    }
    o->count = 0;
    GC_WRITE(vm, o, &o->next, nt);
    MapObj *mo = v_cell(*m);
    GC_WRITE(vm, mo, &mo->table, nt);
    gc_scope_close(vm, sc);
    return 0;
}

MapEntry *vm_map_cursor_noalloc(Value *table, uint32_t *pos)
{
    MapTable *t = v_cell(*table);
    while (t->next != V_UNDEF) {
        /* live entries before *pos keep their order in the successor */
        uint32_t live = 0;
        for (uint32_t i = t->first; i < *pos && i < t->used; i++)
            live += t->e[i].key != V_EMPTY;
        *pos = live;
        *table = t->next;
        t = v_cell(*table);
    }
    if (*pos < t->first)
        *pos = t->first;
    while (*pos < t->used) {
        MapEntry *e = &t->e[(*pos)++];
        if (e->key != V_EMPTY)
            return e;
    }
    return NULL;
}
