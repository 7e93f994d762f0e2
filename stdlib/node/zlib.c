/* stdlib/node/zlib.c — the natives under node:zlib (stdlib/node/zlib.js):
 * a zlib stream (the system's zlib, linked) and crc32.
 *
 * A stream lives in an ArrayBuffer (its arena) that zlib.js keeps in a
 * private field: the header below, then everything zlib allocates, handed
 * out by a bump allocator (zlib frees only at deflateEnd/inflateEnd). So a
 * stream needs no finalizer: when the collector frees the buffer, zlib's
 * memory goes with it. Invariant: an ArrayBuffer's bytes never move (they
 * are malloc'd once, vm/typed.h), so zlib's pointers into the arena (the
 * state's back pointer to its z_stream included) stay valid; the arena is
 * never handed to script code, and every native checks the header's magic
 * and the buffer's length before it trusts one.
 */
#include <stdalign.h>
#include <string.h>
#include <zlib.h>

#include "node.h"
#include "../web/web.h"
#include "../../vm/typed.h"

/* node's modes (zlib.constants.DEFLATE ...) */
enum { M_NONE, M_DEFLATE, M_INFLATE, M_GZIP, M_GUNZIP, M_DEFLATERAW, M_INFLATERAW, M_UNZIP };

#define ZARENA_MAGIC 0x7a6c6962u /* "zlib" */

typedef struct ZArena {
    z_stream strm;
    uint32_t magic;
    int mode;       /* M_*; an M_UNZIP stream becomes M_GUNZIP or M_INFLATE at its header */
    int level, wbits, memlevel, strategy;
    int err;        /* zlib's last result */
    int flush;      /* the flush of the last write */
    bool init_done; /* deflateInit2/inflateInit2 succeeded and End has not run */
    uint32_t gzip_magic_seen; /* M_UNZIP: header bytes seen so far (0..2) */
    uint8_t *dict;  /* in the arena; dict_len bytes */
    size_t dict_len;
    size_t used, cap; /* the bump allocator over the bytes after the header */
} ZArena;

#define HDR (((sizeof(ZArena) + 15) / 16) * 16)

static voidpf arena_alloc(voidpf opaque, uInt items, uInt size)
{
    ZArena *a = opaque;
    size_t n = (size_t)items * size;
    n = (n + 15) & ~(size_t)15;
    if (n > a->cap - a->used)
        return Z_NULL;
    uint8_t *p = (uint8_t *)a + HDR + a->used;
    a->used += n;
    return p;
}
static void arena_free(voidpf opaque, voidpf p) { (void)opaque, (void)p; }

/* The arena of buffer v, or NULL when v is not a live one. */
static ZArena *arena_of(Value v)
{
    if (!v_is_object(v) || v_hdr(v)->cls != CLS_ARRAYBUFFER)
        return NULL;
    ArrayBufferObj *b = v_ab(v);
    if (!b->data || b->len < HDR)
        return NULL;
    ZArena *a = (ZArena *)b->data;
    return a->magic == ZARENA_MAGIC && HDR + a->cap == b->len ? a : NULL;
}

/* The Int32Array of 3 a native reports in, or NULL. */
static int32_t *state_of(Value v)
{
    if (!v_is_ta(v) || ta_kind(v_cell(v)) != TA_INT32 || v_ta(v)->length < 3)
        return NULL;
    return (int32_t *)v_ta(v)->data;
}

/* The bytes deflateInit2/inflateInit2 ask for, with room for the state
 * structs (zlib.h's memory figures plus a margin). */
static size_t arena_need(int mode, int wbits, int memlevel)
{
    size_t w = (size_t)1 << (wbits < 8 ? 8 : wbits > 15 ? 15 : wbits);
    bool deflating = mode == M_DEFLATE || mode == M_GZIP || mode == M_DEFLATERAW;
    if (deflating)
        return 4 * w + ((size_t)1 << (memlevel + 9)) + 65536;
    return w + 65536;
}

static int window_bits(const ZArena *a)
{
    switch (a->mode) {
    case M_GZIP:
    case M_GUNZIP: return a->wbits + 16;
    case M_UNZIP: return a->wbits + 32;
    case M_DEFLATERAW:
    case M_INFLATERAW: return -a->wbits;
    default: return a->wbits;
    }
}

static bool is_deflate(int mode) { return mode == M_DEFLATE || mode == M_GZIP || mode == M_DEFLATERAW; }

/* (Re)starts zlib on the arena: the allocator from the top. */
static int arena_start(ZArena *a)
{
    a->used = (size_t)((a->dict + a->dict_len) - ((uint8_t *)a + HDR));
    a->used = (a->used + 15) & ~(size_t)15;
    memset(&a->strm, 0, sizeof a->strm);
    a->strm.zalloc = arena_alloc;
    a->strm.zfree = arena_free;
    a->strm.opaque = a;
    a->gzip_magic_seen = 0;
    a->err = is_deflate(a->mode) ? deflateInit2(&a->strm, a->level, Z_DEFLATED, window_bits(a), a->memlevel, a->strategy)
                                 : inflateInit2(&a->strm, window_bits(a));
    if (a->err != Z_OK)
        return a->err;
    a->init_done = true;
    if (a->dict_len && (a->mode == M_DEFLATE || a->mode == M_DEFLATERAW))
        a->err = deflateSetDictionary(&a->strm, a->dict, (uInt)a->dict_len);
    else if (a->dict_len && a->mode == M_INFLATERAW)
        a->err = inflateSetDictionary(&a->strm, a->dict, (uInt)a->dict_len);
    return a->err;
}

/* An error of the stream: its message as a string, errno in state[2]
 * (zlib.js makes node's Error with errno and code from them). */
static Value z_error(Vm *vm, int32_t *state, int err, const char *msg)
{
    state[2] = err;
    return vm_str_from_utf8(vm, msg, strlen(msg));
}

/* init(state, mode, level, windowBits, memLevel, strategy[, dictionary]):
 * a new stream's arena, or (zlib refused the parameters) a message with
 * errno in state[2] */
static Value c_init(Vm *vm, Value *argv, int argc, bool construct)
{
    int32_t *state = state_of(ARG(0));
    int mode = (int)v_to_double(ARG(1));
    if (!state || !v_is_number(ARG(1)) || mode < M_DEFLATE || mode > M_UNZIP)
        return vm_throw_error(vm, ERR_TYPE, "node:zlib: bad mode");
    int level = (int)v_to_double(ARG(2)), wbits = (int)v_to_double(ARG(3)), memlevel = (int)v_to_double(ARG(4)),
        strategy = (int)v_to_double(ARG(5));
    if (memlevel < 1 || memlevel > 9 || wbits < 0 || wbits > 15)
        return vm_throw_error(vm, ERR_RANGE, "node:zlib: bad parameters");
    const uint8_t *d = NULL;
    size_t dlen = 0;
    if (argc > 6 && v_is_object(ARG(6)) && !web_buffer_source_noalloc(ARG(6), &d, &dlen))
        return vm_throw_error(vm, ERR_TYPE, "node:zlib: dictionary is not a buffer");
    size_t cap = arena_need(mode, wbits ? wbits : 15, memlevel) + ((dlen + 15) & ~(size_t)15);
    size_t sc = gc_scope_open(vm);
    Value *ab = gc_handle(vm, vm_arraybuffer_new(vm, HDR + cap));
    Value r = V_EXC;
    if (*ab == V_EXC)
        goto out;
    /* d points into a buffer's bytes, which a collection does not move */
    ZArena *a = (ZArena *)v_ab(*ab)->data;
    a->magic = ZARENA_MAGIC;
    a->mode = mode;
    a->level = level;
    a->wbits = wbits;
    a->memlevel = memlevel;
    a->strategy = strategy;
    a->cap = cap;
    a->dict = (uint8_t *)a + HDR;
    a->dict_len = dlen;
    if (dlen)
        memcpy(a->dict, d, dlen);
    int e = arena_start(a);
    r = e == Z_OK ? *ab : z_error(vm, state, e, a->init_done ? "Failed to set dictionary" : "Init error");
out:
    gc_scope_close(vm, sc);
    return r;
}

/* node's error for the state after a write (ZlibContext::GetErrorInfo):
 * NULL when it is not one */
static const char *write_error(ZArena *a)
{
    const char *m = NULL;
    switch (a->err) {
    case Z_OK:
    case Z_BUF_ERROR:
        if (a->strm.avail_out != 0 && a->flush == Z_FINISH)
            m = "unexpected end of file";
        break;
    case Z_STREAM_END: break;
    case Z_NEED_DICT: m = a->dict_len ? "Bad dictionary" : "Missing dictionary"; break;
    default: m = "Zlib error"; break;
    }
    if (m && a->strm.msg)
        m = a->strm.msg;
    return m;
}

/* One write of node's ZlibContext::DoThreadPoolWork. */
static void do_write(ZArena *a)
{
    z_stream *s = &a->strm;
    if (is_deflate(a->mode)) {
        a->err = deflate(s, a->flush);
        return;
    }
    if (a->mode == M_UNZIP) {
        /* node's own sniffing: gzip's two magic bytes make it gunzip */
        const uint8_t *p = s->next_in;
        unsigned n = s->avail_in;
        if (a->gzip_magic_seen == 0 && n > 0) {
            if (p[0] == 0x1f) {
                a->gzip_magic_seen = 1;
                p++, n--;
            } else {
                a->mode = M_INFLATE;
            }
        }
        if (a->gzip_magic_seen == 1 && n > 0)
            a->mode = p[0] == 0x8b ? M_GUNZIP : M_INFLATE;
    }
    a->err = inflate(s, a->flush);
    if (a->mode != M_INFLATERAW && a->err == Z_NEED_DICT && a->dict_len) {
        a->err = inflateSetDictionary(s, a->dict, (uInt)a->dict_len);
        if (a->err == Z_OK)
            a->err = inflate(s, a->flush);
        else if (a->err == Z_DATA_ERROR)
            a->err = Z_NEED_DICT; /* node: a dictionary that does not match is "Bad dictionary" */
    }
    /* gzip members one after another: the next one is read too */
    while (s->avail_in > 0 && a->mode == M_GUNZIP && a->err == Z_STREAM_END && s->next_in[0] != 0) {
        a->err = inflateReset(s);
        if (a->err == Z_OK)
            a->err = inflate(s, a->flush);
    }
}

/* write(arena, state, flush, in, inOff, inLen, out, outOff, outLen):
 * state (an Int32Array of 3) gets [availOutAfter, availInAfter]; the
 * result is undefined, or node's error for the stream as z_error's */
static Value c_write(Vm *vm, Value *argv, int argc, bool construct)
{
    ZArena *a = arena_of(ARG(0));
    uint8_t *in, *out;
    int32_t *state = state_of(ARG(1));
    size_t inl, outl;
    if (!a || !a->init_done || !state ||
        !vm_typed_memory_noalloc(ARG(3), (void **)&in, &inl) || !vm_typed_memory_noalloc(ARG(6), (void **)&out, &outl))
        return vm_throw_error(vm, ERR_TYPE, "node:zlib: write on a closed or bad stream");
    double io = v_to_double(ARG(4)), il = v_to_double(ARG(5)), oo = v_to_double(ARG(7)), ol = v_to_double(ARG(8));
    if (!(io >= 0 && il >= 0 && io + il <= (double)inl && oo >= 0 && ol >= 0 && oo + ol <= (double)outl))
        return vm_throw_error(vm, ERR_RANGE, "node:zlib: write out of bounds");
    a->flush = (int)v_to_double(ARG(2));
    a->strm.next_in = in ? in + (size_t)io : (uint8_t *)"";
    a->strm.avail_in = (uInt)il;
    a->strm.next_out = out + (size_t)oo;
    a->strm.avail_out = (uInt)ol;
    do_write(a);
    state[0] = (int32_t)a->strm.avail_out;
    state[1] = (int32_t)a->strm.avail_in;
    a->strm.next_in = a->strm.next_out = NULL; /* the buffers may move on with the script */
    const char *m = write_error(a);
    return m ? z_error(vm, state, a->err, m) : V_UNDEF;
}

/* reset(arena, state): node's reset(); an error as write's */
static Value c_reset(Vm *vm, Value *argv, int argc, bool construct)
{
    ZArena *a = arena_of(ARG(0));
    int32_t *state = state_of(ARG(1));
    if (!a || !a->init_done || !state)
        return V_UNDEF;
    a->err = is_deflate(a->mode) ? deflateReset(&a->strm) : inflateReset(&a->strm);
    if (a->err == Z_OK && a->dict_len && (a->mode == M_DEFLATE || a->mode == M_DEFLATERAW))
        a->err = deflateSetDictionary(&a->strm, a->dict, (uInt)a->dict_len);
    else if (a->err == Z_OK && a->dict_len && a->mode == M_INFLATERAW)
        a->err = inflateSetDictionary(&a->strm, a->dict, (uInt)a->dict_len);
    return a->err == Z_OK ? V_UNDEF : z_error(vm, state, a->err, "Failed to reset stream");
}

/* params(arena, state, level, strategy): deflateParams; an error as write's */
static Value c_params(Vm *vm, Value *argv, int argc, bool construct)
{
    ZArena *a = arena_of(ARG(0));
    int32_t *state = state_of(ARG(1));
    if (!a || !a->init_done || !state || !is_deflate(a->mode))
        return V_UNDEF;
    a->level = (int)v_to_double(ARG(2));
    a->strategy = (int)v_to_double(ARG(3));
    a->err = deflateParams(&a->strm, a->level, a->strategy);
    return a->err == Z_OK || a->err == Z_BUF_ERROR ? V_UNDEF : z_error(vm, state, a->err, "Failed to set parameters");
}

/* close(arena): the stream is done (its memory goes with the arena) */
static Value c_close(Vm *vm, Value *argv, int argc, bool construct)
{
    ZArena *a = arena_of(ARG(0));
    if (a && a->init_done) {
        if (is_deflate(a->mode))
            deflateEnd(&a->strm);
        else
            inflateEnd(&a->strm);
        a->init_done = false;
    }
    return V_UNDEF;
}

/* crc32(data, value): zlib's crc32 of data's bytes continuing from value */
static Value c_crc32(Vm *vm, Value *argv, int argc, bool construct)
{
    const uint8_t *p = NULL;
    size_t n = 0;
    if (!web_buffer_source_noalloc(ARG(0), &p, &n))
        return vm_throw_error(vm, ERR_TYPE, "node:zlib: crc32 of a non-buffer");
    uLong c = (uLong)(uint32_t)v_to_double(ARG(1));
    while (n > 0) {
        uInt k = n > 0x40000000u ? 0x40000000u : (uInt)n;
        c = crc32(c, p, k);
        p += k, n -= k;
    }
    return v_num((double)(uint32_t)c);
}

Value lib_node_zlib_natives(Vm *vm)
{
    static const LibFn fns[] = {{"init", c_init, 7, 0},     {"write", c_write, 9, 0}, {"reset", c_reset, 2, 0},
                                {"params", c_params, 4, 0}, {"close", c_close, 1, 0}, {"crc32", c_crc32, 2, 0},
                                {NULL, NULL, 0, 0}};
    return lib_node_natives_with(vm, fns);
}
