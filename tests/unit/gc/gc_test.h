/* tests/unit/gc/gc_test.h — what the collector's unit tests share: the VM
 * under test (each file's setup makes it, with the environment it needs)
 * and a Values cell of a given capacity allocated in it. */
#ifndef TARN_GC_TEST_H
#define TARN_GC_TEST_H

#include <criterion/criterion.h>

#include "../../../gc/heap.h"
#include "../../../vm/vm.h"

static Vm *vm;

static inline Value new_values(uint32_t cap)
{
    Values *v = gc_alloc(vm, T_VALUES, sizeof(Values) + cap * sizeof(Value));
    cr_assert(v);
    v->cap = cap;
    return v_from_cell(v);
}

#endif
