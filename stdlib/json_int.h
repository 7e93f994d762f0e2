/* stdlib/json_int.h — private to stdlib/json*.c: a malloc'd UTF-16 buffer
 * and the nesting limit shared by JSON.parse's reviver and JSON.stringify.
 *
 * JsonBuf holds no GC references, so it may live across allocating calls.
 * Once an append fails for lack of memory, `oom` stays set and the caller
 * raises the VM's out-of-memory error when it finishes.
 */
#ifndef TARN_JSON_INT_H
#define TARN_JSON_INT_H

#include "lib.h"

/* The recursive parts (stringify, the reviver walk) stop at this depth with
 * node's "Maximum call stack size exceeded". node itself gets about 4,000
 * levels out of its default stack; this keeps our C recursion well inside
 * an 8 MiB stack even under ASan, where frames are several times larger. */
#define JSON_MAX_DEPTH 4000

typedef struct JsonBuf {
    uint16_t *p;
    size_t len, cap;
    bool oom;
} JsonBuf;

static inline bool jb_reserve(JsonBuf *b, size_t n)
{
    if (b->len + n <= b->cap)
        return true;
    if (b->oom)
        return false;
    size_t nc = b->cap ? b->cap * 2 : 256;
    while (nc < b->len + n)
        nc *= 2;
    uint16_t *np = realloc(b->p, nc * sizeof(uint16_t));
    if (!np) {
        b->oom = true;
        return false;
    }
    b->p = np;
    b->cap = nc;
    return true;
}

static inline void jb_ch(JsonBuf *b, uint16_t c)
{
    if (jb_reserve(b, 1))
        b->p[b->len++] = c;
}

static inline void jb_ascii(JsonBuf *b, const char *s)
{
    size_t n = strlen(s);
    if (jb_reserve(b, n))
        for (size_t i = 0; i < n; i++)
            b->p[b->len++] = (uint8_t)s[i];
}

static inline void jb_units(JsonBuf *b, const uint16_t *s, size_t n)
{
    if (jb_reserve(b, n)) {
        memcpy(b->p + b->len, s, n * sizeof(uint16_t));
        b->len += n;
    }
}

/* Append the code units of a flat String (no allocation). */
static inline void jb_string(JsonBuf *b, const String *s)
{
    if (!jb_reserve(b, s->len))
        return;
    if (s->hdr.flags & STR_WIDE)
        memcpy(b->p + b->len, s->data, (size_t)s->len * sizeof(uint16_t));
    else
        for (uint32_t i = 0; i < s->len; i++)
            b->p[b->len + i] = s->data[i];
    b->len += s->len;
}

static inline void jb_free(JsonBuf *b)
{
    free(b->p);
    b->p = NULL;
    b->len = b->cap = 0;
}

/* The buffer as a JS string (narrowed to Latin-1 when possible); frees b. */
static inline Value jb_to_str(Vm *vm, JsonBuf *b)
{
    if (b->oom) {
        jb_free(b);
        return vm_throw_oom(vm);
    }
    static const uint16_t none[1] = {0};
    Value r = vm_str_from_utf16(vm, b->p ? b->p : none, b->len);
    jb_free(b);
    return r;
}

/* JSON.rawJSON's objects: [[IsRawJSON]] is this class (a plain layout). */
#define CLS_RAW_JSON ((ObjClass)(CLS__FIRST_FREE + 3))

Value lib_json_parse_js(Vm *vm, Value *argv, int argc, bool construct);
Value lib_json_raw_js(Vm *vm, Value *argv, int argc, bool construct);
Value lib_json_stringify_js(Vm *vm, Value *argv, int argc, bool construct);

#endif
