/* vm/realm.h — what vm/vm.c and vm/realm.c share about realms (the API is
 * in vm/vm.h; docs/realms.md). */
#ifndef TARN_VM_REALM_H
#define TARN_VM_REALM_H

#include "vm.h"

typedef struct Realm Realm;

/* vm/vm.c: the core's part of a world, made in the current realm: the
 * prototypes of init_world (the well-known symbols only when not made yet:
 * every realm shares them) and the global object; then, after the
 * library's install, the globals every script relies on. 0 / -1. */
int vm_init_world(Vm *vm);
int vm_ensure_globals(Vm *vm);
/* The other realms' worlds, a root set (gc/roots.def REALMS). */
void vm_realm_trace(Vm *vm, GcTracer *t);
void vm_realm_free(Vm *vm);

#endif
