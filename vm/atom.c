/* vm/atom.c — the atom table: interned strings used as property names.
 *
 * vm->atoms is open addressing (linear probing, power-of-two capacity, load
 * <= 1/2) over String cells flagged STR_ATOM. It is malloc'd (not a cell)
 * and traced strongly by vm_trace_atoms, which visits the slots by address
 * so moved atoms are updated in place; the hash depends on content only, so
 * a collection never needs a rehash. Invariant: at most one atom per text,
 * so atoms compare by identity. Atoms up to GC_IMM_CHUNK bytes are
 * immortal cells (gc_alloc_immortal) and never move. Every slot is V_EMPTY or a valid atom at
 * every allocation point (the collector may run in the middle of init).
 */
#include <stdlib.h>
#include <string.h>

#include "string_int.h"
#include "../gc/heap.h"

static const char *const atom_text[A__COUNT] = {
#define A(id, text) [A_##id] = text,
#include "atoms.def"
#undef A
};

static int table_grow(Vm *vm)
{
    AtomTable *t = &vm->atoms;
    uint32_t ncap = t->cap ? t->cap * 2 : 1024;
    Value *ns = calloc(ncap, sizeof(Value));
    if (!ns)
        return -1;
    for (uint32_t i = 0; i < t->cap; i++) {
        Value v = t->slots[i];
        if (!v)
            continue;
        uint32_t j = vm_str_hash_noalloc(v_str(v)) & (ncap - 1);
        while (ns[j])
            j = (j + 1) & (ncap - 1);
        ns[j] = v;
    }
    free(t->slots);
    t->slots = ns;
    t->cap = ncap;
    return 0;
}

Value vm_atom_find_noalloc(Vm *vm, String *s)
{
    if (s->hdr.flags & STR_ATOM)
        return v_from_cell(s);
    AtomTable *t = &vm->atoms;
    if (!t->cap)
        return V_EMPTY;
    uint32_t mask = t->cap - 1, i = vm_str_hash_noalloc(s) & mask;
    for (Value v; (v = t->slots[i]); i = (i + 1) & mask)
        if (vm_str_equals_noalloc(v_str(v), s))
            return v;
    return V_EMPTY;
}

/* Insert a flat, canonical, not-yet-interned string as an atom. */
static Value insert(Vm *vm, Value s)
{
    AtomTable *t = &vm->atoms;
    if ((t->count + 1) * 2 > t->cap && table_grow(vm) < 0)
        return vm_throw_oom(vm);
    String *str = v_str(s);
    uint32_t mask = t->cap - 1, i = vm_str_hash_noalloc(str) & mask;
    while (t->slots[i])
        i = (i + 1) & mask;
    str->hdr.flags |= STR_ATOM;
    t->slots[i] = s;
    t->count++;
    if (!(str->hdr.gc & GC_IMM))
        t->movable++; /* a big atom in the moving heap: the table must be traced */
    return s;
}

Value vm_intern(Vm *vm, Value s)
{
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, s);
    String *f = vm_str_flat(vm, s);
    Value r = V_EXC;
    if (!f)
        goto out;
    r = vm_atom_find_noalloc(vm, f);
    if (r)
        goto out;
    /* Atoms live in the immortal space: they never move, so an atom held
     * in a C local across an allocation stays valid, and collections do not
     * copy them. The copy is canonical (Latin-1 when every unit fits). */
    {
        bool wide = false;
        if (f->hdr.flags & STR_WIDE) {
            const uint16_t *u = (const uint16_t *)f->data;
            for (uint32_t i = 0; i < f->len && !wide; i++)
                wide = u[i] >= 256;
        }
        size_t bytes = sizeof(String) + (wide ? 2 * (size_t)f->len : (size_t)f->len + 1);
        String *a = gc_alloc_immortal(vm, T_STRING, bytes);
        if (a) {
            a->len = f->len;
            if (wide) {
                a->hdr.flags = STR_WIDE;
                memcpy(a->data, f->data, 2 * (size_t)f->len);
            } else if (f->hdr.flags & STR_WIDE) {
                for (uint32_t i = 0; i < f->len; i++)
                    a->data[i] = (uint8_t)((const uint16_t *)f->data)[i];
            } else {
                memcpy(a->data, f->data, f->len);
            }
            r = insert(vm, v_from_cell(a));
            goto out;
        }
    }
    /* Too big for an immortal chunk: intern the (movable) string itself,
     * or a narrow copy if its form is not canonical. */
    if (f->hdr.flags & STR_WIDE) {
        const uint16_t *u = (const uint16_t *)f->data;
        uint32_t i = 0;
        while (i < f->len && u[i] < 256)
            i++;
        if (i == f->len) {
            r = vm_str_alloc(vm, f->len, false);
            if (r == V_EXC)
                goto out;
            f = vm_str_flat(vm, *h);
            for (i = 0; i < f->len; i++)
                v_str(r)->data[i] = (uint8_t)((const uint16_t *)f->data)[i];
            r = insert(vm, r);
            goto out;
        }
    }
    r = insert(vm, v_from_cell(f));
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_atom(Vm *vm, const char *cstr)
{
    size_t n = 0;
    bool ascii = true;
    for (; cstr[n]; n++)
        if ((uint8_t)cstr[n] >= 0x80)
            ascii = false;
    if (ascii) {
        /* Hot path (vm_key, builtin installation): probe without allocating. */
        AtomTable *t = &vm->atoms;
        if (t->cap) {
            uint32_t mask = t->cap - 1;
            uint32_t i = str_hash_latin1((const uint8_t *)cstr, n) & mask;
            for (Value v; (v = t->slots[i]); i = (i + 1) & mask)
                if (str_eq_latin1_noalloc(v_str(v), (const uint8_t *)cstr, n))
                    return v;
        }
    }
    else if (n <= 64 && vm->atoms.cap) {
        uint16_t u[64];
        size_t m = str_utf8_decode((const uint8_t *)cstr, n, u);
        AtomTable *t = &vm->atoms;
        uint32_t mask = t->cap - 1, i = str_hash_wide(u, m) & mask;
        for (Value v; (v = t->slots[i]); i = (i + 1) & mask) {
            String *a = v_str(v);
            if (a->len != m)
                continue;
            uint32_t k = 0;
            while (k < m && str_at(a, k) == u[k])
                k++;
            if (k == m)
                return v;
        }
    }
    Value s = vm_str_from_utf8(vm, cstr, n);
    if (s == V_EXC)
        return V_EXC;
    return vm_intern(vm, s);
}

int vm_atoms_init(Vm *vm)
{
    if (!vm->atoms.cap && table_grow(vm) < 0) {
        vm_throw_oom(vm);
        return -1;
    }
    for (int i = 0; i < A__COUNT; i++) {
        Value a = vm_atom(vm, atom_text[i]);
        if (a == V_EXC)
            return -1;
        vm->atom[i] = a;
    }
    for (int c = 0; c < 256; c++) {
        uint8_t b = (uint8_t)c;
        Value s = vm_str_alloc(vm, 1, false);
        if (s == V_EXC)
            return -1;
        v_str(s)->data[0] = b;
        Value a = vm_intern(vm, s);
        if (a == V_EXC)
            return -1;
        vm->char_str[c] = a;
    }
    return 0;
}

void vm_atoms_free(Vm *vm)
{
    free(vm->atoms.slots);
    vm->atoms.slots = NULL;
    vm->atoms.cap = vm->atoms.count = 0;
}

void vm_trace_atoms(Vm *vm, GcTracer *t)
{
    /* Immortal atoms never move and are never freed: a minor or a major
     * need not look at them unless some atom lives in the moving heap.
     * The verifier always checks every slot. */
    if (!vm->atoms.movable && gc_tracer_skips_immortal(t))
        return;
    gc_visit_range(t, vm->atom, A__COUNT);
    gc_visit_range(t, vm->char_str, 256);
    if (vm->atoms.slots)
        gc_visit_range(t, vm->atoms.slots, vm->atoms.cap);
}
