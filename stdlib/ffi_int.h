/* stdlib/ffi_int.h — shared internals of the tarn:ffi module (docs/ffi.md).
 *
 * stdlib/ffi.c owns the module, libraries, declared functions and the C type
 * conversions; stdlib/ffi_mem.c pointers and buffers; stdlib/ffi_callback.c
 * libffi closures that call JS. Everything C holds (dlopen handles, cifs,
 * buffers, closures) lives in the per-VM FfiState, malloc'd, and is freed by
 * lib_ffi_free at tarn_vm_free: tarn's collector has no finalizers, so a
 * buffer lives until buf.free() or the end of the VM. The JS objects only
 * carry numbers (addresses are < 2^53 on every supported target, so a double
 * holds them exactly), so the default object trace is enough for them.
 */
#ifndef TARN_FFI_INT_H
#define TARN_FFI_INT_H

#include <ffi.h>

#include "lib.h"

/* Object classes of the ffi values: after every class vm/object.h names,
 * so they never collide with one added there. */
#define CLS_FFI_PTR ((ObjClass)(CLS__FIRST_FREE + 16)) /* FfiPointer: addr */
#define CLS_FFI_BUF ((ObjClass)(CLS__FIRST_FREE + 17)) /* FfiBuffer: addr, len, idx (into bufs) */
#define CLS_FFI_CB ((ObjClass)(CLS__FIRST_FREE + 18))  /* FfiCallback: addr (code), idx (into cbs) */
#define CLS_FFI_LIB ((ObjClass)(CLS__FIRST_FREE + 19)) /* FfiLibrary: idx (into libs) */

/* Every ffi object: Values only (the default trace visits them). */
typedef struct FfiObj {
    Object o;
    Value addr; /* the address as a number */
    Value len;  /* buffer: byte length */
    Value idx;  /* buffer / callback / library: index in FfiState, -1 once freed */
} FfiObj;

typedef enum FfiType {
    FT_VOID, FT_I8, FT_U8, FT_I16, FT_U16, FT_I32, FT_U32, FT_I64, FT_U64,
    FT_FLOAT, FT_DOUBLE, FT_POINTER, FT_CSTRING, FT__COUNT
} FfiType;

#define FFI_MAX_ARGS 16

/* One C value of any FfiType (arguments, results, buffer reads). */
typedef union FfiSlot {
    int8_t i8; uint8_t u8; int16_t i16; uint16_t u16; int32_t i32; uint32_t u32;
    int64_t i64; uint64_t u64; float f; double d; void *p; ffi_arg widened;
} FfiSlot;

typedef struct FfiFunc {
    void *sym;
    char *name;
    ffi_cif cif;
    ffi_type *atypes[FFI_MAX_ARGS];
    int ret, nargs;
    int types[FFI_MAX_ARGS];
} FfiFunc;

typedef struct FfiCallback {
    Vm *vm;
    ffi_closure *closure;
    void *code;
    ffi_cif cif;
    ffi_type *atypes[FFI_MAX_ARGS];
    int ret, nargs, idx;
    int types[FFI_MAX_ARGS];
} FfiCallback;

typedef struct FfiState {
    Value proto[4];      /* prototypes of CLS_FFI_PTR.. CLS_FFI_LIB (roots) */
    Value cb_exc;        /* first exception a callback threw, V_EMPTY if none (root) */
    Value *cb_fns;       /* the JS function of each callback (roots; V_UNDEF once closed) */
    FfiCallback **cbs;
    int ncbs, cbs_cap;
    FfiFunc **funcs;
    int nfuncs, funcs_cap;
    void **libs;
    int nlibs, libs_cap;
    void **bufs;         /* malloc'd backing stores, NULL once freed */
    int nbufs, bufs_cap;
    int depth;           /* nesting of foreign calls in progress */
} FfiState;

/* The VM's state, created on first use; NULL after raising out-of-memory. */
FfiState *ffi_state(Vm *vm);

/* "i8" ... "void" → FfiType, or -1. */
int ffi_type_parse(const char *name);
const char *ffi_type_name(int type);
ffi_type *ffi_type_ffi(int type);
size_t ffi_type_size(int type);
/* The FfiType named by a JS string, or -1 with a TypeError naming `what`. */
int ffi_type_arg(Vm *vm, Value v, const char *what);

/* JS → C for one value of `type` (not FT_VOID). cstring from a JS string
 * allocates a UTF-8 copy in *tmp that the caller frees after the call
 * (NULL otherwise). `what` names the value in error messages ("argument 1
 * of cos"). 0 / -1 with a TypeError or RangeError pending. */
int ffi_to_c(Vm *vm, int type, Value v, FfiSlot *out, char **tmp, const char *what);
/* C → JS: the value at p (a full FfiSlot for results: widened integers are
 * read from the slot's own field). Integers beyond 2^53 are a RangeError. */
Value ffi_from_c(Vm *vm, int type, const FfiSlot *p, const char *what);

/* Every pointer argument goes through here: null/undefined → NULL (len 0);
 * an FfiPointer, FfiBuffer or FfiCallback → its address (and a buffer's
 * length, else 0). 1 when v is a pointer-like value, 0 when it is not (no
 * exception), -1 with an exception pending (a freed buffer). An
 * ArrayBuffer, typed array or DataView → its bytes and byte length. */
int ffi_buffer_of(Vm *vm, Value v, void **ptr, size_t *len);

/* A new FfiPointer for addr (NULL is a pointer with address 0). */
Value ffi_new_pointer(Vm *vm, void *addr);
/* A new object of an ffi class with the given fields and its printed own
 * properties (address, length). */
Value ffi_new_obj(Vm *vm, int cls, void *addr, double len, int idx);

/* Fill cif/atypes for a signature; 0 / -1 (Error pending). */
int ffi_prep(Vm *vm, ffi_cif *cif, ffi_type **atypes, int ret, int nargs, const int *types);

/* The module's exports (ffi.c) and the methods of each class. */
int ffi_lib_install(Vm *vm, FfiState *st);
int ffi_mem_install(Vm *vm, FfiState *st);
int ffi_callback_install(Vm *vm, FfiState *st);
Value ffi_alloc_fn(Vm *vm, Value *argv, int argc, bool construct);
Value ffi_read_cstring_fn(Vm *vm, Value *argv, int argc, bool construct);
Value ffi_callback_fn(Vm *vm, Value *argv, int argc, bool construct);
/* After a foreign call returns: throw the exception a callback raised. */
Value ffi_take_callback_exception(Vm *vm, FfiState *st);
void ffi_callbacks_free(FfiState *st);

#endif
