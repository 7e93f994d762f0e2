/* stdlib/array_sort.c — Array.prototype.sort and toSorted.
 *
 * SortIndexedProperties: the present elements (sort skips holes, toSorted
 * reads them as undefined) are copied into a T_VALUES work buffer, which a
 * handle keeps rooted while the comparator runs; undefineds are only
 * counted (they sort last and never reach the comparator). A bottom-up
 * merge sort (stable) runs between the two halves of the buffer. The
 * comparator may allocate, throw, or mutate the array: every access to the
 * buffer goes through the handle and plain offsets, never a cached pointer,
 * and the array is written back only after the sort completes, so a
 * throwing comparator leaves it untouched (as V8 does).
 *
 * Without a comparator, elements compare by their ToString in code-unit
 * order; the strings are computed once per element and sorted alongside
 * (each item is then a (key, value) pair: width 2).
 */
#include <math.h>

#include "array_int.h"

static Values *values_alloc(Vm *vm, size_t cap)
{
    if (cap > 0x0FFFFFFF) {
        vm_throw_error(vm, ERR_RANGE, "Invalid array length");
        return NULL;
    }
    Values *v = gc_alloc(vm, T_VALUES, sizeof(Values) + cap * sizeof(Value));
    if (v)
        v->cap = (uint32_t)cap;
    return v;
}

static inline Values *buf(Value *h) { return (Values *)v_cell(*h); }

typedef struct SortCtx {
    Value *buf;      /* handle: the T_VALUES work buffer */
    Value *fn;       /* handle: comparator or V_UNDEF */
    Value *args;     /* two handles: comparator arguments */
    unsigned width;  /* values per item: 1, or 2 (key, value) */
} SortCtx;

/* Is item at offset b strictly before item at offset a? 1 / 0 / -1. */
static int less_js(Vm *vm, SortCtx *c, size_t b, size_t a)
{
    Values *v = buf(c->buf);
    if (c->width == 2)
        return vm_str_compare_noalloc(v_str(v->v[b]), v_str(v->v[a])) < 0;
    c->args[0] = v->v[b];
    c->args[1] = v->v[a];
    Value r = vm_call_js(vm, *c->fn, V_UNDEF, 2, c->args);
    if (r == V_EXC)
        return -1;
    if (v_is_int(r))
        return v_get_int(r) < 0;
    double d;
    if (vm_to_number_js(vm, r, &d) < 0)
        return -1;
    return d < 0; /* NaN counts as +0 */
}

static inline void move_item(Vm *vm, Values *v, size_t to, size_t from, unsigned w)
{
    for (unsigned i = 0; i < w; i++)
        GC_WRITE(vm, v, &v->v[to + i], v->v[from + i]);
}

/* Reverse items [lo, hi) in place (a strictly descending run: stable). */
static void reverse_items(Vm *vm, Values *v, size_t lo, size_t hi, unsigned w)
{
    for (; hi - lo > 1; lo++, hi--)
        for (unsigned i = 0; i < w; i++) {
            Value t = v->v[lo * w + i];
            GC_WRITE(vm, v, &v->v[lo * w + i], v->v[(hi - 1) * w + i]);
            GC_WRITE(vm, v, &v->v[(hi - 1) * w + i], t);
        }
}

/* Binary insertion sort of items [lo, hi) whose prefix [lo, sorted) is
 * already in order. Each item goes after every item not greater than it
 * (stable). The buffer is only read while comparing; moves happen after. */
static int insertion_sort_js(Vm *vm, SortCtx *c, size_t lo, size_t sorted, size_t hi)
{
    unsigned w = c->width;
    for (size_t i = sorted; i < hi; i++) {
        size_t l = lo, r = i;
        while (l < r) {
            size_t m = l + (r - l) / 2;
            int lt = less_js(vm, c, i * w, m * w);
            if (lt < 0)
                return -1;
            if (lt)
                r = m;
            else
                l = m + 1;
        }
        if (l == i)
            continue;
        Values *v = buf(c->buf);
        Value piv[2] = {v->v[i * w], w > 1 ? v->v[i * w + 1] : V_EMPTY}; /* no allocation until stored back */
        for (size_t k = i; k > l; k--)
            move_item(vm, v, k * w, (k - 1) * w, w);
        for (unsigned t = 0; t < w; t++)
            GC_WRITE(vm, v, &v->v[l * w + t], piv[t]);
    }
    return 0;
}

/* The minimum run length: 32..64, chosen so n / minrun is close to a power
 * of two (balanced merges), as in TimSort. */
static size_t min_run(size_t n)
{
    size_t r = 0;
    while (n >= 64) {
        r |= n & 1;
        n >>= 1;
    }
    return n + r;
}

/* Sort n items of width w stored at offset 0 of the buffer, using
 * [n*w, 2*n*w) as scratch; *final gets the offset of the result.
 * 1. runs: a natural run (non-descending, or strictly descending and then
 *    reversed) extended to min_run items by binary insertion;
 * 2. bottom-up merges of adjacent runs, copying when already in order.
 * Sorted and reversed inputs cost n-1 comparisons. */
static int merge_sort_js(Vm *vm, SortCtx *c, size_t n, size_t *final)
{
    unsigned w = c->width;
    *final = 0;
    if (n < 2)
        return 0;
    size_t *runs = malloc(sizeof(size_t) * (n + 1)); /* run starts, then n */
    if (!runs) {
        vm_throw_oom(vm);
        return -1;
    }
    size_t nruns = 0, minrun = min_run(n);
    for (size_t lo = 0; lo < n;) {
        size_t hi = lo + 1;
        if (hi < n) {
            int lt = less_js(vm, c, hi * w, lo * w);
            if (lt < 0)
                goto fail;
            hi++;
            if (lt) {
                for (; hi < n; hi++) {
                    int d = less_js(vm, c, hi * w, (hi - 1) * w);
                    if (d < 0)
                        goto fail;
                    if (!d)
                        break;
                }
                reverse_items(vm, buf(c->buf), lo, hi, w);
            } else {
                for (; hi < n; hi++) {
                    int d = less_js(vm, c, hi * w, (hi - 1) * w);
                    if (d < 0)
                        goto fail;
                    if (d)
                        break;
                }
            }
        }
        size_t want = lo + minrun < n ? lo + minrun : n;
        if (hi < want) {
            if (insertion_sort_js(vm, c, lo, hi, want) < 0)
                goto fail;
            hi = want;
        }
        runs[nruns++] = lo;
        lo = hi;
    }
    runs[nruns] = n;
    size_t src = 0, dst = n * w;
    while (nruns > 1) {
        size_t out = 0;
        for (size_t r = 0; r < nruns; r += 2) {
            size_t lo = runs[r], mid = runs[r + 1], hi = r + 2 <= nruns ? runs[r + 2] : mid;
            if (r + 1 >= nruns)
                hi = mid = runs[nruns];
            runs[out++] = lo;
            bool ordered = true; /* a lone run, or right head not before left tail */
            if (mid < hi) {
                int lt = less_js(vm, c, src + mid * w, src + (mid - 1) * w);
                if (lt < 0)
                    goto fail;
                ordered = !lt;
            }
            size_t i = lo, j = mid, k = lo;
            Values *v = buf(c->buf);
            if (ordered) {
                for (; k < hi; k++)
                    move_item(vm, v, dst + k * w, src + k * w, w);
                continue;
            }
            while (i < mid && j < hi) {
                int lt = less_js(vm, c, src + j * w, src + i * w);
                if (lt < 0)
                    goto fail;
                v = buf(c->buf);
                if (lt)
                    move_item(vm, v, dst + (k++) * w, src + (j++) * w, w);
                else
                    move_item(vm, v, dst + (k++) * w, src + (i++) * w, w);
            }
            v = buf(c->buf);
            while (i < mid)
                move_item(vm, v, dst + (k++) * w, src + (i++) * w, w);
            while (j < hi)
                move_item(vm, v, dst + (k++) * w, src + (j++) * w, w);
        }
        runs[out] = n;
        nruns = out;
        size_t t = src;
        src = dst;
        dst = t;
        LA_POLL(vm, 0xFFF, fail);
    }
    *final = src;
    free(runs);
    return 0;
fail:
    free(runs);
    return -1;
}

/* Append value v to the collection buffer (growing it). */
static int collect_push(Vm *vm, Value *bh, size_t *n, Value v)
{
    if (*n == buf(bh)->cap) {
        size_t sc = gc_scope_open(vm);
        Value *vh = gc_handle(vm, v);
        Values *nb = values_alloc(vm, *n ? *n * 2 : 16);
        if (!nb) {
            gc_scope_close(vm, sc);
            return -1;
        }
        memcpy(nb->v, buf(bh)->v, *n * sizeof(Value));
        *bh = v_from_cell(nb);
        v = *vh;
        gc_scope_close(vm, sc);
    }
    Values *b = buf(bh);
    size_t i = (*n)++; /* not inside GC_WRITE: its barrier reads the slot twice */
    GC_WRITE(vm, b, &b->v[i], v);
    return 0;
}

/* magic 0: sort (in place, holes skipped and kept at the end), 1: toSorted */
Value lib_array_sort(Vm *vm, Value *argv, int argc, bool construct)
{
    bool copy = MAGIC == 1;
    if (la_require_comparator(vm, ARG(0)) < 0)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    int64_t len;
    Value *o = la_this_len(vm, THIS, &len);
    if (!o)
        goto out;
    Value *target = gc_handle(vm, *o);
    if (copy && (*target = la_array_create(vm, (double)len)) == V_EXC)
        goto out;
    /* 1. collect */
    Value *col = gc_handle(vm, V_UNDEF);
    Values *cb = values_alloc(vm, len < 1024 ? (size_t)len : 1024);
    if (!cb)
        goto out;
    *col = v_from_cell(cb);
    size_t n = 0;
    int64_t undefs = 0;
    for (int64_t k = 0; k < len; k++) {
        Value v;
        int has = 1;
        if (copy) {
            v = la_get_js(vm, *o, k);
            if (v == V_EXC)
                goto out;
        } else {
            has = la_get_present_js(vm, *o, k, &v);
            if (has < 0)
                goto out;
        }
        if (!has)
            continue;
        if (v == V_UNDEF)
            undefs++;
        else if (collect_push(vm, col, &n, v) < 0)
            goto out;
        LA_POLL(vm, k, out);
    }
    /* 2. the work buffer: items then scratch */
    SortCtx c;
    c.width = ARG(0) == V_UNDEF ? 2 : 1;
    c.fn = gc_handle(vm, ARG(0));
    c.args = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    c.buf = gc_handle(vm, V_UNDEF);
    Values *wb = values_alloc(vm, 2 * n * c.width);
    if (!wb)
        goto out;
    *c.buf = v_from_cell(wb);
    for (size_t i = 0; i < n; i++) {
        Value v = buf(col)->v[i];
        if (c.width == 2) {
            Value s = v_is_string(v) ? v : vm_to_string_js(vm, v);
            if (s == V_EXC)
                goto out;
            String *f = vm_str_flat(vm, s);
            if (!f)
                goto out;
            GC_WRITE(vm, buf(c.buf), &buf(c.buf)->v[2 * i], v_from_cell(f));
            v = buf(col)->v[i];
            GC_WRITE(vm, buf(c.buf), &buf(c.buf)->v[2 * i + 1], v);
        } else {
            GC_WRITE(vm, buf(c.buf), &buf(c.buf)->v[i], v);
        }
    }
    *col = V_UNDEF;
    /* 3. sort */
    size_t at = 0;
    if (merge_sort_js(vm, &c, n, &at) < 0)
        goto out;
    /* 4. write back: sorted values, the undefineds, then holes */
    int64_t j = 0;
    for (; j < (int64_t)n; j++) {
        Value v = buf(c.buf)->v[at + (size_t)j * c.width + (c.width - 1)];
        if ((copy ? la_create_js(vm, *target, j, v) : la_set_js(vm, *target, j, v)) < 0)
            goto out;
    }
    for (int64_t u = 0; u < undefs; u++, j++)
        if ((copy ? la_create_js(vm, *target, j, V_UNDEF) : la_set_js(vm, *target, j, V_UNDEF)) < 0)
            goto out;
    if (!copy) {
        if (la_plain(*target) && len == (int64_t)vm_array(*target)->length) {
            /* the tail is holes already unless elements moved: clear it */
            ArrayObj *a = vm_array(*target);
            for (int64_t k = j; a->elems && k < len && k < a->elems->cap; k++)
                a->elems->v[k] = V_EMPTY;
        } else {
            for (; j < len; j++) {
                if (la_delete_js(vm, *target, j) < 0)
                    goto out;
                LA_POLL(vm, j, out);
            }
        }
    }
    r = *target;
out:
    gc_scope_close(vm, sc);
    return r;
}
