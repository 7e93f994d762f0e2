/* tests/unit/api/test_config.c — the tarn_config fields beyond the heap:
 * the regex scratch budget, the value-stack limit and the allocator hooks
 * (a counting allocator sees every byte come back at tarn_vm_free). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/tarn.h"

static tarn_value ev(tarn_vm *vm, const char *src) { return tarn_eval_value(vm, src, strlen(src), "c.js"); }

static void assert_str(tarn_vm *vm, tarn_value v, const char *want)
{
    cr_assert(v, "no value (exception pending: %d)", tarn_has_exception(vm));
    char *s = tarn_to_string(vm, v, NULL);
    cr_assert(s);
    cr_assert_str_eq(s, want);
    free(s);
}

/* A catastrophic pattern: (a|aa)*c over a long run of a's backtracks
 * exponentially; its pending choices grow with the input, so a small budget
 * stops it at once (with the default one it would run for ages). */
static const char CATASTROPHIC[] =
    "var r; try { r = /(?:a|aa)*c/.test('a'.repeat(5000)); } catch (e) { r = e.name + ': ' + e.message; } r";
/* Linear, but its backtrack stack holds one entry per character. */
static const char LONG[] =
    "var r; try { r = /(?:a|b)*c/.test('ab'.repeat(2000)); } catch (e) { r = e.name + ': ' + e.message; } r";

Test(api_config, regex_budget_is_a_catchable_range_error)
{
    tarn_config c;
    tarn_config_init(&c);
    c.regex_budget = 4096;
    tarn_vm *vm = tarn_vm_new_with(&c);
    cr_assert(vm);
    tarn_scope s = tarn_scope_open(vm);
    assert_str(vm, ev(vm, CATASTROPHIC),
               "RangeError: Regular expression exceeded its scratch budget of 4096 bytes (TARN_REGEX_BUDGET)");
    assert_str(vm, ev(vm, LONG),
               "RangeError: Regular expression exceeded its scratch budget of 4096 bytes (TARN_REGEX_BUDGET)");
    assert_str(vm, ev(vm, "'a1b2'.replace(/\\d/g, '#')"), "a#b#"); /* still usable */
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);

    /* the default budget lets the long match finish (false: no 'c') */
    vm = tarn_vm_new();
    s = tarn_scope_open(vm);
    assert_str(vm, ev(vm, LONG), "false");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

static const char RECURSE[] =
    "function depth(n) { try { return depth(n + 1); } catch (e) { return [n, e.name, e.message]; } }"
    "var d = depth(0); d[0] > 10 ? d[1] + ': ' + d[2] : 'too shallow: ' + d[0]";

static double max_depth(tarn_vm *vm)
{
    tarn_value v = ev(vm, "function f(n) { try { return f(n + 1); } catch (e) { return n; } } f(0)");
    cr_assert(v);
    return tarn_get_number(vm, v);
}

Test(api_config, stack_limit_bounds_recursion)
{
    tarn_vm *big = tarn_vm_new();
    tarn_scope bs = tarn_scope_open(big);
    double deep = max_depth(big);

    tarn_config c;
    tarn_config_init(&c);
    c.stack_limit = 64u << 10;
    tarn_vm *vm = tarn_vm_new_with(&c);
    cr_assert(vm);
    tarn_scope s = tarn_scope_open(vm);
    assert_str(vm, ev(vm, RECURSE), "RangeError: Maximum call stack size exceeded");
    double shallow = max_depth(vm);
    cr_assert(shallow > 10 && shallow < deep / 4, "64 KiB stack: depth %g, default %g", shallow, deep);
    /* uncaught, it is a pending RangeError; the VM stays usable */
    const char *src = "function r() { return r() + 1; } r()";
    cr_assert_eq(tarn_eval(vm, src, strlen(src), "r.js"), TARN_ERROR);
    tarn_value e = tarn_take_exception(vm);
    cr_assert(e && tarn_is_error(vm, e));
    assert_str(vm, e, "RangeError: Maximum call stack size exceeded");
    assert_str(vm, ev(vm, "[1, 2, 3].map(x => x * 2).join()"), "2,4,6");
    cr_assert_eq(max_depth(vm), shallow, "the same depth again: the stack unwound fully");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
    tarn_scope_close(big, bs);
    tarn_vm_free(big);
}

/* ---- allocator hooks --------------------------------------------------------- */

typedef struct Counter {
    long long live, peak;
    long long allocs, frees, reallocs;
    long long fail_at; /* fail the Nth allocation (1-based) or 0 */
    long long nth;
} Counter;

static void *count_alloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    Counter *k = ud;
    if (new_size == 0) {
        cr_assert(ptr);
        k->live -= (long long)old_size;
        k->frees++;
        free(ptr);
        return NULL;
    }
    if (k->fail_at && ++k->nth == k->fail_at)
        return NULL;
    void *p = realloc(ptr, new_size);
    if (!p)
        return NULL;
    if (ptr)
        k->reallocs++;
    else
        k->allocs++;
    k->live += (long long)new_size - (long long)old_size;
    if (k->live > k->peak)
        k->peak = k->live;
    return p;
}

static tarn_value twice(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    double d;
    if (argc < 1 || tarn_to_number(vm, argv[0], &d) != TARN_OK)
        return NULL;
    return tarn_number(vm, 2 * d);
}

Test(api_config, counting_allocator_balances_to_zero)
{
    Counter k = {0};
    tarn_config c;
    tarn_config_init(&c);
    c.alloc = count_alloc;
    c.alloc_ud = &k;
    tarn_vm *vm = tarn_vm_new_with(&c);
    cr_assert(vm);
    cr_assert_gt(k.allocs, 5, "vm_new's tables go through the hook (%lld)", k.allocs);
    cr_assert_gt(k.live, 0);
    tarn_scope s = tarn_scope_open(vm);
    tarn_define_function(vm, NULL, "twice", twice, 1, NULL);
    long long before = k.allocs;
    assert_str(vm, ev(vm, "let m = new Map(); for (let i = 0; i < 500; i++) m.set('k' + i, {i});"
                          "JSON.stringify([...m.keys()].slice(0, 3)) + twice(21) + /b+/.exec('abbc')[0]"),
               "[\"k0\",\"k1\",\"k2\"]42bb");
    cr_assert_gt(k.allocs, before, "script work allocates through the hook");
    char *str = tarn_to_string(vm, tarn_number(vm, 1.5), NULL);
    cr_assert_str_eq(str, "1.5");
    free(str); /* the host frees API strings with libc free() */
    char *repl = NULL;
    cr_assert_eq(tarn_eval_repl(vm, "({a: 1})", 8, "r", &repl), TARN_OK);
    cr_assert_str_eq(repl, "{ a: 1 }");
    free(repl);
    tarn_value p = tarn_persist(vm, tarn_object_new(vm));
    tarn_release(vm, p);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
    cr_assert_eq(k.live, 0, "%lld bytes not returned (%lld allocs, %lld frees)", k.live, k.allocs, k.frees);
    cr_assert_eq(k.allocs, k.frees);
}

Test(api_config, allocator_hooks_are_per_vm)
{
    Counter a = {0}, b = {0};
    tarn_config c;
    tarn_config_init(&c);
    c.alloc = count_alloc;
    c.alloc_ud = &a;
    tarn_vm *va = tarn_vm_new_with(&c);
    c.alloc_ud = &b;
    tarn_vm *vb = tarn_vm_new_with(&c);
    tarn_vm *plain = tarn_vm_new();
    cr_assert(va && vb && plain);
    long long a0 = a.allocs, b0 = b.allocs;
    const char *src = "let s = ''; for (let i = 0; i < 2000; i++) s += String.fromCharCode(65 + i % 26);"
                      "JSON.parse(JSON.stringify({s})).s.length";
    cr_assert_eq(tarn_eval(vb, src, strlen(src), "b.js"), TARN_OK);
    cr_assert_eq(a.allocs, a0, "b's work does not reach a's hook");
    cr_assert_gt(b.allocs, b0);
    b0 = b.allocs;
    cr_assert_eq(tarn_eval(plain, src, strlen(src), "p.js"), TARN_OK);
    cr_assert_eq(a.allocs, a0);
    cr_assert_eq(b.allocs, b0, "a VM without hooks uses libc");
    tarn_vm_free(vb);
    cr_assert_eq(b.live, 0);
    tarn_vm_free(plain);
    tarn_vm_free(va);
    cr_assert_eq(a.live, 0);
}
