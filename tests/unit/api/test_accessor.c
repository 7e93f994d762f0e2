/* tests/unit/api/test_accessor.c — tarn_define_accessor and
 * tarn_class_accessor: natives as getters and setters with a data pointer
 * and attributes, on a plain object, the global object and a host class's
 * prototype (seen by instances and a JS subclass's), as JS accessors
 * behave: names "get x"/"set x", a getter-only property ignores sloppy
 * assignments and throws in strict code, a non-configurable one cannot be
 * redefined. Expected outputs are node 26's for the same JS accessors. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/tarn.h"

static char *eval_str(tarn_vm *vm, const char *src)
{
    tarn_scope s = tarn_scope_open(vm);
    tarn_value r = tarn_eval_value(vm, src, strlen(src), "t.js");
    if (!r) {
        tarn_report_error(vm, stderr);
        cr_assert_fail("eval failed: %s", src);
    }
    char *out = tarn_to_string(vm, r, NULL);
    tarn_scope_close(vm, s);
    return out;
}

#define EXPECT(vm, src, want)                                                                  \
    do {                                                                                       \
        char *got_ = eval_str(vm, src);                                                        \
        cr_assert_str_eq(got_, want, "%s", src);                                               \
        free(got_);                                                                            \
    } while (0)

typedef struct Entity {
    double x;
    int reads;
} Entity;

static void entity_free(void *p, void *d)
{
    (void)d;
    free(p);
}

static tarn_class *entity_class;

static tarn_value entity_ctor(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *d)
{
    (void)self, (void)d;
    Entity *e = calloc(1, sizeof *e);
    e->x = argc ? tarn_get_number(vm, argv[0]) : 0;
    return tarn_instance_new(vm, entity_class, e, sizeof *e);
}

static tarn_value get_x(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *d)
{
    (void)argc, (void)argv;
    cr_assert_str_eq((const char *)d, "x-data");
    Entity *e = tarn_instance_ptr(vm, self, entity_class);
    if (!e)
        return tarn_throw_error(vm, TARN_ERR_TYPE, "not an Entity");
    e->reads++;
    return tarn_number(vm, e->x);
}

static tarn_value set_x(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *d)
{
    (void)d;
    Entity *e = tarn_instance_ptr(vm, self, entity_class);
    if (!e)
        return tarn_throw_error(vm, TARN_ERR_TYPE, "not an Entity");
    double v;
    if (argc < 1 || tarn_to_number(vm, argv[0], &v) != TARN_OK)
        return NULL;
    e->x = v;
    return NULL;
}

static tarn_value get_reads(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *d)
{
    (void)argc, (void)argv, (void)d;
    Entity *e = tarn_instance_ptr(vm, self, entity_class);
    return e ? tarn_number(vm, e->reads) : tarn_undefined(vm);
}

Test(api_accessor, host_class_accessors)
{
    tarn_vm *vm = tarn_vm_new();
    entity_class = tarn_class_new(vm, "Entity", entity_ctor, 1, entity_free, NULL);
    cr_assert(entity_class);
    cr_assert_eq(tarn_class_accessor(vm, entity_class, "x", get_x, set_x, "x-data", TARN_PROP_CONFIGURABLE),
                 TARN_OK);
    cr_assert_eq(tarn_class_accessor(vm, entity_class, "reads", get_reads, NULL, NULL, 0), TARN_OK);
    EXPECT(vm, "const e = new Entity(3); e.x += 4; e.x", "7");
    EXPECT(vm, "e.x = '12'; [e.x, e.reads].join()", "12,3");
    EXPECT(vm, "const d = Object.getOwnPropertyDescriptor(Entity.prototype, 'x');"
               "[typeof d.get, d.get.name, d.set.name, d.set.length, d.enumerable, d.configurable].join()",
           "function,get x,set x,1,false,true");
    EXPECT(vm, "Object.keys(e).length + ' ' + ('x' in e) + ' ' + e.hasOwnProperty('x')", "0 true false");
    /* getter-only: a sloppy assignment is ignored, a strict one throws */
    EXPECT(vm, "e.reads = 99; typeof e.reads", "number");
    EXPECT(vm, "(function () { 'use strict'; try { e.reads = 1; } catch (err) { return err.constructor.name; } })()",
           "TypeError");
    /* a JS subclass's instances go through the same accessors */
    EXPECT(vm, "class Player extends Entity { get twice() { return this.x * 2; } }"
               "const p = new Player(5); p.x = 6; p.twice",
           "12");
    /* read through a non-instance: the getter's own error */
    EXPECT(vm, "try { Object.create(Entity.prototype).x } catch (err) { err.message }", "not an Entity");
    /* not configurable: cannot be redefined */
    cr_assert_eq(tarn_define_accessor(vm, tarn_class_prototype(vm, entity_class), "reads", get_reads, NULL,
                                      NULL, 0),
                 TARN_ERROR);
    tarn_clear_error(vm);
    tarn_vm_free(vm);
}

static int counter;
static tarn_value get_counter(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *d)
{
    (void)self, (void)argc, (void)argv;
    return tarn_number(vm, counter * *(int *)d);
}
static tarn_value set_counter(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *d)
{
    (void)self, (void)d;
    counter = (int)tarn_get_number(vm, argv[0]);
    return NULL;
}

Test(api_accessor, plain_object_and_global_accessors)
{
    tarn_vm *vm = tarn_vm_new();
    static int scale = 10;
    tarn_scope s = tarn_scope_open(vm);
    tarn_value o = tarn_object_new(vm);
    cr_assert_eq(tarn_define_accessor(vm, o, "n", get_counter, set_counter, &scale,
                                      TARN_PROP_ENUMERABLE | TARN_PROP_CONFIGURABLE),
                 TARN_OK);
    tarn_set_global(vm, "o", o);
    cr_assert_eq(tarn_define_accessor(vm, NULL, "ticks", get_counter, NULL, &scale, 0), TARN_OK);
    EXPECT(vm, "o.n = 4; [o.n, ticks, Object.keys(o)].join()", "40,40,n");
    EXPECT(vm, "JSON.stringify(o)", "{\"n\":40}");
    EXPECT(vm, "delete o.n; 'n' in o", "false");
    /* not an object; neither function */
    cr_assert_eq(tarn_define_accessor(vm, tarn_number(vm, 1), "a", get_counter, NULL, NULL, 0), TARN_ERROR);
    tarn_clear_error(vm);
    cr_assert_eq(tarn_define_accessor(vm, o, "a", NULL, NULL, NULL, 0), TARN_ERROR);
    tarn_clear_error(vm);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}
