/* tests/unit/api/test_loop.c — the event loop from the host: posted jobs
 * (phase order, microtasks after each, from another thread, a throwing job,
 * jobs left at tarn_vm_free), host refs, tarn_loop_next_deadline,
 * tarn_run_once / tarn_run_once_timeout, the post-notify callback and an
 * interrupt waking a sleeping loop. */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../../../include/tarn.h"

static int ev(tarn_vm *vm, const char *src) { return tarn_eval(vm, src, strlen(src), "l.js"); }

static char *global_str(tarn_vm *vm, const char *name)
{
    tarn_scope s = tarn_scope_open(vm);
    tarn_value v = tarn_get_global(vm, name);
    cr_assert(v);
    char *r = tarn_to_string(vm, v, NULL);
    cr_assert(r);
    tarn_scope_close(vm, s);
    return r;
}

static void assert_log(tarn_vm *vm, const char *want)
{
    char *s = global_str(vm, "log");
    cr_assert_str_eq(s, want);
    free(s);
}

static void assert_log_sorted(tarn_vm *vm, const char *want)
{
    cr_assert_eq(tarn_eval(vm, "globalThis.sorted = log.slice().sort()", 38, "s.js"), TARN_OK);
    char *s = global_str(vm, "sorted");
    cr_assert_str_eq(s, want);
    free(s);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* a job that runs JS: data is the source */
static int js_job(tarn_vm *vm, void *data)
{
    if (!vm)
        return TARN_OK;
    return ev(vm, data);
}

Test(api_loop, posted_jobs_run_in_the_poll_phase)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert_eq(ev(vm, "globalThis.log = []; setTimeout(() => log.push('timer'), 0);"
                        "setImmediate(() => log.push('immediate'));"), TARN_OK);
    cr_assert_eq(tarn_vm_post(vm, js_job, "log.push('job1'); Promise.resolve().then(() => log.push('micro'))"),
                 TARN_OK);
    cr_assert_eq(tarn_vm_post(vm, js_job, "log.push('job2')"), TARN_OK);
    usleep(5000); /* the 1 ms timer is due before the first turn */
    cr_assert_eq(tarn_run_loop(vm), TARN_OK);
    assert_log(vm, "timer,job1,micro,job2,immediate");
    tarn_vm_free(vm);
}

static int throwing_job(tarn_vm *vm, void *data)
{
    if (!vm)
        return TARN_OK;
    tarn_throw_error(vm, TARN_ERR_TYPE, "job failed");
    return TARN_ERROR;
}

Test(api_loop, a_throwing_job_is_uncaught_and_later_jobs_stay_queued)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert_eq(ev(vm, "globalThis.log = [];"), TARN_OK);
    tarn_vm_post(vm, js_job, "log.push('a')");
    tarn_vm_post(vm, throwing_job, NULL);
    tarn_vm_post(vm, js_job, "log.push('b')");
    cr_assert_eq(tarn_run_loop(vm), TARN_ERROR);
    tarn_scope s = tarn_scope_open(vm);
    tarn_value e = tarn_take_exception(vm);
    cr_assert(e);
    char *m = tarn_to_string(vm, e, NULL);
    cr_assert_str_eq(m, "TypeError: job failed");
    free(m);
    tarn_scope_close(vm, s);
    assert_log(vm, "a");
    cr_assert_eq(tarn_run_loop(vm), TARN_OK);
    assert_log(vm, "a,b");
    tarn_vm_free(vm);
}

static int freed_count;
static int count_cancel(tarn_vm *vm, void *data)
{
    if (!vm)
        freed_count += *(int *)data;
    return TARN_OK;
}

Test(api_loop, jobs_left_at_free_are_cancelled_once)
{
    tarn_vm *vm = tarn_vm_new();
    int one = 1, ten = 10;
    freed_count = 0;
    tarn_vm_post(vm, count_cancel, &one);
    tarn_vm_post(vm, count_cancel, &ten);
    tarn_vm_free(vm);
    cr_assert_eq(freed_count, 11);
}

typedef struct Poster {
    tarn_vm *vm;
    int n;
} Poster;

static void *poster(void *arg)
{
    Poster *p = arg;
    for (int i = 0; i < p->n; i++) {
        usleep(2000);
        cr_assert_eq(tarn_vm_post(p->vm, js_job, "log.push(log.length)"), TARN_OK);
    }
    tarn_loop_unref(p->vm);
    return NULL;
}

Test(api_loop, posts_from_another_thread_wake_the_loop)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert_eq(ev(vm, "globalThis.log = [];"), TARN_OK);
    cr_assert_eq(tarn_loop_next_deadline(vm), -2, "nothing pending");
    tarn_loop_ref(vm); /* the thread may still post */
    cr_assert_eq(tarn_loop_next_deadline(vm), -1, "only a host ref");
    Poster p = { vm, 20 };
    pthread_t th;
    pthread_create(&th, NULL, poster, &p);
    cr_assert_eq(tarn_run_loop(vm), TARN_OK); /* sleeps, wakes per post, ends at the unref */
    pthread_join(th, NULL);
    assert_log(vm, "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19");
    tarn_vm_free(vm);
}

static int notified;
static void on_post(tarn_vm *vm, void *data) { __atomic_add_fetch((int *)data, 1, __ATOMIC_SEQ_CST); }

Test(api_loop, host_driven_timers)
{
    tarn_vm *vm = tarn_vm_new();
    notified = 0;
    tarn_set_post_notify(vm, on_post, &notified);
    cr_assert_eq(ev(vm, "globalThis.log = []; setTimeout(() => log.push('t40'), 40);"
                        "const iv = setInterval(() => { log.push('iv'); if (log.length > 3) clearInterval(iv) }, 15)"),
                 TARN_OK);
    int64_t d = tarn_loop_next_deadline(vm);
    cr_assert(d > 0 && d <= 15, "next deadline %lld ms", (long long)d);
    cr_assert_eq(tarn_run_once(vm), 1, "nothing due yet, work remains");
    assert_log(vm, "");
    cr_assert_eq(tarn_run_once_timeout(vm, 0), 1);
    double t0 = now_ms();
    /* a host loop: sleep until tarn's next deadline, run one turn */
    int turns = 0, r;
    while ((r = tarn_run_once_timeout(vm, 1000)) == 1)
        turns++;
    cr_assert_eq(r, 0);
    double took = now_ms() - t0;
    cr_assert_geq(turns, 2);
    cr_assert(took >= 30 && took < 900, "waited for the timers, not the timeout: %g ms", took);
    /* 15, 30, 40, 45 on an idle machine; a turn delayed by load can move
     * t40 ahead of the second interval, so check the multiset */
    assert_log_sorted(vm, "iv,iv,iv,t40");
    /* a post ends a long wait at once */
    tarn_vm_post(vm, js_job, "log.push('posted')");
    cr_assert_eq(notified, 1);
    cr_assert_eq(tarn_loop_next_deadline(vm), 0);
    cr_assert_eq(ev(vm, "setTimeout(() => log.push('late'), 5000)"), TARN_OK);
    t0 = now_ms();
    cr_assert_eq(tarn_run_once_timeout(vm, 3000), 1, "the late timer remains");
    cr_assert_lt(now_ms() - t0, 1000);
    assert_log_sorted(vm, "iv,iv,iv,posted,t40");
    /* a short timeout returns before the timer */
    t0 = now_ms();
    cr_assert_eq(tarn_run_once_timeout(vm, 20), 1);
    took = now_ms() - t0;
    cr_assert(took >= 15 && took < 1000, "%g ms", took);
    assert_log_sorted(vm, "iv,iv,iv,posted,t40");
    tarn_vm_free(vm);
}

static void *interrupter(void *arg)
{
    usleep(20000);
    tarn_vm_interrupt(arg);
    return NULL;
}

Test(api_loop, interrupt_wakes_a_sleeping_loop)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert_eq(ev(vm, "setTimeout(() => {}, 60000)"), TARN_OK);
    pthread_t th;
    pthread_create(&th, NULL, interrupter, vm);
    double t0 = now_ms();
    cr_assert_eq(tarn_run_loop(vm), TARN_ERROR);
    cr_assert_lt(now_ms() - t0, 10000);
    pthread_join(th, NULL);
    tarn_scope s = tarn_scope_open(vm);
    tarn_value e = tarn_take_exception(vm);
    char *m = tarn_to_string(vm, e, NULL);
    cr_assert_str_eq(m, "Error: interrupted");
    free(m);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}
