/* examples/loop_host.c — a host that runs its own event loop and drives
 * tarn's one turn at a time.
 *
 * The host has its own timers (host.after(ms, fn)) and a worker thread
 * (host.compute(n, fn): sums 1..n off the VM's thread and posts the result
 * back with tarn_vm_post). Its loop sleeps in poll(2) on an eventfd until
 * the earlier of its own next timer and tarn_loop_next_deadline(); the
 * post-notify callback writes to the eventfd so a post wakes it. Each
 * iteration fires the host's due timers and runs one tarn turn
 * (tarn_run_once). The loop ends when the host has no timers or threads
 * left and tarn reports nothing pending (-2).
 *
 * Every line the script prints depends causally on the one before, so the
 * output is the same on a loaded machine (examples/loop_host.out).
 */
#include <poll.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>
#include <tarn.h>

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---- the host's own timers ---------------------------------------------------- */

typedef struct HostTimer {
    int64_t due;
    tarn_value fn; /* persistent handle */
} HostTimer;

static HostTimer timers[16];
static int ntimers;
static int wake_fd;

static tarn_value host_after(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    double ms;
    if (argc < 2 || tarn_type(vm, argv[1]) != TARN_TYPE_FUNCTION || tarn_to_number(vm, argv[0], &ms) != TARN_OK)
        return tarn_throw_error(vm, TARN_ERR_TYPE, "host.after(ms, fn)");
    if (ntimers == 16)
        return tarn_throw_error(vm, TARN_ERR_RANGE, "too many host timers");
    tarn_value fn = tarn_persist(vm, argv[1]); /* kept across calls: persistent */
    if (!fn)
        return NULL;
    timers[ntimers++] = (HostTimer){ now_ms() + (int64_t)ms, fn };
    return NULL;
}

/* Fire the host timers that are due, earliest first. */
static int fire_host_timers(tarn_vm *vm)
{
    for (;;) {
        int best = -1;
        for (int i = 0; i < ntimers; i++)
            if (timers[i].due <= now_ms() && (best < 0 || timers[i].due < timers[best].due))
                best = i;
        if (best < 0)
            return 0;
        tarn_value fn = timers[best].fn;
        timers[best] = timers[--ntimers];
        tarn_scope s = tarn_scope_open(vm);
        tarn_value r = tarn_call(vm, fn, NULL, 0, NULL);
        tarn_scope_close(vm, s);
        tarn_release(vm, fn);
        if (!r)
            return -1;
    }
}

static int64_t next_host_timer(void)
{
    int64_t best = -1;
    for (int i = 0; i < ntimers; i++)
        if (best < 0 || timers[i].due < best)
            best = timers[i].due;
    return best;
}

/* ---- a worker thread that posts its result back -------------------------------- */

typedef struct Work {
    tarn_vm *vm;
    long n;
    double result;
    tarn_value fn; /* persistent: the callback */
    pthread_t th;
} Work;

static int threads_running;

/* Runs on the VM's thread, as a macrotask of the loop. */
static int deliver(tarn_vm *vm, void *data)
{
    Work *w = data;
    int rc = TARN_OK;
    if (vm) { /* NULL: the VM was freed before the job ran */
        tarn_value arg = tarn_number(vm, w->result);
        rc = tarn_call(vm, w->fn, NULL, 1, &arg) ? TARN_OK : TARN_ERROR;
        tarn_release(vm, w->fn);
        tarn_loop_unref(vm);
    }
    pthread_join(w->th, NULL);
    threads_running--;
    free(w);
    return rc;
}

static void *work(void *arg)
{
    Work *w = arg;
    double s = 0;
    for (long i = 1; i <= w->n; i++)
        s += (double)i;
    w->result = s;
    if (tarn_vm_post(w->vm, deliver, w) != TARN_OK) /* thread-safe */
        fprintf(stderr, "post failed\n");
    return NULL;
}

static tarn_value host_compute(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    double n;
    if (argc < 2 || tarn_type(vm, argv[1]) != TARN_TYPE_FUNCTION || tarn_to_number(vm, argv[0], &n) != TARN_OK)
        return tarn_throw_error(vm, TARN_ERR_TYPE, "host.compute(n, fn)");
    Work *w = calloc(1, sizeof *w);
    if (!w)
        return tarn_throw_error(vm, TARN_ERR_RANGE, "out of memory");
    w->vm = vm;
    w->n = (long)n;
    w->fn = tarn_persist(vm, argv[1]);
    if (!w->fn) {
        free(w);
        return NULL;
    }
    tarn_loop_ref(vm); /* tarn's own loop would wait for the post */
    threads_running++;
    if (pthread_create(&w->th, NULL, work, w) != 0) {
        threads_running--;
        tarn_loop_unref(vm);
        tarn_release(vm, w->fn);
        free(w);
        return tarn_throw_error(vm, TARN_ERR_ERROR, "cannot start a thread");
    }
    return NULL;
}

static void on_post(tarn_vm *vm, void *data)
{
    uint64_t one = 1;
    if (write(wake_fd, &one, sizeof one) < 0)
        perror("eventfd");
}

static const char script[] =
    "console.log('start');\n"
    "host.after(20, () => {\n"
    "  console.log('host timer fired');\n"
    "  Promise.resolve().then(() => console.log('microtask after the host timer'));\n"
    "  setTimeout(() => {\n"
    "    console.log('js timer fired');\n"
    "    host.compute(1000, (sum) => {\n"
    "      console.log('thread result', sum);\n"
    "      setTimeout(() => console.log('done'), 5);\n"
    "    });\n"
    "  }, 20);\n"
    "});\n";

int main(void)
{
    wake_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    tarn_vm *vm = tarn_vm_new();
    if (!vm || wake_fd < 0)
        return 1;
    tarn_set_post_notify(vm, on_post, NULL);
    tarn_scope s = tarn_scope_open(vm);
    tarn_value host = tarn_object_new(vm);
    int rc = host && tarn_define_function(vm, host, "after", host_after, 2, NULL) == TARN_OK &&
                     tarn_define_function(vm, host, "compute", host_compute, 2, NULL) == TARN_OK &&
                     tarn_set_global(vm, "host", host) == TARN_OK
                 ? tarn_eval(vm, script, strlen(script), "loop_host.js")
                 : TARN_ERROR;
    tarn_scope_close(vm, s);
    int turns = 0;
    while (rc == TARN_OK) {
        int64_t js = tarn_loop_next_deadline(vm); /* ms, -1: waiting for a post, -2: nothing */
        int64_t ht = next_host_timer();
        if (js == -2 && ht < 0 && threads_running == 0)
            break;
        int timeout = -1;
        if (ht >= 0)
            timeout = (int)(ht > now_ms() ? ht - now_ms() : 0);
        if (js >= 0 && (timeout < 0 || js < timeout))
            timeout = (int)js;
        struct pollfd p = { wake_fd, POLLIN, 0 };
        if (poll(&p, 1, timeout) > 0) {
            uint64_t n;
            if (read(wake_fd, &n, sizeof n) < 0)
                perror("eventfd");
        }
        if (fire_host_timers(vm) < 0 || tarn_run_once(vm) == TARN_ERROR)
            rc = TARN_ERROR;
        turns++;
    }
    if (rc != TARN_OK)
        tarn_report_error(vm, stderr);
    else
        printf("[host] loop idle after %s\n", turns >= 4 ? "4 or more turns" : "too few turns");
    tarn_vm_free(vm);
    close(wake_fd);
    return rc == TARN_OK ? 0 : 1;
}
