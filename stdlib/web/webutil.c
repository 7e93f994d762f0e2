/* stdlib/web/webutil.c — what the web classes share: their objects
 * (WebObj), the shape of their classes as node's WebIDL-style classes are
 * (enumerable methods and getters, a Symbol.toStringTag), node's argument
 * errors, and how a web object is shown by console.log.
 */
#include "web.h"
#include "../../vm/typed.h"

Value web_new_obj(Vm *vm, Value new_target, int kind, int proto_slot)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *proto = gc_handle(vm, vm->builtin[proto_slot]);
    if (v_is_object(new_target)) { /* a subclass: new.target.prototype */
        Value p = vm_get_prop_js(vm, new_target, vm->atom[A_prototype]);
        if (p == V_EXC)
            goto out;
        if (v_is_object(p))
            *proto = p;
    }
    Value o = vm_new_object_class(vm, CLS_WEB, sizeof(WebObj), *proto);
    if (o == V_EXC)
        goto out;
    WebObj *w = v_cell(o);
    w->kind = v_int(kind);
    for (int i = 0; i < WEB_NFIELDS; i++)
        w->f[i] = V_UNDEF;
    r = o;
out:
    gc_scope_close(vm, sc);
    return r;
}

int web_make_class(Vm *vm, const char *name, NativeFn ctor, int length, const LibFn *members,
                   int proto_slot, int ctor_slot)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *proto = gc_handle(vm, vm_new_object(vm));
    if (*proto == V_EXC)
        goto out;
    Value *c = gc_handle(vm, lib_new_ctor(vm, name, ctor, length, *proto));
    if (*c == V_EXC)
        goto out;
    for (const LibFn *f = members; f && f->name; f++) {
        Value fn = vm_new_native(vm, f->name, f->fn, f->length < 0 ? 0 : f->length, f->magic);
        if (fn == V_EXC)
            goto out;
        if (f->length >= 0) {
            if (lib_def_value(vm, *proto, f->name, fn, PROP_DEFAULT) < 0)
                goto out;
            continue;
        }
        Value *fh = gc_handle(vm, fn);
        Value k = vm_key(vm, f->name);
        if (k == V_EXC || vm_define_accessor(vm, *proto, k, *fh, V_UNDEF, PROP_ENUMERABLE | PROP_CONFIGURABLE) < 0)
            goto out;
    }
    Value tag = vm_str_from_cstr(vm, name);
    if (tag == V_EXC || vm_define_own(vm, *proto, vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        goto out;
    vm->builtin[proto_slot] = *proto;
    vm->builtin[ctor_slot] = *c;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

Value web_throw_invalid_this(Vm *vm, const char *name)
{
    return lib_throw_coded(vm, ERR_TYPE, "ERR_INVALID_THIS", "Value of \"this\" must be of type %s", name);
}

Value web_throw_arg_type(Vm *vm, const char *arg, const char *what, Value v)
{
    LibBuf b;
    lib_buf_init(&b);
    lib_buf_printf(&b, "The \"%s\" argument must be %s.", arg, what);
    if (lib_buf_received(vm, v, &b, true) < 0) {
        lib_buf_free(&b);
        return V_EXC;
    }
    lib_buf_ch(&b, 0);
    if (b.oom) {
        lib_buf_free(&b);
        return vm_throw_oom(vm);
    }
    lib_throw_coded(vm, ERR_TYPE, "ERR_INVALID_ARG_TYPE", "%s", b.p);
    lib_buf_free(&b);
    return V_EXC;
}

int web_buffer_source_noalloc(Value v, const uint8_t **p, size_t *len)
{
    void *ptr;
    if (!vm_typed_memory_noalloc(v, &ptr, len))
        return 0;
    *p = ptr;
    return 1;
}

Value lib_web_inspect_view_js(Vm *vm, Value v)
{
    switch (v_get_int(((WebObj *)v_cell(v))->kind)) {
    case WEB_TEXT_ENCODER:
    case WEB_TEXT_DECODER:
        return web_encoding_view_js(vm, v);
    case WEB_URL:
        return web_url_view_js(vm, v);
    case WEB_URL_SEARCH_PARAMS:
        return web_params_view_js(vm, v);
    case WEB_PARAMS_ITER:
        return web_params_iter_view_js(vm, v);
    case WEB_CRYPTO:
    case WEB_SUBTLE:
        return web_view_object_js(vm, v);
    default:
        return vm_new_object(vm);
    }
}

Value web_view_object_js(Vm *vm, Value v)
{
    /* view -> P -> v's prototype: P names the constructor (so inspect's
     * instanceof test holds) and carries a toStringTag equal to its name
     * (so no "[Tag]" follows it) */
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *vh = gc_handle(vm, v);
    Value *ctor = gc_handle(vm, vm_get_prop_js(vm, v, vm->atom[A_constructor]));
    if (*ctor == V_EXC)
        goto out;
    Value *p = gc_handle(vm, vm_new_object_proto(vm, vm_get_proto_noalloc(*vh)));
    if (*p == V_EXC || lib_def_value(vm, *p, "constructor", *ctor, PROP_METHOD) < 0)
        goto out;
    Value n = vm_is_callable_noalloc(*ctor) ? vm_func_name_noalloc(vm, *ctor) : V_UNDEF;
    if (v_is_string(n) && vm_define_own(vm, *p, vm->builtin[B_SYM_TO_STRING_TAG], n, PROP_CONFIGURABLE) < 0)
        goto out;
    r = vm_new_object_proto(vm, *p);
out:
    gc_scope_close(vm, sc);
    return r;
}
