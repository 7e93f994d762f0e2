/* stdlib/clone.h — structured clone (stdlib/clone.c) and DOMException
 * (stdlib/domexception.c), shared with Workers (stdlib/worker.c).
 *
 * A clone is a flat malloc'd byte buffer (tag-length-value records, objects
 * numbered in the order they are first met, later meetings written as
 * back-references). It holds no Values and no pointers into any heap, so it
 * may be handed to another thread and read into another VM.
 */
#ifndef TARN_CLONE_H
#define TARN_CLONE_H

#include "lib.h"
#include "promise.h"
#include "../vm/typed.h"

typedef struct CloneBuf {
    uint8_t *p;
    size_t len, cap;
    /* The SharedArrayBuffer stores the clone shares rather than copies
     * (K_SHARED i names shared[i]): the buffer holds a reference to each
     * until lib_clone_buf_free, so they outlive the sender's VM while the
     * message is in flight, and a message never read frees nothing early. */
    SharedStore **shared;
    uint32_t nshared, capshared;
    /* The MessagePorts the clone transfers (K_PORT i names ports[i];
     * stdlib/worker_ports.c): the buffer owns each until a reader adopts
     * it into its VM, and lib_clone_buf_free closes those never read. */
    struct PortEnd **ports;
    uint32_t nports;
} CloneBuf;

/* Serialise v into *out (appended; out starts zeroed). May run getters.
 * 0, or -1 with the exception pending (DataCloneError, a getter's throw,
 * out of memory); out->p is freed on failure. */
int lib_clone_write_js(Vm *vm, Value v, CloneBuf *out);
/* The same, with CLONE_ERROR_PROPS: errors also carry their own enumerable
 * properties (node does this for a worker's uncaught error). */
enum { CLONE_ERROR_PROPS = 1 };
int lib_clone_write_ex_js(Vm *vm, Value v, CloneBuf *out, unsigned flags);
/* The same with a transfer list: each object of the array *ports (a
 * handle; undefined entries are skipped) is written as K_PORT and its
 * index, for the caller to fill out->ports (lib_port_write_js); a
 * MessagePort found anywhere else is node's DataCloneError. */
int lib_clone_write_transfer_js(Vm *vm, Value v, Value *ports, CloneBuf *out);
/* A copy of src (its shared stores gain a reference; src has no ports). */
int lib_clone_buf_dup(const CloneBuf *src, CloneBuf *out);
/* Build the value a buffer describes in this VM. V_EXC on OOM or malformed
 * data. Runs no JS but MessagePort's (a transferred port is adopted into
 * this VM: lib_port_adopt_js, which takes b->ports[i]). */
Value lib_clone_read(Vm *vm, const CloneBuf *b);
void lib_clone_buf_free(CloneBuf *b);

/* Throw a new DOMException (name, formatted message); returns V_EXC. */
Value lib_throw_dom_exception(Vm *vm, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int lib_install_clone(Vm *vm);        /* structuredClone */
/* DOMException's constructor and prototype, made once (slots
 * B_DOMEXC_CTOR, B_DOMEXC_PROTO): 0 / -1. The global is made on first use
 * (lazy.c) by lib_define_domexception. */
int lib_domexc_make(Vm *vm);
int lib_define_domexception(Vm *vm);

#endif
