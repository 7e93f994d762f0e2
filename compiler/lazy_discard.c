/* compiler/lazy_discard.c — a plain function's tree discarded at its end
 * (docs/compiler.md, lazy compilation step 6b).
 *
 * At the closing brace of a plain function (a declaration or expression,
 * async or a generator) whose body holds no direct eval, `with`, `super`,
 * private name or `import`, the parser runs on the function alone what the
 * whole file's passes would: the redeclaration check (parse_check_function)
 * and scope analysis inside one open scope (scope_analyse_free), which
 * reports every early error scope analysis has and names the bindings the
 * function reads from outside. Then the parser's arena is rewound to the
 * function's parameters, and the N_FUNC node stays as a stub (F_STUB) with a
 * StubInfo: its free names, in the order of their first reference, and what
 * the code around it reads of it (parameter count and `length`, a rest
 * parameter, its use of `arguments`, its count of nested functions).
 *
 * Scope analysis of the code around a stub replays its free names from the
 * stub's place (scope.c, walk_stub), so the boxes and upvalue lists of the
 * functions around it are the ones its tree would give; its body is parsed
 * again from the source at its first call (emit_lazy.c, reparse_body), where
 * its own nested functions are stubs in turn. Every early error is reported
 * at load: the parser's while parsing, the redeclaration check's and scope
 * analysis' here, before the tree goes.
 *
 * The temporary analysis has a Compiler of its own, so no node map of the
 * load's compile ever holds a discarded node. That Compiler is kept from
 * one function to the next while the parse runs (Parser.discard_C), with
 * its arena's first chunk and its node map: each analysis clears what the
 * last one used of them instead of allocating (and clearing) them whole.
 */
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "parser_int.h"

/* The free names of fn, copied out of both arenas (one malloc: the
 * pointers, then the bytes; a name's first byte is '1' when it is read
 * through a nested function declaration, else '0'), and what the code
 * around it reads of it; or false: keep the tree (or p->failed: an early
 * error). */
/* The analyses' node map starts at MAP_FIRST_FN slots and is kept for the
 * next analysis up to SCRATCH_MAP_KEEP, cleared by a scan of its slots; a
 * bigger one (a big function's) is freed. */
enum { SCRATCH_MAP_KEEP = 64 };

/* The analyses' Compiler, fresh but for the arena and node map the last
 * analysis left (scratch_clear emptied them); NULL when out of memory. */
static Compiler *scratch(Parser *p)
{
    Compiler *C = p->discard_C;
    if (!C) {
        if ((C = p->discard_C = calloc(1, sizeof *C)))
            C->map_first = MAP_FIRST_FN;
        return C;
    }
    Arena arena = C->arena;
    NodeInfo *map = C->map;
    uint32_t map_cap = C->map_cap;
    memset(C, 0, sizeof *C);
    C->arena = arena;
    C->map = map;
    C->map_cap = map_cap;
    C->map_first = MAP_FIRST_FN;
    return C;
}

/* Empties the scratch Compiler's arena and node map for the next analysis:
 * the map's used slots are cleared (all of it is zero again), unless it
 * grew past SCRATCH_MAP_KEEP slots. */
static void scratch_clear(Compiler *C)
{
    arena_reset(&C->arena);
    if (C->map_cap > SCRATCH_MAP_KEEP) {
        free(C->map);
        C->map = NULL;
        C->map_cap = 0;
    } else {
        for (uint32_t i = 0, left = C->map_count; left; i++)
            if (C->map[i].node) {
                C->map[i] = (NodeInfo){ 0 };
                left--;
            }
    }
    C->map_count = 0;
}

void parse_discard_end(Parser *p)
{
    Compiler *C = p->discard_C;
    if (!C)
        return;
    arena_free_all(&C->arena);
    free(C->map);
    free(C);
    p->discard_C = NULL;
}

static bool analyse(Parser *p, Node *fn, bool is_decl, StubInfo *si, char ***names)
{
    Compiler *C = scratch(p);
    if (!C)
        return false;
    CompileError err;
    memset(&err, 0, sizeof err);
    C->err = &err;
    C->file = p->file;
    C->mode = p->discard_mode;
    C->strict = p->strict;
    bool ok = false;
    FuncInfo *fi = scope_analyse_free(C, fn, is_decl, p->strict);
    if (!fi) {
        if (C->failed && err.kind == ERR_SYNTAX && !p->failed) { /* an early error: the load reports it */
            p->failed = true;
            p->err_kind = err.kind;
            snprintf(p->msg, sizeof p->msg, "%s", err.msg);
            p->err_line = err.line;
            p->err_col = err.col;
        }
        goto done;
    }
    if (fi->caps_open || fi->has_env || fi->caps.n >= 0xFFFF || fi->nfuncs > 0xFFFF)
        goto done;
    size_t bytes = fi->caps.n * sizeof(char *);
    for (uint32_t i = 0; i < fi->caps.n; i++)
        bytes += strlen(fi->caps.v[i]->name) + 2;
    char **v = malloc(bytes ? bytes : 1);
    if (!v)
        goto done;
    char *q = (char *)(v + fi->caps.n);
    for (uint32_t i = 0; i < fi->caps.n; i++) {
        size_t len = strlen(fi->caps.v[i]->name) + 1;
        v[i] = q;
        *q++ = fi->caps.v[i]->lazy_tdz & LZ_DECL_INSIDE ? '1' : '0';
        memcpy(q, fi->caps.v[i]->name, len);
        q += len;
    }
    *names = v;
    si->nparams = (uint16_t)fn->list.count;
    si->length = emit_param_length(fn);
    si->has_rest = fn->list.count && fn->list.items[fn->list.count - 1]->kind == N_REST;
    si->uses_args = fi->uses_args && fi->args_var;
    si->mapped_args = fi->mapped_args;
    si->nfuncs = fi->nfuncs;
    si->nfree = fi->caps.n;
    ok = true;
done:
    scratch_clear(C);
    return ok;
}

Node *parse_discard(Parser *p, Node *fn, Node *body, const DiscardMark *m)
{
    if (m->keep || p->has_nxt || p->unsafe != m->unsafe ||
        (fn->flags & (F_METHOD | F_GETTER | F_SETTER | F_CTOR | F_ARROW | F_INITIALIZER)))
        return body;
    /* the function as parse_function_rest would finish it */
    fn->a = body;
    body->end = fn->end = p->tok.end;
    if (!parse_check_function(p, fn))
        return NULL;
    StubInfo info = { 0 };
    char **names = NULL;
    if (!analyse(p, fn, m->is_decl, &info, &names))
        return p->failed ? NULL : body;
    arena_rewind(&p->arena, m->mark);
    StubInfo *si = arena_alloc(&p->arena, sizeof *si);
    const char **free_names = arena_alloc(&p->arena, (info.nfree ? info.nfree : 1) * sizeof *free_names);
    bool *decl_inside = arena_alloc(&p->arena, info.nfree ? info.nfree : 1);
    Node *nb = parse_node(p, N_BLOCK);
    if (!si || !free_names || !decl_inside || !nb) {
        free(names);
        parse_error_range(p, "out of memory");
        return NULL;
    }
    *si = info;
    for (uint32_t i = 0; i < info.nfree; i++) {
        decl_inside[i] = names[i][0] == '1';
        if (!(free_names[i] = parse_strdup(p, names[i] + 1))) {
            free(names);
            parse_error_range(p, "out of memory");
            return NULL;
        }
    }
    free(names);
    si->free = free_names;
    si->decl_inside = decl_inside;
    fn->list = (NodeList){ 0 };
    fn->b = fn->c = fn->d = NULL;
    fn->flags |= F_STUB;
    fn->stub = si;
    p->ndiscarded++;
    return nb;
}
