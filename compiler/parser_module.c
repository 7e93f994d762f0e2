/* compiler/parser_module.c — import and export declarations (module code only).
 *
 * The parser calls parse_module_item at a module's top level when it sees
 * `import` (not import() or import.meta) or `export`. Declarations under
 * `export` parse as the plain declaration (N_VAR, N_FUNC_DECL,
 * N_CLASS_DECL); everything the loader needs goes into the ModInfo
 * (compiler/module_info.h) as malloc'd entries. An import statement becomes
 * N_EMPTY with op T_IMPORT whose list holds one N_IDENT per local binding,
 * which the scope pass declares. `export default expr` declares the hidden
 * binding "default" (a reserved word, so no identifier can name it).
 * Invariant: on failure the ModInfo may hold partial entries; its owner
 * frees it with module_info_free either way.
 */
#include <stdlib.h>
#include <string.h>

#include "parser_int.h"

void module_info_free(ModInfo *m)
{
    if (!m)
        return;
    for (uint32_t i = 0; i < m->nimports; i++) {
        free((char *)m->imports[i].spec);
        free((char *)m->imports[i].name);
        free((char *)m->imports[i].local);
    }
    for (uint32_t i = 0; i < m->nexports; i++) {
        free((char *)m->exports[i].name);
        free((char *)m->exports[i].local);
        free((char *)m->exports[i].spec);
        free((char *)m->exports[i].import);
    }
    for (uint32_t i = 0; i < m->nrequests; i++) {
        free((char *)m->requests[i].spec);
        free((char *)m->requests[i].type);
    }
    for (uint32_t i = 0; i < m->nenv; i++)
        free((char *)m->env_names[i]);
    free(m->imports);
    free(m->exports);
    free(m->requests);
    free(m->env_names);
    free(m->env_kind);
    free(m);
}

static char *xdup(Parser *p, const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s);
    char *d = malloc(n + 1);
    if (!d) {
        parse_error_range(p, "out of memory");
        return NULL;
    }
    memcpy(d, s, n + 1);
    return d;
}

static bool grow(Parser *p, void **arr, uint32_t n, size_t sz)
{
    if (n & (n - 1))
        return true; /* capacity is the next power of two above n */
    void *na = realloc(*arr, (n ? n * 2 : 1) * sz);
    if (!na) {
        parse_error_range(p, "out of memory");
        return false;
    }
    *arr = na;
    return true;
}

/* The specifier of a T_STR token as UTF-8 (arena); lone surrogates as U+FFFD. */
static const char *str_utf8(Parser *p, const Token *t)
{
    if (!parse_check_legacy(p, t))
        return NULL;
    char *s = parse_alloc_str(p, (size_t)t->str_len * 3);
    if (!s)
        return NULL;
    size_t o = 0;
    for (uint32_t i = 0; i < t->str_len; i++) {
        uint32_t c = t->str[i];
        if (c >= 0xD800 && c < 0xDC00 && i + 1 < t->str_len && t->str[i + 1] >= 0xDC00 &&
            t->str[i + 1] < 0xE000) {
            c = 0x10000 + ((c - 0xD800) << 10) + (t->str[++i] - 0xDC00);
        } else if (c >= 0xD800 && c < 0xE000) {
            c = 0xFFFD;
        }
        if (c < 0x80) {
            s[o++] = (char)c;
        } else if (c < 0x800) {
            s[o++] = (char)(0xC0 | (c >> 6));
            s[o++] = (char)(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            s[o++] = (char)(0xE0 | (c >> 12));
            s[o++] = (char)(0x80 | ((c >> 6) & 0x3F));
            s[o++] = (char)(0x80 | (c & 0x3F));
        } else {
            s[o++] = (char)(0xF0 | (c >> 18));
            s[o++] = (char)(0x80 | ((c >> 12) & 0x3F));
            s[o++] = (char)(0x80 | ((c >> 6) & 0x3F));
            s[o++] = (char)(0x80 | (c & 0x3F));
        }
    }
    s[o] = 0;
    return s;
}

static bool is_contextual(Parser *p, const char *word)
{
    return p->tok.kind == T_IDENT && !p->tok.escaped && strcmp(p->tok.name, word) == 0;
}

/* `with { key: 'value', ... }` after a module specifier: *type is the
 * value of `type` (arena), the only attribute node supports; others are
 * accepted and ignored. V8's error for a repeated key. */
static bool parse_with_clause(Parser *p, const char **type)
{
    parse_next(p); /* with */
    if (!parse_expect(p, T_LBRACE))
        return false;
    typedef struct Seen { const char *key; } Seen;
    Seen *seen = NULL;
    uint32_t ns = 0;
    bool ok = false;
    while (p->tok.kind != T_RBRACE) {
        Token kt = p->tok;
        const char *key = kt.kind == T_STR ? str_utf8(p, &kt) : parse_ident_name(p);
        if (!key) {
            if (!p->failed)
                parse_unexpected(p);
            goto out;
        }
        parse_next(p);
        if (!parse_expect(p, T_COLON))
            goto out;
        if (p->tok.kind != T_STR) {
            parse_unexpected(p);
            goto out;
        }
        Token vt = p->tok;
        const char *val = str_utf8(p, &vt);
        if (!val)
            goto out;
        for (uint32_t i = 0; i < ns; i++)
            if (strcmp(seen[i].key, key) == 0) {
                parse_error_at(p, kt.line, kt.col, "Import attribute has duplicate key '%s'", key);
                goto out;
            }
        if (!grow(p, (void **)&seen, ns, sizeof *seen))
            goto out;
        seen[ns++].key = key;
        if (strcmp(key, "type") == 0)
            *type = val;
        parse_next(p);
        if (!parse_accept(p, T_COMMA))
            break;
    }
    ok = parse_expect(p, T_RBRACE);
out:
    free(seen);
    return ok;
}

/* `from 'x'` (or just 'x' when from_done): records the request. */
static const char *parse_from(Parser *p, bool need_from, uint32_t *line, uint32_t *col)
{
    if (need_from) {
        if (!is_contextual(p, "from")) {
            parse_unexpected(p);
            return NULL;
        }
        parse_next(p);
    }
    if (p->tok.kind != T_STR) {
        parse_unexpected(p);
        return NULL;
    }
    const char *spec = str_utf8(p, &p->tok);
    *line = p->tok.line;
    *col = p->tok.col;
    parse_next(p);
    if (!spec)
        return NULL;
    const char *type = NULL;
    if (p->tok.kind == T_WITH && !parse_with_clause(p, &type))
        return NULL;
    ModInfo *m = p->mod;
    for (uint32_t i = 0; i < m->nrequests; i++)
        if (strcmp(m->requests[i].spec, spec) == 0)
            return spec;
    if (!grow(p, (void **)&m->requests, m->nrequests, sizeof *m->requests))
        return NULL;
    ModRequest *r = &m->requests[m->nrequests];
    memset(r, 0, sizeof *r);
    m->nrequests++;
    if (!(r->spec = xdup(p, spec)) || (type && !(r->type = xdup(p, type))))
        return NULL;
    r->line = *line;
    r->col = *col;
    return spec;
}

/* ModuleExportName at the current token (not consumed): an IdentifierName,
 * or a string literal, which must be well-formed Unicode (ES2022). */
static const char *export_name(Parser *p)
{
    if (p->tok.kind != T_STR)
        return parse_ident_name(p);
    for (uint32_t i = 0; i < p->tok.str_len; i++) {
        uint32_t c = p->tok.str[i];
        if (c >= 0xD800 && c < 0xDC00 && i + 1 < p->tok.str_len && p->tok.str[i + 1] >= 0xDC00 &&
            p->tok.str[i + 1] < 0xE000) {
            i++;
        } else if (c >= 0xD800 && c < 0xE000) {
            parse_error_at(p, p->tok.line, p->tok.col, "Invalid module export name: contains unpaired surrogate");
            return NULL;
        }
    }
    return str_utf8(p, &p->tok);
}

static bool add_import(Parser *p, Node *stmt, const char *spec, const char *name, const Token *local,
                       uint32_t line, uint32_t col, int phase)
{
    ModInfo *m = p->mod;
    if (!grow(p, (void **)&m->imports, m->nimports, sizeof *m->imports))
        return false;
    ModImport *im = &m->imports[m->nimports];
    memset(im, 0, sizeof *im);
    m->nimports++;
    im->line = line;
    im->col = col;
    im->phase = phase;
    if (!(im->spec = xdup(p, spec)) || (name && !(im->name = xdup(p, name))) ||
        !(im->local = xdup(p, local->name)))
        return false;
    Node *id = parse_node_at(p, N_IDENT, local);
    if (!id)
        return false;
    id->name = local->name;
    id->end = local->end;
    return parse_push(p, &stmt->list, id);
}

static bool add_export(Parser *p, const char *name, const char *local, const char *spec,
                       const char *import, uint32_t line, uint32_t col)
{
    ModInfo *m = p->mod;
    if (!grow(p, (void **)&m->exports, m->nexports, sizeof *m->exports))
        return false;
    ModExport *e = &m->exports[m->nexports];
    memset(e, 0, sizeof *e);
    m->nexports++;
    e->line = line;
    e->col = col;
    if ((name && !(e->name = xdup(p, name))) || (local && !(e->local = xdup(p, local))) ||
        (spec && !(e->spec = xdup(p, spec))) || (import && !(e->import = xdup(p, import))))
        return false;
    return true;
}

/* A local binding name after `import`/`as`: consumes it into *out. */
static bool binding_token(Parser *p, Token *out)
{
    if (!parse_check_binding_name(p, &p->tok))
        return false;
    *out = p->tok;
    parse_next(p);
    return true;
}

static Node *parse_import(Parser *p)
{
    Node *n = parse_node(p, N_EMPTY);
    if (!n)
        return NULL;
    n->op = T_IMPORT;
    parse_next(p); /* import */
    uint32_t line, col;
    if (p->tok.kind == T_STR) {
        if (!parse_from(p, false, &line, &col) || !parse_semicolon(p))
            return NULL;
        return n;
    }
    /* collect the clause first: the specifier comes last */
    typedef struct Pend { const char *name; Token local; uint32_t line, col; } Pend;
    Pend *pend = NULL;
    uint32_t np = 0;
    bool ok = false;
    int phase = IMPORT_PHASE_EVALUATION;
    if (is_contextual(p, "source")) {
        /* `import source x from`; else the word is a default import's
         * binding (`import source from 'x'`, `import source, {a} from`) */
        Token w = p->tok;
        parse_next(p);
        if (p->tok.kind == T_IDENT && !(is_contextual(p, "from") && parse_peek(p)->kind == T_STR)) {
            phase = IMPORT_PHASE_SOURCE;
            Token t;
            if (!binding_token(p, &t) || !grow(p, (void **)&pend, np, sizeof *pend))
                goto out;
            pend[np++] = (Pend){ NULL, t, t.line, t.col };
            goto from;
        }
        if (!parse_check_binding_name(p, &w) || !grow(p, (void **)&pend, np, sizeof *pend))
            goto out;
        pend[np++] = (Pend){ "default", w, w.line, w.col };
        if (!parse_accept(p, T_COMMA))
            goto from;
    }
    if (np == 0 && p->tok.kind != T_LBRACE && p->tok.kind != T_STAR) {
        Token t;
        if (!binding_token(p, &t))
            goto out;
        if (!grow(p, (void **)&pend, np, sizeof *pend))
            goto out;
        pend[np++] = (Pend){ "default", t, t.line, t.col };
        if (!parse_accept(p, T_COMMA))
            goto from;
    }
    if (p->tok.kind == T_STAR) {
        parse_next(p);
        if (!is_contextual(p, "as")) {
            parse_unexpected(p);
            goto out;
        }
        parse_next(p);
        Token t;
        if (!binding_token(p, &t) || !grow(p, (void **)&pend, np, sizeof *pend))
            goto out;
        pend[np++] = (Pend){ NULL, t, t.line, t.col };
    } else if (p->tok.kind == T_LBRACE) {
        parse_next(p);
        while (p->tok.kind != T_RBRACE) {
            Token nt = p->tok;
            const char *name = export_name(p);
            if (!name) {
                if (!p->failed)
                    parse_unexpected(p);
                goto out;
            }
            parse_next(p);
            Token local = nt;
            if (is_contextual(p, "as")) {
                parse_next(p);
                if (!binding_token(p, &local))
                    goto out;
            } else if (nt.kind == T_STR) {
                /* a string name needs `as` and a local; V8's message */
                parse_error_at(p, nt.line, nt.col, "Unexpected reserved word");
                goto out;
            } else if (!parse_check_binding_name(p, &nt)) {
                goto out;
            }
            if (!grow(p, (void **)&pend, np, sizeof *pend))
                goto out;
            pend[np++] = (Pend){ name, local, nt.line, nt.col };
            if (!parse_accept(p, T_COMMA))
                break;
        }
        if (!parse_expect(p, T_RBRACE))
            goto out;
    } else {
        parse_unexpected(p);
        goto out;
    }
from:;
    const char *spec = parse_from(p, true, &line, &col);
    if (!spec || !parse_semicolon(p))
        goto out;
    for (uint32_t i = 0; i < np; i++)
        if (!add_import(p, n, spec, pend[i].name, &pend[i].local, pend[i].line, pend[i].col, phase))
            goto out;
    ok = true;
out:
    free(pend);
    return ok && !p->failed ? n : NULL;
}

/* Bound names of a declaration's pattern, exported under their own names. */
static bool export_pattern(Parser *p, Node *pat);

static bool export_names(Parser *p, Node *pat)
{
    switch (pat->kind) {
    case N_IDENT: return add_export(p, pat->name, pat->name, NULL, NULL, pat->line, pat->col);
    case N_ASSIGN_PAT: case N_REST: return export_pattern(p, pat->a);
    case N_ARRAY_PAT: case N_OBJECT_PAT:
        for (uint32_t i = 0; i < pat->list.count; i++) {
            Node *it = pat->list.items[i];
            if (!export_pattern(p, it->kind == N_PROP ? it->b : it))
                return false;
        }
        return true;
    default: return true;
    }
}

static bool export_pattern(Parser *p, Node *pat)
{
    if (!pat)
        return true;
    if (!parse_walk_enter(p))
        return false;
    bool ok = export_names(p, pat);
    p->walk_depth--;
    return ok;
}

static Node *parse_export_default(Parser *p, const Token *kw)
{
    Token t = p->tok;
    if (is_contextual(p, "async") && parse_peek(p)->kind == T_FUNCTION && !parse_peek(p)->nl_before) {
        /* `export default async function [name] () {}`: a declaration */
        Node *d = parse_node(p, N_FUNC_DECL);
        if (!d || !(d->a = parse_async_function(p, false)))
            return NULL;
        if (!d->a->name)
            d->a->name = "default";
        parse_finish(p, d);
        if (!add_export(p, "default", d->a->name, NULL, NULL, kw->line, kw->col))
            return NULL;
        return d;
    }
    if (t.kind == T_FUNCTION || t.kind == T_CLASS) {
        /* the name is optional; past `function *` one token of lookahead
         * cannot tell, so a generator is parsed with an optional name, as
         * the async form above is */
        bool named = parse_peek(p)->kind != (t.kind == T_FUNCTION ? T_LPAREN : T_LBRACE) &&
                     !(t.kind == T_CLASS && parse_peek(p)->kind == T_EXTENDS) &&
                     !(t.kind == T_FUNCTION && parse_peek(p)->kind == T_STAR);
        Node *d = parse_node(p, t.kind == T_FUNCTION ? N_FUNC_DECL : N_CLASS_DECL);
        if (!d)
            return NULL;
        d->a = t.kind == T_FUNCTION ? parse_function(p, 0, named) : parse_class(p, named);
        if (!d->a)
            return NULL;
        if (!d->a->name)
            d->a->name = "default";
        parse_finish(p, d);
        if (!add_export(p, "default", d->a->name, NULL, NULL, kw->line, kw->col))
            return NULL;
        return d;
    }
    Node *e = parse_assign(p, false);
    if (!e || !parse_semicolon(p))
        return NULL;
    Node *v = parse_node_at(p, N_VAR, kw);
    Node *dcl = parse_node_at(p, N_DECLARATOR, kw);
    Node *id = parse_node_at(p, N_IDENT, kw);
    if (!v || !dcl || !id)
        return NULL;
    v->op = T_CONST;
    id->name = "default";
    dcl->a = id;
    dcl->b = e;
    dcl->end = e->end;
    v->end = e->end;
    if (!parse_push(p, &v->list, dcl))
        return NULL;
    if (!add_export(p, "default", "default", NULL, NULL, kw->line, kw->col))
        return NULL;
    return v;
}

static Node *parse_export(Parser *p)
{
    Token kw = p->tok;
    parse_next(p); /* export */
    uint32_t line, col;
    switch (p->tok.kind) {
    case T_DEFAULT:
        parse_next(p);
        return parse_export_default(p, &kw);
    case T_STAR: {
        parse_next(p);
        const char *as = NULL;
        Token at = p->tok;
        if (is_contextual(p, "as")) {
            parse_next(p);
            at = p->tok;
            if (!(as = export_name(p))) {
                if (!p->failed)
                    parse_unexpected(p);
                return NULL;
            }
            parse_next(p);
        }
        const char *spec = parse_from(p, true, &line, &col);
        if (!spec || !parse_semicolon(p))
            return NULL;
        if (!add_export(p, as, NULL, spec, NULL, as ? at.line : line, as ? at.col : col))
            return NULL;
        return parse_node_at(p, N_EMPTY, &kw);
    }
    case T_LBRACE: {
        parse_next(p);
        typedef struct Pend { const char *local, *name; Token lt; uint32_t line, col; } Pend;
        Pend *pend = NULL;
        uint32_t np = 0;
        Node *r = NULL;
        while (p->tok.kind != T_RBRACE) {
            Token lt = p->tok;
            const char *local = export_name(p);
            if (!local) {
                if (!p->failed)
                    parse_unexpected(p);
                goto out;
            }
            parse_next(p);
            const char *name = local;
            if (is_contextual(p, "as")) {
                parse_next(p);
                if (!(name = export_name(p))) {
                    if (!p->failed)
                        parse_unexpected(p);
                    goto out;
                }
                parse_next(p);
            }
            if (!grow(p, (void **)&pend, np, sizeof *pend))
                goto out;
            pend[np++] = (Pend){ local, name, lt, lt.line, lt.col }; /* node points at the specifier */
            if (!parse_accept(p, T_COMMA))
                break;
        }
        if (!parse_expect(p, T_RBRACE))
            goto out;
        const char *spec = NULL;
        if (is_contextual(p, "from") && !(spec = parse_from(p, true, &line, &col)))
            goto out;
        if (!parse_semicolon(p))
            goto out;
        for (uint32_t i = 0; i < np; i++) {
            if (!spec && pend[i].lt.kind == T_STR) {
                /* only `export { "x" } from` re-exports a string name */
                parse_error_at(p, pend[i].lt.line, pend[i].lt.col,
                               "String literal module export names must be followed by a 'from' clause");
                goto out;
            }
            if (!spec && (lex_is_keyword(pend[i].lt.kind) || !parse_check_binding_name(p, &pend[i].lt))) {
                if (!p->failed)
                    parse_error_at(p, pend[i].lt.line, pend[i].lt.col, "Unexpected reserved word");
                goto out;
            }
            if (!add_export(p, pend[i].name, spec ? NULL : pend[i].local, spec,
                            spec ? pend[i].local : NULL, pend[i].line, pend[i].col))
                goto out;
        }
        r = parse_node_at(p, N_EMPTY, &kw);
    out:
        free(pend);
        return p->failed ? NULL : r;
    }
    case T_VAR: case T_LET: case T_CONST: {
        Node *d = parse_statement_list_item(p);
        if (!d)
            return NULL;
        for (uint32_t i = 0; i < d->list.count; i++)
            if (!export_pattern(p, d->list.items[i]->a))
                return NULL;
        return d;
    }
    case T_FUNCTION: case T_CLASS: {
        Node *d = parse_statement_list_item(p);
        if (!d)
            return NULL;
        if (!add_export(p, d->a->name, d->a->name, NULL, NULL, d->a->line, d->a->col))
            return NULL;
        return d;
    }
    default:
        if (is_contextual(p, "async") && parse_peek(p)->kind == T_FUNCTION && !parse_peek(p)->nl_before) {
            Node *d = parse_statement_list_item(p); /* the async function declaration */
            if (!d)
                return NULL;
            if (!add_export(p, d->a->name, d->a->name, NULL, NULL, d->a->line, d->a->col))
                return NULL;
            return d;
        }
        parse_unexpected(p);
        return NULL;
    }
}

Node *parse_module_item(Parser *p)
{
    return p->tok.kind == T_IMPORT ? parse_import(p) : parse_export(p);
}
