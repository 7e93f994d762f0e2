/* vm/values.c — the trace function of T_VALUES cells (plain Value arrays:
 * object slots, array elements, accessor pairs). Every one of the cap slots
 * holds a valid Value (zero-filled = V_EMPTY), so all are visited. */
#include "vm.h"

void vm_trace_values(GcTracer *t, void *cell);

void vm_trace_values(GcTracer *t, void *cell)
{
    Values *v = cell;
    gc_visit_range(t, v->v, v->cap);
}
