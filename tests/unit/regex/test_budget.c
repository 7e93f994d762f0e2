/* tests/unit/regex/test_budget.c — the regex scratch seen from the VM: it
 * is never GC pressure (a 40-capture pattern over thousands of lines makes
 * exactly as many collections as the same loop without the regex), the lent
 * registers are reused (the owned-path counter stays zero), and going over
 * TARN_REGEX_BUDGET is a catchable RangeError after which the VM works. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../stdlib/lib.h"
#include "../../../vm/vm.h"
#include "../../../gc/gc.h"
#include "../../../regex/rx.h"

static Value eval(Vm *vm, const char *src)
{
    Value v = vm_eval_global(vm, src, strlen(src), "test.js");
    if (v == V_EXC) {
        vm_report_exception(vm, stderr);
        vm_take_exception(vm);
    }
    return v;
}

static const char setup_src[] =
    "var lines = [];\n"
    "for (let i = 0; i < 4000; i++) lines.push('KEY' + i + '=' + 'v'.repeat(i % 40) + ' # note ' + i);\n"
    "var pat = '^(\\\\w+)=(v*) (#) (\\\\w+) (\\\\d+)' + '(x)?'.repeat(35) + '$';\n"
    "var re = new RegExp(pat);\n"
    "var kept = [];\n"
    "0";
/* both loops allocate the same (one slice per line); only one runs the regex */
static const char with_regex[] =
    "var n = 0; for (let i = 0; i < lines.length; i++) { if (re.test(lines[i])) n++; kept.push(lines[i].slice(1)); } n";
static const char without_regex[] =
    "var n = 0; for (let i = 0; i < lines.length; i++) { if (lines[i].length > 0) n++; kept.push(lines[i].slice(1)); } n";

static uint64_t collections_of(Vm *vm, const char *loop)
{
    cr_assert(eval(vm, "kept = []; 0") != V_EXC);
    gc_collect(vm, "test");
    GcStats a, b;
    gc_stats(vm, &a);
    Value v = eval(vm, loop);
    cr_assert(v != V_EXC);
    cr_assert_eq(v_to_double(v), 4000);
    gc_stats(vm, &b);
    return b.collections - a.collections;
}

Test(regex_vm, scratch_is_not_gc_pressure)
{
    const char *stress = getenv("TARN_GC_STRESS");
    Vm *vm = lib_vm_new();
    cr_assert(vm);
    cr_assert(eval(vm, setup_src) != V_EXC);
    cr_assert(eval(vm, "re.exec(lines[7]).length") == v_int(41) || v_to_double(eval(vm, "re.exec(lines[7]).length")) == 41);
    uint64_t without = collections_of(vm, without_regex);
    uint64_t with = collections_of(vm, with_regex);
    if (!(stress && *stress && *stress != '0'))
        cr_assert_eq(with, without, "collections: %llu with the regex, %llu without", (unsigned long long)with,
                     (unsigned long long)without);
    RxStats st;
    rx_scratch_stats(vm->lib_state->rx, &st);
    cr_assert_geq(st.execs, 4000);
    cr_assert_eq(st.owned_searches, 0);
    cr_assert(st.lent_bytes < 64 * 1024, "lent area %zu", st.lent_bytes);
    vm_free(vm);
}

Test(regex_vm, budget_error_is_catchable)
{
    setenv("TARN_REGEX_BUDGET", "100000", 1);
    Vm *vm = lib_vm_new();
    cr_assert(vm);
    Value v = eval(vm, "var msg; try { /(?:a|b)*c/.test('ab'.repeat(100000)); } catch (e) { msg = e.name + ': ' + e.message; } msg");
    cr_assert(v_is_string(v));
    char *s = vm_str_to_utf8(vm, v, NULL);
    cr_assert_str_eq(s, "RangeError: Regular expression exceeded its scratch budget of 100000 bytes (TARN_REGEX_BUDGET)");
    free(s);
    /* the VM and the regex engine are still usable */
    v = eval(vm, "'a1b2'.replace(/\\d/g, '#')");
    s = vm_str_to_utf8(vm, v, NULL);
    cr_assert_str_eq(s, "a#b#");
    free(s);
    unsetenv("TARN_REGEX_BUDGET");
    vm_free(vm);
}

Test(regex_vm, interrupt_stops_a_match)
{
    Vm *vm = lib_vm_new();
    cr_assert(vm);
    vm->interrupt = 1; /* as a host's time limit would, from another thread */
    Value v = eval(vm, "var m; try { /(a+)+b/.test('a'.repeat(40)); } catch (e) { m = e.message; } m");
    char *s = vm_str_to_utf8(vm, v, NULL);
    cr_assert_str_eq(s, "interrupted");
    free(s);
    vm_free(vm);
}
