/* tests/unit/api/test_shared.c — SharedArrayBuffer memory between VMs
 * through the public API (tarn_shared_get / _wrap / _release): two VMs see
 * each other's writes, the bytes outlive the VM that made them while a
 * reference or a wrapper holds them, growth is shared, and a VM whose
 * scripts never named SharedArrayBuffer can wrap one. */
#include <criterion/criterion.h>
#include <string.h>

#include "../../../include/tarn.h"

static double num(tarn_vm *vm, const char *src)
{
    tarn_scope s = tarn_scope_open(vm);
    tarn_value v = tarn_eval_value(vm, src, strlen(src), "s.js");
    cr_assert(v, "%s threw", src);
    double d = 0;
    cr_assert_eq(tarn_to_number(vm, v, &d), TARN_OK);
    tarn_scope_close(vm, s);
    return d;
}

Test(api_shared, two_vms_share_the_bytes)
{
    tarn_vm *a = tarn_vm_new(), *b = tarn_vm_new();
    tarn_scope sa = tarn_scope_open(a);
    const char *mk = "globalThis.s = new SharedArrayBuffer(8, { maxByteLength: 16 }); new Int32Array(s)[0] = 41; s";
    tarn_value sab = tarn_eval_value(a, mk, strlen(mk), "a.js");
    cr_assert(sab);
    tarn_shared *m = tarn_shared_get(a, sab);
    cr_assert(m);
    tarn_scope_close(a, sa);

    tarn_scope sb = tarn_scope_open(b);
    tarn_value w = tarn_shared_wrap(b, m); /* b never named SharedArrayBuffer */
    cr_assert(w);
    cr_assert_eq(tarn_set_global(b, "t", w), TARN_OK);
    tarn_scope_close(b, sb);
    cr_assert_eq(num(b, "Atomics.add(new Int32Array(t), 0, 1)"), 41);
    cr_assert_eq(num(a, "Atomics.load(new Int32Array(s), 0)"), 42);
    cr_assert_eq(num(b, "t instanceof SharedArrayBuffer && t.growable ? t.maxByteLength : -1"), 16);
    num(a, "s.grow(16), 0");
    cr_assert_eq(num(b, "t.byteLength"), 16);

    /* the maker goes first: b's wrapper and the reference keep the bytes */
    tarn_vm_free(a);
    cr_assert_eq(num(b, "new Int32Array(t)[0]"), 42);
    tarn_shared_release(m);
    cr_assert_eq(num(b, "new Int32Array(t)[0] = 7"), 7);
    tarn_vm_free(b);
}

Test(api_shared, not_a_shared_array_buffer)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value ab = tarn_eval_value(vm, "new ArrayBuffer(4)", 18, "x.js");
    cr_assert(ab);
    cr_assert_null(tarn_shared_get(vm, ab));
    cr_assert(tarn_has_exception(vm));
    tarn_clear_error(vm);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}
