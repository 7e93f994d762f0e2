/* compiler/emit.c — emitter core: the arena, the node map, code buffers,
 * constants, inline-cache indices, the line table, jumps, stack-depth
 * accounting, variable access, function prologues and compile_source().
 *
 * Invariant: FuncState.depth is the exact operand-stack depth at the current
 * emission point (every op adjusts it by its opcodes.def stack effect; the
 * variable ones are adjusted by hand), and max_depth is its maximum, which
 * becomes FuncProto.max_stack. Constants stay C data (ConstEnt) until the
 * finished protos are linked into vm->protos; only then are atoms created,
 * one allocation at a time, straight into the rooted consts arrays.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "module_info.h"
#include "parser.h"

/* ---- errors and positions ---- */
static void offset_pos(Compiler *C, uint32_t off, uint32_t *line, uint32_t *col)
{
    /* the emitter asks mostly in source order: try the last answer's line
     * and the next one before searching */
    uint32_t lo = C->line_hint, hi = C->nline_starts;
    for (int k = 0; k < 2 && lo < hi; k++, lo++)
        if (C->line_starts[lo] <= off && (lo + 1 == hi || off < C->line_starts[lo + 1])) {
            C->line_hint = lo;
            *line = lo + 1;
            *col = off - C->line_starts[lo] + 1;
            return;
        }
    lo = 0;
    while (hi - lo > 1) {
        uint32_t mid = (lo + hi) / 2;
        if (C->line_starts[mid] <= off)
            lo = mid;
        else
            hi = mid;
    }
    C->line_hint = lo;
    *line = lo + 1;
    *col = off - C->line_starts[lo] + 1;
}

void emit_error(Compiler *C, Node *n, int kind, const char *fmt, ...)
{
    if (C->failed)
        return;
    C->failed = true;
    CompileError *e = C->err;
    e->kind = kind;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
    e->file = C->file;
    e->line = n ? n->line : 1;
    e->col = n ? n->col : 1;
}

bool emit_enter(Compiler *C, Node *n)
{
    if (compile_depth_enter(&C->depth, COMPILE_MAX_TREE_DEPTH))
        return true;
    emit_error(C, n, ERR_RANGE, COMPILE_DEPTH_MSG);
    return false;
}

/* ---- node map ---- */
NodeInfo *emit_node_info(Compiler *C, Node *n, bool create)
{
    if (!n)
        return NULL;
    if (C->map_count * 2 >= C->map_cap) {
        if (!create && C->map_cap)
            goto lookup;
        uint32_t nc = C->map_cap ? C->map_cap * 2 : C->map_first ? C->map_first : MAP_FIRST_MAX;
        NodeInfo *nm = calloc(nc, sizeof *nm);
        if (!nm)
            return NULL;
        for (uint32_t i = 0; i < C->map_cap; i++) {
            if (!C->map[i].node)
                continue;
            uint32_t h = (uint32_t)(((uintptr_t)C->map[i].node >> 3) * 2654435761u) & (nc - 1);
            while (nm[h].node)
                h = (h + 1) & (nc - 1);
            nm[h] = C->map[i];
        }
        free(C->map);
        C->map = nm;
        C->map_cap = nc;
    }
lookup:;
    uint32_t mask = C->map_cap - 1;
    uint32_t h = (uint32_t)(((uintptr_t)n >> 3) * 2654435761u) & mask;
    while (C->map[h].node) {
        if (C->map[h].node == n)
            return &C->map[h];
        h = (h + 1) & mask;
    }
    if (!create)
        return NULL;
    C->map[h].node = n;
    C->map_count++;
    return &C->map[h];
}

/* ---- code buffer ---- */
static bool grow(void **p, uint32_t *cap, uint32_t need, size_t elem)
{
    if (need <= *cap)
        return true;
    uint32_t nc = *cap ? *cap : 16;
    while (nc < need)
        nc *= 2;
    void *np = realloc(*p, (size_t)nc * elem);
    if (!np)
        return false;
    *p = np;
    *cap = nc;
    return true;
}

bool emit_code_room(FuncState *fs, uint32_t n)
{
    /* a function's code is rarely under 64 bytes: start there, not at 16 */
    uint32_t need = fs->len + n < 64 ? 64 : fs->len + n;
    if (!grow((void **)&fs->code, &fs->cap, need, 1)) {
        emit_error(fs->C, fs->info->node, ERR_RANGE, "out of memory");
        return false;
    }
    return true;
}

void emit_pos(FuncState *fs, uint32_t offset)
{
    fs->cur_pos = offset;
    fs->pos_dirty = true;
}

void emit_node_pos(FuncState *fs, Node *n)
{
    if (n)
        emit_pos(fs, n->start);
}

void emit_line_entry(FuncState *fs)
{
    fs->pos_dirty = false;
    uint32_t line, col;
    offset_pos(fs->C, fs->cur_pos, &line, &col);
    if (fs->nlines && fs->lines[fs->nlines - 1].line == line && fs->lines[fs->nlines - 1].col == col)
        return;
    if (fs->nlines && fs->lines[fs->nlines - 1].pc == fs->len) {
        fs->lines[fs->nlines - 1].line = line;
        fs->lines[fs->nlines - 1].col = col;
        return;
    }
    if (!grow((void **)&fs->lines, &fs->lcap, fs->nlines + 1, sizeof *fs->lines))
        return;
    fs->lines[fs->nlines++] = (LineEntry){ fs->len, line, col };
}

uint32_t emit_jump(FuncState *fs, int op)
{
    emit_op(fs, op);
    uint32_t at = fs->len;
    emit_u32(fs, 0);
    return at;
}

void emit_patch_to(FuncState *fs, uint32_t site, uint32_t target)
{
    if (fs->C->failed || site + 4 > fs->len)
        return;
    int32_t off = (int32_t)target - (int32_t)(site + 4);
    uint32_t u = (uint32_t)off;
    fs->code[site] = (uint8_t)u;
    fs->code[site + 1] = (uint8_t)(u >> 8);
    fs->code[site + 2] = (uint8_t)(u >> 16);
    fs->code[site + 3] = (uint8_t)(u >> 24);
}

void emit_patch(FuncState *fs, uint32_t site)
{
    emit_patch_to(fs, site, fs->len);
}

void emit_loop(FuncState *fs, uint32_t target)
{
    emit_op(fs, OP_LOOP);
    int32_t off = (int32_t)target - (int32_t)(fs->len + 4);
    emit_u32(fs, (uint32_t)off);
}

/* ---- constants ---- */
/* Constant tables this small are scanned. */
enum { CONST_INDEX_MIN = 8 };

static bool const_eq(const ConstEnt *k, const ConstEnt *e)
{
    if (k->kind != e->kind)
        return false;
    if (e->kind == K_NUM)
        return memcmp(&k->num, &e->num, sizeof e->num) == 0;
    if (e->kind == K_UTF8 || e->kind == K_BIGINT)
        return strcmp(k->utf8, e->utf8) == 0;
    return k->len == e->len && memcmp(k->u16, e->u16, e->len * 2) == 0;
}

static uint32_t const_hash(const ConstEnt *e)
{
    uint32_t h = 2166136261u ^ (uint32_t)e->kind;
    if (e->kind == K_NUM) {
        uint64_t b;
        memcpy(&b, &e->num, sizeof b);
        b ^= b >> 29;
        b *= 0xbf58476d1ce4e5b9u;
        return h ^ (uint32_t)(b ^ (b >> 32));
    }
    if (e->kind == K_UTF8 || e->kind == K_BIGINT)
        return h ^ scope_name_hash(e->utf8);
    return h ^ scope_bytes_hash(e->u16, e->len * 2u);
}

static void const_index_put(uint32_t *idx, uint32_t cap, const ConstEnt *e, uint32_t i)
{
    uint32_t m = cap - 1, j = const_hash(e) & m;
    while (idx[j])
        j = (j + 1) & m;
    idx[j] = i + 1;
}

/* Index constant i (just appended) when the table is big enough for one. */
static bool const_index_add(FuncState *fs, uint32_t i)
{
    if (fs->nk <= CONST_INDEX_MIN)
        return true;
    if (fs->kicap && fs->nk * 2 <= fs->kicap) {
        if (fs->k[i].kind != K_CACHE)
            const_index_put(fs->kidx, fs->kicap, &fs->k[i], i);
        return true;
    }
    uint32_t cap = fs->kicap ? fs->kicap * 2 : 4 * CONST_INDEX_MIN;
    while (fs->nk * 2 > cap)
        cap *= 2;
    uint32_t *idx = calloc(cap, sizeof *idx);
    if (!idx)
        return false;
    for (uint32_t j = 0; j < fs->nk; j++)
        if (fs->k[j].kind != K_CACHE)
            const_index_put(idx, cap, &fs->k[j], j);
    free(fs->kidx);
    fs->kidx = idx;
    fs->kicap = cap;
    return true;
}

static uint16_t add_const(FuncState *fs, ConstEnt e)
{
    if (e.kind != K_CACHE) {
        if (fs->kicap) {
            uint32_t m = fs->kicap - 1;
            for (uint32_t j = const_hash(&e) & m; fs->kidx[j]; j = (j + 1) & m)
                if (const_eq(&fs->k[fs->kidx[j] - 1], &e))
                    return (uint16_t)(fs->kidx[j] - 1);
        } else {
            for (uint32_t i = 0; i < fs->nk; i++)
                if (const_eq(&fs->k[i], &e))
                    return (uint16_t)i;
        }
    }
    if (fs->nk >= 0xFFFF) {
        emit_error(fs->C, fs->info->node, ERR_RANGE, "Too many constants in function (limit 65535)");
        return 0;
    }
    if (!grow((void **)&fs->k, &fs->kcap, fs->nk + 1, sizeof *fs->k)) {
        emit_error(fs->C, fs->info->node, ERR_RANGE, "out of memory");
        return 0;
    }
    fs->k[fs->nk] = e;
    fs->nk++;
    if (!const_index_add(fs, fs->nk - 1)) {
        emit_error(fs->C, fs->info->node, ERR_RANGE, "out of memory");
        return 0;
    }
    return (uint16_t)(fs->nk - 1);
}

uint16_t emit_const_cache(FuncState *fs)
{
    ConstEnt e = { K_CACHE, 0, NULL, NULL, 0 };
    return add_const(fs, e);
}

uint16_t emit_const_num(FuncState *fs, double d)
{
    ConstEnt e = { K_NUM, d, NULL, NULL, 0 };
    return add_const(fs, e);
}

uint16_t emit_const_bigint(FuncState *fs, const char *digits)
{
    ConstEnt e = { K_BIGINT, 0, digits, NULL, 0 };
    return add_const(fs, e);
}

uint16_t emit_const_atom(FuncState *fs, const char *utf8)
{
    ConstEnt e = { K_UTF8, 0, utf8, NULL, 0 };
    return add_const(fs, e);
}

uint16_t emit_const_str16(FuncState *fs, const uint16_t *s, uint32_t len)
{
    /* ASCII strings share entries with identifiers */
    bool ascii = true;
    for (uint32_t i = 0; i < len; i++)
        if (s[i] == 0 || s[i] >= 0x80) {
            ascii = false;
            break;
        }
    if (ascii) {
        char *b = arena_alloc(&fs->C->arena, len + 1);
        if (b) {
            for (uint32_t i = 0; i < len; i++)
                b[i] = (char)s[i];
            return emit_const_atom(fs, b);
        }
    }
    ConstEnt e = { K_UTF16, 0, NULL, s, len };
    return add_const(fs, e);
}

uint16_t emit_ic(FuncState *fs)
{
    if (fs->nics >= 0xFFFF) {
        emit_error(fs->C, fs->info->node, ERR_RANGE, "Too many property accesses in function (limit 65535)");
        return 0;
    }
    return (uint16_t)fs->nics++;
}

void emit_push_num(FuncState *fs, double d)
{
    if (d >= -128 && d <= 127 && d == (double)(int)d && !(d == 0 && __builtin_signbit(d))) {
        emit_op_u8(fs, OP_PUSH_I8, (uint8_t)(int8_t)(int)d);
    } else if (d >= -2147483648.0 && d <= 2147483647.0 && d == (double)(int32_t)d &&
               !(d == 0 && __builtin_signbit(d))) {
        emit_op(fs, OP_PUSH_I32);
        emit_u32(fs, (uint32_t)(int32_t)d);
    } else {
        emit_op_u16(fs, OP_PUSH_CONST, emit_const_num(fs, d));
    }
}

static const char *const tok_spelling[] = {
#define TOK(e, sp) sp,
    TARN_TOKENS(TOK)
#undef TOK
};

/* V8's rendering of an expression in messages ("x is not a function",
 * "x is not iterable", "Cannot destructure 'x'"): its CallPrinter. */
static void callee_text(Node *n, char *b, size_t cap, size_t *len, int depth)
{
    /* the text is cut at cap; the depth guard bounds the walk down a long
     * chain whose text starts at its far end (a.b.c: `a` first) */
    if (*len + 1 >= cap || !compile_depth_enter(&depth, COMPILE_MAX_TREE_DEPTH))
        return;
#define PUT(str)                                              \
    do {                                                      \
        const char *s_ = (str);                               \
        size_t l_ = strlen(s_);                               \
        if (*len + l_ < cap) {                                \
            memcpy(b + *len, s_, l_ + 1);                     \
            *len += l_;                                       \
        }                                                     \
    } while (0)
    switch (n->kind) {
    case N_IDENT: PUT(n->name); break;
    case N_THIS: PUT("this"); break;
    case N_MEMBER:
        if (n->a->kind == N_SUPER)
            PUT("(intermediate value)");
        else
            callee_text(n->a, b, cap, len, depth);
        PUT((n->flags & F_OPTIONAL) ? "?." : ".");
        PUT(n->name);
        break;
    case N_INDEX:
        if (n->a->kind == N_SUPER)
            PUT("(intermediate value)");
        else
            callee_text(n->a, b, cap, len, depth);
        if (n->flags & F_OPTIONAL)
            PUT("?.");
        if (n->b->kind == N_STR) {
            char tmp[128];
            uint32_t i, o = 0;
            for (i = 0; i < n->b->str_len && o < sizeof tmp - 1; i++)
                tmp[o++] = n->b->str[i] < 0x80 && n->b->str[i] ? (char)n->b->str[i] : '?';
            tmp[o] = 0;
            if (!(n->flags & F_OPTIONAL))
                PUT(".");
            PUT(tmp);
        } else if (n->b->kind == N_NUM) {
            char tmp[40];
            tmp[vm_num_format(n->b->num, tmp)] = 0;
            PUT("[");
            PUT(tmp);
            PUT("]");
        } else {
            PUT("[");
            callee_text(n->b, b, cap, len, depth);
            PUT("]");
        }
        break;
    case N_CALL:
        callee_text(n->a, b, cap, len, depth);
        PUT("(...)");
        break;
    case N_NULL: PUT("null"); break;
    case N_TRUE: PUT("true"); break;
    case N_FALSE: PUT("false"); break;
    case N_NUM: {
        char tmp[40];
        tmp[vm_num_format(n->num, tmp)] = 0;
        PUT(tmp);
        break;
    }
    case N_STR: {
        char tmp[130];
        uint32_t i, o = 0;
        tmp[o++] = '"';
        for (i = 0; i < n->str_len && o < sizeof tmp - 2; i++)
            tmp[o++] = n->str[i] < 0x80 && n->str[i] ? (char)n->str[i] : '?';
        tmp[o++] = '"';
        tmp[o] = 0;
        PUT(tmp);
        break;
    }
    case N_OBJECT: /* V8 prints each property's value as an intermediate value */
        PUT("{");
        for (uint32_t i = 0; i < n->list.count; i++)
            PUT("(intermediate value)");
        PUT("}");
        break;
    case N_ARRAY:
        PUT("[");
        for (uint32_t i = 0; i < n->list.count; i++) {
            if (i)
                PUT(",");
            if (n->list.items[i]->kind != N_HOLE)
                callee_text(n->list.items[i], b, cap, len, depth);
        }
        PUT("]");
        break;
    case N_UNARY:
        if (n->op == T_MINUS && n->a->kind == N_NUM) { /* V8 folds -1 into a literal */
            char tmp[40];
            tmp[vm_num_format(-n->a->num, tmp)] = 0;
            PUT(tmp);
            break;
        }
        PUT("(");
        PUT(tok_spelling[n->op]);
        if (n->op == T_TYPEOF || n->op == T_VOID || n->op == T_DELETE)
            PUT(" ");
        callee_text(n->a, b, cap, len, depth);
        PUT(")");
        break;
    case N_BINARY: case N_LOGICAL:
        PUT("(");
        callee_text(n->a, b, cap, len, depth);
        PUT(" ");
        PUT(tok_spelling[n->op]);
        PUT(" ");
        callee_text(n->b, b, cap, len, depth);
        PUT(")");
        break;
    case N_SEQUENCE:
        PUT("(");
        for (uint32_t i = 0; i < n->list.count; i++) {
            if (i)
                PUT(" , ");
            callee_text(n->list.items[i], b, cap, len, depth);
        }
        PUT(")");
        break;
    case N_COND:
        PUT("(intermediate value)(intermediate value)(intermediate value)");
        break;
    case N_OPTCHAIN: PUT("(intermediate value)"); break;
    case N_NEW_TARGET: PUT(".new.target"); break;
    default: PUT("(intermediate value)"); break;
    }
#undef PUT
}

void emit_call_name(FuncState *fs, Node *callee)
{
    char buf[200];
    size_t len = 0;
    buf[0] = 0;
    callee_text(callee, buf, sizeof buf, &len, 0);
    emit_site_text(fs, buf);
}

const char *emit_source_text(FuncState *fs, Node *n, bool iter)
{
    char buf[240];
    size_t len = 0;
    buf[0] = 0;
    if (iter && (n->kind == N_CALL || n->kind == N_NEW)) {
        /* a call's result: V8 blames the callee */
        callee_text(n->a, buf, 200, &len, 0);
        snprintf(buf + len, sizeof buf - len, " is not a function or its return value");
    } else {
        callee_text(n, buf, 200, &len, 0);
    }
    size_t l = strlen(buf);
    char *s = arena_alloc(&fs->C->arena, l + 1);
    if (!s)
        return "";
    memcpy(s, buf, l + 1);
    return s;
}

void emit_site_text(FuncState *fs, const char *text)
{
    if (fs->ncnames && fs->cnames[fs->ncnames - 1].pc == fs->len)
        return; /* one text per instruction */
    size_t n = strlen(text);
    char *s = arena_alloc(&fs->C->arena, n + 1);
    if (!s)
        return;
    memcpy(s, text, n + 1);
    if (!grow((void **)&fs->cnames, &fs->cncap, fs->ncnames + 1, sizeof *fs->cnames))
        return;
    fs->cnames[fs->ncnames].pc = fs->len;
    fs->cnames[fs->ncnames].konst = emit_const_atom(fs, s);
    fs->ncnames++;
}

uint16_t emit_new_slot(FuncState *fs)
{
    if (fs->info->nslots >= SLOT_LIMIT) {
        emit_error(fs->C, fs->info->node, ERR_SYNTAX, SLOT_LIMIT_MSG);
        return 0;
    }
    return fs->info->nslots++;
}

void emit_throw_error(FuncState *fs, int kind, const char *msg)
{
    emit_op(fs, OP_THROW_ERROR);
    emit_byte(fs, (uint8_t)kind);
    emit_u16(fs, emit_const_atom(fs, msg));
}

/* ---- variable access ---- */
static uint32_t ptr_hash(const void *p)
{
    return (uint32_t)(((uintptr_t)p >> 4) * 2654435761u);
}

static void varset_put(uint32_t *idx, uint32_t cap, const Var *v, uint32_t i)
{
    uint32_t m = cap - 1, j = ptr_hash(v) & m;
    while (idx[j])
        j = (j + 1) & m;
    idx[j] = i + 1;
}

int32_t varset_find(const VarSet *s, const Var *v)
{
    if (s->icap) {
        uint32_t m = s->icap - 1;
        for (uint32_t j = ptr_hash(v) & m; s->idx[j]; j = (j + 1) & m)
            if (s->v[s->idx[j] - 1] == v)
                return (int32_t)(s->idx[j] - 1);
        return -1;
    }
    for (uint32_t i = 0; i < s->n; i++)
        if (s->v[i] == v)
            return (int32_t)i;
    return -1;
}

int32_t varset_add(Arena *a, VarSet *s, Var *v)
{
    if (s->n == s->cap) {
        uint32_t cap = s->cap ? s->cap * 2 : 4;
        Var **nv = arena_alloc(a, cap * sizeof *nv);
        if (!nv)
            return -1;
        if (s->n)
            memcpy(nv, s->v, s->n * sizeof *nv);
        s->v = nv;
        s->cap = cap;
    }
    s->v[s->n++] = v;
    if (s->n <= VARSET_INDEX_MIN)
        return (int32_t)(s->n - 1);
    if (s->icap && s->n * 2 <= s->icap) {
        varset_put(s->idx, s->icap, v, s->n - 1);
        return (int32_t)(s->n - 1);
    }
    uint32_t cap = s->icap ? s->icap * 2 : 4 * VARSET_INDEX_MIN;
    while (s->n * 2 > cap)
        cap *= 2;
    uint32_t *idx = arena_alloc(a, cap * sizeof *idx);
    if (!idx)
        return -1;
    for (uint32_t i = 0; i < s->n; i++)
        varset_put(idx, cap, s->v[i], i);
    s->idx = idx;
    s->icap = cap;
    return (int32_t)(s->n - 1);
}

static uint16_t upval_index(FuncState *fs, Var *v);

UpvalDesc emit_upval_desc(FuncState *parent, Var *v)
{
    UpvalDesc d;
    memset(&d, 0, sizeof d);
    if (parent && parent->info == v->scope->fn && v->menv) {
        d.from_local = 0; /* a module binding: the module body's own upvalue */
        d.index = (uint16_t)(v->menv - 1);
    } else if (parent && parent->info == v->scope->fn) {
        d.from_local = 1;
        d.index = v->slot;
    } else if (parent) {
        d.from_local = 0;
        d.index = upval_index(parent, v);
    }
    return d;
}

/* Where fs's closure takes its upvalue v from when it is made. */
static UpvalDesc upval_desc(FuncState *fs, Var *v) { return emit_upval_desc(fs->parent, v); }

/* The descriptors of the upvalues scope analysis found (FuncInfo.caps,
 * which fs->up is), in its order. */
static void upval_seed(FuncState *fs)
{
    uint32_t n = fs->up->n;
    if (!n)
        return;
    if (n >= 0xFFFF) {
        emit_error(fs->C, fs->info->node, ERR_RANGE, "Too many closure variables (limit 65535)");
        return;
    }
    if (!grow((void **)&fs->upd, &fs->updcap, n, sizeof *fs->upd)) {
        emit_error(fs->C, fs->info->node, ERR_RANGE, "out of memory");
        return;
    }
    for (uint32_t i = 0; i < n; i++)
        fs->upd[i] = upval_desc(fs, fs->up->v[i]);
}

/* The index of v among fs's upvalues. A binding not in the list scope
 * analysis made is appended, which only happens for a caps_open function. */
static uint16_t upval_index(FuncState *fs, Var *v)
{
    int32_t i = varset_find(fs->up, v);
    if (i >= 0)
        return (uint16_t)i;
#ifdef TARN_VERIFY_CAPTURES
    if (!fs->info->caps_open) {
        uint32_t line = 0, col = 0;
        offset_pos(fs->C, fs->info->node->start, &line, &col);
        fprintf(stderr, "tarn: the upvalue list of the function at %s:%u:%u lacks '%s'\n", fs->C->file, line, col,
                v->name);
        abort();
    }
#endif
    UpvalDesc d = upval_desc(fs, v);
    if (fs->up->n >= 0xFFFF) {
        emit_error(fs->C, fs->info->node, ERR_RANGE, "Too many closure variables (limit 65535)");
        return 0;
    }
    if (!grow((void **)&fs->upd, &fs->updcap, fs->up->n + 1, sizeof *fs->upd) ||
        varset_add(&fs->C->arena, fs->up, v) < 0) {
        emit_error(fs->C, fs->info->node, ERR_RANGE, "out of memory");
        return 0;
    }
    fs->upd[fs->up->n - 1] = d;
    return (uint16_t)(fs->up->n - 1);
}

Ref emit_var_ref(FuncState *fs, Var *v)
{
    if (v->alias)
        v = v->alias;
    Ref r = { REF_GLOBAL, 0, v, v->name, NULL, 0 };
    if (v->global)
        return r;
    if (v->envobj) {
        r.kind = REF_ENV;
        return r;
    }
    if (v->map_idx) {
        r.kind = REF_MAPPED;
        r.idx = (uint16_t)(v->map_idx - 1);
        return r;
    }
    if (v->menv && v->scope->fn == fs->info) {
        r.kind = REF_UPVAL;
        r.idx = (uint16_t)(v->menv - 1);
    } else if (v->scope->fn == fs->info) {
        r.kind = v->captured ? REF_BOX : REF_LOCAL;
        r.idx = v->slot;
    } else {
        r.kind = REF_UPVAL;
        r.idx = upval_index(fs, v);
    }
    return r;
}

/* The variable-environment objects a lookup of a name passes before it
 * reaches `stop` (the binding's scope, or NULL: the global one). Only the
 * functions around a sloppy direct eval have any. */
Var *emit_scope_env(Scope *s, Var *last)
{
    /* a function's parameter scope passes its environment object too (an
     * eval in parameter expressions puts its vars there), unless the body
     * scope just did */
    Var *e = s->env ? s->env : !s->synth && s == s->fn->scope ? s->fn->env_var : NULL;
    return e == last ? NULL : e;
}

static void collect_envs(FuncState *fs, Ref *r, Scope *stop)
{
    uint16_t n = 0;
    Var *last = NULL;
    for (Scope *s = fs->scope; s && s != stop; s = s->parent)
        if (emit_scope_env(s, last))
            n++, last = emit_scope_env(s, last);
    if (!n)
        return;
    r->envs = arena_alloc(&fs->C->arena, n * sizeof *r->envs);
    if (!r->envs)
        return;
    last = NULL;
    for (Scope *s = fs->scope; s && s != stop; s = s->parent)
        if ((r->envs[r->nenv] = emit_scope_env(s, last)))
            last = r->envs[r->nenv++];
}

/* The Ref for `name` seen from fs->scope, where v = scope_lookup(fs->scope, name). */
Ref emit_resolve_found(FuncState *fs, const char *name, Var *v)
{
    Ref r = { REF_GLOBAL, 0, NULL, name, NULL, 0 };
    if (strcmp(name, "arguments") == 0) {
        FuncInfo *t = fs->info;
        while (t && t->arrow)
            t = t->parent;
        if (t && !t->program && v) {
            /* an outer function's binding is hidden by t's own arguments */
            FuncInfo *f = v->scope->fn;
            while (f && f != t)
                f = f->parent;
            if (!f)
                v = NULL;
        }
        if (!v && t && !t->program)
            v = t->args_var;
    }
    collect_envs(fs, &r, v ? v->scope : NULL);
    if (v && v->alias)
        v = v->alias;
    if (!v || v->global)
        return r;
    if (v->envobj) {
        /* a var this eval code added to its caller's environment object:
         * that property while it exists (delete may remove it), else global */
        Var **e = arena_alloc(&fs->C->arena, (r.nenv + 1u) * sizeof *e);
        if (e) {
            if (r.nenv)
                memcpy(e, r.envs, r.nenv * sizeof *e);
            e[r.nenv++] = v->envobj;
            r.envs = e;
        }
        return r;
    }
    r.var = v;
    if (v->map_idx) {
        r.kind = REF_MAPPED;
        r.idx = (uint16_t)(v->map_idx - 1);
        return r;
    }
    if (v->menv && v->scope->fn == fs->info) {
        r.kind = REF_UPVAL;
        r.idx = (uint16_t)(v->menv - 1);
    } else if (v->scope->fn == fs->info) {
        r.kind = v->captured ? REF_BOX : REF_LOCAL;
        r.idx = v->slot;
    } else {
        r.kind = REF_UPVAL;
        r.idx = upval_index(fs, v);
    }
    return r;
}

Ref emit_resolve(FuncState *fs, const char *name)
{
    return emit_resolve_found(fs, name, scope_lookup(fs->scope, name));
}

/* Scope analysis looked the identifier up from the scope the emitter is in
 * now when ref_scope is that scope, and a scope gains no binding after its
 * references are walked: what it found is what a lookup would find. */
Ref emit_resolve_id(FuncState *fs, Node *id)
{
    if (id->ref_scope && id->ref_scope == fs->scope) {
#ifdef TARN_VERIFY_REFS
        if (scope_lookup(fs->scope, id->name) != id->ref_var) {
            fprintf(stderr, "ref mismatch: %s at %u:%u\n", id->name, id->line, id->col);
            abort();
        }
#endif
        return emit_resolve_found(fs, id->name, id->ref_var);
    }
    return emit_resolve(fs, id->name);
}

/* [envs...] → [the first having `name` own, or undefined] (Ref.envs). */
void emit_env_find(FuncState *fs, Ref r, bool call)
{
    for (uint16_t i = 0; i < r.nenv; i++)
        emit_get_ref(fs, emit_var_ref(fs, r.envs[i]), 0, false);
    uint32_t with = 0;
    for (uint16_t i = 0; i < r.nenv && i < 32; i++)
        if (r.envs[i]->with_obj)
            with |= 1u << i;
    emit_op(fs, OP_ENV_FIND);
    emit_u16(fs, emit_const_atom(fs, r.name));
    emit_u16(fs, (uint16_t)(r.nenv | (call ? 0x8000 : 0)));
    emit_u32(fs, with);
    emit_adjust(fs, (call ? 2 : 1) - (int)r.nenv);
}

void emit_get_ref(FuncState *fs, Ref r, uint32_t pos, bool typeof_ctx)
{
    if (r.nenv) {
        emit_env_find(fs, r, false);
        uint32_t j = emit_jump(fs, OP_JUMP_IF_UNDEF);
        emit_op_u16u16(fs, OP_GET_FIELD, emit_const_atom(fs, r.name), emit_ic(fs));
        uint32_t e = emit_jump(fs, OP_JUMP);
        emit_patch(fs, j);
        emit_adjust(fs, -1);
        r.nenv = 0;
        emit_get_ref(fs, r, pos, typeof_ctx);
        emit_patch(fs, e);
        return;
    }
    if (r.kind == REF_ENV) {
        emit_get_ref(fs, emit_var_ref(fs, r.var->envobj), pos, false);
        emit_op_u16u16(fs, OP_GET_FIELD, emit_const_atom(fs, r.var->name), emit_ic(fs));
        return;
    }
    bool check = r.var && !scope_tdz_safe(fs->info, fs->scope, r.var, pos);
    if (check && r.kind == REF_LOCAL && r.var->kind == VK_PARAM && r.var->src_slot == 0xFFFF &&
        r.var->slot >= 2 && r.var->slot < 2 + fs->info->nparams) {
        /* a parameter read inside the list before its own element finished:
         * its slot holds the raw argument, but the binding is in TDZ */
        emit_pos(fs, pos);
        emit_op(fs, OP_THROW_ERROR);
        emit_byte(fs, ERR_REFERENCE);
        char *m = arena_alloc(&fs->C->arena, strlen(r.var->name) + 40);
        if (m)
            sprintf(m, "Cannot access '%s' before initialization", r.var->name);
        emit_u16(fs, emit_const_atom(fs, m ? m : ""));
        emit_op(fs, OP_PUSH_UNDEF); /* unreachable: keeps the depth */
        return;
    }
    if (check)
        emit_pos(fs, pos);
    switch (r.kind) {
    case REF_LOCAL:
        if (check)
            emit_op_u16u16(fs, OP_GET_LOC_CHECK, r.idx, emit_const_atom(fs, r.var->name));
        else
            emit_op_u16(fs, OP_GET_LOC, r.idx);
        break;
    case REF_BOX:
        if (check)
            emit_op_u16u16(fs, OP_GET_BOX_CHECK, r.idx, emit_const_atom(fs, r.var->name));
        else
            emit_op_u16(fs, OP_GET_BOX, r.idx);
        break;
    case REF_UPVAL:
        if (check)
            emit_op_u16u16(fs, OP_GET_UPVAL_CHECK, r.idx, emit_const_atom(fs, r.var->name));
        else
            emit_op_u16(fs, OP_GET_UPVAL, r.idx);
        break;
    case REF_GLOBAL:
        emit_pos(fs, pos);
        emit_op_u16u16(fs, typeof_ctx ? OP_GET_GLOBAL_OR_UNDEF : OP_GET_GLOBAL,
                       emit_const_atom(fs, r.name), emit_ic(fs));
        break;
    case REF_MAPPED:
        emit_get_ref(fs, emit_var_ref(fs, r.var->argmap ? r.var->argmap : r.var->scope->fn->argmap_var), pos,
                     false);
        emit_op_u16(fs, OP_ARG_GET, r.idx);
        break;
    case REF_ENV:
        break;
    }
}

static void put_raw(FuncState *fs, Ref r)
{
    switch (r.kind) {
    case REF_LOCAL: emit_op_u16(fs, OP_PUT_LOC, r.idx); break;
    case REF_BOX: emit_op_u16(fs, OP_PUT_BOX, r.idx); break;
    case REF_UPVAL: emit_op_u16(fs, OP_PUT_UPVAL, r.idx); break;
    case REF_GLOBAL: emit_op_u16u16(fs, OP_PUT_GLOBAL, emit_const_atom(fs, r.name), emit_ic(fs)); break;
    case REF_MAPPED:
        emit_get_ref(fs, emit_var_ref(fs, r.var->argmap ? r.var->argmap : r.var->scope->fn->argmap_var), 0,
                     false);
        emit_op_u16(fs, OP_ARG_PUT, r.idx);
        break;
    case REF_ENV:
        emit_get_ref(fs, emit_var_ref(fs, r.var->envobj), 0, false);
        emit_op(fs, OP_SWAP);
        emit_op_u16u16(fs, OP_PUT_FIELD, emit_const_atom(fs, r.var->name), emit_ic(fs));
        emit_op(fs, OP_POP);
        break;
    }
}

void emit_put_ref(FuncState *fs, Ref r, uint32_t pos, bool is_init)
{
    if (r.nenv) {
        emit_env_find(fs, r, false); /* [v e] */
        uint32_t j = emit_jump(fs, OP_JUMP_IF_UNDEF);
        emit_op(fs, OP_SWAP);
        emit_op_u16u16(fs, OP_PUT_FIELD, emit_const_atom(fs, r.name), emit_ic(fs));
        emit_op(fs, OP_POP);
        uint32_t e = emit_jump(fs, OP_JUMP);
        emit_patch(fs, j);
        emit_adjust(fs, 1);
        r.nenv = 0;
        emit_put_ref(fs, r, pos, is_init);
        emit_patch(fs, e);
        return;
    }
    Var *v = r.var;
    if (!is_init && v) {
        if (!scope_tdz_safe(fs->info, fs->scope, v, pos)) {
            /* writing before initialisation is a ReferenceError too */
            emit_get_ref(fs, r, pos, false);
            emit_op(fs, OP_POP);
        }
        if (v->kind == VK_FUNC && v->src_slot == 0 && !fs->info->strict) {
            /* a named function expression's own name is immutable: sloppy
             * code ignores the assignment, strict code throws */
            emit_op(fs, OP_POP);
            return;
        }
        /* a class declaration's binding is mutable, as a let (its inner
         * name, VK_CONST, is not) */
        if (v->kind == VK_CONST || v->kind == VK_IMPORT ||
            (v->kind == VK_FUNC && v->src_slot == 0)) {
            emit_pos(fs, pos);
            emit_throw_error(fs, ERR_TYPE, "Assignment to constant variable.");
            emit_op(fs, OP_POP);
            return;
        }
    }
    if (r.kind == REF_GLOBAL)
        emit_pos(fs, pos);
    put_raw(fs, r);
}

/* Initialising store into a declared binding: [v] → []. */
void emit_init_var(FuncState *fs, Var *v)
{
    if (v->alias || v->envobj) {
        put_raw(fs, emit_var_ref(fs, v));
        return;
    }
    if (v->global) {
        int kind = (v->kind == VK_LET || v->kind == VK_CLASS) ? 1 : v->kind == VK_CONST ? 2
                 : v->eval_conf ? (v->kind == VK_FUNC ? 4 : 3) : v->kind == VK_FUNC ? 5 : 0;
        emit_op(fs, OP_DECL_GLOBAL);
        emit_u16(fs, emit_const_atom(fs, v->name));
        emit_byte(fs, (uint8_t)kind);
        return;
    }
    Ref r = emit_resolve(fs, v->name);
    if (r.var != v) {
        /* shadowed lookup (should not happen): store by slot */
        r.var = v;
        r.kind = v->scope->fn == fs->info && !v->menv ? (v->captured ? REF_BOX : REF_LOCAL) : REF_UPVAL;
        r.idx = r.kind != REF_UPVAL ? v->slot : v->scope->fn == fs->info ? (uint16_t)(v->menv - 1)
                                                                        : upval_index(fs, v);
    }
    put_raw(fs, r);
}

/* Scope entry: fresh Boxes for captured bindings, TDZ markers for the rest
 * that need them, then the hoisted function declarations. */
static void enter_scope_vars(FuncState *fs, Scope *s)
{
    for (uint32_t i = 0; i < s->nvars; i++) {
        Var *v = s->vars[i];
        if (v->global || v->kind == VK_THIS || v->kind == VK_ARGS || v->kind == VK_NEWTARGET ||
            v->kind == VK_HOME || v->kind == VK_CALLEE || v->kind == VK_PARAM || v == fs->info->argmap_var)
            continue;
        if (v->kind == VK_FUNC && v->src_slot == 0)
            continue;
        if (v->menv || v->alias || v->envobj || v == fs->info->env_var)
            continue; /* made by the module loader, the eval's caller, or first thing (emit_function) */
        if (v->captured) {
            emit_op_u16(fs, OP_BOX_NEW, v->slot);
            if (v->kind == VK_VAR || v->kind == VK_FUNC || v->kind == VK_FUNC_LEX || v->kind == VK_CATCH) {
                emit_op(fs, OP_PUSH_UNDEF);
                emit_op_u16(fs, OP_PUT_BOX, v->slot);
            }
        } else if (v->needs_tdz) {
            emit_op(fs, OP_PUSH_EMPTY);
            emit_op_u16(fs, OP_PUT_LOC, v->slot);
        } else if (s->kind != SC_FUNC && (v->kind == VK_VAR)) {
            /* nothing: frame slots start undefined */
        }
    }
}

void emit_enter_scope(FuncState *fs, Scope *s)
{
    if (!s)
        return;
    enter_scope_vars(fs, s);
    emit_hoisted_funcs(fs, s);
}

void emit_leave_scope(FuncState *fs, Scope *s)
{
    (void)fs;
    (void)s;
}

/* ---- functions ---- */
/* Recursion here and in upval_index follows the functions' nesting, which
 * the emitter's nesting guard bounds (a nested function is a level deeper). */
void emit_proto_free(FuncProto *p)
{
    if (!p)
        return;
    if (p->lazy)
        compile_lazy_release(p);
    for (uint32_t i = 0; i < p->nprotos; i++)
        emit_proto_free(p->protos[i]);
    free(p->code);
    free(p->consts);
    free(p->protos);
    free(p->upvals);
    free(p->lines);
    free(p->call_names);
    source_buf_release(p->source);
    free(p);
}

static void fs_free(FuncState *fs)
{
    free(fs->code);
    free(fs->k);
    free(fs->kidx);
    for (uint32_t i = 0; i < fs->nprotos; i++)
        emit_proto_free(fs->protos[i]);
    free(fs->protos);
    free(fs->upd);
    free(fs->lines);
    free(fs->cnames);
}

/* Parameter prologue: defaults, patterns, captured params, arguments, this. */
static void emit_prologue(FuncState *fs, Node *fn, FuncInfo *fi, NodeInfo *ni)
{
    Scope *s = fi->scope;
    /* special bindings captured by arrows (eval code's are its caller's:
     * upvalues, menv) */
    if (fi->this_var && fi->this_var->captured && !fi->this_var->menv) {
        emit_op_u16(fs, OP_BOX_NEW, fi->this_var->slot);
        emit_op(fs, fi->strict ? OP_PUSH_THIS : OP_PUSH_THIS_SLOPPY);
        emit_op_u16(fs, OP_PUT_BOX, fi->this_var->slot);
    }
    if (fi->nt_var && fi->nt_var->captured && !fi->nt_var->menv) {
        emit_op_u16(fs, OP_BOX_NEW, fi->nt_var->slot);
        emit_op(fs, OP_GET_NEW_TARGET);
        emit_op_u16(fs, OP_PUT_BOX, fi->nt_var->slot);
    }
    if (fi->home_var && fi->home_var->captured && !fi->home_var->menv) {
        emit_op_u16(fs, OP_BOX_NEW, fi->home_var->slot);
        emit_op(fs, OP_GET_HOME);
        emit_op_u16(fs, OP_PUT_BOX, fi->home_var->slot);
    }
    if (fi->callee_var && fi->callee_var->captured && !fi->callee_var->menv) {
        emit_op_u16(fs, OP_BOX_NEW, fi->callee_var->slot);
        emit_op_u16(fs, OP_GET_LOC, 0); /* fp[0]: the function called */
        emit_op_u16(fs, OP_PUT_BOX, fi->callee_var->slot);
    }
    if (fi->args_var && fi->args_var->captured) {
        emit_op_u16(fs, OP_BOX_NEW, fi->args_var->slot);
        emit_op_u16(fs, OP_GET_LOC, fi->args_var->src_slot);
        emit_op_u16(fs, OP_PUT_BOX, fi->args_var->slot);
    }
    if (fi->argmap_var && fi->argmap_var->captured) {
        emit_op_u16(fs, OP_BOX_NEW, fi->argmap_var->slot);
        emit_op_u16(fs, OP_GET_LOC, fi->argmap_var->src_slot);
        emit_op_u16(fs, OP_PUT_BOX, fi->argmap_var->slot);
    }
    if (ni && ni->scope2) {
        Var *v = ni->scope2->vars[0];
        if (v->captured) {
            emit_op_u16(fs, OP_BOX_NEW, v->slot);
            emit_op_u16(fs, OP_GET_LOC, 0);
            emit_op_u16(fs, OP_PUT_BOX, v->slot);
        }
    }
    /* boxes for captured simple params (value copied in; in a list with
     * defaults/patterns the box stays EMPTY until the parameter's turn) */
    bool in_order = fi->var_scope && fi->var_scope != fi->scope;
    for (uint32_t i = 0; i < s->nvars; i++) {
        Var *v = s->vars[i];
        if (v->kind == VK_PARAM && !v->captured && v->needs_tdz && v->src_slot == 0xFFFF &&
            !(v->slot >= 2 && v->slot < 2 + fi->nparams)) {
            emit_op(fs, OP_PUSH_EMPTY);
            emit_op_u16(fs, OP_PUT_LOC, v->slot);
        } else if (v->kind == VK_PARAM && v->captured && v->src_slot != 0xFFFF && !in_order) {
            emit_op_u16(fs, OP_BOX_NEW, v->slot);
            emit_op_u16(fs, OP_GET_LOC, v->src_slot);
            emit_op_u16(fs, OP_PUT_BOX, v->slot);
        } else if (v->kind == VK_PARAM && v->captured) {
            emit_op_u16(fs, OP_BOX_NEW, v->slot);
        }
    }
    /* defaults and patterns, left to right */
    if (fn) {
        for (uint32_t i = 0; i < fn->list.count; i++) {
            Node *p = fn->list.items[i];
            Node *t = p->kind == N_REST ? p->a : p;
            Node *def = NULL;
            if (t->kind == N_ASSIGN_PAT) {
                def = t->b;
                t = t->a;
            }
            if (!def && t->kind == N_IDENT) {
                Var *pv = scope_find_local(s, t->name);
                if (in_order && pv && pv->captured) {
                    emit_op_u16(fs, OP_GET_LOC, (uint16_t)(2 + i));
                    emit_op_u16(fs, OP_PUT_BOX, pv->slot);
                }
                continue;
            }
            emit_op_u16(fs, OP_GET_LOC, (uint16_t)(2 + i));
            if (def) {
                uint32_t j = emit_jump(fs, OP_JUMP_IF_UNDEF);
                /* not undefined: value stays */
                uint32_t skip = emit_jump(fs, OP_JUMP);
                emit_patch(fs, j);
                emit_adjust(fs, -1);
                emit_expr_named(fs, def, t->kind == N_IDENT ? t->name : NULL);
                emit_patch(fs, skip);
            }
            fs->pat_src = def ? "(intermediate value)(intermediate value)(intermediate value)" : "";
            fs->iter_src = NULL;
            emit_assign_target(fs, t, BIND_INIT);
        }
    }
}

/* Append one constant after the function's own (the name, the source):
 * both the value slot and its entry, so it stays alive with the proto.
 * emit_function allocated room for these two; returns the index. */
static int32_t append_const(FuncProto *p, PendingProto *pp, ConstEnt e)
{
    p->consts[p->nconsts++] = V_UNDEF;
    pp->k[pp->nk] = e;
    return (int32_t)pp->nk++;
}

uint16_t emit_param_length(Node *fn)
{
    uint16_t length = 0;
    for (uint32_t i = 0; i < fn->list.count; i++) {
        Node *q = fn->list.items[i];
        if (q->kind == N_REST || q->kind == N_ASSIGN_PAT)
            break;
        length++;
    }
    return length;
}

uint32_t emit_proto_flags(Compiler *C, Node *fn, FuncInfo *fi)
{
    uint32_t flags = fi->strict ? FP_STRICT : 0;
    if (fi->program) {
        flags |= FP_TOPLEVEL;
        if (fi->uses_args && fi->args_var) /* COMPILE_CJS: the wrapper's (unmapped) arguments */
            flags |= FP_USES_ARGUMENTS;
        if (C->cjs_loader)
            flags |= FP_CJS_LOADER;
        if (C->top_await)
            flags |= FP_ASYNC;
        return flags;
    }
    if (fn->flags & F_ARROW)
        flags |= FP_ARROW | FP_NO_CTOR;
    if (fn->flags & (F_METHOD | F_GETTER | F_SETTER))
        flags |= FP_METHOD | FP_NO_CTOR;
    if (fn->flags & F_GENERATOR)
        flags |= FP_GENERATOR | FP_NO_CTOR;
    if (fn->flags & F_ASYNC)
        flags |= FP_ASYNC | FP_NO_CTOR;
    if (fn->flags & F_CTOR)
        flags = (flags & ~(uint32_t)FP_NO_CTOR) | FP_CLASS_CTOR | FP_METHOD;
    if (fn->flags & F_DERIVED)
        flags |= FP_DERIVED;
    if ((fn->flags & F_STUB) ? fn->stub->has_rest
                             : fn->list.count && fn->list.items[fn->list.count - 1]->kind == N_REST)
        flags |= FP_HAS_REST;
    if (fi->uses_args && (fi->args_var || (fn->flags & F_STUB))) /* a stub's: StubInfo.uses_args */
        flags |= FP_USES_ARGUMENTS;
    if (fi->mapped_args)
        flags |= FP_MAPPED_ARGS;
    return flags;
}

FuncProto *emit_function(Compiler *C, FuncState *parent, Node *fn, const char *name, FuncInfo *fi)
{
    FuncState fs;
    memset(&fs, 0, sizeof fs);
    fs.parent = parent;
    fs.C = C;
    fs.info = fi;
    fs.completion_slot = -1;
    NodeInfo *ni = emit_node_info(C, fn, false);
    fs.scope = fi->scope;
    bool program = fi->program;
    fs.up = &fi->caps;
    upval_seed(&fs);
    emit_node_pos(&fs, fn);
    if (program && (C->mode == COMPILE_GLOBAL || C->mode == COMPILE_EVAL)) {
        fs.completion_slot = emit_new_slot(&fs);
    }
    if (fi->is_ctor && !fi->derived && fi->field_init)
        emit_field_init_call(&fs); /* a base class's fields, before its parameters */
    fs.async_gen = !program && (fn->flags & F_ASYNC) && (fn->flags & F_GENERATOR);
    if (!program && (fn->flags & F_ASYNC) && !fs.async_gen)
        emit_op(&fs, OP_ASYNC_START); /* before the prologue: its errors reject the promise */
    if (fi->env_var) { /* before parameter expressions, which may hold a direct eval */
        emit_op_u16(&fs, OP_BOX_NEW, fi->env_var->slot);
        emit_op(&fs, OP_NEW_ENV);
        emit_op_u16(&fs, OP_PUT_BOX, fi->env_var->slot);
    }
    emit_prologue(&fs, program ? NULL : fn, fi, ni);
    if (program && (C->mode == COMPILE_GLOBAL || C->mode == COMPILE_EVAL))
        emit_global_prologue(&fs, fi->scope);
    if (program && C->top_await)
        emit_op(&fs, OP_ASYNC_START); /* declared; the body's errors reject the promise */
    if (program && C->mode == COMPILE_EVAL)
        emit_env_decls(&fs, fi->scope);
    if (fi->var_scope && fi->var_scope != fi->scope) {
        /* body bindings of a function with parameter expressions: a var
         * named like a parameter starts with the parameter's value */
        emit_enter_scope(&fs, fi->scope);
        fs.scope = fi->var_scope;
        emit_enter_scope(&fs, fi->var_scope);
        for (uint32_t i = 0; i < fi->var_scope->nvars; i++) {
            Var *v = fi->var_scope->vars[i];
            Var *pv = v->kind == VK_VAR ? scope_find_local(fi->scope, v->name) : NULL;
            if (pv && pv->kind == VK_PARAM) {
                emit_get_ref(&fs, emit_var_ref(&fs, pv), fn->end, false);
                emit_init_var(&fs, v);
            }
        }
    } else if (program && C->mode == COMPILE_MODULE) {
        /* called with `this` true: instantiate (hoisted functions) and
         * return; with `this` undefined: skip to the body */
        enter_scope_vars(&fs, fi->scope); /* the bindings that stay frame locals */
        emit_op(&fs, OP_PUSH_THIS);
        uint32_t to_body = emit_jump(&fs, OP_JUMP_IF_FALSE);
        emit_hoisted_funcs(&fs, fi->scope);
        emit_op(&fs, OP_RETURN_UNDEF);
        emit_patch(&fs, to_body);
        if (C->mod->has_tla)
            emit_op(&fs, OP_ASYNC_START); /* the body's call returns its promise */
    } else {
        emit_enter_scope(&fs, fi->scope);
    }
    if (program) {
        emit_scope_stmts(&fs, &fn->list);
        if (fs.completion_slot >= 0) {
            /* node's REPL runs an entry that awaits as the body of an async
             * function that returns its last statement when that is an
             * expression statement (else undefined), in an array here so
             * that a promise value is the result and is not adopted */
            if (C->top_await && !(fn->list.count && fn->list.items[fn->list.count - 1]->kind == N_EXPR_STMT))
                emit_op(&fs, OP_PUSH_UNDEF);
            else
                emit_op_u16(&fs, OP_GET_LOC, (uint16_t)fs.completion_slot);
            if (C->top_await)
                emit_op_u16(&fs, OP_NEW_ARRAY, 1);
            emit_op(&fs, OP_RETURN);
        } else {
            emit_op(&fs, OP_RETURN_UNDEF);
        }
    } else if (fn->flags & F_EXPR_BODY) {
        emit_expr(&fs, fn->a);
        emit_op(&fs, OP_RETURN);
    } else {
        if (fn->flags & F_GENERATOR)
            emit_op(&fs, OP_GENERATOR); /* the call returns here; next() goes on (async: stdlib/async_gen.c) */
        if (fn->a)
            emit_scope_stmts(&fs, &fn->a->list);
        emit_pos(&fs, fn->end ? fn->end - 1 : fn->start);
        /* a derived constructor's end too: the return checks `this`
         * (vm_construct_result) after leaving the callee, so its
         * ReferenceError is the caller's realm's, as for `return;` */
        if (fi->derived && fi->super_in_arrow) { /* the construct result reads fp[1] */
            emit_get_ref(&fs, emit_var_ref(&fs, fi->this_var), 0, false);
            emit_op_u16(&fs, OP_PUT_LOC, 1);
        }
        emit_op(&fs, OP_RETURN_UNDEF);
    }
    if (C->failed) {
        fs_free(&fs);
        return NULL;
    }

    FuncProto *p = calloc(1, sizeof *p);
    PendingProto *pp = arena_alloc(&C->arena, sizeof *pp);
    uint16_t nupv = (uint16_t)(program && C->mod ? C->mod->nenv : program && C->mode == COMPILE_EVAL ? C->eval_nup
                                                                                          : fs.up->n);
    /* two more constants than the body's: the name and the source (append_const) */
    Value *consts = calloc(fs.nk + 2, sizeof(Value));
    UpvalDesc *upv = calloc(nupv > fs.up->n ? nupv : fs.up->n ? fs.up->n : 1, sizeof(UpvalDesc));
    if (!p || !pp || !consts || !upv || !grow((void **)&fs.k, &fs.kcap, fs.nk + 2, sizeof *fs.k)) {
        free(p);
        free(consts);
        free(upv);
        fs_free(&fs);
        emit_error(C, fn, ERR_RANGE, "out of memory");
        return NULL;
    }
    p->code = fs.code;
    p->code_len = fs.len;
    p->nparams = program ? fi->nparams : (uint16_t)fn->list.count;
    p->length = program ? 0 : emit_param_length(fn);
    p->nslots = fi->nslots;
    p->max_stack = (uint16_t)(fs.max_depth + 2);
    p->nupvals = nupv;
    p->args_slot = fi->uses_args && fi->args_var ? (fi->args_var->captured ? fi->args_var->src_slot : fi->args_var->slot) : 0;
    if (fi->argmap_var)
        p->argmap_slot = fi->argmap_var->captured ? fi->argmap_var->src_slot : fi->argmap_var->slot;
    p->flags = emit_proto_flags(C, fn, fi);
    p->consts = consts;
    p->nconsts = fs.nk;
    for (uint32_t i = 0; i < fs.nk; i++)
        p->consts[i] = fs.k[i].kind == K_NUM ? v_num(fs.k[i].num) : V_UNDEF;
    p->protos = fs.protos;
    p->nprotos = fs.nprotos;
    fs.protos = NULL;
    fs.nprotos = 0;
    p->upvals = upv;
    for (uint32_t i = 0; i < fs.up->n; i++)
        p->upvals[i] = fs.upd[i];
    p->nics = fs.nics;
    p->name = V_EMPTY;
    p->file = C->file;
    p->lines = fs.lines;
    p->nlines = fs.nlines;
    fs.lines = NULL;
    p->call_names = fs.cnames;
    p->ncall_names = fs.ncnames;
    fs.cnames = NULL;
    p->src_start = fn->start;
    p->src_end = fn->end;
    pp->p = p;
    pp->k = fs.k;
    pp->nk = fs.nk;
    fs.k = NULL;
    pp->name_k = name && !program ? append_const(p, pp, (ConstEnt){ K_UTF8, 0, name, NULL, 0 }) : -1;
    if (!program) /* the text toString slices, shared by every function of this compilation */
        p->source = source_buf_hold(C->source);
    pp->next = C->pending;
    C->pending = pp;
    free(fs.upd);
    fs.upd = NULL;
    fs.code = NULL;
    fs_free(&fs);
    return p;
}

void emit_free_pending(Compiler *C)
{
    for (PendingProto *pp = C->pending; pp; pp = pp->next)
        free(pp->k);
    C->pending = NULL;
}

int emit_link_consts(Compiler *C)
{
    Vm *vm = C->vm;
    for (PendingProto *pp = C->pending; pp; pp = pp->next) {
        for (uint32_t i = 0; i < pp->nk; i++) {
            ConstEnt *k = &pp->k[i];
            Value v;
            if (k->kind == K_NUM || k->kind == K_CACHE)
                continue;
            if (k->kind == K_UTF8)
                v = vm_atom(vm, k->utf8);
            else if (k->kind == K_BIGINT)
                v = vm_bigint_from_literal(vm, k->utf8, strlen(k->utf8));
            else {
                v = vm_str_from_utf16(vm, k->u16, k->len);
                if (v != V_EXC)
                    v = vm_intern(vm, v);
            }
            if (v == V_EXC) {
                vm_take_exception(vm);
                return -1;
            }
            pp->p->consts[i] = v;
        }
        if (pp->name_k >= 0)
            pp->p->name = pp->p->consts[pp->name_k];
    }
    return 0;
}

typedef struct EvalOpts { const char *desc; bool global; } EvalOpts;
static bool compile(Vm *vm, SourceBuf *src, const char *file, int mode, CompileError *err, ModInfo *mod,
                    const EvalOpts *ev, FuncProto **out);

const char *const compile_cjs_params[] = {"exports", "require", "module", "__filename", "__dirname", NULL};

FuncProto *compile_source(Vm *vm, SourceBuf *src, const char *file, int mode, CompileError *err)
{
    FuncProto *p = NULL;
    compile(vm, src, file, mode, err, NULL, NULL, &p);
    return p;
}

int compile_check(Vm *vm, SourceBuf *src, const char *file, int mode, CompileError *err)
{
    ModInfo *m = NULL;
    if (mode == COMPILE_MODULE && !(m = calloc(1, sizeof *m))) {
        memset(err, 0, sizeof *err);
        err->kind = ERR_RANGE;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return -1;
    }
    bool ok = compile(vm, src, file, mode, err, m, NULL, NULL);
    module_info_free(m);
    return ok ? 0 : -1;
}

FuncProto *compile_eval(Vm *vm, SourceBuf *src, const char *file, bool strict, const char *desc, bool global_vars,
                        CompileError *err)
{
    EvalOpts ev = { desc, global_vars };
    FuncProto *p = NULL;
    compile(vm, src, file, COMPILE_EVAL | COMPILE_WTF8 | (strict ? COMPILE_STRICT : 0), err, NULL, &ev, &p);
    return p;
}

FuncProto *compile_module(Vm *vm, SourceBuf *src, const char *file, CompileError *err, ModInfo **info_out)
{
    *info_out = NULL;
    ModInfo *m = calloc(1, sizeof *m);
    if (!m) {
        memset(err, 0, sizeof *err);
        err->kind = ERR_RANGE;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return NULL;
    }
    FuncProto *p = NULL;
    if (!compile(vm, src, file, COMPILE_MODULE, err, m, NULL, &p)) {
        module_info_free(m);
        return NULL;
    }
    *info_out = m;
    return p;
}

/* One pass of compile(); with discard, the parser drops the trees of the
 * plain functions it can (compiler/lazy_discard.c), and *restart says that
 * the file needs them after all (a direct eval or `with` around one, or a
 * stub that must be compiled at load): compile() does it again without. */
static bool compile_pass(Vm *vm, SourceBuf *sb, const char *file, int mode, CompileError *err, ModInfo *mod,
                         const EvalOpts *ev, FuncProto **out, bool discard, bool *restart)
{
    const char *src = sb->text;
    size_t len = sb->len;
    bool ok = false;
    memset(err, 0, sizeof *err);
    LazyUnit *u = calloc(1, sizeof *u);
    if (!u) {
        err->kind = ERR_RANGE;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return false;
    }
    u->refs = 1;
    Compiler *C = &u->C;
    C->unit = u;
    C->vm = vm;
    C->source = source_buf_hold(sb);
    C->src_len = len;
    C->map_first = map_first_for(len);
    arena_size_for(&C->arena, len);
    C->file = file ? file : "<input>";
    C->mode = mode & ~(COMPILE_STRICT | COMPILE_CJS | COMPILE_AWAIT | COMPILE_LAZY | COMPILE_WTF8);
    C->cjs = (mode & COMPILE_CJS) && C->mode == COMPILE_SCRIPT;
    C->strict = (mode & COMPILE_STRICT) != 0 || mod;
    C->err = err;
    C->mod = mod;
    if (ev) {
        C->eval_desc = ev->desc;
        C->eval_global = ev->global;
    }
    err->file = C->file;

    /* line starts for offset → line:col */
    uint32_t n = 1;
    const char *end = src + len;
    for (const char *q = src; len && (q = memchr(q, '\n', (size_t)(end - q))); q++)
        n++;
    C->line_starts = malloc(n * sizeof *C->line_starts);
    if (!C->line_starts) {
        err->kind = ERR_RANGE;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        lazy_unit_release(u);
        return false;
    }
    C->line_starts[0] = 0;
    C->nline_starts = 1;
    for (const char *q = src; len && (q = memchr(q, '\n', (size_t)(end - q))); q++)
        C->line_starts[C->nline_starts++] = (uint32_t)(q - src + 1);

    FuncProto *top = NULL;
    Parser *ps = parser_new_borrowed(src, len, C->file);
    if (!ps) {
        err->kind = ERR_RANGE;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        goto done;
    }
    if (mod)
        parser_set_module(ps, mod);
    parser_set_strict(ps, C->strict);
    if (mode & COMPILE_WTF8)
        parser_set_wtf8(ps);
    if (C->cjs)
        parser_set_params(ps, compile_cjs_params);
    if (ev && ev->desc && (strncmp(ev->desc, "h ", 2) == 0 || strstr(ev->desc, "\nh ")))
        parser_set_super_prop(ps); /* eval code in a method sees its super */
    if (ev && ev->desc && (strncmp(ev->desc, "t ", 2) == 0 || strstr(ev->desc, "\nt ")))
        parser_set_super_call(ps); /* eval code in a derived constructor may call super() */
    if (ev && ev->desc && (strncmp(ev->desc, "p ", 2) == 0 || strstr(ev->desc, "\np ")))
        parser_set_private(ps); /* eval code in a class sees its private names */
    if (C->mode == COMPILE_GLOBAL || C->mode == COMPILE_EVAL)
        parser_set_script(ps, ev && ev->desc && (strncmp(ev->desc, "n ", 2) == 0 || strstr(ev->desc, "\nn ") ||
                                                    strncmp(ev->desc, "N ", 2) == 0 || strstr(ev->desc, "\nN ")));
    if ((mode & COMPILE_AWAIT) && C->mode == COMPILE_GLOBAL)
        parser_set_top_await(ps);
    if (discard)
        parser_set_discard(ps, C->mode);
    Node *prog = parser_parse(ps, err);
    if (!prog) {
        if (!err->file)
            err->file = C->file;
        goto done;
    }
    if (discard && parser_discard_undone(ps)) {
        *restart = true;
        goto done;
    }
    C->top_await = parser_top_await(ps);
    if (scope_analyse(C, prog) < 0)
        goto done;
    if (!out) {
        ok = true;
        goto done;
    }
    /* a file's or module's functions wait for their first call, and the
     * library's embedded JavaScript's (COMPILE_LAZY); the REPL's entries and
     * eval code are small and short-lived, --disasm shows all */
    C->lazy = !vm->compile_eager &&
              (C->mode == COMPILE_SCRIPT || C->mode == COMPILE_MODULE || (mode & COMPILE_LAZY));
    C->reparse = C->lazy && lazy_reparse_wanted();
    top = emit_function(C, NULL, prog, NULL, C->top);
    if (C->restart)
        *restart = true;
    if (!top || C->failed) {
        if (top)
            emit_proto_free(top);
        top = NULL;
        goto done;
    }
    /* From here the protos are roots: create the string constants. */
    vm_proto_link(vm, top);
    if (emit_link_consts(C) < 0) {
        err->kind = ERR_RANGE;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        top = NULL; /* linked protos stay owned by the VM */
        goto done;
    }
    if (vm_proto_finish(vm, top) < 0) {
        err->kind = ERR_RANGE;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        top = NULL; /* linked protos stay owned by the VM */
    }
    ok = top != NULL;
    *out = top;
done:
    emit_free_pending(C);
    C->err = NULL;
    C->mod = NULL; /* the caller's: a lazy function's body never reads it (only the program's does) */
    u->ps = ps;
    lazy_unit_release(u);
    return ok;
}

/* Whether a compile discards the trees of its plain functions at parse
 * (docs/compiler.md, step 6b): a file's script code that is compiled lazily
 * (not --disasm, eval code, the REPL or a module, whose import and export
 * entries the parser fills once), of at least DISCARD_MIN bytes: a small
 * file's trees cost little memory, and a function that runs would be parsed
 * twice. TARN_LAZY_DISCARD in the environment overrides the size: 0 keeps
 * every tree (for diagnosis), 1 discards in every file. A
 * -DTARN_VERIFY_LAZY build keeps the load's trees, to compare each body
 * parsed again with the tree's. */
enum { DISCARD_MIN = 64 * 1024 };
static bool discard_wanted(const Vm *vm, size_t len, int mode, const ModInfo *mod, const EvalOpts *ev)
{
#ifdef TARN_VERIFY_LAZY
    (void)vm, (void)len, (void)mode, (void)mod, (void)ev;
    return false;
#else
    if (vm->compile_eager || mod || ev ||
        (mode & ~(COMPILE_STRICT | COMPILE_CJS | COMPILE_AWAIT | COMPILE_LAZY | COMPILE_WTF8)) != COMPILE_SCRIPT)
        return false;
    const char *e = getenv("TARN_LAZY_DISCARD");
    return e && *e ? *e != '0' : len >= DISCARD_MIN;
#endif
}

static bool compile(Vm *vm, SourceBuf *src, const char *file, int mode, CompileError *err, ModInfo *mod,
                    const EvalOpts *ev, FuncProto **out)
{
    bool restart = false;
    bool ok = compile_pass(vm, src, file, mode, err, mod, ev, out, discard_wanted(vm, src->len, mode, mod, ev), &restart);
    if (restart) {
        if (out)
            *out = NULL;
        ok = compile_pass(vm, src, file, mode, err, mod, ev, out, false, &restart);
    }
    return ok;
}

/* Compile a nested function (or make its lazy prototype) and push a closure
 * of it: [] → [fn]. */
void emit_closure(FuncState *fs, Node *fn, const char *name)
{
    NodeInfo *ni = emit_node_info(fs->C, fn, false);
    if (!ni || !ni->fn) {
        emit_error(fs->C, fn, ERR_SYNTAX, "internal error: function not analysed");
        return;
    }
    if (fn->name && !(fn->flags & (F_METHOD | F_GETTER | F_SETTER | F_CTOR)))
        name = fn->name;
    bool lazy = lazy_possible(fs->C, ni->fn);
    if (!lazy && (fn->flags & F_STUB)) { /* its tree is gone: compile the file again keeping it */
        fs->C->restart = true;
        emit_error(fs->C, fn, ERR_SYNTAX, "internal error: a discarded function must be compiled at load");
        return;
    }
    FuncProto *p = lazy ? lazy_stub(fs, fn, name ? name : "", ni->fn)
                        : emit_function(fs->C, fs, fn, name ? name : "", ni->fn);
    if (!p)
        return;
    if (!grow((void **)&fs->protos, &fs->pcap, fs->nprotos + 1, sizeof *fs->protos)) {
        emit_proto_free(p); /* not owned by fs yet (its pending entry is only read on success) */
        emit_error(fs->C, fn, ERR_RANGE, "out of memory");
        return;
    }
    if (fs->nprotos >= 0xFFFF) {
        emit_proto_free(p);
        emit_error(fs->C, fn, ERR_RANGE, "Too many nested functions (limit 65535)");
        return;
    }
    fs->protos[fs->nprotos] = p;
    emit_op_u16(fs, OP_CLOSURE, (uint16_t)fs->nprotos++);
}
