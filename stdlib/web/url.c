/* stdlib/web/url.c — the URL class as node has it: the constructor and
 * URL.parse / URL.canParse, the component getters and setters (the
 * standard's setters: a state-override parse of the value into a copy of
 * the record, committed when it succeeds), href, toString, toJSON, and the
 * searchParams object bound to the URL.
 *
 * A URL object keeps its href only (WebObj f[0], always the serialization
 * of a parsed record) and its URLSearchParams once asked for (f[1]); a
 * getter or setter parses the href again, which gives back the same record.
 * createObjectURL / revokeObjectURL are not there (tarn has no Blob).
 */
#include "url.h"
#include "../../vm/typed.h"

enum { U_HREF, U_PARAMS };

/* The code points of string s (a lone surrogate: U+FFFD), malloc'd. */
uint32_t *web_str_cps(Vm *vm, Value s, size_t *n)
{
    String *f = lib_flat(vm, s);
    if (!f) {
        vm_throw_oom(vm);
        return NULL;
    }
    uint32_t *o = malloc(((size_t)f->len + 1) * sizeof *o);
    if (!o) {
        vm_throw_oom(vm);
        return NULL;
    }
    size_t k = 0;
    bool wide = f->hdr.flags & STR_WIDE;
    for (uint32_t i = 0; i < f->len; i++) {
        uint32_t c = wide ? ((uint16_t *)f->data)[i] : f->data[i];
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < f->len) {
            uint32_t d = ((uint16_t *)f->data)[i + 1];
            if (d >= 0xDC00 && d <= 0xDFFF) {
                o[k++] = 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00);
                i++;
                continue;
            }
        }
        o[k++] = (c >= 0xD800 && c <= 0xDFFF) ? 0xFFFD : c;
    }
    *n = k;
    return o;
}

static Value str_of(Vm *vm, const LibBuf *b)
{
    if (b->oom)
        return vm_throw_oom(vm);
    return vm_str_from_latin1(vm, (const uint8_t *)(b->p ? b->p : ""), b->len);
}

static Value throw_parse_rc(Vm *vm, int rc)
{
    if (rc == URL_OOM)
        return vm_throw_oom(vm);
    return vm_throw_error(vm, ERR_ERROR, "URL: this host needs IDNA (UTS #46), and %s (ICU) could not be loaded",
                          url_idna_library());
}

/* node's ERR_INVALID_URL: "Invalid URL" with the input (and base). */
static Value throw_invalid_url(Vm *vm, Value input, Value base)
{
    size_t sc = gc_scope_open(vm);
    Value *ih = gc_handle(vm, input), *bh = gc_handle(vm, base);
    lib_throw_coded_plain(vm, ERR_TYPE, "ERR_INVALID_URL", "Invalid URL");
    Value *e = gc_handle(vm, vm_take_exception(vm));
    if (lib_def_value(vm, *e, "input", *ih, PROP_DEFAULT) < 0 ||
        (*bh != V_EMPTY && lib_def_value(vm, *e, "base", *bh, PROP_DEFAULT) < 0))
        vm_take_exception(vm);
    vm_throw(vm, *e);
    gc_scope_close(vm, sc);
    return V_EXC;
}

static int parse_str_rooted(Vm *vm, Value *sh, Value base, UrlRec *u);

/* Parse string s (against base string or V_EMPTY) into *u: URL_* codes, with
 * the VM's exception pending for URL_OOM only. */
static int parse_str(Vm *vm, Value s0, Value base, UrlRec *u)
{
    size_t sc = gc_scope_open(vm);
    Value *sh = gc_handle(vm, s0); /* flattening base may allocate */
    int rc = parse_str_rooted(vm, sh, base, u);
    gc_scope_close(vm, sc);
    return rc;
}

static int parse_str_rooted(Vm *vm, Value *sh, Value base, UrlRec *u)
{
    size_t n, bn;
    UrlRec b;
    url_rec_init(&b);
    url_rec_init(u);
    int rc = URL_OK;
    if (base != V_EMPTY) {
        uint32_t *bc = web_str_cps(vm, base, &bn);
        if (!bc)
            return URL_OOM;
        rc = url_parse(bc, bn, NULL, &b, 0);
        free(bc);
    }
    if (rc == URL_OK) {
        uint32_t *c = web_str_cps(vm, *sh, &n);
        if (!c) {
            url_rec_free(&b);
            return URL_OOM;
        }
        rc = url_parse(c, n, base != V_EMPTY ? &b : NULL, u, 0);
        free(c);
    }
    url_rec_free(&b);
    return rc;
}

/* The record of URL object v (its href parsed again). */
static int rec_of(Vm *vm, Value v, UrlRec *u)
{
    int rc = parse_str(vm, ((WebObj *)v_cell(v))->f[U_HREF], V_EMPTY, u);
    if (rc != URL_OK)
        throw_parse_rc(vm, rc == URL_FAIL ? URL_OOM : rc);
    return rc;
}

/* Parse url (and base) from a call's arguments: the record, or a code; the
 * strings are left in *sh / *bh (V_EMPTY: no base). */
static int parse_args(Vm *vm, Value *argv, int argc, Value *sh, Value *bh, UrlRec *u)
{
    *sh = vm_to_string_js(vm, ARG(0));
    if (*sh == V_EXC)
        return URL_OOM;
    *bh = V_EMPTY;
    if (ARG(1) != V_UNDEF) {
        *bh = vm_to_string_js(vm, ARG(1));
        if (*bh == V_EXC)
            return URL_OOM;
    }
    return parse_str(vm, *sh, *bh, u);
}

static Value new_url(Vm *vm, Value new_target, const UrlRec *u)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    LibBuf b;
    lib_buf_init(&b);
    url_serialize(u, false, &b);
    Value *href = gc_handle(vm, str_of(vm, &b));
    lib_buf_free(&b);
    if (*href == V_EXC)
        goto out;
    Value o = web_new_obj(vm, new_target, WEB_URL, B_URL_PROTO);
    if (o == V_EXC)
        goto out;
    ((WebObj *)v_cell(o))->f[U_HREF] = *href; /* a fresh cell: no barrier */
    r = o;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value url_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Class constructor URL cannot be invoked without 'new'");
    if (argc == 0)
        return lib_throw_missing_arg(vm, "url");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *sh = gc_handle(vm, V_UNDEF), *bh = gc_handle(vm, V_UNDEF);
    UrlRec u;
    int rc = parse_args(vm, argv, argc, sh, bh, &u);
    if (rc == URL_FAIL)
        throw_invalid_url(vm, *sh, *bh);
    else if (rc == URL_NO_IDNA)
        throw_parse_rc(vm, rc);
    else if (rc == URL_OK)
        r = new_url(vm, WEB_NEW_TARGET, &u);
    url_rec_free(&u);
    gc_scope_close(vm, sc);
    return r;
}

/* magic 0: URL.canParse, 1: URL.parse */
static Value url_static_parse(Vm *vm, Value *argv, int argc, bool construct)
{
    if (argc == 0)
        return lib_throw_missing_arg(vm, "url");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *sh = gc_handle(vm, V_UNDEF), *bh = gc_handle(vm, V_UNDEF);
    UrlRec u;
    int rc = parse_args(vm, argv, argc, sh, bh, &u);
    if (rc == URL_OK)
        r = MAGIC ? new_url(vm, V_UNDEF, &u) : V_TRUE;
    else if (rc == URL_FAIL)
        r = MAGIC ? V_NULL : V_FALSE;
    else if (rc == URL_NO_IDNA)
        throw_parse_rc(vm, rc);
    url_rec_free(&u);
    gc_scope_close(vm, sc);
    return r;
}

static WebObj *this_url(Vm *vm, Value *argv)
{
    WebObj *w = web_obj_noalloc(THIS, WEB_URL);
    if (!w)
        vm_throw_error(vm, ERR_TYPE, "Receiver must be an instance of class URL");
    return w;
}

enum { G_HREF, G_ORIGIN, G_PROTOCOL, G_USERNAME, G_PASSWORD, G_HOST, G_HOSTNAME, G_PORT, G_PATHNAME,
       G_SEARCH, G_HASH };

static Value url_get(Vm *vm, Value *argv, int argc, bool construct)
{
    WebObj *w = this_url(vm, argv);
    if (!w)
        return V_EXC;
    if (MAGIC == G_HREF)
        return w->f[U_HREF];
    UrlRec u;
    if (rec_of(vm, THIS, &u) != URL_OK) {
        url_rec_free(&u);
        return V_EXC;
    }
    LibBuf b;
    lib_buf_init(&b);
    int rc = URL_OK;
    switch (MAGIC) {
    case G_ORIGIN: rc = url_origin(&u, &b); break;
    case G_PROTOCOL: lib_buf_add(&b, u.scheme.p, u.scheme.len); lib_buf_ch(&b, ':'); break;
    case G_USERNAME: lib_buf_add(&b, u.user.p ? u.user.p : "", u.user.len); break;
    case G_PASSWORD: lib_buf_add(&b, u.pass.p ? u.pass.p : "", u.pass.len); break;
    case G_HOST:
    case G_HOSTNAME:
        lib_buf_add(&b, u.host.p ? u.host.p : "", u.host.len);
        if (MAGIC == G_HOST && u.has_host && u.port >= 0)
            lib_buf_printf(&b, ":%d", u.port);
        break;
    case G_PORT: if (u.port >= 0) lib_buf_printf(&b, "%d", u.port); break;
    case G_PATHNAME: lib_buf_add(&b, u.path.p ? u.path.p : "", u.path.len); break;
    case G_SEARCH:
        if (u.has_query && u.query.len) {
            lib_buf_ch(&b, '?');
            lib_buf_add(&b, u.query.p, u.query.len);
        }
        break;
    case G_HASH:
        if (u.has_frag && u.frag.len) {
            lib_buf_ch(&b, '#');
            lib_buf_add(&b, u.frag.p, u.frag.len);
        }
        break;
    }
    url_rec_free(&u);
    Value r = rc != URL_OK ? throw_parse_rc(vm, rc) : str_of(vm, &b);
    lib_buf_free(&b);
    return r;
}

/* Store record u as v's href, and refresh its URLSearchParams' list. */
static int commit(Vm *vm, Value *vh, const UrlRec *u)
{
    LibBuf b;
    lib_buf_init(&b);
    url_serialize(u, false, &b);
    Value s = str_of(vm, &b);
    lib_buf_free(&b);
    if (s == V_EXC)
        return -1;
    WebObj *w = v_cell(*vh);
    GC_WRITE(vm, w, &w->f[U_HREF], s);
    if (w->f[U_PARAMS] == V_UNDEF)
        return 0;
    size_t sc = gc_scope_open(vm);
    Value *q = gc_handle(vm, u->has_query ? str_of(vm, &u->query) : vm->atom[A_empty]);
    int rc = *q == V_EXC ? -1 : web_params_reset_js(vm, ((WebObj *)v_cell(*vh))->f[U_PARAMS], *q);
    gc_scope_close(vm, sc);
    return rc;
}

/* The setters (magic: G_*), each as the standard's. */
static Value url_set(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!this_url(vm, argv))
        return V_EXC;
    Value val = vm_to_string_js(vm, ARG(0));
    if (val == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *vh = gc_handle(vm, val);
    Value *self = gc_handle(vm, THIS);
    uint32_t *c = NULL;
    size_t n = 0;
    UrlRec u, t;
    url_rec_init(&u);
    url_rec_init(&t);
    if (MAGIC == G_HREF) {
        int rc = parse_str(vm, *vh, V_EMPTY, &t);
        if (rc == URL_FAIL)
            throw_invalid_url(vm, *vh, V_EMPTY);
        else if (rc != URL_OK)
            throw_parse_rc(vm, rc);
        else if (commit(vm, self, &t) == 0)
            r = V_UNDEF;
        goto out;
    }
    if (rec_of(vm, *self, &u) != URL_OK)
        goto out;
    if (!(c = web_str_cps(vm, *vh, &n)))
        goto out;
    if (url_rec_copy(&t, &u) != URL_OK) {
        vm_throw_oom(vm);
        goto out;
    }
    int rc = URL_OK;
    switch (MAGIC) {
    case G_PROTOCOL: {
        uint32_t *c2 = realloc(c, (n + 1) * sizeof *c);
        if (!c2) {
            vm_throw_oom(vm);
            goto out;
        }
        c = c2;
        c[n++] = ':';
        rc = url_parse(c, n, NULL, &t, URL_ST_SCHEME_START);
        break;
    }
    case G_USERNAME:
    case G_PASSWORD: {
        if (url_cannot_have_credentials(&t))
            goto unchanged;
        LibBuf *d = MAGIC == G_USERNAME ? &t.user : &t.pass;
        d->len = 0;
        for (size_t i = 0; i < n; i++) {
            uint32_t ch = c[i];
            bool enc = ch < 0x20 || ch > 0x7E || ch == ' ' || ch == '"' || ch == '#' || ch == '<' || ch == '>' ||
                       ch == '?' || ch == '^' || ch == '`' || ch == '{' || ch == '}' || ch == '/' || ch == ':' ||
                       ch == ';' || ch == '=' || ch == '@' || (ch >= '[' && ch <= ']') || ch == '|';
            if (!enc) {
                lib_buf_ch(d, (char)ch);
                continue;
            }
            LibBuf tb;
            lib_buf_init(&tb);
            lib_buf_cp(&tb, ch);
            for (size_t k = 0; k < tb.len; k++)
                lib_buf_printf(d, "%%%02X", (uint8_t)tb.p[k]);
            lib_buf_free(&tb);
        }
        break;
    }
    case G_HOST:
    case G_HOSTNAME:
        if (t.opaque)
            goto unchanged;
        rc = url_parse(c, n, NULL, &t, MAGIC == G_HOST ? URL_ST_HOST : URL_ST_HOSTNAME);
        break;
    case G_PORT:
        if (url_cannot_have_credentials(&t))
            goto unchanged;
        if (n == 0)
            t.port = -1;
        else
            rc = url_parse(c, n, NULL, &t, URL_ST_PORT);
        break;
    case G_PATHNAME:
        if (t.opaque)
            goto unchanged;
        t.path.len = 0;
        rc = url_parse(c, n, NULL, &t, URL_ST_PATH_START);
        break;
    case G_SEARCH:
    case G_HASH: {
        bool search = MAGIC == G_SEARCH;
        LibBuf *d = search ? &t.query : &t.frag;
        d->len = 0;
        if (n == 0) {
            if (search)
                t.has_query = false;
            else
                t.has_frag = false;
            break;
        }
        size_t skip = c[0] == (search ? '?' : '#');
        if (search)
            t.has_query = true;
        else
            t.has_frag = true;
        rc = url_parse(c + skip, n - skip, NULL, &t, search ? URL_ST_QUERY : URL_ST_FRAGMENT);
        break;
    }
    }
    if (rc == URL_FAIL)
        goto unchanged;
    if (rc != URL_OK) {
        throw_parse_rc(vm, rc);
        goto out;
    }
    if (commit(vm, self, &t) < 0)
        goto out;
unchanged:
    r = V_UNDEF;
out:
    free(c);
    url_rec_free(&u);
    url_rec_free(&t);
    gc_scope_close(vm, sc);
    return r;
}

static Value url_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    WebObj *w = this_url(vm, argv);
    return w ? w->f[U_HREF] : V_EXC;
}

static Value url_search_params(Vm *vm, Value *argv, int argc, bool construct)
{
    WebObj *w = this_url(vm, argv);
    if (!w)
        return V_EXC;
    if (w->f[U_PARAMS] != V_UNDEF)
        return w->f[U_PARAMS];
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *self = gc_handle(vm, THIS);
    UrlRec u;
    if (rec_of(vm, *self, &u) == URL_OK) {
        Value *q = gc_handle(vm, u.has_query ? str_of(vm, &u.query) : vm->atom[A_empty]);
        Value p = *q == V_EXC ? V_EXC : web_params_for_url_js(vm, self, *q);
        if (p != V_EXC) {
            w = v_cell(*self);
            GC_WRITE(vm, w, &w->f[U_PARAMS], p);
            r = p;
        }
    }
    url_rec_free(&u);
    gc_scope_close(vm, sc);
    return r;
}

/* The params changed (URLSearchParams' update steps): query = serialized
 * (null when empty). */
int web_url_set_query_js(Vm *vm, Value url, Value query)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *self = gc_handle(vm, url);
    Value *qh = gc_handle(vm, query);
    UrlRec u;
    if (rec_of(vm, *self, &u) != URL_OK)
        goto out;
    u.query.len = 0;
    char *q = vm_str_to_utf8(vm, *qh, NULL);
    if (!q) {
        vm_throw_oom(vm);
        goto out;
    }
    lib_buf_str(&u.query, q);
    u.has_query = q[0] != 0;
    free(q);
    LibBuf b;
    lib_buf_init(&b);
    url_serialize(&u, false, &b);
    Value s = str_of(vm, &b);
    lib_buf_free(&b);
    if (s == V_EXC)
        goto out;
    WebObj *w = v_cell(*self);
    GC_WRITE(vm, w, &w->f[U_HREF], s);
    rc = 0;
out:
    url_rec_free(&u);
    gc_scope_close(vm, sc);
    return rc;
}

int web_url_make(Vm *vm)
{
    if (vm->builtin[B_URL_CTOR] != V_EMPTY)
        return 0;
    static const LibFn members[] = {
        {"toString", url_to_string, 0, 0}, {"href", url_get, -1, G_HREF}, {"origin", url_get, -1, G_ORIGIN},
        {"protocol", url_get, -1, G_PROTOCOL}, {"username", url_get, -1, G_USERNAME},
        {"password", url_get, -1, G_PASSWORD}, {"host", url_get, -1, G_HOST},
        {"hostname", url_get, -1, G_HOSTNAME}, {"port", url_get, -1, G_PORT},
        {"pathname", url_get, -1, G_PATHNAME}, {"search", url_get, -1, G_SEARCH},
        {"searchParams", url_search_params, -1, 0}, {"hash", url_get, -1, G_HASH},
        {"toJSON", url_to_string, 0, 0}, {NULL, NULL, 0, 0},
    };
    if (web_make_class(vm, "URL", url_ctor, 1, members, B_URL_PROTO, B_URL_CTOR) < 0)
        return -1;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *proto = gc_handle(vm, vm->builtin[B_URL_PROTO]);
    /* the setters join the getters (web_make_class makes getters only) */
    static const struct { const char *name; int magic; } setters[] = {
        {"href", G_HREF}, {"protocol", G_PROTOCOL}, {"username", G_USERNAME}, {"password", G_PASSWORD},
        {"host", G_HOST}, {"hostname", G_HOSTNAME}, {"port", G_PORT}, {"pathname", G_PATHNAME},
        {"search", G_SEARCH}, {"hash", G_HASH},
    };
    for (size_t i = 0; i < sizeof setters / sizeof setters[0]; i++) {
        Value f = vm_new_native(vm, setters[i].name, url_set, 1, setters[i].magic);
        if (f == V_EXC)
            goto out;
        Value *fh = gc_handle(vm, f);
        Value k = vm_key(vm, setters[i].name);
        if (k == V_EXC || vm_define_accessor(vm, *proto, k, V_EMPTY, *fh, PROP_ENUMERABLE | PROP_CONFIGURABLE) < 0)
            goto out;
    }
    static const LibFn statics[] = {{"parse", url_static_parse, 1, 1}, {"canParse", url_static_parse, 1, 0},
                                    {NULL, NULL, 0, 0}};
    if (lib_def_fns(vm, vm->builtin[B_URL_CTOR], statics) < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_define_url(Vm *vm)
{
    if (web_url_make(vm) < 0)
        return -1;
    return lib_define_global(vm, "URL", vm->builtin[B_URL_CTOR], PROP_METHOD);
}

/* node's URL { href, origin, ..., searchParams, hash } */
Value web_url_view_js(Vm *vm, Value v)
{
    static const char *const keys[] = {"href", "origin", "protocol", "username", "password", "host",
                                       "hostname", "port", "pathname", "search", "searchParams", "hash"};
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *vh = gc_handle(vm, v);
    Value *o = gc_handle(vm, web_view_object_js(vm, v));
    if (*o == V_EXC)
        goto out;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        Value x = vm_get_str_js(vm, *vh, keys[i]);
        if (x == V_EXC || lib_def_value(vm, *o, keys[i], x, PROP_DEFAULT) < 0)
            goto out;
    }
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}
