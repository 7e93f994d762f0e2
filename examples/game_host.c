/* examples/game_host.c — a game-style host (docs/embedding.md): a host
 * class Entity with C state, accessors and a method; a native log(); a
 * script that keeps a callback the host stores as a persistent handle;
 * 10,000 frames calling the script's update(dt), each in its own scope;
 * and a script error located with tarn_error_location. Run it under
 * TARN_API_CHECK=1 and TARN_GC_STRESS=1 too ("Debugging a host"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tarn.h>

typedef struct Entity {
    double x, y;
} Entity;

static tarn_class *entity_class;
static tarn_value on_hit; /* persistent: the script's callback */

static void entity_free(void *p, void *class_data)
{
    (void)class_data;
    free(p); /* a finalizer frees C memory only */
}

static tarn_value entity_new(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    Entity *e = malloc(sizeof *e);
    if (!e)
        return tarn_throw_error(vm, TARN_ERR_RANGE, "out of memory");
    e->x = argc > 0 ? tarn_get_number(vm, argv[0]) : 0;
    e->y = argc > 1 ? tarn_get_number(vm, argv[1]) : 0;
    return tarn_instance_new(vm, entity_class, e, sizeof *e);
}

static Entity *entity_of(tarn_vm *vm, tarn_value v)
{
    Entity *e = tarn_instance_ptr(vm, v, entity_class);
    if (!e)
        tarn_throw_error(vm, TARN_ERR_TYPE, "not an Entity");
    return e;
}

/* data selects the field: the same getter and setter serve x and y */
static tarn_value get_coord(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    Entity *e = entity_of(vm, self);
    return e ? tarn_number(vm, *(char *)data == 'x' ? e->x : e->y) : NULL;
}

static tarn_value set_coord(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    Entity *e = entity_of(vm, self);
    double v;
    if (!e || tarn_to_number(vm, argv[0], &v) != TARN_OK)
        return NULL;
    *(*(char *)data == 'x' ? &e->x : &e->y) = v;
    return NULL;
}

static tarn_value entity_move(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    Entity *e = entity_of(vm, self);
    if (!e)
        return NULL;
    e->x += argc > 0 ? tarn_get_number(vm, argv[0]) : 0;
    e->y += argc > 1 ? tarn_get_number(vm, argv[1]) : 0;
    return self;
}

static tarn_value js_log(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    char *s = argc > 0 ? tarn_to_string(vm, argv[0], NULL) : NULL;
    if (argc > 0 && !s)
        return NULL;
    printf("[game] %s\n", s ? s : "");
    free(s);
    return NULL;
}

/* onHit(fn): the host keeps fn past this call, so it persists it */
static tarn_value js_on_hit(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    if (on_hit)
        tarn_release(vm, on_hit);
    on_hit = argc > 0 ? tarn_persist(vm, argv[0]) : NULL;
    return NULL;
}

static const char script[] =
    "const player = new Entity(0, 0);\n"
    "let hits = 0;\n"
    "class Boss extends Entity { get danger() { return this.x * 2; } }\n"
    "const boss = new Boss(100, 5);\n"
    "onHit(who => { hits++; return who + ' hit at ' + player.x.toFixed(1); });\n"
    "globalThis.update = function (dt) {\n"
    "  player.move(dt * 10, 0);\n"
    "  if (player.x >= boss.x && boss.y > 0) { boss.y = 0; log('boss reached, danger ' + boss.danger); }\n"
    "  return player.x;\n"
    "};\n"
    "log('ready: player ' + (player instanceof Entity) + ', boss ' + (boss instanceof Entity));\n";

int main(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope top = tarn_scope_open(vm);
    entity_class = tarn_class_new(vm, "Entity", entity_new, 2, entity_free, NULL);
    if (!entity_class || tarn_class_method(vm, entity_class, "move", entity_move, 2, NULL) != TARN_OK ||
        tarn_class_accessor(vm, entity_class, "x", get_coord, set_coord, "x", 0) != TARN_OK ||
        tarn_class_accessor(vm, entity_class, "y", get_coord, set_coord, "y", 0) != TARN_OK ||
        tarn_define_function(vm, NULL, "log", js_log, 1, NULL) != TARN_OK ||
        tarn_define_function(vm, NULL, "onHit", js_on_hit, 1, NULL) != TARN_OK ||
        tarn_eval(vm, script, strlen(script), "game.js") != TARN_OK) {
        tarn_report_error(vm, stderr);
        return 1;
    }
    tarn_value update = tarn_persist(vm, tarn_get_global(vm, "update"));
    double x = 0;
    for (int frame = 0; frame < 10000; frame++) {
        tarn_scope s = tarn_scope_open(vm); /* one per frame: the handles below die here */
        tarn_value dt = tarn_number(vm, 1.0 / 1000);
        tarn_value r = tarn_call(vm, update, NULL, 1, &dt);
        if (!r) {
            tarn_report_error(vm, stderr);
            return 1;
        }
        x = tarn_get_number(vm, r);
        tarn_scope_close(vm, s);
    }
    printf("after 10000 frames: x = %.1f\n", x);

    tarn_value who = tarn_string(vm, "arrow", 5);
    tarn_value msg = tarn_call(vm, on_hit, NULL, 1, &who);
    char *text = msg ? tarn_to_string(vm, msg, NULL) : NULL;
    printf("callback: %s\n", text ? text : "(failed)");
    free(text);

    /* a level script with a mistake: where is it? */
    const char *level = "const spawn = [1, 2, 3];\nspawn.forEach(n => { n.explode(); });\n";
    if (tarn_eval(vm, level, strlen(level), "level1.js") != TARN_OK) {
        char file[64], report[512];
        int line, col;
        if (tarn_error_location(vm, file, sizeof file, &line, &col) == TARN_OK)
            printf("error at %s:%d:%d\n", file, line, col);
        tarn_error_string(vm, report, sizeof report);
        const char *head = strstr(report, "\n\n"); /* node's layout: source, caret, blank, error */
        head = head ? head + 2 : report;
        printf("%.*s\n", (int)strcspn(head, "\n"), head);
        tarn_clear_error(vm);
    }
    tarn_release(vm, on_hit);
    tarn_release(vm, update);
    tarn_scope_close(vm, top);
    tarn_vm_free(vm);
    return 0;
}
