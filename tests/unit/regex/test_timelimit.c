/* tests/unit/regex/test_timelimit.c — the host's time limit (tarn_set_time_limit)
 * stops a catastrophic backtracking match, through the same poll counter as
 * loop back-edges: a catchable Error, and the VM stays usable. */
#include <criterion/criterion.h>
#include <string.h>
#include <time.h>

#include "../../../include/tarn.h"

static int eval(tarn_vm *vm, const char *src) { return tarn_eval(vm, src, strlen(src), "t.js"); }

Test(regex, time_limit_stops_catastrophic_backtracking)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert(vm);
    tarn_set_time_limit(vm, 200);
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    cr_assert_eq(eval(vm, "globalThis.msg = 'none';"
                          "try { /(a+)+$/.test('a'.repeat(40) + '!'); msg = 'finished'; }"
                          "catch (e) { msg = e.message; }"
                          "if (msg !== 'Script execution timed out after 200ms') throw new Error(msg);"),
                 TARN_OK);
    clock_gettime(CLOCK_MONOTONIC, &b);
    double secs = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
    cr_assert_lt(secs, 20.0, "stopped near the limit, not after the 2^40-step search (%.2fs)", secs);
    cr_assert_eq(eval(vm, "if (/b+/.exec('abbc')[0] !== 'bb') throw 1;"), TARN_OK, "VM usable afterwards");
    tarn_vm_free(vm);
}
