/* examples/native_host.c — a host exposing a native function and a host
 * class to scripts, reading results back through handles, and a time limit
 * stopping a runaway script. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tarn.h>

/* A native function: greet(name) -> string. data is a prefix. */
static tarn_value greet(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    char *name = argc > 0 ? tarn_to_string(vm, argv[0], NULL) : NULL;
    if (argc > 0 && !name)
        return NULL; /* toString threw: the exception is pending */
    char buf[256];
    snprintf(buf, sizeof buf, "%s, %s!", (const char *)data, name ? name : "nobody");
    free(name);
    return tarn_string(vm, buf, strlen(buf));
}

/* A host class: a C buffer of doubles, with a finalizer and its size
 * reported as external memory. */
typedef struct Vec {
    size_t n;
    double *v;
} Vec;

static tarn_class *vec_class;

static void vec_finalize(void *ptr, void *class_data)
{
    Vec *x = ptr;
    (*(int *)class_data)++;
    free(x->v);
    free(x);
}

static tarn_value vec_new(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    double n = 0;
    if (argc < 1 || tarn_to_number(vm, argv[0], &n) != TARN_OK || n < 0 || n > 1e6)
        return tarn_has_exception(vm) ? NULL : tarn_throw_error(vm, TARN_ERR_RANGE, "Vec(n): bad size");
    Vec *x = malloc(sizeof *x);
    x->n = (size_t)n;
    x->v = calloc(x->n ? x->n : 1, sizeof(double));
    tarn_value inst = tarn_instance_new(vm, vec_class, x, x->n * sizeof(double));
    if (!inst) {
        free(x->v);
        free(x);
    }
    return inst;
}

static Vec *this_vec(tarn_vm *vm, tarn_value self)
{
    Vec *x = tarn_instance_ptr(vm, self, vec_class);
    if (!x)
        tarn_throw_error(vm, TARN_ERR_TYPE, "not a Vec");
    return x;
}

static tarn_value vec_set(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    Vec *x = this_vec(vm, self);
    double i, d;
    if (!x || argc < 2 || tarn_to_number(vm, argv[0], &i) || tarn_to_number(vm, argv[1], &d))
        return tarn_has_exception(vm) ? NULL : tarn_throw_error(vm, TARN_ERR_TYPE, "set(i, x)");
    if (i < 0 || i >= (double)x->n)
        return tarn_throw_error(vm, TARN_ERR_RANGE, "index out of range");
    x->v[(size_t)i] = d;
    return self;
}

static tarn_value vec_sum(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    Vec *x = this_vec(vm, self);
    if (!x)
        return NULL;
    double t = 0;
    for (size_t i = 0; i < x->n; i++)
        t += x->v[i];
    return tarn_number(vm, t);
}

int main(void)
{
    int finalized = 0;
    tarn_config cfg;
    tarn_config_init(&cfg);
    cfg.time_limit_ms = 100;
    tarn_vm *vm = tarn_vm_new_with(&cfg);
    if (!vm)
        return 1;
    tarn_define_function(vm, NULL, "greet", greet, 1, "Hello");
    vec_class = tarn_class_new(vm, "Vec", vec_new, 1, vec_finalize, &finalized);
    tarn_class_method(vm, vec_class, "set", vec_set, 2, NULL);
    tarn_class_method(vm, vec_class, "sum", vec_sum, 0, NULL);

    tarn_scope s = tarn_scope_open(vm);
    const char *src =
        "console.log(greet('embedder'));\n"
        "const v = new Vec(4);\n"
        "for (let i = 0; i < 4; i++) v.set(i, i * 1.5);\n"
        "console.log('sum', v.sum());\n"
        "for (let i = 0; i < 1000; i++) new Vec(100);\n"
        "try { v.set(9, 1) } catch (e) { console.log(e.name + ': ' + e.message) }\n"
        "({ total: v.sum(), list: [1, 2, 3] })";
    tarn_value r = tarn_eval_value(vm, src, strlen(src), "native_host.js");
    if (!r) {
        tarn_report_error(vm, stderr);
        return 1;
    }
    tarn_value total = tarn_get(vm, r, "total");
    printf("host read total = %g, list length = %lld\n", tarn_get_number(vm, total),
           (long long)tarn_length(vm, tarn_get(vm, r, "list")));

    /* a runaway script is stopped by the time limit, with a catchable error */
    const char *loop = "while (true) {}";
    if (!tarn_eval_value(vm, loop, strlen(loop), "loop.js")) {
        tarn_value e = tarn_take_exception(vm);
        char *m = tarn_to_string(vm, e, NULL);
        printf("stopped: %s\n", m);
        free(m);
    }
    tarn_scope_close(vm, s);
    tarn_vm_gc(vm, 1);
    printf("finalized some garbage Vecs: %s\n", finalized >= 1 ? "yes" : "no");
    tarn_vm_free(vm);
    printf("all %d Vecs finalized at free: %s\n", 1001, finalized == 1001 ? "yes" : "no");
    return 0;
}
