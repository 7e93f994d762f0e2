/* gc/trace_inline.h — the trace of one cell with the commonest layouts
 * inlined, written once for the loops that need it: the minor's Cheney scan
 * (gc/collect.c minor_trace, copying) and the major's mark drain
 * (gc/evacuate.c mark_trace, marking), where each slot goes through the
 * including file's inline visit instead of a call that tests the tracer's
 * mode; and gc_trace_cell (gc/collect.c), the same walk through the generic
 * visitors for every other tracer.
 *
 * The includer defines, then includes this file (which undefines them):
 *   GC_TRACE_NAME           the function's name
 *   GC_TRACE_CELL(t, slot)  visit a cell-pointer slot (void **; may be NULL)
 *   GC_TRACE_VALUES(t, v, n) visit n Value slots from v
 * and may define GC_TRACE_SHAPE(t, slot), the visit of an object's shape
 * slot (GC_TRACE_CELL if not).
 *
 * The layouts must stay in step with their trace functions: T_VALUES with
 * vm_trace_values, T_ROPE with vm_trace_rope, T_BOX with vm_trace_box,
 * T_MAPTABLE with vm_trace_maptable (vm/maptable.c), and T_OBJECT's plain,
 * array, arguments and function classes with vm_trace_object (vm/object.c;
 * no class trace is registered for them), visiting the slots in the same
 * order: for the minor the order decides which cells still fit in survivor
 * space. Every other type goes through gc_trace_table. The includer has
 * included vm/vm.h and vm/maptable.h.
 */
#if !defined(GC_TRACE_NAME) || !defined(GC_TRACE_CELL) || !defined(GC_TRACE_VALUES)
#error "define GC_TRACE_NAME, GC_TRACE_CELL and GC_TRACE_VALUES before including gc/trace_inline.h"
#endif

#ifndef GC_TRACE_SHAPE
#define GC_TRACE_SHAPE GC_TRACE_CELL
#endif

static inline __attribute__((always_inline)) void GC_TRACE_NAME(GcTracer *t, GcHeader *hd)
{
    switch (hd->type) {
    case T_STRING:
    case T_BYTES:
        return;
    case T_VALUES:
        GC_TRACE_VALUES(t, ((Values *)hd)->v, ((Values *)hd)->cap);
        return;
    case T_ROPE:
        GC_TRACE_VALUES(t, &((Rope *)hd)->left, 1);
        GC_TRACE_VALUES(t, &((Rope *)hd)->right, 1);
        return;
    case T_BOX:
        GC_TRACE_VALUES(t, &((Box *)hd)->v, 1);
        return;
    case T_MAPTABLE: {
        /* A WeakMap's own table is marked by gc_visit_ephemerons without a
         * push and traced by the ephemeron fixpoint, never here in a major;
         * a minor treats it as strong. */
        MapTable *m = (MapTable *)hd;
        GC_TRACE_VALUES(t, &m->next, 1);
        for (uint32_t i = 0; i < m->used; i++) {
            Value k = m->e[i].key;
            GC_TRACE_VALUES(t, &m->e[i].key, 1);
            if (m->e[i].key != k && v_is_object(m->e[i].key))
                m->moved = 1; /* hashed by address: rebuild before a lookup */
            GC_TRACE_VALUES(t, &m->e[i].value, 1);
        }
        return;
    }
    case T_OBJECT: {
        Object *o = (Object *)hd;
        if (hd->cls == CLS_PLAIN) { /* shape, slots, trailing words (trace_tail) */
            GC_TRACE_SHAPE(t, (void **)&o->shape);
            if (obj_has_inline_slots(o)) { /* vm/object.h: the rest of the cell */
                GC_TRACE_VALUES(t, o->slots->v, o->slots->cap);
                return;
            }
            GC_TRACE_CELL(t, (void **)&o->slots);
            if (hd->size > sizeof(Object))
                GC_TRACE_VALUES(t, (Value *)(o + 1), (hd->size - sizeof(Object)) / sizeof(Value));
            return;
        }
        if (hd->cls == CLS_ARRAY) { /* arguments objects (ArgumentsObj) take vm_trace_object */
            GC_TRACE_SHAPE(t, (void **)&o->shape);
            GC_TRACE_CELL(t, (void **)&o->slots);
            GC_TRACE_CELL(t, (void **)&((ArrayObj *)o)->elems);
            return;
        }
        if (hd->cls == CLS_FUNCTION) {
            Closure *c = (Closure *)o;
            GC_TRACE_SHAPE(t, (void **)&o->shape);
            GC_TRACE_CELL(t, (void **)&o->slots);
            GC_TRACE_VALUES(t, &c->home, 1);
            for (uint32_t i = 0; i < c->nupvals; i++)
                GC_TRACE_CELL(t, (void **)&c->upvals[i]);
            return;
        }
        break;
    }
    }
    GcTraceFn fn = gc_trace_table[hd->type];
    if (fn)
        fn(t, hd);
}

#undef GC_TRACE_NAME
#undef GC_TRACE_SHAPE
#undef GC_TRACE_CELL
#undef GC_TRACE_VALUES
