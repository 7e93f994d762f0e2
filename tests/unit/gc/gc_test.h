/* tests/unit/gc/gc_test.h — what the collector's unit tests share: the VM
 * under test (each file's setup makes it, with the environment it needs, or
 * takes verified_vm_setup), a Values cell of a given capacity allocated in
 * it, and the young test. */
#ifndef TARN_GC_TEST_H
#define TARN_GC_TEST_H

#include <criterion/criterion.h>
#include <stdlib.h>

#include "../../../stdlib/lib.h"
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

static inline bool is_young(Value v) { return gc_is_young_bits(vm, (uintptr_t)v); }

/* A VM with the heap verifier around every collection (vm_new reads
 * TARN_GC_VERIFY once), for .init / .fini. */
static inline void verified_vm_setup(void)
{
    setenv("TARN_GC_VERIFY", "1", 1);
    vm = lib_vm_new();
    unsetenv("TARN_GC_VERIFY");
    cr_assert(vm);
}
static inline void vm_teardown(void) { vm_free(vm); }

#endif
