/* vm/maptable.h — the insertion-ordered hash table behind Map and Set, and
 * the layouts of Map/Set objects and their iterators.
 *
 * A MapTable (T_MAPTABLE) holds `cap` entries in insertion order, then
 * `cap` int32 chain links, then `nbuckets` int32 bucket heads, all in one
 * cell. A deleted entry keeps its slot with key V_EMPTY, so positions never
 * shift while the table is live. `first` skips the deleted slots at the
 * front, so a queue's pattern (delete the oldest, take keys().next()) does
 * not rescan them. Keys are normalised first (flat strings,
 * -0 as +0, canonical numbers), which makes SameValueZero plain equality:
 * identical Values, or equal string contents.
 *
 * Objects hash by address, and the collector moves them: the trace function
 * notices a key that moved (its slot changed) and sets `moved`; the next
 * lookup rebuilds the buckets in place, without allocating. This relies on
 * the collector rewriting a table's slots only through VM_TRACE_MAPTABLE
 * (never through a remembered-slot list that bypasses the trace).
 *
 * Growing, compacting or clearing makes a new table and leaves the old one
 * obsolete, with `next` pointing to its successor. An iterator holds a
 * table and an entry position; on an obsolete table it moves to the next
 * table at the number of entries that were live before its position (the
 * order of live entries is kept), so iterators see entries added later and
 * skip deleted ones, as the spec's list semantics say. Obsolete tables are
 * never changed again, except that their values are dropped.
 */
#ifndef TARN_MAPTABLE_H
#define TARN_MAPTABLE_H

#include "vm.h"

/* node's limit: "RangeError: Map maximum size exceeded" */
#define MAP_MAX_ENTRIES (1u << 24)

typedef struct MapEntry {
    Value key;   /* normalised; V_EMPTY: deleted */
    Value value; /* V_UNDEF for Set entries */
} MapEntry;

typedef struct MapTable {
    GcHeader hdr;        /* T_MAPTABLE */
    uint32_t cap;        /* entry slots */
    uint32_t used;       /* slots filled so far, live or deleted */
    uint32_t count;      /* live entries */
    uint32_t nbuckets;   /* power of two */
    uint32_t moved;      /* an address-hashed key moved: rebuild buckets before lookup */
    uint32_t first;      /* every slot below this one is deleted (V_EMPTY) */
    Value next;          /* V_UNDEF, or the table that replaced this one */
    MapEntry e[];        /* cap entries; then int32 chain[cap]; int32 bucket[nbuckets] */
} MapTable;
/* The trace (vm/object.h, "Trace bodies"): a key whose slot the visit
 * rewrote is an object that moved, so the buckets that hash it by address
 * are rebuilt before the next lookup. A WeakMap's own table is marked by
 * gc_visit_ephemerons without a push and traced by the ephemeron fixpoint,
 * never by a major's drain; a minor treats it as strong. */
#define VM_TRACE_MAPTABLE(V, t, cell) do {                                  \
        MapTable *mt_ = (MapTable *)(cell);                                 \
        V##_VALUE(t, &mt_->next);                                           \
        for (uint32_t ent_ = 0; ent_ < mt_->used; ent_++) {                 \
            Value key_ = mt_->e[ent_].key;                                  \
            V##_VALUE(t, &mt_->e[ent_].key);                                \
            if (mt_->e[ent_].key != key_ && v_is_object(mt_->e[ent_].key))  \
                mt_->moved = 1;                                             \
            V##_VALUE(t, &mt_->e[ent_].value);                              \
        }                                                                   \
    } while (0)

typedef struct MapObj {  /* CLS_MAP, CLS_SET */
    Object o;
    Value table;         /* the current MapTable */
} MapObj;

enum { MAP_ITER_KEYS = 0, MAP_ITER_VALUES = 1, MAP_ITER_ENTRIES = 2 };

typedef struct MapIter { /* CLS_MAP_ITER, CLS_SET_ITER: all Values (default object trace) */
    Object o;
    Value table;         /* V_UNDEF once exhausted */
    Value index;         /* int32: next entry position in table */
    Value kind;          /* int32 MAP_ITER_* */
} MapIter;

static inline MapTable *vm_map_table(Value mapobj)
{
    return (MapTable *)v_cell(((MapObj *)v_cell(mapobj))->table);
}

/* A fresh empty table for a Map/Set object (stored by the caller). */
Value vm_maptable_new(Vm *vm, uint32_t cap);
/* The normalised key: ropes flattened, -0 → +0. V_EXC on OOM. */
Value vm_map_norm_key(Vm *vm, Value key);
/* Lookups take a normalised key. */
MapEntry *vm_map_find_noalloc(Value mapobj, Value nkey);
/* Insert or overwrite. 0 / -1. key need not be normalised. */
int vm_map_put(Vm *vm, Value mapobj, Value key, Value value);
bool vm_map_remove_noalloc(Vm *vm, Value mapobj, Value nkey);
int vm_map_clear(Vm *vm, Value mapobj);
/* Iteration over a table chain: *table (a handle or field) and *pos are
 * advanced; returns the next live entry (valid until the next allocation)
 * or NULL at the end, leaving *table at the current table. */
MapEntry *vm_map_cursor_noalloc(Value *table, uint32_t *pos);

void vm_trace_maptable(GcTracer *t, void *cell); /* vm/types.def */

#endif
