/* tests/test262/host.c — the test262 host: runs many test262 tests in one
 * process, each in a fresh tarn_vm, through the public API only (tarn.h).
 *
 * tests/test262/run.py owns everything about the suite (frontmatter, flags,
 * negative tests, the baseline); this host only executes. It reads one job
 * per line from stdin and writes one result line per job to the file
 * descriptor named by argv[3] (a pipe from run.py; stdout by default), so that
 * whatever a test prints on stdout/stderr cannot corrupt the protocol.
 *
 * Job:    FLAGS \t TEST_PATH \t HARNESS_FILE,HARNESS_FILE,...
 *         FLAGS: '-' or any of s (prepend "use strict";), m (module),
 *         a (async: the loop is drained and print() output examined).
 *         Harness files are names inside the harness directory (argv[1]),
 *         read once per process and evaluated in order as global code.
 * Result: PHASE \t TYPE \t MESSAGE \t ASYNC
 *         PHASE: ok | parse | harness | runtime (| resolution is never
 *         claimed: a module's link errors come back as runtime and run.py
 *         accepts them for a resolution-phase negative test).
 *         ASYNC: none | complete | failure:TEXT (the first print()ed line
 *         that says Test262:AsyncTestComplete / Test262:AsyncTestFailure).
 *
 * The test's global scope gets print() and $262 (global, gc, evalScript,
 * detachArrayBuffer through transfer, agent, createRealm, IsHTMLDDA). A crash
 * ends the process: run.py restarts it and counts the crash against the job in
 * flight.
 *
 * $262.agent (INTERPRETING.md): each agent is a tarn_vm of its own on its
 * own thread, running its script and then its event loop. A broadcast
 * hands every live agent a reference to the SharedArrayBuffer's bytes
 * (tarn_shared_get) in a job posted to its loop (tarn_vm_post), which
 * wraps them in the agent's own SharedArrayBuffer and calls its
 * receiveBroadcast callback; broadcast blocks until every agent has taken
 * its message. Reports go through a mutex-guarded queue that getReport
 * polls. An agent's loop is kept alive (tarn_loop_ref) from
 * receiveBroadcast until leaving(); when the test is over, agents still
 * running are interrupted and joined, so no thread outlives its job.
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tarn.h"

typedef struct Harness {
    char *name;
    char *src;
    size_t len;
} Harness;

typedef struct Agent Agent;

/* The agents of one job and what passes between them and the test. */
typedef struct Hub {
    pthread_mutex_t mu;
    pthread_cond_t cv;       /* an agent started, took a broadcast, or ended */
    Agent *agents;           /* every agent started in this job (a list) */
    char **reports;          /* FIFO of report() strings */
    size_t nreports, report_head, report_cap;
    unsigned time_limit_ms;
} Hub;

struct Agent {
    Agent *next;
    Hub *hub;
    pthread_t thread;
    char *src;
    tarn_vm *vm;             /* under hub->mu: set while the VM exists */
    bool started, done;      /* under hub->mu */
    bool refd;               /* the agent's thread only: receiveBroadcast's loop ref */
    tarn_value callback;     /* the agent's thread only: receiveBroadcast's function (persistent) */
    unsigned taken;          /* under hub->mu: broadcasts this agent has taken */
};

typedef struct Host {
    const char *harness_dir;
    Harness *harness;
    size_t nharness;
    unsigned time_limit_ms;
    /* the first print()ed line that decides an async test */
    char async_result[512];
    FILE *out;
    Hub hub;
} Host;

static const Harness *harness_get(Host *h, const char *name)
{
    for (size_t i = 0; i < h->nharness; i++)
        if (!strcmp(h->harness[i].name, name))
            return &h->harness[i];
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", h->harness_dir, name);
    size_t len = 0;
    char *src = tarn_read_file(path, &len);
    if (!src)
        return NULL;
    Harness *nh = realloc(h->harness, (h->nharness + 1) * sizeof *nh);
    if (!nh) {
        free(src);
        return NULL;
    }
    h->harness = nh;
    nh[h->nharness] = (Harness){strdup(name), src, len};
    return &nh[h->nharness++];
}

/* Writes s with tabs and line breaks flattened, at most max bytes. */
static void put_field(FILE *f, const char *s, size_t max)
{
    for (size_t i = 0; s && s[i] && i < max; i++) {
        char c = s[i];
        fputc(c == '\t' || c == '\n' || c == '\r' ? ' ' : c, f);
    }
}

static tarn_value print_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    Host *h = data;
    if (argc < 1)
        return NULL;
    char *s = tarn_to_string(vm, argv[0], NULL);
    if (!s)
        return NULL;
    if (!h->async_result[0] && (!strncmp(s, "Test262:AsyncTestComplete", 25) ||
                                !strncmp(s, "Test262:AsyncTestFailure", 24)))
        snprintf(h->async_result, sizeof h->async_result, "%s", s);
    free(s);
    return NULL;
}

static tarn_value gc_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    tarn_vm_gc(vm, 1);
    return NULL;
}

/* $262.evalScript(src): src as a classic script in the global scope of
 * this $262's realm (the native belongs to it, so the realm is current while
 * it runs); its completion value, or its error thrown to the caller. */
static tarn_value eval_script_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv,
                                 void *data)
{
    if (argc < 1)
        return tarn_undefined(vm);
    size_t len = 0;
    char *s = tarn_to_string(vm, argv[0], &len);
    if (!s)
        return NULL;
    tarn_value r = tarn_eval_value(vm, s, len, "evalScript");
    free(s);
    return r;
}

/* $262.detachArrayBuffer(buf): DetachArrayBuffer through the public API, as
 * ArrayBuffer.prototype.transfer does it (the new buffer is dropped); an
 * already detached buffer stays so. */
static tarn_value detach_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    if (argc < 1)
        return tarn_throw_error(vm, TARN_ERR_TYPE, "detachArrayBuffer: not an ArrayBuffer");
    tarn_value ab = tarn_get(vm, tarn_global_object(vm), "ArrayBuffer");
    tarn_value proto = ab ? tarn_get(vm, ab, "prototype") : NULL;
    tarn_value transfer = proto ? tarn_get(vm, proto, "transfer") : NULL;
    tarn_value detached = transfer ? tarn_get(vm, argv[0], "detached") : NULL;
    if (!detached)
        return NULL;
    if (tarn_truthy(vm, detached))
        return tarn_undefined(vm);
    tarn_value r = tarn_call(vm, transfer, argv[0], 0, NULL);
    return r ? tarn_undefined(vm) : NULL;
}

/* ---- $262.agent ------------------------------------------------------------ */

static double monotonic_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static tarn_value sleep_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    double ms = 0;
    if (argc > 0 && tarn_to_number(vm, argv[0], &ms) != TARN_OK)
        return NULL;
    if (ms > 0) {
        struct timespec ts = {(time_t)(ms / 1e3), (long)((ms - (double)(time_t)(ms / 1e3) * 1e3) * 1e6)};
        nanosleep(&ts, NULL);
    }
    return tarn_undefined(vm);
}

static tarn_value monotonic_now_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv,
                                   void *data)
{
    return tarn_number(vm, monotonic_ms());
}

/* in an agent: report(message), converted to a string */
static tarn_value report_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    Agent *a = data;
    Hub *hub = a->hub;
    char *s = tarn_to_string(vm, argc > 0 ? argv[0] : tarn_undefined(vm), NULL);
    if (!s)
        return NULL;
    pthread_mutex_lock(&hub->mu);
    if (hub->report_head + hub->nreports == hub->report_cap) {
        if (hub->report_head) { /* slide the queue to the front */
            memmove(hub->reports, hub->reports + hub->report_head, hub->nreports * sizeof *hub->reports);
            hub->report_head = 0;
        } else {
            size_t cap = hub->report_cap ? hub->report_cap * 2 : 8;
            char **r = realloc(hub->reports, cap * sizeof *r);
            if (!r) {
                pthread_mutex_unlock(&hub->mu);
                free(s);
                return tarn_throw_error(vm, TARN_ERR_RANGE, "report: out of memory");
            }
            hub->reports = r;
            hub->report_cap = cap;
        }
    }
    hub->reports[hub->report_head + hub->nreports++] = s;
    pthread_mutex_unlock(&hub->mu);
    return tarn_undefined(vm);
}

/* in an agent: receiveBroadcast(fn) keeps the agent's loop alive for it */
static tarn_value receive_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    Agent *a = data;
    if (argc < 1 || tarn_type(vm, argv[0]) != TARN_TYPE_FUNCTION)
        return tarn_throw_error(vm, TARN_ERR_TYPE, "receiveBroadcast: not a function");
    if (a->callback)
        tarn_release(vm, a->callback);
    a->callback = tarn_persist(vm, argv[0]);
    if (!a->refd) {
        a->refd = true;
        tarn_loop_ref(vm);
    }
    return tarn_undefined(vm);
}

/* in an agent: leaving() lets its loop end once nothing else is pending */
static tarn_value leaving_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    Agent *a = data;
    if (a->refd) {
        a->refd = false;
        tarn_loop_unref(vm);
    }
    return tarn_undefined(vm);
}

typedef struct Broadcast {
    Agent *agent;
    tarn_shared *mem;        /* this job's own reference */
    double num;
} Broadcast;

/* Posted to an agent's loop by broadcast(): on the agent's thread, or with
 * vm NULL when the agent's VM went away first. */
static int broadcast_job(tarn_vm *vm, void *data)
{
    Broadcast *b = data;
    Agent *a = b->agent;
    tarn_value sab = vm ? tarn_shared_wrap(vm, b->mem) : NULL;
    tarn_shared_release(b->mem);
    double num = b->num;
    free(b);
    pthread_mutex_lock(&a->hub->mu);
    a->taken++;
    pthread_cond_broadcast(&a->hub->cv);
    pthread_mutex_unlock(&a->hub->mu);
    if (!vm)
        return 0;
    if (!sab)
        return TARN_ERROR;
    if (!a->callback)
        return TARN_OK;
    tarn_value args[2] = {sab, tarn_number(vm, num)};
    return tarn_call(vm, a->callback, tarn_undefined(vm), 2, args) ? TARN_OK : TARN_ERROR;
}

static int install_agent_side(Agent *a, tarn_vm *vm)
{
    tarn_value g = tarn_global_object(vm);
    tarn_value o = tarn_object_new(vm), ag = tarn_object_new(vm);
    if (!g || !o || !ag)
        return TARN_ERROR;
    if (tarn_define_function(vm, ag, "receiveBroadcast", receive_fn, 1, a) != TARN_OK ||
        tarn_define_function(vm, ag, "report", report_fn, 1, a) != TARN_OK ||
        tarn_define_function(vm, ag, "leaving", leaving_fn, 0, a) != TARN_OK ||
        tarn_define_function(vm, ag, "sleep", sleep_fn, 1, a) != TARN_OK ||
        tarn_define_function(vm, ag, "monotonicNow", monotonic_now_fn, 0, a) != TARN_OK ||
        tarn_set(vm, o, "agent", ag) != TARN_OK || tarn_set(vm, g, "$262", o) != TARN_OK)
        return TARN_ERROR;
    return TARN_OK;
}

static void *agent_main(void *arg)
{
    Agent *a = arg;
    Hub *hub = a->hub;
    tarn_config cfg;
    tarn_config_init(&cfg);
    cfg.time_limit_ms = hub->time_limit_ms;
    tarn_vm *vm = tarn_vm_new_with(&cfg);
    if (vm)
        tarn_set_unhandled_rejections(vm, TARN_REJECT_NONE);
    pthread_mutex_lock(&hub->mu);
    a->vm = vm;
    a->started = true;
    pthread_cond_broadcast(&hub->cv);
    pthread_mutex_unlock(&hub->mu);
    if (vm) {
        tarn_scope sc = tarn_scope_open(vm);
        /* an agent's own failure is the test's: it reports nothing, and the
         * test that waits for its report times out */
        if (install_agent_side(a, vm) == TARN_OK &&
            tarn_eval_value(vm, a->src, strlen(a->src), "agent") != NULL)
            tarn_run_loop(vm);
        tarn_clear_error(vm);
        tarn_scope_close(vm, sc);
        if (a->callback)
            tarn_release(vm, a->callback);
        a->callback = NULL;
    }
    /* posts come under hub->mu while vm is set: clear it first, and the
     * jobs still queued learn at tarn_vm_free that the VM is gone */
    pthread_mutex_lock(&hub->mu);
    a->vm = NULL;
    pthread_mutex_unlock(&hub->mu);
    tarn_vm_free(vm);
    pthread_mutex_lock(&hub->mu);
    a->done = true;
    pthread_cond_broadcast(&hub->cv);
    pthread_mutex_unlock(&hub->mu);
    return NULL;
}

/* start(src): a new agent running src; returns once its VM exists */
static tarn_value start_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    Host *h = data;
    Hub *hub = &h->hub;
    char *src = tarn_to_string(vm, argc > 0 ? argv[0] : tarn_undefined(vm), NULL);
    if (!src)
        return NULL;
    Agent *a = calloc(1, sizeof *a);
    if (!a) {
        free(src);
        return tarn_throw_error(vm, TARN_ERR_RANGE, "agent.start: out of memory");
    }
    a->hub = hub;
    a->src = src;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, (size_t)8 << 20);
    int e = pthread_create(&a->thread, &attr, agent_main, a);
    pthread_attr_destroy(&attr);
    if (e != 0) {
        free(src);
        free(a);
        return tarn_throw_error(vm, TARN_ERR_ERROR, "agent.start: cannot start a thread");
    }
    pthread_mutex_lock(&hub->mu);
    a->next = hub->agents;
    hub->agents = a;
    while (!a->started)
        pthread_cond_wait(&hub->cv, &hub->mu);
    pthread_mutex_unlock(&hub->mu);
    return tarn_undefined(vm);
}

/* broadcast(sab, num): every live agent gets it; returns once all took it */
static tarn_value broadcast_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    Hub *hub = &((Host *)data)->hub;
    tarn_shared *mem = tarn_shared_get(vm, argc > 0 ? argv[0] : tarn_undefined(vm));
    if (!mem)
        return NULL;
    double num = 0;
    if (argc > 1 && tarn_to_number(vm, argv[1], &num) != TARN_OK) {
        tarn_shared_release(mem);
        return NULL;
    }
    pthread_mutex_lock(&hub->mu);
    for (Agent *a = hub->agents; a; a = a->next) {
        Broadcast *b = a->vm ? malloc(sizeof *b) : NULL;
        if (!b)
            continue;
        /* one reference per job: the job releases it on either thread */
        *b = (Broadcast){a, tarn_shared_get(vm, argv[0]), num};
        unsigned want = a->taken + 1;
        if (tarn_vm_post(a->vm, broadcast_job, b) != TARN_OK) {
            tarn_shared_release(b->mem);
            free(b);
            continue;
        }
        while (a->taken < want && !a->done)
            pthread_cond_wait(&hub->cv, &hub->mu);
    }
    pthread_mutex_unlock(&hub->mu);
    tarn_shared_release(mem);
    return tarn_undefined(vm);
}

/* getReport(): the oldest report not yet read, or null */
static tarn_value get_report_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    Hub *hub = &((Host *)data)->hub;
    char *s = NULL;
    pthread_mutex_lock(&hub->mu);
    if (hub->nreports) {
        s = hub->reports[hub->report_head++];
        if (--hub->nreports == 0)
            hub->report_head = 0;
    }
    pthread_mutex_unlock(&hub->mu);
    if (!s)
        return tarn_null(vm);
    tarn_value r = tarn_string(vm, s, strlen(s));
    free(s);
    return r;
}

/* The job is over: interrupt the agents still running and join them all. */
static void hub_stop(Hub *hub)
{
    pthread_mutex_lock(&hub->mu);
    Agent *list = hub->agents;
    hub->agents = NULL;
    for (Agent *a = list; a; a = a->next)
        if (a->vm) {
            tarn_loop_unref(a->vm); /* a ref from receiveBroadcast no longer holds it */
            tarn_vm_interrupt(a->vm);
        }
    pthread_mutex_unlock(&hub->mu);
    for (Agent *a = list, *n; a; a = n) {
        n = a->next;
        /* an agent in a loop that catches the interrupt is interrupted again */
        for (;;) {
            struct timespec ts;
            clock_gettime(CLOCK_REALTIME, &ts);
            ts.tv_nsec += 50 * 1000000L;
            if (ts.tv_nsec >= 1000000000L) {
                ts.tv_sec++;
                ts.tv_nsec -= 1000000000L;
            }
            pthread_mutex_lock(&hub->mu);
            while (!a->done && pthread_cond_timedwait(&hub->cv, &hub->mu, &ts) == 0)
                ;
            if (!a->done && a->vm)
                tarn_vm_interrupt(a->vm);
            bool done = a->done;
            pthread_mutex_unlock(&hub->mu);
            if (done)
                break;
        }
        pthread_join(a->thread, NULL);
        free(a->src);
        free(a);
    }
    for (size_t i = 0; i < hub->nreports; i++)
        free(hub->reports[hub->report_head + i]);
    hub->nreports = hub->report_head = 0;
}

static int install_agent(Host *h, tarn_vm *vm, tarn_value o)
{
    tarn_value ag = tarn_object_new(vm);
    if (!ag || tarn_define_function(vm, ag, "start", start_fn, 1, h) != TARN_OK ||
        tarn_define_function(vm, ag, "broadcast", broadcast_fn, 2, h) != TARN_OK ||
        tarn_define_function(vm, ag, "getReport", get_report_fn, 0, h) != TARN_OK ||
        tarn_define_function(vm, ag, "sleep", sleep_fn, 1, h) != TARN_OK ||
        tarn_define_function(vm, ag, "monotonicNow", monotonic_now_fn, 0, h) != TARN_OK ||
        tarn_set(vm, o, "agent", ag) != TARN_OK)
        return TARN_ERROR;
    return TARN_OK;
}

/* atomicsHelper.js's getReportAsync polls every second, so a test that
 * awaits a report waits a second for each (about a minute over
 * built-ins/Atomics at -j 2). INTERPRETING.md lets a host override the
 * harness's functions: this one polls every POLL_MS instead. */
#define POLL_MS "5"
static int override_harness(Host *h, tarn_vm *vm)
{
    static const char src[] =
        "(function (getReport) {\n"
        "  $262.agent.getReportAsync = function () {\n"
        "    return new Promise(function (resolve) {\n"
        "      (function loop() {\n"
        "        var r = getReport();\n"
        "        if (r == null) setTimeout(loop, " POLL_MS ");\n"
        "        else resolve(r);\n"
        "      })();\n"
        "    });\n"
        "  };\n"
        "})";
    tarn_value f = tarn_eval_value(vm, src, sizeof src - 1, "host");
    tarn_value g = f ? tarn_function_new(vm, "getReport", get_report_fn, 0, h) : NULL;
    return g && tarn_call(vm, f, tarn_undefined(vm), 1, &g) ? TARN_OK : TARN_ERROR;
}

static int install_host(Host *h, tarn_vm *vm);

/* $262.createRealm(): a new realm (tarn_realm_new) with its own print and
 * $262, which is returned. */
static tarn_value create_realm_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv,
                                  void *data)
{
    tarn_value g = tarn_realm_new(vm);
    if (!g)
        return NULL;
    int prev = tarn_realm_enter(vm, g);
    if (prev < 0)
        return NULL;
    tarn_value r = install_host(data, vm) == TARN_OK ? tarn_get(vm, g, "$262") : NULL;
    tarn_realm_leave(vm, prev);
    return r;
}

/* print and $262 on the current realm's global object. */
static int install_host(Host *h, tarn_vm *vm)
{
    tarn_value g = tarn_global_object(vm);
    tarn_value o = tarn_object_new(vm);
    tarn_value dda = tarn_htmldda_new(vm, NULL, NULL); /* its call returns null, as INTERPRETING.md asks */
    if (!g || !o || !dda)
        return TARN_ERROR;
    if (tarn_define_function(vm, NULL, "print", print_fn, 1, h) != TARN_OK ||
        tarn_set(vm, o, "global", g) != TARN_OK ||
        tarn_define_function(vm, o, "gc", gc_fn, 0, h) != TARN_OK ||
        tarn_define_function(vm, o, "evalScript", eval_script_fn, 1, h) != TARN_OK ||
        tarn_define_function(vm, o, "createRealm", create_realm_fn, 0, h) != TARN_OK ||
        tarn_define_function(vm, o, "detachArrayBuffer", detach_fn, 1, h) != TARN_OK ||
        tarn_set(vm, o, "IsHTMLDDA", dda) != TARN_OK ||
        install_agent(h, vm, o) != TARN_OK || tarn_set(vm, g, "$262", o) != TARN_OK)
        return TARN_ERROR;
    return TARN_OK;
}

/* The pending exception as TYPE (its constructor's name, else typeof) and
 * MESSAGE, written to the result line. */
static void put_exception(tarn_vm *vm, FILE *out)
{
    tarn_scope sc = tarn_scope_open(vm);
    tarn_value e = tarn_take_exception(vm);
    char *type = NULL, *msg = NULL;
    if (e && (tarn_type(vm, e) == TARN_TYPE_OBJECT || tarn_type(vm, e) == TARN_TYPE_FUNCTION)) {
        tarn_value c = tarn_get(vm, e, "constructor");
        tarn_value n = c && tarn_type(vm, c) == TARN_TYPE_FUNCTION ? tarn_get(vm, c, "name") : NULL;
        if (n && tarn_type(vm, n) == TARN_TYPE_STRING)
            type = tarn_to_string(vm, n, NULL);
        tarn_clear_error(vm);
        tarn_value m = tarn_get(vm, e, "message");
        if (m && tarn_type(vm, m) != TARN_TYPE_UNDEFINED)
            msg = tarn_to_string(vm, m, NULL);
        tarn_clear_error(vm);
        if (!type)
            type = strdup("object");
    } else if (e) {
        static const char *const names[] = {"undefined", "null", "boolean", "number",
                                            "string", "symbol", "object", "function"};
        type = strdup(names[tarn_type(vm, e)]);
        msg = tarn_to_string(vm, e, NULL);
        tarn_clear_error(vm);
    }
    put_field(out, type ? type : "unknown", 100);
    fputc('\t', out);
    put_field(out, msg ? msg : "", 300);
    free(type);
    free(msg);
    tarn_scope_close(vm, sc);
}

static void run_job(Host *h, char *flags, char *path, char *includes, FILE *out)
{
    int strict = strchr(flags, 's') != NULL, module = strchr(flags, 'm') != NULL;
    h->async_result[0] = 0;
    tarn_config cfg;
    tarn_config_init(&cfg);
    cfg.time_limit_ms = h->time_limit_ms;
    tarn_vm *vm = tarn_vm_new_with(&cfg);
    if (!vm) {
        fprintf(out, "harness\tError\tcannot create a VM\tnone\n");
        return;
    }
    tarn_set_unhandled_rejections(vm, TARN_REJECT_NONE);
    tarn_scope sc = tarn_scope_open(vm);
    const char *phase = "ok";
    if (install_host(h, vm) != TARN_OK) {
        phase = "harness";
        goto done;
    }
    for (char *name = strtok(includes, ","); name; name = strtok(NULL, ",")) {
        const Harness *hf = harness_get(h, name);
        if (!hf) {
            fprintf(out, "harness\tError\tcannot read harness file %s\tnone\n", name);
            goto end;
        }
        tarn_scope hs = tarn_scope_open(vm);
        tarn_value r = tarn_eval_value(vm, hf->src, hf->len, hf->name);
        tarn_scope_close(vm, hs);
        if (!r || (!strcmp(name, "atomicsHelper.js") && override_harness(h, vm) != TARN_OK)) {
            phase = "harness";
            goto done;
        }
    }
    size_t len = 0;
    char *raw = tarn_read_file(path, &len);
    if (!raw) {
        fprintf(out, "harness\tError\tcannot read %s\tnone\n", path);
        goto end;
    }
    char *src = raw;
    if (strict) {
        static const char directive[] = "\"use strict\";\n";
        src = malloc(len + sizeof directive);
        memcpy(src, directive, sizeof directive - 1);
        memcpy(src + sizeof directive - 1, raw, len + 1);
        len += sizeof directive - 1;
        free(raw);
    }
    /* Parse phase: compile alone first, so an early error is told apart
     * from one thrown while running. */
    FILE *devnull = fopen("/dev/null", "w");
    int parsed = tarn_check(vm, src, len, path, module ? 1 : 2, devnull); /* as it runs: module or global code */
    fclose(devnull);
    if (parsed != TARN_OK) {
        phase = "parse";
        /* tarn_check printed and cleared the error: compile again for the
         * exception itself */
        int again = module ? tarn_eval_module(vm, src, len, path)
                           : (tarn_eval_value(vm, src, len, path) ? TARN_OK : TARN_ERROR);
        if (again == TARN_OK) {
            free(src);
            fprintf(out, "parse\tSyntaxError\t(check failed, compile passed)\tnone\n");
            goto end;
        }
        free(src);
        goto done;
    }
    int rc = module ? tarn_eval_module_file(vm, path)
                    : (tarn_eval_value(vm, src, len, path) ? TARN_OK : TARN_ERROR);
    free(src);
    if (rc != TARN_OK || tarn_run_loop(vm) != TARN_OK)
        phase = "runtime";
done:
    fputs(phase, out);
    fputc('\t', out);
    if (strcmp(phase, "ok") != 0)
        put_exception(vm, out);
    else
        fputc('\t', out);
    fputc('\t', out);
    if (h->async_result[0])
        put_field(out, h->async_result, 300);
    else
        fputs("none", out);
    fputc('\n', out);
end:
    hub_stop(&h->hub);
    tarn_scope_close(vm, sc);
    tarn_vm_free(vm);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test262-host HARNESS_DIR [TIME_LIMIT_MS [RESULT_FD]] < jobs\n");
        return 2;
    }
    Host h = {0};
    h.harness_dir = argv[1];
    h.time_limit_ms = argc > 2 ? (unsigned)atoi(argv[2]) : 10000;
    h.hub.time_limit_ms = h.time_limit_ms;
    pthread_mutex_init(&h.hub.mu, NULL);
    pthread_cond_init(&h.hub.cv, NULL);
    /* results on the runner's pipe (argv[3]), else on stdout (by hand) */
    h.out = argc > 3 ? fdopen(atoi(argv[3]), "w") : stdout;
    if (!h.out)
        return 2;
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&line, &cap, stdin)) > 0) {
        if (line[n - 1] == '\n')
            line[--n] = 0;
        char *flags = line, *path = strchr(line, '\t');
        if (!path)
            continue;
        *path++ = 0;
        char *inc = strchr(path, '\t');
        if (inc)
            *inc++ = 0;
        else
            inc = path + strlen(path);
        run_job(&h, flags, path, inc, h.out);
        fflush(h.out);
    }
    free(line);
    return 0;
}
