/* vm/api_ring.c — checked mode's ring of host handles (api_int.h,
 * "Checked mode"; docs/embedding.md "Debugging a host").
 *
 * A host handle in checked mode is the address of a ring slot: the value
 * (a copy of its handle-stack twin, both updated by the collector) and the
 * handle-stack index it was made for. The slot is live while that index is
 * below the stack's top and hring[index] still names the slot; after that
 * the handle is stale, and check_handle (api_value.c) aborts on it.
 *
 * To tell a stale handle from a newer one, a slot must not be handed out
 * again while a stale handle to it may still be around. Slots are handed
 * out in order through a reservation of address space for ring_cap slots
 * (2^28, 4 GiB of addresses, where the system allows it: the size halves
 * until a reservation succeeds), so a slot is reused only after ring_cap
 * more handles; then the order starts over, skipping the slots still
 * live. The reservation costs memory only for the pages in use: every
 * RING_SWEEP handles, the pages below the newest one that hold no live
 * slot are given back (MADV_DONTNEED); such a page reads as zeros again,
 * a slot whose index is 0, which no live slot has, so a stale handle into
 * it is still caught.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "api_int.h"

struct ApiRingSlot {
    Value v;                     /* the handle points here (first member) */
    uint32_t h1;                 /* handle-stack index + 1; 0: never handed out or given back */
    uint32_t unused;
};
typedef struct ApiRingSlot RingSlot;

#define RING_CAP_MAX ((uint32_t)1 << 28)
#define RING_CAP_MIN ((uint32_t)1 << 16)
#define RING_SWEEP ((uint32_t)1 << 16) /* handles between two returns of pages */

static size_t slots_per_page(void)
{
    long p = sysconf(_SC_PAGESIZE);
    return (p > 0 ? (size_t)p : 4096) / sizeof(RingSlot);
}

int api_ring_init(Vm *vm)
{
    ApiState *a = vm->api;
    a->hring = calloc(vm->hcap, sizeof *a->hring);
    if (!a->hring)
        return -1;
    for (uint32_t cap = RING_CAP_MAX; cap >= RING_CAP_MIN; cap >>= 1) {
        void *p = mmap(NULL, (size_t)cap * sizeof(RingSlot), PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            continue;
        a->ring_per_page = (uint32_t)slots_per_page();
        a->ring_kept = calloc((size_t)cap / a->ring_per_page + 1, 1);
        if (!a->ring_kept) {
            munmap(p, (size_t)cap * sizeof(RingSlot));
            return -1;
        }
        a->ring = p;
        a->ring_cap = cap;
        return 0;
    }
    return -1;
}

void api_ring_free(ApiState *a)
{
    if (a->ring)
        munmap(a->ring, (size_t)a->ring_cap * sizeof(RingSlot));
    free(a->ring_kept);
    free(a->hring);
}

static bool slot_live(Vm *vm, uint32_t k)
{
    uint32_t i1 = vm->api->ring[k].h1;
    return i1 && i1 - 1 < vm->htop && vm->api->hring[i1 - 1] == k + 1;
}

int api_ring_owns(Vm *vm, Value *p)
{
    ApiState *a = vm->api;
    uintptr_t off = (uintptr_t)p - (uintptr_t)a->ring;
    if ((uintptr_t)p < (uintptr_t)a->ring || off >= (uintptr_t)a->ring_cap * sizeof(RingSlot) ||
        off % sizeof(RingSlot))
        return 0;
    return slot_live(vm, (uint32_t)(off / sizeof(RingSlot))) ? 1 : -1;
}

static int by_index(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

/* Give back the pages wholly below slot `upto` that hold no live slot. */
static void give_back(Vm *vm, uint32_t upto)
{
    ApiState *a = vm->api;
    size_t per = a->ring_per_page, n = 0;
    uint32_t *live = malloc((vm->htop + 1) * sizeof *live);
    if (!live)
        return; /* only memory is lost: the pages stay */
    for (size_t i = 0; i < vm->htop; i++) {
        uint32_t k1 = a->hring[i];
        if (k1 && a->ring[k1 - 1].h1 == i + 1)
            live[n++] = k1 - 1;
    }
    qsort(live, n, sizeof *live, by_index);
    size_t j = 0, run = 0, run_len = 0; /* a run of pages to give back in one call */
    for (size_t pg = 0;; pg++) {
        bool last = (pg + 1) * per > upto;
        while (!last && j < n && live[j] < pg * per)
            j++;
        bool give = !last && a->ring_kept[pg] && !(j < n && live[j] < (pg + 1) * per);
        if (give) {
            if (!run_len)
                run = pg;
            run_len++;
            a->ring_kept[pg] = 0;
        } else if (run_len) {
            madvise((char *)a->ring + run * per * sizeof(RingSlot), run_len * per * sizeof(RingSlot), MADV_DONTNEED);
            run_len = 0;
        }
        if (last)
            break;
    }
    free(live);
}

tarn_value api_ring_handle(Vm *vm, Value *p)
{
    ApiState *a = vm->api;
    if (a->ring_next - a->ring_swept >= RING_SWEEP) {
        give_back(vm, a->ring_next);
        a->ring_swept = a->ring_next;
    }
    for (uint32_t n = 0; n < a->ring_cap; n++) {
        uint32_t k = a->ring_next;
        a->ring_next = k + 1 == a->ring_cap ? 0 : k + 1;
        if (a->ring_next < a->ring_swept)
            a->ring_swept = a->ring_next; /* the order started over */
        if (slot_live(vm, k))
            continue;
        size_t i = (size_t)(p - vm->handles);
        a->ring[k].v = *p;
        a->ring[k].h1 = (uint32_t)i + 1;
        a->ring_kept[k / a->ring_per_page] = 1;
        a->hring[i] = k + 1;
        if (i + 1 > a->hring_top)
            a->hring_top = i + 1;
        return api_val(&a->ring[k].v);
    }
    return api_val(p); /* every ring slot live: an unchecked handle */
}

/* The ring is a root set: its live slots are visited (the collector updates
 * them as it updates their handle-stack twins). A dead slot is never read
 * (check_handle refuses it first), so its stale value needs no clearing;
 * but a slot whose handle-stack index is above the top now must stay dead
 * when the runtime's own handles cover that index again, since this
 * collection does not update its value: its hring entry is cleared. */
void api_ring_trace(Vm *vm, GcTracer *t)
{
    ApiState *a = vm->api;
    for (size_t i = vm->htop; i < a->hring_top; i++)
        a->hring[i] = 0;
    if (a->hring_top > vm->htop)
        a->hring_top = vm->htop;
    for (size_t i = 0; i < vm->htop; i++) {
        uint32_t k1 = a->hring[i];
        if (k1 && a->ring[k1 - 1].h1 == i + 1)
            gc_visit_range(t, &a->ring[k1 - 1].v, 1);
    }
}
