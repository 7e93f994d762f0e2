/* tests/unit/gc/test_hugepages.c — eden asks for transparent huge pages
 * (gc_init, gc/pages.c): it starts on a huge-page boundary, the young range
 * starts with it, its mapping carries the kernel's "hg" flag (MADV_HUGEPAGE),
 * and a nursery capped under one huge page (gc_configure) goes back to
 * small pages ("nh") with the huge page's tail returned. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../../gc/pages.h"
#include "gc_test.h"

static void setup(void)
{
    /* a kernel built without transparent huge pages refuses the advice
     * (eden then keeps small pages, gc/pages.c): nothing to check */
    if (access("/sys/kernel/mm/transparent_hugepage", F_OK) != 0)
        cr_skip_test("no transparent huge pages in this kernel");
    unsetenv("TARN_GC_NURSERY_MB");
    unsetenv("TARN_GC_NURSERY_MAX_MB");
    vm = lib_vm_new();
    cr_assert(vm);
}
static void teardown(void) { vm_free(vm); }

/* The VmFlags line of the mapping of /proc/self/smaps holding p. */
static void vm_flags(const void *p, char *out, size_t n)
{
    FILE *f = fopen("/proc/self/smaps", "r");
    cr_assert(f);
    char line[512];
    bool in = false;
    out[0] = 0;
    while (fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, '-') < strchr(line, ' '))
            in = (uintptr_t)p >= lo && (uintptr_t)p < hi;
        else if (in && !strncmp(line, "VmFlags:", 8)) {
            snprintf(out, n, "%s", line + 8);
            break;
        }
    }
    fclose(f);
    cr_assert(out[0], "no mapping holds %p", p);
}

static bool has_flag(const char *flags, const char *flag)
{
    size_t n = strlen(flag);
    for (const char *s = flags; (s = strstr(s, flag)); s += n)
        if ((s == flags || s[-1] == ' ') && (s[n] == ' ' || s[n] == '\n' || !s[n]))
            return true;
    return false;
}

Test(hugepages, eden_is_aligned_and_asks_for_huge_pages, .init = setup, .fini = teardown)
{
    GcHeap *h = vm->heap;
    cr_assert_eq((uintptr_t)h->eden[0] % GC_HUGE_PAGE, 0);
    cr_assert_eq(h->hot.young_lo, (uintptr_t)h->eden[0], "the alignment slack is outside the young range");
    cr_assert_eq(h->hot.young_size, 2 * h->eden_cap + 2 * h->surv_cap);
    char flags[512];
    vm_flags(h->eden[0], flags, sizeof flags);
    cr_assert(has_flag(flags, "hg"), "eden's VmFlags: %s", flags);
    vm_flags(h->surv[0], flags, sizeof flags);
    cr_assert(!has_flag(flags, "hg"), "survivor space holds what survives, small pages: %s", flags);
}

Test(hugepages, a_nursery_under_one_huge_page_goes_back_to_small_pages, .init = setup, .fini = teardown)
{
    GcHeap *h = vm->heap;
    gc_configure(vm, 0, 256 << 10, 512 << 10);
    cr_assert_eq(h->eden_max, (size_t)512 << 10);
    char flags[512];
    vm_flags(h->eden[0], flags, sizeof flags);
    cr_assert(has_flag(flags, "nh"), "eden's VmFlags: %s", flags);
    cr_assert(!has_flag(flags, "hg"), "eden's VmFlags: %s", flags);
    /* and it still works: fill it a few times over */
    size_t sc = gc_scope_open(vm);
    Value *keep = gc_handle(vm, new_values(4));
    uint64_t minors = h->minors;
    for (int i = 0; i < 20000; i++)
        new_values(30);
    cr_assert_gt(h->minors, minors + 4);
    cr_assert_eq(((Values *)v_cell(*keep))->cap, 4u);
    gc_scope_close(vm, sc);
}
