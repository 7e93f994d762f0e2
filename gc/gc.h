/* gc/gc.h — the only way to allocate heap cells, and the rooting API.
 *
 * The collector is precise and MOVING: any call that takes a Vm * may
 * allocate, and any allocation may move every cell. C code therefore never
 * keeps a Value or a cell pointer in a C local across such a call; it keeps
 * it in a handle (gc_handle) or on the interpreter's value stack and reads it
 * back afterwards. Functions that cannot allocate end in _noalloc.
 *
 * gc/ knows a cell only through its GcHeader and the type table
 * (vm/types.def: a trace function per type); it never includes interp.h.
 * Roots are enumerated by vm_trace_roots() (vm/), plus the handle stack here.
 */
#ifndef TARN_GC_H
#define TARN_GC_H

#include <stddef.h>
#include <stdint.h>

#include "../vm/value.h"

typedef struct Vm Vm;

enum {
#define X(name, trace) name,
#include "../vm/types.def"
#undef X
    T__COUNT
};

/* One 8-byte header opens every cell. During a copy the whole word is
 * overwritten by (new address | 1): GC_FORWARDED. */
typedef struct GcHeader {
    uint8_t type;   /* T_* */
    uint8_t gc;     /* collector bits (GC_*), owned by gc/ */
    uint8_t cls;    /* per-type sub-kind (ObjClass for T_OBJECT) */
    uint8_t flags;  /* per-type flags (string: STR_*, object: OBJ_*) */
    uint32_t size;  /* whole cell size in bytes, multiple of 8 */
} GcHeader;

_Static_assert(sizeof(GcHeader) == 8, "header is one word");

typedef struct GcTracer GcTracer;
typedef void (*GcTraceFn)(GcTracer *t, void *cell);

/* Visit a Value field by address; rewrites it if the target moved. */
void gc_visit(GcTracer *t, Value *slot);
/* Visit a typed cell-pointer field (e.g. Shape *) by address; NULL is fine. */
void gc_visit_cell(GcTracer *t, void **slot);
#define GC_VISIT_PTR(t, field) gc_visit_cell((t), (void **)&(field))
/* Visit n consecutive Values. */
void gc_visit_range(GcTracer *t, Value *start, size_t n);

/* Allocate a zero-filled cell of `bytes` (header included, rounded up to 8)
 * with hdr.type = type. May collect (and so move everything). Returns NULL
 * after raising RangeError("out of memory") in the VM. */
void *gc_alloc(Vm *vm, uint8_t type, size_t bytes);

/* ---- Handles: a per-VM stack of rooted Value slots ---------------------- */
/* A scope is just the saved handle-stack top. The returned Value * stays
 * valid (and is updated by the collector) until the scope closes. */
size_t gc_scope_open(Vm *vm);
void gc_scope_close(Vm *vm, size_t scope);
Value *gc_handle(Vm *vm, Value v);

/* ---- Write barrier ------------------------------------------------------
 * Every store of a Value into a field of an existing cell goes through
 * GC_WRITE. With the semi-space collector of issue #3 it is a plain store;
 * the generational collector (issue #4) adds its check here without any
 * caller changing. Stores into a cell allocated since the last possible
 * safepoint may skip it, but using it is never wrong. */
#define GC_WRITE(vm, owner, slot, v) \
    do {                             \
        (void)(vm);                  \
        (void)(owner);               \
        *(slot) = (v);               \
    } while (0)

/* ---- Control and statistics -------------------------------------------- */
typedef struct GcStats {
    uint64_t collections;
    uint64_t bytes_allocated; /* total since VM start */
    uint64_t bytes_live;      /* after the last collection */
    uint64_t heap_size;       /* current semispace size */
    uint64_t total_pause_ns, max_pause_ns;
} GcStats;

int gc_init(Vm *vm);        /* reads TARN_GC_* env; 0 or -1 */
void gc_free_all(Vm *vm);   /* release every cell and the heap itself */
void gc_collect(Vm *vm, const char *reason); /* full collection now */
void gc_stats(Vm *vm, GcStats *out);
int gc_safepoint(Vm *vm);   /* called at back-edges (stress mode collects here) */

/* Provided by vm/: visit every root the VM holds (stack, frames, globals,
 * atom table, builtin objects, pending exception, compiled prototypes). */
void vm_trace_roots(Vm *vm, GcTracer *t);
/* Provided by vm/ (object.c, string.c): the type table's trace functions,
 * named in vm/types.def; gc.c builds its table from that file. */

#endif
