/* tests/unit/object/helpers.h — shared fixture for the object unit tests:
 * one real VM per test (lib_vm_new), C-string keys, and string rendering. */
#ifndef TARN_TEST_OBJECT_HELPERS_H
#define TARN_TEST_OBJECT_HELPERS_H

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../stdlib/lib.h"
#include "../../../vm/shape.h"

static Vm *vm;
static void setup(void) { vm = lib_vm_new(); cr_assert(vm); }
static void teardown(void) { vm_free(vm); vm = NULL; }

/* Keys and strings allocate, and any allocation may move every cell, so
 * tests keep cells in handles (H) and use the helpers below, which root
 * their value argument before creating the key. */
#define H(expr) gc_handle(vm, (expr))
static inline Value K(const char *s) { return vm_key(vm, s); }
static inline Value STR(const char *s) { return vm_str_from_cstr(vm, s); }

static inline int setk(Value *o, const char *k, Value v)
{
    size_t sc = gc_scope_open(vm);
    Value *vh = H(v), *kh = H(K(k));
    int r = vm_set_js(vm, *o, *kh, *vh);
    gc_scope_close(vm, sc);
    return r;
}

static inline Value getk(Value *o, const char *k)
{
    size_t sc = gc_scope_open(vm);
    Value *kh = H(K(k));
    Value r = vm_get_js(vm, *o, *kh);
    gc_scope_close(vm, sc);
    return r;
}

static inline int delk(Value *o, const char *k)
{
    size_t sc = gc_scope_open(vm);
    Value *kh = H(K(k));
    int r = vm_delete_js(vm, *o, *kh);
    gc_scope_close(vm, sc);
    return r;
}

/* JS ToString of v, as a malloc'd C string (leaked in tests: fine). */
static inline char *S(Value v)
{
    Value s = vm_to_string_js(vm, v);
    cr_assert(s != V_EXC);
    return vm_str_to_utf8(vm, s, NULL);
}

/* The own keys of o joined with ',' (symbols shown as @). */
static inline char *keys_of(Value o, unsigned flags)
{
    Value a = vm_own_keys(vm, o, flags);
    cr_assert(a != V_EXC);
    size_t cap = 4096, n = 0;
    char *buf = calloc(1, cap);
    for (uint32_t i = 0; i < vm_array(a)->length; i++) {
        Value k = vm_get_index_js(vm, a, i);
        const char *t = v_is_symbol(k) ? "@" : S(k);
        size_t l = strlen(t);
        if (n + l + 2 >= cap)
            buf = realloc(buf, cap *= 2);
        memcpy(buf + n, t, l);
        n += l;
        buf[n++] = ',';
        buf[n] = 0;
    }
    if (n)
        buf[n - 1] = 0;
    return buf;
}

/* The message of the pending exception (clears it). */
static inline char *exc_msg(void)
{
    cr_assert(vm->has_exception);
    Value e = vm_take_exception(vm);
    return S(vm_get_str_js(vm, e, "message"));
}

#endif
