/* stdlib/typed_int.h — shared helpers of stdlib/typed.c (ArrayBuffer, the
 * typed-array constructors and accessors), stdlib/typed_proto.c (the
 * %TypedArray%.prototype methods) and stdlib/dataview.c. Layouts and element
 * access live in vm/typed.h.
 */
#ifndef TARN_TYPED_INT_H
#define TARN_TYPED_INT_H

#include "lib.h"
#include "../vm/typed.h"

/* ValidateTypedArray: self is a typed array (else V8's "this is not a
 * typed array.") that is neither out of bounds nor detached (else the
 * TypeError naming %TypedArray%.prototype.<callee's name>). 0 / -1. */
int lib_ta_this(Vm *vm, Value self, Value callee);
/* The same with an access mode: write also refuses (first) a typed array on
 * an immutable buffer. */
int lib_ta_this_mode(Vm *vm, Value self, Value callee, bool write);
/* For a view (a typed array or DataView, a handle) over a growable
 * SharedArrayBuffer: vm_sab_sync on its buffer, so this VM's cached lengths
 * follow another thread's grow() (the store's length is read with a
 * sequentially consistent load). The length getters, DataView accesses
 * past the cached length and Atomics call it before reading a length. May
 * collect. */
void lib_view_sync(Vm *vm, Value *view);
/* V8's "Cannot perform WHAT on a detached or out-of-bounds ArrayBuffer". */
Value lib_ta_throw_oob(Vm *vm, const char *what);
/* A new typed array of `kind` with `len` zeroed elements (RangeError past
 * the buffer limit). */
Value lib_ta_alloc(Vm *vm, int kind, uint64_t len);
/* Is f some realm's original %TypedArray%.prototype.values? */
bool lib_ta_is_values_noalloc(Value f);
/* ToNumber of an element value being stored (fast for numbers). 0 / -1. */
int lib_ta_num_js(Vm *vm, Value v, double *out);

/* SpeciesConstructor(o, default) of a buffer's slice: the species, or
 * V_EMPTY for the default (constructor or species undefined/null). */
Value lib_ab_species_js(Vm *vm, Value o);
/* V8's "Method NAME called on incompatible receiver <recv>" TypeError. */
Value lib_ab_incompatible(Vm *vm, const char *method, Value recv);

/* ToIndex: undefined -> 0; 1 when out of [0, 2^53-1] (the caller's
 * RangeError), 0 ok, -1 on an exception. */
int lib_to_index_js(Vm *vm, Value v, double *out);

/* Allocates a buffer of `len` zeroed bytes, resizable up to `max` when
 * `resizable` (vm_sab_new's shape). */
typedef Value (*LibAbAlloc)(Vm *vm, uint64_t len, uint64_t max, bool resizable);
/* The ArrayBuffer / SharedArrayBuffer constructor (CLS names the class in
 * the "requires 'new'" TypeError): length and options.maxByteLength by
 * ToIndex with V8's RangeErrors, new.target.prototype read before the
 * allocation, then `alloc`. */
Value lib_ab_construct_js(Vm *vm, Value *argv, int argc, bool construct, const char *cls, LibAbAlloc alloc);

/* A buffer prototype's members in order: methods, and getters that tell
 * themselves apart by magic; then @@toStringTag = tag. 0 / -1. */
typedef struct LibAbMember {
    const char *name;
    int getter;
    NativeFn fn;
    int len, magic;
} LibAbMember;
int lib_ab_def_members(Vm *vm, Value proto, const LibAbMember *members, size_t n, const char *tag);
/* C[Symbol.species]: a getter answering this. 0 / -1. */
int lib_def_species(Vm *vm, Value ctor);

/* SharedArrayBuffer's constructor and prototype, made once (sab.c): 0 / -1.
 * The global is made on first use (lazy.c) by lib_define_sab. */
int lib_sab_make(Vm *vm);
int lib_define_sab(Vm *vm);
int lib_define_atomics(Vm *vm); /* atomics.c: the Atomics global */

/* TypedArraySpeciesCreate(*ex, args) (a handle): SpeciesConstructor reads
 * ex.constructor and its @@species once each; the new array is validated
 * (a typed array, in bounds, at least args[0] long when argc is 1, of the
 * exemplar's content type), with V8's errors naming
 * %TypedArray%.prototype.<method>. With argc 1 (a length) an intrinsic
 * constructor's array is made directly. With the buffer form (argc 2 or
 * 3: buffer, byteOffset[, length]) V_EMPTY means "the exemplar's own
 * intrinsic constructor": the caller makes the view itself. */
Value lib_ta_species_create_js(Vm *vm, Value *ex, int argc, const Value *args, const char *method);

int lib_typed_install_proto(Vm *vm, Value proto); /* typed_proto.c */
int lib_install_dataview(Vm *vm);                  /* dataview.c */
/* Uint8Array's base64/hex functions on its constructor and prototype */
int lib_install_uint8_base64(Vm *vm, Value ctor, Value proto); /* typed_base64.c */

#endif
