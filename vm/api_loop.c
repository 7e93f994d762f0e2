/* vm/api_loop.c — tarn.h's event loop for hosts: the thread-safe mailbox
 * behind tarn_vm_post, host refs that keep the loop alive, the loop's wait
 * (a condition variable a post or an interrupt wakes), and one turn at a
 * time for hosts that run their own loop (tarn_loop_next_deadline,
 * tarn_run_once_timeout). The phases themselves are the library's
 * (vm/library.h loop hooks).
 *
 * Owns ApiLoop: a mutex-protected FIFO of (fn, data) nodes in plain libc
 * memory (a post comes from any thread, outside the VM's allocator hooks),
 * the ref count and the post-notify callback. Invariant: every node is
 * either queued or being run by the loop's thread, and each one's fn is
 * called exactly once: with the VM when it runs, with NULL when the VM is
 * freed first.
 */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <time.h>

#include "api_int.h"

typedef struct Job {
    struct Job *next;
    tarn_job_fn fn;
    void *data;
} Job;

struct ApiLoop {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    Job *head, *tail;
    size_t njobs;
    long refs;
    unsigned wakes;              /* bumped by every post, unref and interrupt */
    void (*notify)(tarn_vm *vm, void *data);
    void *notify_data;
};

int api_loop_init(ApiState *a)
{
    ApiLoop *l = api_libc_malloc(sizeof *l);
    if (!l)
        return -1;
    memset(l, 0, sizeof *l);
    pthread_condattr_t ca;
    if (pthread_condattr_init(&ca) != 0) {
        api_libc_free(l);
        return -1;
    }
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    int rc = pthread_cond_init(&l->cv, &ca);
    pthread_condattr_destroy(&ca);
    if (rc != 0) {
        api_libc_free(l);
        return -1;
    }
    if (pthread_mutex_init(&l->mu, NULL) != 0) {
        pthread_cond_destroy(&l->cv);
        api_libc_free(l);
        return -1;
    }
    a->loop = l;
    return 0;
}

/* At tarn_vm_free: every job still queued learns the VM is gone. */
void api_loop_free(ApiState *a)
{
    ApiLoop *l = a->loop;
    if (!l)
        return;
    pthread_mutex_lock(&l->mu);
    Job *j = l->head;
    l->head = l->tail = NULL;
    l->njobs = 0;
    pthread_mutex_unlock(&l->mu);
    while (j) {
        Job *n = j->next;
        j->fn(NULL, j->data);
        api_libc_free(j);
        j = n;
    }
    pthread_cond_destroy(&l->cv);
    pthread_mutex_destroy(&l->mu);
    api_libc_free(l);
    a->loop = NULL;
}

static void wake_locked(ApiLoop *l)
{
    l->wakes++;
    pthread_cond_broadcast(&l->cv);
}

void api_loop_wake(Vm *vm)
{
    ApiLoop *l = vm->api ? vm->api->loop : NULL;
    if (!l)
        return;
    pthread_mutex_lock(&l->mu);
    wake_locked(l);
    pthread_mutex_unlock(&l->mu);
}

bool api_loop_has_jobs(Vm *vm)
{
    ApiLoop *l = vm->api ? vm->api->loop : NULL;
    if (!l)
        return false;
    pthread_mutex_lock(&l->mu);
    bool r = l->njobs != 0;
    pthread_mutex_unlock(&l->mu);
    return r;
}

size_t api_loop_njobs(Vm *vm)
{
    ApiLoop *l = vm->api ? vm->api->loop : NULL;
    if (!l)
        return 0;
    pthread_mutex_lock(&l->mu);
    size_t n = l->njobs;
    pthread_mutex_unlock(&l->mu);
    return n;
}

bool api_loop_alive(Vm *vm)
{
    ApiLoop *l = vm->api ? vm->api->loop : NULL;
    if (!l)
        return false;
    pthread_mutex_lock(&l->mu);
    bool r = l->njobs != 0 || l->refs > 0;
    pthread_mutex_unlock(&l->mu);
    return r;
}

/* Sleep ms (< 0: until woken), returning early when a job is posted, a ref
 * is dropped or the VM is interrupted. */
void api_loop_wait(Vm *vm, double ms)
{
    ApiLoop *l = vm->api ? vm->api->loop : NULL;
    if (!l) {
        if (ms > 0) {
            struct timespec ts = {(time_t)(ms / 1000), (long)fmod(ms, 1000.0) * 1000000L};
            nanosleep(&ts, NULL);
        }
        return;
    }
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until);
    if (ms >= 0) {
        double ns = (double)until.tv_nsec + ms * 1e6;
        until.tv_sec += (time_t)(ns / 1e9);
        until.tv_nsec = (long)fmod(ns, 1e9);
    }
    pthread_mutex_lock(&l->mu);
    unsigned w = l->wakes;
    while (l->wakes == w && !l->njobs && !__atomic_load_n(&vm->interrupt, __ATOMIC_ACQUIRE)) {
        if (ms < 0) {
            if (l->refs <= 0)
                break; /* nothing could ever wake us */
            pthread_cond_wait(&l->cv, &l->mu);
        } else if (pthread_cond_timedwait(&l->cv, &l->mu, &until) == ETIMEDOUT) {
            break;
        }
    }
    pthread_mutex_unlock(&l->mu);
}

/* Run the oldest posted job inside a handle scope: 1 ran, 0 none, -1 it
 * failed (its exception is pending; later jobs stay queued). */
int api_loop_run_one(Vm *vm)
{
    ApiLoop *l = vm->api->loop;
    pthread_mutex_lock(&l->mu);
    Job *j = l->head;
    if (j) {
        l->head = j->next;
        if (!l->head)
            l->tail = NULL;
        l->njobs--;
    }
    pthread_mutex_unlock(&l->mu);
    if (!j)
        return 0;
    tarn_job_fn fn = j->fn;
    void *data = j->data;
    api_libc_free(j);
    size_t sc = gc_scope_open(vm);
    ApiState *a = vm->api;
    uint32_t depth = a->sdepth, floor = a->sfloor;
    a->sfloor = depth; /* the job may not close scopes opened outside it */
    int rc = fn((tarn_vm *)vm, data);
    a->sdepth = depth; /* scopes the job left open die with its scope */
    a->sfloor = floor;
    gc_scope_close(vm, sc);
    if (rc != TARN_OK && !vm->has_exception)
        vm_throw_error(vm, ERR_ERROR, "host job failed");
    return vm->has_exception ? -1 : 1;
}

/* ---- include/tarn.h ------------------------------------------------------------ */

int tarn_vm_post(tarn_vm *tv, tarn_job_fn fn, void *data)
{
    Vm *vm = (Vm *)tv;
    ApiLoop *l = vm && vm->api ? vm->api->loop : NULL;
    if (!l || !fn)
        return TARN_ERROR;
    Job *j = api_libc_malloc(sizeof *j); /* any thread: outside the VM's hooks */
    if (!j)
        return TARN_ERROR;
    *j = (Job){ NULL, fn, data };
    pthread_mutex_lock(&l->mu);
    if (l->tail)
        l->tail->next = j;
    else
        l->head = j;
    l->tail = j;
    l->njobs++;
    void (*notify)(tarn_vm *, void *) = l->notify;
    void *nd = l->notify_data;
    wake_locked(l);
    pthread_mutex_unlock(&l->mu);
    if (notify)
        notify(tv, nd);
    return TARN_OK;
}

void tarn_set_post_notify(tarn_vm *tv, void (*fn)(tarn_vm *vm, void *data), void *data)
{
    ApiLoop *l = ((Vm *)tv)->api->loop;
    pthread_mutex_lock(&l->mu);
    l->notify = fn;
    l->notify_data = data;
    pthread_mutex_unlock(&l->mu);
}

void tarn_loop_ref(tarn_vm *tv)
{
    ApiLoop *l = ((Vm *)tv)->api->loop;
    pthread_mutex_lock(&l->mu);
    l->refs++;
    pthread_mutex_unlock(&l->mu);
}

void tarn_loop_unref(tarn_vm *tv)
{
    ApiLoop *l = ((Vm *)tv)->api->loop;
    pthread_mutex_lock(&l->mu);
    if (l->refs > 0)
        l->refs--;
    wake_locked(l); /* a loop waiting only for this ref can end */
    void (*notify)(tarn_vm *, void *) = l->notify;
    void *nd = l->notify_data;
    pthread_mutex_unlock(&l->mu);
    if (notify)
        notify(tv, nd);
}

int64_t tarn_loop_next_deadline(tarn_vm *tv)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    double ms = vm->lib->loop_next_ms(vm);
    if (ms < 0)
        return api_loop_alive(vm) ? -1 : -2;
    return (int64_t)ceil(ms);
}

int tarn_run_once_timeout(tarn_vm *tv, int timeout_ms)
{
    API_CTX(tv);
    Vm *vm = (Vm *)tv;
    if (API_NO_PENDING(vm))
        return TARN_ERROR;
    api_enter(vm);
    int r = vm->lib->loop_turn_js(vm, timeout_ms < 0 ? -1 : (double)timeout_ms);
    api_leave(vm);
    return r < 0 ? TARN_ERROR : r;
}
