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
/* The realms' worlds and prototypes, a root set (gc/roots.def REALMS): at
 * a minor every realm's; at a major's marking those of the realms live
 * without anything naming them (realm 0, the current one, the pinned
 * ones, those a frame runs in). vm_realm_note (gc/gc.h) adds the others
 * as marking meets what names them. */
void vm_realm_trace(Vm *vm, GcTracer *t);
void vm_realm_free(Vm *vm);
/* vm/vm.c: trace p's constants, name and inline caches. */
void vm_trace_proto_code(GcTracer *t, FuncProto *p);
/* vm/vm.c: p's realm is dead (PROTO_DOOMED); then free every doomed
 * prototype, out of vm->protos and the code remembered set. */
void vm_proto_doom(FuncProto *p);
void vm_protos_free_doomed(Vm *vm);
/* List p (finished in realm p->realm, not 0) in its realm's record. 0 / -1. */
int vm_realm_add_proto(Vm *vm, FuncProto *p);

#endif
