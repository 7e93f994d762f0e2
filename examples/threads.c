/* examples/threads.c — independent VMs on N threads at once. Each thread
 * owns one tarn_vm (its own heap and collector; no shared state, no locks),
 * runs an allocation-heavy script with a native callback and forced
 * collections, and checks its own result. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tarn.h>

#define NTHREADS 4

typedef struct Job {
    int id;
    double result;
    int ok;
} Job;

static tarn_value scale(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    Job *j = data;
    return tarn_number(vm, tarn_get_number(vm, argc > 0 ? argv[0] : NULL) * (j->id + 1));
}

static void *run(void *arg)
{
    Job *j = arg;
    tarn_vm *vm = tarn_vm_new();
    if (!vm)
        return NULL;
    tarn_scope s = tarn_scope_open(vm);
    tarn_define_function(vm, NULL, "scale", scale, 1, j);
    const char *src =
        "let total = 0;\n"
        "for (let round = 0; round < 20; round++) {\n"
        "  const m = new Map();\n"
        "  for (let i = 0; i < 500; i++) m.set('k' + i, { i, s: String(i).repeat(3) });\n"
        "  for (const [k, v] of m) total += v.i;\n"
        "}\n"
        /* process-wide state a VM must not share: local time (tzset), the
         * regex engine, JSON, typed arrays and weak tables (trace table) */
        "if (new Date(2020, 0, 1).getFullYear() !== 2020 || !/k(\\d+)/.test('k12')) total = -1;\n"
        "if (JSON.parse(JSON.stringify({ a: [1, 2] })).a[1] !== 2) total = -1;\n"
        "const wm = new WeakMap(), key = {}; wm.set(key, new Uint8Array(8));\n"
        "if (wm.get(key).length !== 8) total = -1;\n"
        "scale(total)";
    tarn_value r = tarn_eval_value(vm, src, strlen(src), "thread.js");
    if (r) {
        j->result = tarn_get_number(vm, r);
        tarn_vm_gc(vm, 1);
        j->ok = 1;
    } else {
        tarn_report_error(vm, stderr);
    }
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
    return NULL;
}

int main(void)
{
    pthread_t th[NTHREADS];
    Job jobs[NTHREADS];
    for (int i = 0; i < NTHREADS; i++) {
        jobs[i] = (Job){ .id = i };
        if (pthread_create(&th[i], NULL, run, &jobs[i]) != 0)
            return 1;
    }
    int bad = 0;
    for (int i = 0; i < NTHREADS; i++) {
        pthread_join(th[i], NULL);
        double want = 20.0 * (499.0 * 500.0 / 2.0) * (i + 1);
        printf("thread %d: %s\n", i, jobs[i].ok && jobs[i].result == want ? "ok" : "WRONG");
        bad |= !(jobs[i].ok && jobs[i].result == want);
    }
    return bad;
}
