/* vm/values.c — the trace function of T_VALUES cells (plain Value arrays:
 * object slots, array elements, accessor pairs); the body is vm/object.h's
 * VM_TRACE_VALUES. */
#include "vm.h"

void vm_trace_values(GcTracer *t, void *cell);

void vm_trace_values(GcTracer *t, void *cell) { VM_TRACE_VALUES(GC_VISIT, t, cell); }
