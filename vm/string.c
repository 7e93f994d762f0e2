/* vm/string.c — string cells: creation (Latin-1, UTF-16, UTF-8), ropes and
 * their flattening, substrings, equality, ordering, hashing, UTF-8 output,
 * symbols, and the trace functions of T_ROPE and T_SYMBOL.
 *
 * Invariants: a flat String is immutable once published (only the GC-free
 * cache bits STR_HASHED/STR_INDEX_NO/STR_ATOM may be set later). Strings made
 * here are Latin-1 whenever every code unit is < 256. A Rope is at least
 * ROPE_MIN units long; once flattened it holds the flat String in `left` and
 * V_EMPTY in `right`. A private leaf (STR_BUF) is only ever the right child
 * of ropes, never a value: it has room to grow, its len is how far it has
 * been filled, and each rope over it reads only its own prefix of it
 * (rope len - length(left) units), so appending to it in place changes no
 * existing string. The atom table is in vm/atom.c, numbers in
 * vm/numconv.c.
 */
#include <stdlib.h>
#include <string.h>

#include "string_int.h"
#include "../gc/heap.h"

void vm_trace_rope(GcTracer *t, void *cell);
void vm_trace_symbol(GcTracer *t, void *cell);

/* Concatenations shorter than this are copied flat: a copy of <256 units is
 * cheaper than a rope cell plus a later flatten (Hermes uses the same cut). */
#define ROPE_MIN 256

static Value throw_len(Vm *vm)
{
    return vm_throw_error(vm, ERR_RANGE, "Invalid string length");
}

static bool is_wide(Value v)
{
    return (v_hdr(v)->flags & STR_WIDE) != 0;
}

/* How many units of its right child the (unflattened) rope r reads. */
static uint32_t right_len(const Rope *r)
{
    return r->len - vm_str_len_noalloc(r->left);
}

/* Units a private leaf can hold. */
static uint32_t buf_room(const String *s)
{
    size_t bytes = s->hdr.size - sizeof(String);
    return (uint32_t)((s->hdr.flags & STR_WIDE) ? bytes / 2 : bytes);
}

/* The flat String behind a flat string or an already flattened rope. */
static String *flat_of(Value v)
{
    if (v_hdr(v)->type == T_STRING)
        return v_str(v);
    Rope *r = v_cell(v);
    return r->right == V_EMPTY ? v_str(r->left) : NULL;
}

/* Copy n units of src (from `from`) into dst at `at`; dst is wide if any
 * unit may be >= 256. */
static void copy_units(String *dst, uint32_t at, const String *src, uint32_t from, uint32_t n)
{
    bool dw = dst->hdr.flags & STR_WIDE, sw = src->hdr.flags & STR_WIDE;
    if (!dw && !sw) {
        memcpy(dst->data + at, src->data + from, n);
    } else if (dw && sw) {
        memcpy((uint16_t *)dst->data + at, (const uint16_t *)src->data + from, 2 * (size_t)n);
    } else if (dw) {
        uint16_t *d = (uint16_t *)dst->data + at;
        for (uint32_t i = 0; i < n; i++)
            d[i] = src->data[from + i];
    } else { /* a wide source whose units all fit (callers checked) */
        const uint16_t *s = (const uint16_t *)src->data + from;
        for (uint32_t i = 0; i < n; i++)
            dst->data[at + i] = (uint8_t)s[i];
    }
}

Value vm_str_alloc(Vm *vm, uint32_t len, bool wide)
{
    if (len > STR_MAX_LEN)
        return throw_len(vm);
    /* Latin-1 strings get one spare zero byte, so data is NUL-terminated. */
    size_t bytes = sizeof(String) + (wide ? 2 * (size_t)len : (size_t)len + 1);
    String *s = gc_alloc(vm, T_STRING, bytes);
    if (!s)
        return V_EXC;
    s->len = len;
    if (wide)
        s->hdr.flags = STR_WIDE;
    return v_from_cell(s);
}

/* Source bytes that live inside the heap would move under the allocation:
 * copy them out first. Returns the pointer to use and sets *tmp to free. */
static const void *stable_src(Vm *vm, const void *s, size_t bytes, void **tmp)
{
    *tmp = NULL;
    if (!bytes || !gc_in_heap_noalloc(vm, s))
        return s;
    void *c = malloc(bytes);
    if (!c)
        return NULL;
    memcpy(c, s, bytes);
    *tmp = c;
    return c;
}

Value vm_str_from_latin1(Vm *vm, const uint8_t *s, size_t len)
{
    if (len == 0 && vm->atom[A_empty])
        return vm->atom[A_empty];
    if (len == 1 && vm->char_str[s[0]])
        return vm->char_str[s[0]];
    if (len > STR_MAX_LEN)
        return throw_len(vm);
    void *tmp;
    const uint8_t *src = stable_src(vm, s, len, &tmp);
    if (!src)
        return vm_throw_oom(vm);
    Value r = vm_str_alloc(vm, (uint32_t)len, false);
    if (r != V_EXC)
        memcpy(v_str(r)->data, src, len);
    free(tmp);
    return r;
}

Value vm_str_from_utf16(Vm *vm, const uint16_t *s, size_t len)
{
    if (len > STR_MAX_LEN)
        return throw_len(vm);
    bool wide = false;
    for (size_t i = 0; i < len; i++)
        if (s[i] >= 256) {
            wide = true;
            break;
        }
    if (!wide && len <= 1) {
        uint8_t c = len ? (uint8_t)s[0] : 0;
        return vm_str_from_latin1(vm, &c, len);
    }
    void *tmp;
    const uint16_t *src = stable_src(vm, s, 2 * len, &tmp);
    if (!src)
        return vm_throw_oom(vm);
    Value r = vm_str_alloc(vm, (uint32_t)len, wide);
    if (r != V_EXC) {
        String *o = v_str(r);
        if (wide)
            memcpy(o->data, src, 2 * len);
        else
            for (size_t i = 0; i < len; i++)
                o->data[i] = (uint8_t)src[i];
    }
    free(tmp);
    return r;
}

/* Decode UTF-8 into UTF-16. Invalid sequences become U+FFFD, one per
 * maximal subpart (the WHATWG decoder node uses). Surrogate code points in
 * 3-byte form (WTF-8/CESU) are kept as the surrogate units, so the compiler
 * may pass "\uD83D" escapes through UTF-8 buffers. Returns units written. */
size_t str_utf8_decode(const uint8_t *s, size_t len, uint16_t *out)
{
    size_t i = 0, n = 0;
    while (i < len) {
        uint8_t c = s[i];
        if (c < 0x80) {
            out[n++] = c;
            i++;
            continue;
        }
        uint32_t cp;
        int need;
        uint8_t lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            need = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            need = 2;
            cp = c & 0x0F;
            if (c == 0xE0)
                lo = 0xA0;
        } else if (c >= 0xF0 && c <= 0xF4) {
            need = 3;
            cp = c & 0x07;
            if (c == 0xF0)
                lo = 0x90;
            if (c == 0xF4)
                hi = 0x8F;
        } else {
            out[n++] = 0xFFFD;
            i++;
            continue;
        }
        i++;
        int k = 0;
        for (; k < need; k++) {
            if (i >= len || s[i] < lo || s[i] > hi)
                break;
            cp = (cp << 6) | (s[i] & 0x3F);
            lo = 0x80;
            hi = 0xBF;
            i++;
        }
        if (k < need) {
            out[n++] = 0xFFFD;
            continue;
        }
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out[n++] = (uint16_t)(0xD800 | (cp >> 10));
            out[n++] = (uint16_t)(0xDC00 | (cp & 0x3FF));
        } else {
            out[n++] = (uint16_t)cp;
        }
    }
    return n;
}

Value vm_str_from_utf8(Vm *vm, const char *s, size_t len)
{
    size_t i = 0;
    while (i < len && (uint8_t)s[i] < 0x80)
        i++;
    if (i == len)
        return vm_str_from_latin1(vm, (const uint8_t *)s, len);
    uint16_t *buf = malloc((len ? len : 1) * sizeof(uint16_t));
    if (!buf)
        return vm_throw_oom(vm);
    size_t n = str_utf8_decode((const uint8_t *)s, len, buf);
    Value r = vm_str_from_utf16(vm, buf, n);
    free(buf);
    return r;
}

Value vm_str_from_cstr(Vm *vm, const char *s)
{
    return vm_str_from_utf8(vm, s, strlen(s));
}

uint32_t vm_str_len_noalloc(Value s)
{
    if (v_hdr(s)->type == T_STRING)
        return v_str(s)->len;
    return ((Rope *)v_cell(s))->len;
}

Value vm_str_concat(Vm *vm, Value a, Value b)
{
    uint32_t la = vm_str_len_noalloc(a), lb = vm_str_len_noalloc(b);
    if (la == 0)
        return b;
    if (lb == 0)
        return a;
    if ((uint64_t)la + lb > STR_MAX_LEN)
        return throw_len(vm);
    uint32_t total = la + lb;
    bool wide = is_wide(a) || is_wide(b);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    if (total < ROPE_MIN) {
        Value *ha = gc_handle(vm, a), *hb = gc_handle(vm, b);
        r = vm_str_alloc(vm, total, wide);
        if (r != V_EXC) {
            String *o = v_str(r), *sa = flat_of(*ha), *sb = flat_of(*hb);
            if (!wide) { /* both Latin-1: two byte copies */
                memcpy(o->data, sa->data, la);
                memcpy(o->data + la, sb->data, lb);
            } else {
                copy_units(o, 0, sa, 0, la);
                copy_units(o, la, sb, 0, lb);
            }
        }
    } else if (v_hdr(a)->type == T_ROPE && ((Rope *)v_cell(a))->right != V_EMPTY &&
               v_hdr(((Rope *)v_cell(a))->right)->type == T_STRING && flat_of(b) &&
               right_len(v_cell(a)) + lb < ROPE_MIN) {
        /* s += short piece, again and again: rope(L, R) + b becomes
         * rope(L, R + b) while R + b is short, so a string built a character
         * at a time is a chain of nodes holding up to ROPE_MIN units each,
         * not one node per character (fewer cells to keep alive and trace,
         * and a shallower tree to flatten). R + b is R itself when R is a
         * private leaf with room that no later rope has appended to (a reads
         * all of it): b goes in place and only the new rope node is
         * allocated; otherwise a new private leaf with room for ROPE_MIN
         * units. Ropes are values: a is unchanged (it reads lr units). */
        Rope *ra = v_cell(a);
        String *rs = v_str(ra->right);
        uint32_t lr = right_len(ra);
        bool rw = is_wide(ra->right) || is_wide(b);
        Value *ha = gc_handle(vm, a), *hb = gc_handle(vm, b), *hr;
        if ((rs->hdr.flags & STR_BUF) && lr == rs->len && rw == is_wide(ra->right) && lr + lb <= buf_room(rs)) {
            copy_units(rs, lr, flat_of(b), 0, lb);
            rs->len = lr + lb;
            hr = gc_handle(vm, ra->right);
        } else {
            hr = gc_handle(vm, vm_str_alloc(vm, ROPE_MIN, rw));
            if (*hr == V_EXC)
                goto out;
            String *nr = v_str(*hr);
            nr->hdr.flags |= STR_BUF;
            nr->len = lr + lb;
            copy_units(nr, 0, v_str(((Rope *)v_cell(*ha))->right), 0, lr);
            copy_units(nr, lr, flat_of(*hb), 0, lb);
        }
        Rope *rp = gc_alloc(vm, T_ROPE, sizeof(Rope));
        if (rp) {
            ra = v_cell(*ha);
            rp->len = total;
            rp->depth = ra->depth;
            rp->left = ra->left;
            rp->right = *hr;
            if (wide)
                rp->hdr.flags = STR_WIDE;
            r = v_from_cell(rp);
        }
    } else {
        /* A flattened rope contributes its flat string, so the old tree can
         * be collected. */
        String *fa = flat_of(a), *fb = flat_of(b);
        if (fa)
            a = v_from_cell(fa);
        if (fb)
            b = v_from_cell(fb);
        Value *ha = gc_handle(vm, a), *hb = gc_handle(vm, b);
        Rope *rp = gc_alloc(vm, T_ROPE, sizeof(Rope));
        if (rp) {
            uint32_t da = v_hdr(*ha)->type == T_ROPE ? ((Rope *)v_cell(*ha))->depth : 0;
            uint32_t db = v_hdr(*hb)->type == T_ROPE ? ((Rope *)v_cell(*hb))->depth : 0;
            rp->len = total;
            rp->depth = (da > db ? da : db) + 1;
            rp->left = *ha;
            rp->right = *hb;
            if (wide)
                rp->hdr.flags = STR_WIDE;
            r = v_from_cell(rp);
        }
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

String *vm_str_flat_rope(Vm *vm, Value s)
{
    String *f = flat_of(s);
    if (f)
        return f;
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, s);
    Rope *r = v_cell(s);
    Value out = vm_str_alloc(vm, r->len, is_wide(s));
    if (out == V_EXC) {
        gc_scope_close(vm, sc);
        return NULL;
    }
    r = v_cell(*h);
    String *o = v_str(out);
    /* Fill from the end, walking right children first and stacking left
     * ones: a left-deep rope (s += x in a loop) keeps the stack at depth 1,
     * and nothing here recurses on the C stack. No GC allocation happens in
     * the loop, so the raw pointers stay valid. */
    size_t cap = 64, sp = 0;
    Value *stk = malloc(cap * sizeof(Value));
    if (!stk) {
        gc_scope_close(vm, sc);
        vm_throw_oom(vm);
        return NULL;
    }
    uint32_t pos = r->len, view = r->len; /* view: the units of node this string reads */
    Value node = v_from_cell(r);
    for (;;) {
        if (v_hdr(node)->type == T_ROPE) {
            Rope *n = v_cell(node);
            if (n->right != V_EMPTY) {
                if (sp == cap) {
                    Value *ns = realloc(stk, 2 * cap * sizeof(Value));
                    if (!ns) {
                        free(stk);
                        gc_scope_close(vm, sc);
                        vm_throw_oom(vm);
                        return NULL;
                    }
                    stk = ns;
                    cap *= 2;
                }
                stk[sp++] = n->left;
                view = right_len(n);
                node = n->right;
                continue;
            }
            node = n->left;
        }
        pos -= view;
        copy_units(o, pos, v_str(node), 0, view);
        if (sp == 0)
            break;
        node = stk[--sp];
        view = vm_str_len_noalloc(node);
    }
    free(stk);
    GC_WRITE(vm, r, &r->left, out);
    GC_WRITE(vm, r, &r->right, V_EMPTY);
    gc_scope_close(vm, sc);
    return o;
}

void vm_str_copy_into_noalloc(String *dst, uint32_t at, Value s)
{
    String *f = flat_of(s);
    copy_units(dst, at, f, 0, f->len);
}

Value vm_str_substring(Vm *vm, Value s, uint32_t start, uint32_t end)
{
    uint32_t len = vm_str_len_noalloc(s);
    if (end > len)
        end = len;
    if (start > end)
        start = end;
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, s);
    String *f = vm_str_flat(vm, s);
    Value r = V_EXC;
    if (!f)
        goto out;
    uint32_t n = end - start;
    if (n == len) {
        r = v_from_cell(f);
        goto out;
    }
    if (n == 0 && vm->atom[A_empty]) {
        r = vm->atom[A_empty];
        goto out;
    }
    bool wide = false;
    if (f->hdr.flags & STR_WIDE) {
        const uint16_t *u = (const uint16_t *)f->data + start;
        for (uint32_t i = 0; i < n; i++)
            if (u[i] >= 256) {
                wide = true;
                break;
            }
    }
    if (n == 1 && !wide && vm->char_str[str_at(f, start)]) {
        r = vm->char_str[str_at(f, start)];
        goto out;
    }
    r = vm_str_alloc(vm, n, wide);
    if (r != V_EXC)
        copy_units(v_str(r), 0, flat_of(*h), start, n);
out:
    gc_scope_close(vm, sc);
    return r;
}

bool vm_str_equals_noalloc(String *a, String *b)
{
    if (a == b)
        return true;
    if (a->len != b->len)
        return false;
    if (a->hdr.flags & b->hdr.flags & STR_ATOM)
        return false; /* atoms are unique per content */
    if ((a->hdr.flags & b->hdr.flags & STR_HASHED) && a->hash != b->hash)
        return false;
    bool aw = a->hdr.flags & STR_WIDE, bw = b->hdr.flags & STR_WIDE;
    if (aw == bw)
        return memcmp(a->data, b->data, aw ? 2 * (size_t)a->len : a->len) == 0;
    for (uint32_t i = 0; i < a->len; i++)
        if (str_at(a, i) != str_at(b, i))
            return false;
    return true;
}

/* A cursor over a string's leaves from the end backwards, without
 * allocating: right children first, left ones stacked (a left-deep rope,
 * s += x in a loop, keeps the stack at depth 1). When the small stack
 * would overflow, each later leaf is found by descending from the root. */
typedef struct LeafCursor {
    Value root, stk[32];
    int sp;       /* -1: descend from the root for every leaf */
    bool started;
    uint32_t end; /* units not yet consumed */
} LeafCursor;

/* The leaf holding unit end-1 of node, and the leaf's start in node. */
static String *leaf_ending_at(Value node, uint32_t end, uint32_t *start)
{
    uint32_t base = 0;
    while (v_hdr(node)->type == T_ROPE) {
        Rope *n = v_cell(node);
        if (n->right == V_EMPTY) {
            node = n->left;
            break;
        }
        uint32_t ll = vm_str_len_noalloc(n->left);
        if (end - base <= ll) {
            node = n->left;
        } else {
            base += ll;
            node = n->right;
        }
    }
    *start = base;
    return v_str(node);
}

/* The next leaf backwards; *hi = its units up to the cursor's end. */
static String *cursor_next(LeafCursor *c, uint32_t *hi)
{
    if (c->sp >= 0) {
        Value node = c->started ? c->stk[--c->sp] : c->root;
        uint32_t view = vm_str_len_noalloc(node); /* the units of node the root reads */
        c->started = true;
        while (v_hdr(node)->type == T_ROPE) {
            Rope *n = v_cell(node);
            if (n->right == V_EMPTY) {
                node = n->left;
                break;
            }
            if (c->sp == (int)(sizeof c->stk / sizeof c->stk[0])) {
                c->sp = -1;
                break;
            }
            c->stk[c->sp++] = n->left;
            view = right_len(n);
            node = n->right;
        }
        if (c->sp >= 0) {
            *hi = view;
            return v_str(node);
        }
    }
    uint32_t start;
    String *l = leaf_ending_at(c->root, c->end, &start);
    *hi = c->end - start;
    return l;
}

/* String equality for flat strings and ropes alike, without allocating
 * (=== must not flatten: its callers hold raw values). */
bool vm_str_equals_values_noalloc(Value a, Value b)
{
    String *fa = flat_of(a), *fb = flat_of(b);
    if (fa && fb)
        return vm_str_equals_noalloc(fa, fb);
    uint32_t len = vm_str_len_noalloc(a);
    if (len != vm_str_len_noalloc(b))
        return false;
    LeafCursor ca = {.root = a, .end = len}, cb = {.root = b, .end = len};
    String *la = NULL, *lb = NULL;
    uint32_t ahi = 0, bhi = 0;
    while (ca.end > 0) {
        if (ahi == 0)
            la = cursor_next(&ca, &ahi);
        if (bhi == 0)
            lb = cursor_next(&cb, &bhi);
        uint32_t n = ahi < bhi ? ahi : bhi;
        /* compare the last n units of both pieces */
        for (uint32_t i = 1; i <= n; i++)
            if (str_at(la, ahi - i) != str_at(lb, bhi - i))
                return false;
        ahi -= n;
        bhi -= n;
        ca.end -= n;
        cb.end -= n;
    }
    return true;
}

bool str_eq_latin1_noalloc(const String *s, const uint8_t *b, size_t n)
{
    if (s->len != n)
        return false;
    if (!(s->hdr.flags & STR_WIDE))
        return memcmp(s->data, b, n) == 0;
    const uint16_t *u = (const uint16_t *)s->data;
    for (size_t i = 0; i < n; i++)
        if (u[i] != b[i])
            return false;
    return true;
}

int vm_str_compare_noalloc(String *a, String *b)
{
    if (a == b)
        return 0;
    uint32_t n = a->len < b->len ? a->len : b->len;
    if (!((a->hdr.flags | b->hdr.flags) & STR_WIDE)) {
        int c = memcmp(a->data, b->data, n);
        if (c)
            return c;
    } else {
        for (uint32_t i = 0; i < n; i++) {
            int d = (int)str_at(a, i) - (int)str_at(b, i);
            if (d)
                return d;
        }
    }
    return a->len < b->len ? -1 : a->len > b->len;
}

/* FNV-1a over code units, then a murmur3 finaliser so the low bits used by
 * the open-addressing atom table are well mixed. */
static inline uint32_t fmix(uint32_t h)
{
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    h *= 0xC2B2AE35u;
    h ^= h >> 16;
    return h;
}

uint32_t str_hash_latin1(const uint8_t *s, size_t n)
{
    uint32_t h = 0x811C9DC5u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ s[i]) * 0x01000193u;
    return fmix(h ^ (uint32_t)n);
}

uint32_t str_hash_wide(const uint16_t *s, size_t n)
{
    uint32_t h = 0x811C9DC5u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ s[i]) * 0x01000193u;
    return fmix(h ^ (uint32_t)n);
}

uint32_t vm_str_hash_noalloc(String *s)
{
    if (s->hdr.flags & STR_HASHED)
        return s->hash;
    uint32_t h = (s->hdr.flags & STR_WIDE) ? str_hash_wide((const uint16_t *)s->data, s->len)
                                           : str_hash_latin1(s->data, s->len);
    s->hash = h;
    s->hdr.flags |= STR_HASHED;
    return h;
}

/* UTF-8 of s; a lone surrogate becomes U+FFFD, or with wtf its own 3-byte
 * form (WTF-8), which str_utf8_decode reads back as the same unit. */
static char *str_to_utf8(Vm *vm, Value s, size_t *len_out, bool wtf)
{
    String *f = vm_str_flat(vm, s);
    if (!f)
        return NULL;
    size_t n = 0, len = f->len;
    if (!(f->hdr.flags & STR_WIDE)) {
        for (size_t i = 0; i < len; i++)
            n += f->data[i] < 0x80 ? 1 : 2;
        char *out = malloc(n + 1);
        if (!out) {
            vm_throw_oom(vm);
            return NULL;
        }
        char *p = out;
        for (size_t i = 0; i < len; i++) {
            uint8_t c = f->data[i];
            if (c < 0x80) {
                *p++ = (char)c;
            } else {
                *p++ = (char)(0xC0 | (c >> 6));
                *p++ = (char)(0x80 | (c & 0x3F));
            }
        }
        *p = 0;
        if (len_out)
            *len_out = n;
        return out;
    }
    const uint16_t *u = (const uint16_t *)f->data;
    for (size_t i = 0; i < len; i++) {
        uint16_t c = u[i];
        if (c < 0x80)
            n += 1;
        else if (c < 0x800)
            n += 2;
        else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < len && u[i + 1] >= 0xDC00 && u[i + 1] <= 0xDFFF) {
            n += 4;
            i++;
        } else
            n += 3;
    }
    char *out = malloc(n + 1);
    if (!out) {
        vm_throw_oom(vm);
        return NULL;
    }
    uint8_t *p = (uint8_t *)out;
    for (size_t i = 0; i < len; i++) {
        uint32_t c = u[i];
        if (c < 0x80) {
            *p++ = (uint8_t)c;
        } else if (c < 0x800) {
            *p++ = (uint8_t)(0xC0 | (c >> 6));
            *p++ = (uint8_t)(0x80 | (c & 0x3F));
        } else {
            if (c >= 0xD800 && c <= 0xDFFF) {
                if (c <= 0xDBFF && i + 1 < len && u[i + 1] >= 0xDC00 && u[i + 1] <= 0xDFFF) {
                    c = 0x10000 + ((c - 0xD800) << 10) + (u[i + 1] - 0xDC00);
                    i++;
                    *p++ = (uint8_t)(0xF0 | (c >> 18));
                    *p++ = (uint8_t)(0x80 | ((c >> 12) & 0x3F));
                    *p++ = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
                    *p++ = (uint8_t)(0x80 | (c & 0x3F));
                    continue;
                }
                if (!wtf)
                    c = 0xFFFD; /* lone surrogate */
            }
            *p++ = (uint8_t)(0xE0 | (c >> 12));
            *p++ = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
            *p++ = (uint8_t)(0x80 | (c & 0x3F));
        }
    }
    *p = 0;
    if (len_out)
        *len_out = n;
    return out;
}

char *vm_str_to_utf8(Vm *vm, Value s, size_t *len_out) { return str_to_utf8(vm, s, len_out, false); }

char *vm_str_to_wtf8(Vm *vm, Value s, size_t *len_out) { return str_to_utf8(vm, s, len_out, true); }

Value vm_new_symbol(Vm *vm, Value desc)
{
    size_t sc = gc_scope_open(vm);
    Value *h = gc_handle(vm, desc);
    Symbol *sy = gc_alloc(vm, T_SYMBOL, sizeof(Symbol));
    Value r = V_EXC;
    if (sy) {
        sy->desc = *h;
        sy->hash = fmix(++vm->symbol_seq * 0x9E3779B9u);
        r = v_from_cell(sy);
    }
    gc_scope_close(vm, sc);
    return r;
}

void vm_trace_rope(GcTracer *t, void *cell) { VM_TRACE_ROPE(GC_VISIT, t, cell); }

void vm_trace_symbol(GcTracer *t, void *cell)
{
    Symbol *s = cell;
    gc_visit(t, &s->desc);
}
