/* stdlib/ffi_callback.c — JS functions as C function pointers, through
 * libffi closures (ffi_closure_alloc / ffi_prep_closure_loc).
 *
 * callback(returnType, [argTypes], fn) makes an FfiCallback whose address
 * is the closure's code. The closure's user data is the malloc'd
 * FfiCallback record (it never moves); the JS function is rooted in
 * FfiState.cb_fns until cb.close() or the end of the VM. A JS exception in
 * a callback never unwinds C frames: the trampoline returns zero to C,
 * keeps the first exception in FfiState.cb_exc and skips later callbacks;
 * the foreign call that is running throws it once C returns.
 */
#include <stdio.h>

#include "ffi_int.h"
#include "../gc/gc.h"

/* Store the result of a callback where libffi wants it: integers narrower
 * than a register are returned widened to ffi_arg. */
static void store_result(int type, const FfiSlot *s, void *ret)
{
    switch (type) {
    case FT_VOID: return;
    case FT_I8: *(ffi_sarg *)ret = s->i8; return;
    case FT_U8: *(ffi_arg *)ret = s->u8; return;
    case FT_I16: *(ffi_sarg *)ret = s->i16; return;
    case FT_U16: *(ffi_arg *)ret = s->u16; return;
    case FT_I32: *(ffi_sarg *)ret = s->i32; return;
    case FT_U32: *(ffi_arg *)ret = s->u32; return;
    default: memcpy(ret, s, ffi_type_size(type)); return;
    }
}

static void keep_exception(Vm *vm, FfiState *st)
{
    Value e = vm_take_exception(vm);
    if (st->cb_exc == V_EMPTY)
        st->cb_exc = e;
}

static void trampoline(ffi_cif *cif, void *ret, void **args, void *user)
{
    (void)cif;
    FfiCallback *cb = user;
    Vm *vm = cb->vm;
    FfiState *st = vm->lib_state->ffi;
    FfiSlot res;
    memset(&res, 0, sizeof res);
    if (st->cb_exc != V_EMPTY || cb->idx < 0 || vm->has_exception)
        goto done; /* an earlier callback threw: C gets zeros until it returns */
    size_t sc = gc_scope_open(vm);
    Value *jsargs = NULL;
    char what[96];
    for (int i = 0; i < cb->nargs; i++) {
        FfiSlot a;
        memset(&a, 0, sizeof a);
        memcpy(&a, args[i], ffi_type_size(cb->types[i]));
        snprintf(what, sizeof what, "argument %d of a callback", i + 1);
        Value v = ffi_from_c(vm, cb->types[i], &a, what);
        if (v == V_EXC) {
            keep_exception(vm, st);
            goto close;
        }
        Value *h = gc_handle(vm, v);
        if (i == 0)
            jsargs = h;
    }
    Value r = vm_call_js(vm, st->cb_fns[cb->idx], V_UNDEF, cb->nargs, jsargs);
    if (r == V_EXC) {
        keep_exception(vm, st);
        goto close;
    }
    if (cb->ret != FT_VOID) {
        char *tmp = NULL;
        if (cb->ret == FT_CSTRING && v_is_string(r)) {
            vm_throw_error(vm, ERR_TYPE, "ffi: a callback cannot return a JS string as cstring (its memory would "
                                         "not outlive the call); return a buffer");
            keep_exception(vm, st);
        } else if (ffi_to_c(vm, cb->ret, r, &res, &tmp, "the result of a callback") < 0) {
            keep_exception(vm, st);
        }
        free(tmp);
    }
close:
    gc_scope_close(vm, sc);
done:
    store_result(cb->ret, &res, ret);
}

Value ffi_take_callback_exception(Vm *vm, FfiState *st)
{
    Value e = st->cb_exc;
    st->cb_exc = V_EMPTY;
    return vm_throw(vm, e);
}

static void cb_release(FfiCallback *cb)
{
    if (cb->closure)
        ffi_closure_free(cb->closure);
    cb->closure = NULL;
}

void ffi_callbacks_free(FfiState *st)
{
    for (int i = 0; i < st->ncbs; i++) {
        cb_release(st->cbs[i]);
        free(st->cbs[i]);
    }
    free(st->cbs);
    free(st->cb_fns);
}

/* callback(returnType, [argTypes], fn) */
Value ffi_callback_fn(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    FfiState *st = ffi_state(vm);
    if (!st)
        return V_EXC;
    if (lib_require_callable(vm, ARG(2)) < 0)
        return V_EXC;
    FfiCallback *cb = calloc(1, sizeof *cb);
    if (!cb)
        return vm_throw_oom(vm);
    cb->vm = vm;
    cb->idx = -1;
    cb->ret = ffi_type_arg(vm, ARG(0), "the return type of a callback");
    if (cb->ret < 0)
        goto fail;
    if (!v_is_object(ARG(1))) {
        vm_throw_error(vm, ERR_TYPE, "ffi: the argument types of a callback must be an array of C type names");
        goto fail;
    }
    int64_t n = vm_length_of_js(vm, ARG(1));
    if (n < 0)
        goto fail;
    if (n > FFI_MAX_ARGS) {
        vm_throw_error(vm, ERR_RANGE, "ffi: a callback may take at most %d arguments", FFI_MAX_ARGS);
        goto fail;
    }
    cb->nargs = (int)n;
    char what[96];
    for (int i = 0; i < cb->nargs; i++) {
        Value t = vm_get_index_js(vm, ARG(1), i);
        if (t == V_EXC)
            goto fail;
        snprintf(what, sizeof what, "argument type %d of a callback", i + 1);
        if ((cb->types[i] = ffi_type_arg(vm, t, what)) < 0)
            goto fail;
        if (cb->types[i] == FT_VOID) {
            vm_throw_error(vm, ERR_TYPE, "ffi: %s cannot be void", what);
            goto fail;
        }
    }
    if (ffi_prep(vm, &cb->cif, cb->atypes, cb->ret, cb->nargs, cb->types) < 0)
        goto fail;
    cb->closure = ffi_closure_alloc(sizeof(ffi_closure), &cb->code);
    if (!cb->closure) {
        vm_throw_oom(vm);
        goto fail;
    }
    if (ffi_prep_closure_loc(cb->closure, &cb->cif, trampoline, cb, cb->code) != FFI_OK) {
        vm_throw_error(vm, ERR_ERROR, "ffi: libffi cannot prepare this callback");
        goto fail;
    }
    if (st->ncbs == st->cbs_cap) {
        int nc = st->cbs_cap ? st->cbs_cap * 2 : 8;
        FfiCallback **na = realloc(st->cbs, (size_t)nc * sizeof *na);
        if (!na) {
            vm_throw_oom(vm);
            goto fail;
        }
        st->cbs = na;
        Value *nf = realloc(st->cb_fns, (size_t)nc * sizeof *nf);
        if (!nf) {
            vm_throw_oom(vm);
            goto fail;
        }
        st->cb_fns = nf;
        st->cbs_cap = nc;
    }
    cb->idx = st->ncbs;
    st->cbs[cb->idx] = cb;
    st->cb_fns[cb->idx] = ARG(2);
    st->ncbs++;
    return ffi_new_obj(vm, CLS_FFI_CB, cb->code, 0, cb->idx);
fail:
    if (cb->closure)
        ffi_closure_free(cb->closure);
    free(cb);
    return V_EXC;
}

/* cb.close(): frees the closure and unroots the function; C must not call
 * the pointer any more (a call after close returns zero). */
static Value cb_close(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv;
    (void)argc;
    (void)construct;
    if (!v_is_class(THIS, CLS_FFI_CB))
        return vm_throw_error(vm, ERR_TYPE, "ffi: not an FfiCallback");
    FfiObj *o = (FfiObj *)v_obj(THIS);
    int idx = v_get_int(o->idx);
    if (idx >= 0) {
        FfiState *st = vm->lib_state->ffi;
        if (st->depth > 0)
            return vm_throw_error(vm, ERR_ERROR, "ffi: cannot close a callback while a foreign call is running");
        cb_release(st->cbs[idx]);
        st->cbs[idx]->idx = -1;
        st->cb_fns[idx] = V_UNDEF;
        o->idx = v_int(-1);
    }
    return V_UNDEF;
}

int ffi_callback_install(Vm *vm, FfiState *st)
{
    static const LibFn fns[] = {
        { "close", cb_close, 0, 0 },
        { NULL, NULL, 0, 0 },
    };
    return lib_def_fns(vm, st->proto[CLS_FFI_CB - CLS_FFI_PTR], fns);
}
