/* tests/unit/api/test_mistakes.c — host mistakes give clear errors
 * (docs/embedding.md "Host mistakes"): the ones a host can recover from are
 * a pending exception (a call made while an earlier one is pending; too
 * many handles), the rest abort with a message naming the rule and the
 * function (a release of a non-persistent handle or a second release, a
 * tarn_ call from a finalizer, scopes closed out of order). An abort is
 * checked in a forked child whose stderr is read back. */
#include <criterion/criterion.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../../include/tarn.h"
#include "expect_abort.h"

static int stressed(void)
{
    const char *e = getenv("TARN_GC_STRESS");
    return e && *e && strcmp(e, "0") != 0;
}

static void expect_abort(void (*fn)(void), const char *want) { expect_abort_in_child(fn, want, 0); }

static char *pending_message(tarn_vm *vm)
{
    tarn_scope s = tarn_scope_open(vm);
    tarn_value e = tarn_take_exception(vm);
    cr_assert(e, "an exception is pending");
    char *m = tarn_to_string(vm, e, NULL);
    cr_assert(m);
    tarn_scope_close(vm, s);
    return m;
}

/* ---- persistent handles ------------------------------------------------------ */

static void release_scoped(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_release(vm, tarn_number(vm, 1));
    tarn_scope_close(vm, s);
}

Test(api_mistakes, release_of_a_scoped_handle_aborts)
{
    expect_abort(release_scoped,
                 "tarn: tarn_release: not a persistent handle of this VM (only a tarn_persist result can be released)");
}

static void release_twice(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value p = tarn_persist(vm, tarn_object_new(vm));
    tarn_release(vm, p);
    tarn_release(vm, p);
    tarn_scope_close(vm, s);
}

Test(api_mistakes, release_twice_aborts)
{
    expect_abort(release_twice, "tarn: tarn_release: persistent handle released twice");
}

/* A correct release still recycles: two handles made after it are distinct. */
Test(api_mistakes, release_then_persist_gives_distinct_slots)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value p = tarn_persist(vm, tarn_number(vm, 1));
    tarn_release(vm, p);
    tarn_value a = tarn_persist(vm, tarn_number(vm, 2));
    tarn_value b = tarn_persist(vm, tarn_number(vm, 3));
    cr_assert_neq(a, b);
    cr_assert_eq(tarn_get_number(vm, a), 2);
    cr_assert_eq(tarn_get_number(vm, b), 3);
    tarn_release(vm, a);
    tarn_release(vm, b);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

/* ---- a pending exception --------------------------------------------------------- */

Test(api_mistakes, call_with_a_pending_exception_fails_and_names_it)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    const char *bad = "null.x";
    cr_assert_eq(tarn_eval(vm, bad, strlen(bad), "bad.js"), TARN_ERROR);
    /* the host forgets to clear it, then calls again */
    const char *ok = "globalThis.ran = 1";
    cr_assert_eq(tarn_eval(vm, ok, strlen(ok), "ok.js"), TARN_ERROR, "fails at once");
    char *m = pending_message(vm);
    cr_assert_str_eq(m, "Error: tarn_eval called with an exception pending (TypeError: Cannot read properties "
                        "of null (reading 'x')); clear it first with tarn_clear_error, tarn_take_exception "
                        "or tarn_report_error");
    free(m);
    cr_assert_null(tarn_get_global(vm, "ran") ? NULL : (void *)1, "tarn_get_global works once cleared");
    cr_assert_eq(tarn_type(vm, tarn_get_global(vm, "ran")), TARN_TYPE_UNDEFINED, "the script did not run");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

/* The case: a native ignores a failed call; before, the forgotten
 * error resurfaced from the native's NULL return far from its cause. Now
 * the native's next call fails, naming the earlier error and itself. */
static tarn_value careless(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    (void)self; (void)argc; (void)data;
    tarn_call(vm, argv[0], NULL, 0, NULL); /* throws; result ignored */
    tarn_value x = tarn_get(vm, argv[1], "x");
    cr_assert_null(x, "a call with an exception pending fails");
    return NULL;
}

Test(api_mistakes, native_forgetting_an_exception)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_define_function(vm, NULL, "careless", careless, 2, NULL);
    const char *src = "let m; try { careless(() => { throw new RangeError('first') }, {x: 1}) } "
                      "catch (e) { m = e.message } m";
    tarn_scope s = tarn_scope_open(vm);
    tarn_value r = tarn_eval_value(vm, src, strlen(src), "n.js");
    cr_assert(r);
    char *m = tarn_to_string(vm, r, NULL);
    cr_assert_str_eq(m, "tarn_get called with an exception pending (RangeError: first); clear it first with "
                        "tarn_clear_error, tarn_take_exception or tarn_report_error");
    free(m);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

/* ---- finalizers ----------------------------------------------------------------- */

static tarn_vm *fin_vm;
static void bad_finalizer(void *ptr, void *data)
{
    (void)ptr; (void)data;
    tarn_number(fin_vm, 1);
}

static void call_from_finalizer(void)
{
    tarn_vm *vm = fin_vm = tarn_vm_new();
    tarn_class *c = tarn_class_new(vm, "Thing", NULL, 0, bad_finalizer, NULL);
    tarn_scope s = tarn_scope_open(vm);
    tarn_instance_new(vm, c, NULL, 0);
    tarn_scope_close(vm, s);
    tarn_vm_gc(vm, 1);
    tarn_vm_free(vm);
}

Test(api_mistakes, tarn_call_from_a_finalizer_aborts)
{
    expect_abort(call_from_finalizer, "tarn: tarn_number: called from a host-class finalizer; finalizers run "
                                      "inside a garbage collection and must not call tarn_ functions");
}

/* ---- scopes ----------------------------------------------------------------------- */

static void close_outer_first(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope a = tarn_scope_open(vm);
    tarn_scope b = tarn_scope_open(vm);
    tarn_scope_close(vm, a);
    tarn_scope_close(vm, b);
}

Test(api_mistakes, scope_closed_out_of_order_aborts)
{
    expect_abort(close_outer_first, "tarn: tarn_scope_close: scope closed out of order: a scope opened inside it "
                                    "is still open (scopes nest like C blocks: close the innermost first)");
}

static void close_twice(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope a = tarn_scope_open(vm);
    tarn_scope b = tarn_scope_open(vm);
    tarn_scope_close(vm, b);
    tarn_number(vm, 1);
    tarn_scope_close(vm, b); /* would release a's handle made just above */
    tarn_scope_close(vm, a);
}

Test(api_mistakes, scope_closed_twice_aborts)
{
    expect_abort(close_twice, "tarn: tarn_scope_close: scope already closed");
}

static tarn_scope outer_scope;
static tarn_value closes_caller(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    (void)self; (void)argc; (void)argv; (void)data;
    tarn_scope_close(vm, outer_scope);
    return NULL;
}

static void native_closes_callers_scope(void)
{
    tarn_vm *vm = tarn_vm_new();
    outer_scope = tarn_scope_open(vm);
    tarn_value f = tarn_function_new(vm, "f", closes_caller, 0, NULL);
    tarn_call(vm, f, NULL, 0, NULL);
}

Test(api_mistakes, native_closing_its_callers_scope_aborts)
{
    expect_abort(native_closes_callers_scope, "tarn: tarn_scope_close: closes a scope opened outside the running "
                                              "native function or job");
}

/* Scopes a native opens and leaves open are released with it; the host's
 * own nesting is untouched. */
static tarn_value leaves_scope_open(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    (void)self; (void)argc; (void)argv; (void)data;
    tarn_scope_open(vm);
    return tarn_number(vm, 5);
}

Test(api_mistakes, native_leaving_a_scope_open_is_harmless)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value f = tarn_function_new(vm, "f", leaves_scope_open, 0, NULL);
    tarn_value r = tarn_call(vm, f, NULL, 0, NULL);
    cr_assert_eq(tarn_get_number(vm, r), 5);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

/* ---- a native that loops calling back into JS ----------------------------------------- */

/* Every tarn_call result (and argument) is a handle that lives until the
 * native returns; a loop opens a scope per iteration and then runs as long
 * as it likes. */
static tarn_value looper(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    (void)self; (void)argc; (void)data;
    long n = (long)tarn_get_number(vm, argv[1]);
    for (long i = 0; i < n; i++) {
        tarn_scope s = tarn_scope_open(vm);
        tarn_value dt = tarn_number(vm, 0.5);
        tarn_value r = tarn_call(vm, argv[0], NULL, 1, &dt);
        tarn_scope_close(vm, s);
        if (!r)
            return NULL;
    }
    return tarn_number(vm, (double)n);
}

/* Without the per-iteration scope the same loop gets a RangeError that
 * says what to do, not a silent failure. */
static tarn_value careless_looper(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    (void)self; (void)argc; (void)data;
    for (;;) {
        tarn_value dt = tarn_number(vm, 0.5);
        if (!dt || !tarn_call(vm, argv[0], NULL, 1, &dt))
            return NULL;
    }
}

Test(api_mistakes, native_loop_calling_js)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_define_function(vm, NULL, "looper", looper, 2, NULL);
    tarn_define_function(vm, NULL, "careless", careless_looper, 1, NULL);
    tarn_scope s = tarn_scope_open(vm);
    char src[160];
    long n = stressed() ? 2000 : 5000000; /* past the 4M handles a scope-less loop could hold */
    snprintf(src, sizeof src, "let t = 0; looper(dt => { t += dt }, %ld) === %ld && t === %ld / 2", n, n, n);
    tarn_value r = tarn_eval_value(vm, src, strlen(src), "loop.js");
    cr_assert(r && tarn_truthy(vm, r));
    if (!stressed()) {
        const char *bad = "let e; try { careless(() => {}) } catch (x) { e = x.message } e";
        r = tarn_eval_value(vm, bad, strlen(bad), "bad.js");
        cr_assert(r);
        char *m = tarn_to_string(vm, r, NULL);
        cr_assert(strstr(m, "too many live handles: tarn_") &&
                  strstr(m, " holds them until its scope closes; a loop that makes handles (a tarn_call result, "
                            "its arguments) needs a tarn_scope per iteration, in a native function too"), "%s", m);
        free(m);
    }
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

/* ---- host classes --------------------------------------------------------------- */

typedef struct Ent { double hp; } Ent;
static tarn_class *ent_class;
static Ent ent_store[4];
static int ent_n;

/* The constructor receives the class data pointer given to tarn_class_new. */
static tarn_value ent_new(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    (void)self;
    cr_assert_str_eq((const char *)data, "entity-class-data");
    Ent *e = &ent_store[ent_n++ & 3];
    e->hp = argc > 0 ? tarn_get_number(vm, argv[0]) : 0;
    return tarn_instance_new(vm, ent_class, e, 0);
}

static tarn_value ent_hp(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    (void)argc; (void)argv; (void)data;
    Ent *e = tarn_instance_ptr(vm, self, ent_class);
    if (!e)
        return tarn_throw_error(vm, TARN_ERR_TYPE, "not an Entity");
    return tarn_number(vm, e->hp);
}

static tarn_value bad_new(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    (void)self; (void)argc; (void)argv; (void)data;
    return tarn_number(vm, 1);
}

static char *eval_str(tarn_vm *vm, const char *src)
{
    tarn_scope s = tarn_scope_open(vm);
    tarn_value r = tarn_eval_value(vm, src, strlen(src), "cls.js");
    if (!r)
        tarn_report_error(vm, stderr);
    cr_assert(r);
    char *m = tarn_to_string(vm, r, NULL);
    tarn_scope_close(vm, s);
    return m;
}

Test(api_classes, data_pointer_subclass_and_non_object)
{
    tarn_vm *vm = tarn_vm_new();
    ent_class = tarn_class_new(vm, "Entity", ent_new, 1, NULL, "entity-class-data");
    cr_assert(ent_class);
    cr_assert_eq(tarn_class_method(vm, ent_class, "hp", ent_hp, 0, NULL), TARN_OK);
    cr_assert(tarn_class_new(vm, "Bad", bad_new, 0, NULL, NULL));
    char *m = eval_str(vm, "class Player extends Entity { constructor(hp, name) { super(hp); this.name = name } "
                           "greet() { return this.name + ':' + this.hp() } } "
                           "const p = new Player(7, 'ann'); "
                           "[p.greet(), p instanceof Player, p instanceof Entity, "
                           " Object.getPrototypeOf(new Entity(1)) === Entity.prototype].join()");
    cr_assert_str_eq(m, "ann:7,true,true,true");
    free(m);
    m = eval_str(vm, "let r; try { new Bad() } catch (e) { r = e.constructor.name + ': ' + e.message } r");
    cr_assert_str_eq(m, "TypeError: Host class constructor Bad returned a non-object (return "
                        "tarn_instance_new(...) or NULL after tarn_throw*)");
    free(m);
    tarn_vm_free(vm);
}

/* ---- calling what is not a function ------------------------------------------------ */

Test(api_mistakes, calling_a_non_function_names_the_callee)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    const char *src = "function update(dt) { return dt; }";
    cr_assert_eq(tarn_eval(vm, src, strlen(src), "game.js"), TARN_OK);
    tarn_value f = tarn_get_global(vm, "update"); /* local to the script: undefined */
    cr_assert_null(tarn_call(vm, f, NULL, 0, NULL));
    char *m = pending_message(vm);
    cr_assert_str_eq(m, "TypeError: tarn_call: the callee is not a function (it is undefined); a "
                        "function a tarn_eval script declares is local to that script: assign it "
                        "to globalThis or use tarn_eval_value");
    free(m);
    cr_assert_null(tarn_new(vm, tarn_number(vm, 3), 0, NULL));
    m = pending_message(vm);
    cr_assert_str_eq(m, "TypeError: tarn_new: the callee is not a constructor (it is 3)");
    free(m);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}
