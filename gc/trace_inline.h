/* gc/trace_inline.h — the collector's inline use of vm/types.def, for the
 * loops where a call per cell or per slot shows: a minor's Cheney scan
 * (gc/collect.c minor_trace, copying) and a major's mark drain
 * (gc/evacuate.c mark_trace, marking).
 *
 * GC_TRACE_INLINE(V, t, hd) traces the cell hd with the visitor V (the
 * includer's inline visits, named as vm/object.h's "Trace bodies" say):
 * the commonest layouts through their bodies, written once beside each
 * layout in vm/ (VM_TRACE_VALUES, _ROPE, _BOX, _MAPTABLE and the plain,
 * array and function objects), every other type and class through its
 * trace function in gc_trace_table. gc/ decides only which types are worth
 * inlining; the layouts and the order of their slots are vm/'s.
 *
 * gc_cell_moved runs the type's moved hook (vm/types.def's moved column)
 * after a copy.
 *
 */
#ifndef TARN_GC_TRACE_INLINE_H
#define TARN_GC_TRACE_INLINE_H

#include "heap.h"
#include "../vm/maptable.h"
#include "../vm/vm.h"

#define GC_TRACE_INLINE(V, t, hd) do {                                      \
        GcHeader *gh_ = (hd);                                               \
        switch (gh_->type) {                                                \
        case T_STRING:                                                      \
        case T_BYTES:                                                       \
            break;                                                          \
        case T_VALUES:                                                      \
            VM_TRACE_VALUES(V, t, gh_);                                     \
            break;                                                          \
        case T_ROPE:                                                        \
            VM_TRACE_ROPE(V, t, gh_);                                       \
            break;                                                          \
        case T_BOX:                                                         \
            VM_TRACE_BOX(V, t, gh_);                                        \
            break;                                                          \
        case T_MAPTABLE:                                                    \
            VM_TRACE_MAPTABLE(V, t, gh_);                                   \
            break;                                                          \
        case T_OBJECT:                                                      \
            if (gh_->cls == CLS_PLAIN) {                                    \
                VM_TRACE_OBJ_PLAIN(V, t, gh_);                              \
                break;                                                      \
            }                                                               \
            if (gh_->cls == CLS_ARRAY) {                                    \
                VM_TRACE_OBJ_ARRAY(V, t, gh_);                              \
                break;                                                      \
            }                                                               \
            if (gh_->cls == CLS_FUNCTION) {                                 \
                VM_TRACE_OBJ_FUNCTION(V, t, gh_);                           \
                break;                                                      \
            }                                                               \
            __attribute__((fallthrough));                                   \
        default: {                                                          \
            GcTraceFn fn_ = gc_trace_table[gh_->type];                      \
            if (fn_)                                                        \
                fn_(t, gh_);                                                \
        }                                                                   \
        }                                                                   \
    } while (0)

/* A switch over the moved column: a NULL entry costs nothing, a hook
 * (T_OBJECT's obj_moved) is a direct call the compiler inlines. */
static inline __attribute__((always_inline)) void gc_cell_moved(void *n, const void *old)
{
    switch (((GcHeader *)n)->type) {
#define X(name, trace, moved, cards)        \
    case name: {                            \
        GcMovedFn moved_ = moved;           \
        if (moved_)                         \
            moved_(n, old);                 \
        break;                              \
    }
#include "../vm/types.def"
#undef X
    default:
        break;
    }
}

#endif
