/* tests/unit/api/test_pages.c — tarn_config's page hooks (map_pages /
 * unmap_pages): every page mapping of a VM (nursery, old chunks, large
 * objects, immortal chunks, handles, value stack) goes through them and is
 * given back by tarn_vm_free; a refusing hook is an error, never an abort;
 * half a pair is refused. The hook here maps with mmap and keeps a byte
 * count, so an unmap of a range it never handed out shows as a mismatch. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "../../../include/tarn.h"

typedef struct {
    long long live, maps, unmaps, max_map;
    size_t refuse_over; /* refuse mappings bigger than this (0: never) */
    long long live_cap; /* refuse a mapping that would take live past this (0: never) */
    int refuse_all;
    long long refused;
} Pages;

static void *map_pages(void *ud, size_t size)
{
    Pages *p = ud;
    if (p->refuse_all || (p->refuse_over && size > p->refuse_over) ||
        (p->live_cap && p->live + (long long)size > p->live_cap)) {
        p->refused++;
        return NULL;
    }
    void *m = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED)
        return NULL;
    p->live += (long long)size;
    p->maps++;
    if ((long long)size > p->max_map)
        p->max_map = (long long)size;
    return m;
}

static void unmap_pages(void *ud, void *addr, size_t size)
{
    Pages *p = ud;
    cr_assert_eq((uintptr_t)addr & 4095, 0, "page-aligned unmap");
    munmap(addr, size);
    p->live -= (long long)size;
    p->unmaps++;
}

static tarn_vm *vm_with(Pages *p)
{
    tarn_config c;
    tarn_config_init(&c);
    c.map_pages = map_pages;
    c.unmap_pages = unmap_pages;
    c.pages_ud = p;
    return tarn_vm_new_with(&c);
}

/* make unit runs this under TARN_GC_STRESS=1 TARN_GC_VERIFY=1 too: less work */
static int stressed(void)
{
    const char *e = getenv("TARN_GC_STRESS");
    return e && *e && strcmp(e, "0") != 0;
}

static tarn_value ev(tarn_vm *vm, const char *src) { return tarn_eval_value(vm, src, strlen(src), "p.js"); }

static void assert_str(tarn_vm *vm, tarn_value v, const char *want)
{
    cr_assert(v, "no value (exception pending: %d)", tarn_has_exception(vm));
    char *s = tarn_to_string(vm, v, NULL);
    cr_assert(s);
    cr_assert_str_eq(s, want);
    free(s);
}

Test(api_pages, every_mapping_goes_through_the_hooks_and_comes_back)
{
    Pages p = {0};
    tarn_vm *vm = vm_with(&p);
    cr_assert(vm);
    /* the nursery, the handle array and the value stack at least */
    cr_assert_geq(p.maps, 3, "maps at creation: %lld", p.maps);
    long long at_start = p.maps;
    tarn_scope s = tarn_scope_open(vm);
    /* survivors promoted into old chunks, a large object, a forced major */
    int n = stressed() ? 2000 : 60000;
    char src[160];
    snprintf(src, sizeof src, "let keep = []; for (let i = 0; i < %d; i++) keep.push({i, s: 'x' + i});"
                              "let big = new Array(300000).fill(7); keep.length + big.length", n);
    char want[16];
    snprintf(want, sizeof want, "%d", n + 300000);
    assert_str(vm, ev(vm, src), want);
    tarn_vm_gc(vm, 1);
    assert_str(vm, ev(vm, "keep = null; big = null; let t = 0; for (let i = 0; i < 1000; i++) t += i; t"),
               "499500");
    tarn_vm_gc(vm, 1);
    cr_assert_gt(p.maps, at_start, "old chunks and large objects are mapped through the hook");
    cr_assert_gt(p.unmaps, 0, "alignment trims and freed large objects go back through it");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
    cr_assert_eq(p.live, 0, "every mapped byte is given back (%lld left)", p.live);
}

Test(api_pages, a_refusing_hook_is_an_error_not_an_abort)
{
    Pages p = {.refuse_all = 1};
    cr_assert_null(vm_with(&p), "no nursery: no VM");
    cr_assert_gt(p.refused, 0);
    cr_assert_eq(p.live, 0);

    /* creation succeeds; a large object later is refused */
    Pages q = {0};
    tarn_vm *vm = vm_with(&q);
    cr_assert(vm);
    q.refuse_over = 4u << 20;
    tarn_scope s = tarn_scope_open(vm);
    assert_str(vm, ev(vm, "try { new Array(1e6).fill(0).length } catch (e) { String(e) }"),
               "RangeError: out of memory");
    cr_assert_gt(q.refused, 0);
    q.refuse_over = 0;
    assert_str(vm, ev(vm, "new Array(1e6).fill(0).length"), "1000000"); /* still usable */
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
    cr_assert_eq(q.live, 0);
}

Test(api_pages, half_a_pair_is_refused)
{
    Pages p = {0};
    tarn_config c;
    tarn_config_init(&c);
    c.map_pages = map_pages;
    cr_assert_null(tarn_vm_new_with(&c));
    tarn_config_init(&c);
    c.unmap_pages = unmap_pages;
    cr_assert_null(tarn_vm_new_with(&c));
    tarn_config_init(&c);
    c.pages_ud = &p;
    cr_assert_null(tarn_vm_new_with(&c));
    cr_assert_eq(p.maps, 0);
}

/* The hook refuses old-generation chunks while survivors are being
 * promoted: the collector reserves its promotion blocks before a minor
 * starts, so the refusal surfaces as the allocation's catchable RangeError
 * (never an abort inside the collection) and the VM goes on. */
Test(api_pages, refusal_while_promoting_is_a_catchable_error)
{
    if (stressed())
        cr_skip_test("tens of MiB of promotion: too slow with a collection at every allocation");
    Pages p = {0};
    tarn_vm *vm = vm_with(&p);
    cr_assert(vm);
    p.live_cap = p.live + (24ll << 20);
    tarn_scope s = tarn_scope_open(vm);
    /* the catch keeps the error without allocating: the cap still holds */
    tarn_value v = ev(vm, "var keep = [], r = 'none';"
                          "try { for (let i = 0; i < 3e6; i++) keep.push({i, a: [i, i + 1], s: 'v' + i}); }"
                          "catch (e) { r = e; } keep = null;");
    cr_assert(v || !tarn_has_exception(vm), "the script itself completes");
    cr_assert_gt(p.refused, 0, "the cap was reached");
    p.live_cap = 0;
    tarn_vm_gc(vm, 1);
    assert_str(vm, ev(vm, "String(r)"), "RangeError: out of memory");
    assert_str(vm, ev(vm, "let t = []; for (let i = 0; i < 1000; i++) t.push({i}); t.length"), "1000");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
    cr_assert_eq(p.live, 0);
}
