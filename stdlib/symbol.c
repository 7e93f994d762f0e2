/* stdlib/symbol.c — Symbol(desc), Symbol.for / Symbol.keyFor, the
 * well-known symbols as Symbol.* properties, and Symbol.prototype
 * (description, toString, valueOf, [Symbol.toPrimitive], [Symbol.toStringTag]).
 *
 * The well-known symbols themselves are created by vm/vm.c (they are needed
 * before any builtin exists), except Symbol.isConcatSpreadable, created here
 * into vm->builtin[B_SYM_IS_CONCAT_SPREADABLE]. The Symbol.for registry is
 * vm->builtin[B_SYMBOL_REGISTRY]: a null-prototype object mapping each key (as a
 * propkey) to its registered symbol; registered symbols carry
 * is_registered, so keyFor needs no reverse table.
 */
#include "lib.h"

static Value sym_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (construct)
        return vm_throw_error(vm, ERR_TYPE, "Symbol is not a constructor");
    Value d = V_UNDEF;
    if (ARG(0) != V_UNDEF) {
        d = vm_to_string_js(vm, ARG(0));
        if (d == V_EXC)
            return V_EXC;
    }
    return vm_new_symbol(vm, d);
}

static Value symbol_for(Vm *vm, Value s);

static Value sym_for(Vm *vm, Value *argv, int argc, bool construct)
{
    Value s = vm_to_string_js(vm, ARG(0));
    return s == V_EXC ? V_EXC : symbol_for(vm, s);
}

Value lib_symbol_for(Vm *vm, const char *key)
{
    Value s = vm_str_from_cstr(vm, key);
    return s == V_EXC ? V_EXC : symbol_for(vm, s);
}

Value lib_symbol_for_existing_noalloc(Vm *vm, Value key_atom)
{
    PropDesc d;
    if (!v_is_object(vm->builtin[B_SYMBOL_REGISTRY]) || key_atom == V_EXC ||
        vm_get_own_prop(vm, vm->builtin[B_SYMBOL_REGISTRY], key_atom, &d) != 1)
        return V_EMPTY;
    return d.value;
}

/* Symbol.for(s) of a string s. */
static Value symbol_for(Vm *vm, Value s)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *str = gc_handle(vm, s);
    Value *key = gc_handle(vm, vm_to_propkey_js(vm, *str));
    if (*key == V_EXC)
        goto out;
    if (!v_is_object(vm->builtin[B_SYMBOL_REGISTRY])) {
        Value reg = vm_new_object_proto(vm, V_NULL);
        if (reg == V_EXC)
            goto out;
        vm->builtin[B_SYMBOL_REGISTRY] = reg;
    }
    PropDesc d;
    int found = vm_get_own_prop(vm, vm->builtin[B_SYMBOL_REGISTRY], *key, &d);
    if (found < 0)
        goto out;
    if (found) {
        r = d.value;
        goto out;
    }
    Value *sym = gc_handle(vm, vm_new_symbol(vm, *str));
    if (*sym == V_EXC)
        goto out;
    ((Symbol *)v_cell(*sym))->is_registered = 1;
    if (vm_define_own(vm, vm->builtin[B_SYMBOL_REGISTRY], *key, *sym, PROP_DEFAULT) < 0)
        goto out;
    r = *sym;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value sym_key_for(Vm *vm, Value *argv, int argc, bool construct)
{
    Value s = ARG(0);
    if (!v_is_symbol(s)) {
        char *u;
        if (v_is_object(s)) {
            bool isf;
            u = vm_obj_desc_cstr(vm, s, &isf);
        } else {
            Value t = v_is_string(s) ? s : lib_inspect_js(vm, s, 0);
            if (t == V_EXC)
                return V_EXC;
            u = vm_str_to_utf8(vm, t, NULL);
        }
        if (!u)
            return vm_throw_oom(vm);
        vm_throw_error(vm, ERR_TYPE, "%s is not a symbol", u);
        free(u);
        return V_EXC;
    }
    Symbol *sy = (Symbol *)v_cell(s);
    return sy->is_registered ? sy->desc : V_UNDEF;
}

/* thisSymbolValue: a symbol, or the symbol inside a Symbol wrapper. */
static Value this_symbol(Vm *vm, Value t, const char *what)
{
    if (v_is_symbol(t))
        return t;
    if (v_is_class(t, CLS_SYMBOL))
        return ((PrimObj *)v_cell(t))->prim;
    return vm_throw_error(vm, ERR_TYPE, "%s requires that 'this' be a Symbol", what);
}

/* SymbolDescriptiveString: "Symbol(desc)". */
Value lib_symbol_descriptive(Vm *vm, Value sym)
{
    size_t sc = gc_scope_open(vm);
    Value *d = gc_handle(vm, ((Symbol *)v_cell(sym))->desc);
    if (*d == V_UNDEF)
        *d = vm->atom[A_empty];
    Value open = vm_atom(vm, "Symbol("); /* atoms never move */
    Value r = open == V_EXC ? V_EXC : vm_str_concat(vm, open, *d);
    if (r != V_EXC)
        r = vm_str_concat(vm, r, vm->char_str[')']);
    gc_scope_close(vm, sc);
    return r;
}

static Value sym_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    Value s = this_symbol(vm, THIS, "Symbol.prototype.toString");
    return s == V_EXC ? V_EXC : lib_symbol_descriptive(vm, s);
}

static Value sym_value_of(Vm *vm, Value *argv, int argc, bool construct)
{
    return this_symbol(vm, THIS, "Symbol.prototype.valueOf");
}

static Value sym_to_primitive(Vm *vm, Value *argv, int argc, bool construct)
{
    return this_symbol(vm, THIS, "Symbol.prototype [ @@toPrimitive ]");
}

static Value sym_description(Vm *vm, Value *argv, int argc, bool construct)
{
    Value s = this_symbol(vm, THIS, "Symbol.prototype.description");
    return s == V_EXC ? V_EXC : ((Symbol *)v_cell(s))->desc;
}

static const LibFn symbol_fns[] = {
    {"for", sym_for, 1, 0}, {"keyFor", sym_key_for, 1, 0}, {NULL, NULL, 0, 0},
};

static const LibFn symbol_proto_fns[] = {
    {"toString", sym_to_string, 0, 0}, {"valueOf", sym_value_of, 0, 0}, {NULL, NULL, 0, 0},
};

/* Symbol.<name> = the well-known symbol (non-writable, non-configurable). */
static const struct {
    const char *name;
    int id;
} well_known[] = {
    {"asyncIterator", B_SYM_ASYNC_ITERATOR}, {"hasInstance", B_SYM_HAS_INSTANCE},
    {"isConcatSpreadable", B_SYM_IS_CONCAT_SPREADABLE}, {"iterator", B_SYM_ITERATOR},
    {"species", B_SYM_SPECIES}, {"toPrimitive", B_SYM_TO_PRIMITIVE},
    {"toStringTag", B_SYM_TO_STRING_TAG}, {"unscopables", B_SYM_UNSCOPABLES},
    {"dispose", B_SYM_DISPOSE}, {"asyncDispose", B_SYM_ASYNC_DISPOSE},
};

int lib_install_symbol(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    if (!v_is_symbol(vm->builtin[B_SYM_IS_CONCAT_SPREADABLE])) {
        Value d = vm_str_from_cstr(vm, "Symbol.isConcatSpreadable");
        Value s = d == V_EXC ? V_EXC : vm_new_symbol(vm, d);
        if (s == V_EXC)
            goto out;
        vm->builtin[B_SYM_IS_CONCAT_SPREADABLE] = s;
    }
    Value *proto = gc_handle(vm, vm->builtin[B_SYMBOL_PROTO]);
    Value *ctor = gc_handle(vm, vm_def_ctor(vm, "Symbol", sym_ctor, 0, *proto));
    if (*ctor == V_EXC || lib_def_fns(vm, *ctor, symbol_fns) < 0 ||
        lib_def_fns(vm, *proto, symbol_proto_fns) < 0 ||
        lib_def_getter(vm, *proto, "description", sym_description, NULL) < 0)
        goto out;
    for (size_t i = 0; i < sizeof well_known / sizeof well_known[0]; i++)
        if (lib_def_value(vm, *ctor, well_known[i].name, vm->builtin[well_known[i].id], 0) < 0)
            goto out;
    Value tag = vm_atom(vm, "Symbol");
    if (tag == V_EXC ||
        vm_define_own(vm, *proto, vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        goto out;
    Value *f = gc_handle(vm, vm_new_native(vm, "[Symbol.toPrimitive]", sym_to_primitive, 1, 0));
    if (*f == V_EXC ||
        vm_define_own(vm, *proto, vm->builtin[B_SYM_TO_PRIMITIVE], *f, PROP_CONFIGURABLE) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
