/* stdlib/web/url_search.c — URLSearchParams as node has it: the
 * application/x-www-form-urlencoded parser and serializer, the list
 * methods, and the binding to a URL (a change to the list rewrites the
 * URL's query; url.search and url.href replace the list).
 *
 * The list is a JS array of strings, name and value alternating (WebObj
 * f[0]); f[1] is the URL it belongs to, or undefined. keys(), values(),
 * entries() and the iterator are URLSearchParams Iterators over the live
 * list, as node's are.
 */
#include "url.h"
#include "../promise.h"

enum { P_LIST, P_URL };

static WebObj *this_params(Vm *vm, Value *argv)
{
    WebObj *w = web_obj_noalloc(THIS, WEB_URL_SEARCH_PARAMS);
    if (!w)
        web_throw_invalid_this(vm, "URLSearchParams");
    return w;
}

/* ToString with lone surrogates as U+FFFD (a USVString). */
static Value to_usv_js(Vm *vm, Value v)
{
    Value s = vm_to_string_js(vm, v);
    if (s == V_EXC)
        return V_EXC;
    String *f = lib_flat(vm, s);
    if (!f)
        return vm_throw_oom(vm);
    if (!(f->hdr.flags & STR_WIDE))
        return v_from_cell(f);
    bool lone = false;
    const uint16_t *d = (const uint16_t *)f->data;
    for (uint32_t i = 0; i < f->len && !lone; i++) {
        if (d[i] >= 0xD800 && d[i] <= 0xDBFF && i + 1 < f->len && d[i + 1] >= 0xDC00 && d[i + 1] <= 0xDFFF)
            i++;
        else if (d[i] >= 0xD800 && d[i] <= 0xDFFF)
            lone = true;
    }
    if (!lone)
        return v_from_cell(f);
    uint16_t *c = malloc((size_t)f->len * 2 + 1);
    if (!c)
        return vm_throw_oom(vm);
    for (uint32_t i = 0; i < f->len; i++) {
        c[i] = d[i];
        if (d[i] >= 0xD800 && d[i] <= 0xDBFF && i + 1 < f->len && d[i + 1] >= 0xDC00 && d[i + 1] <= 0xDFFF) {
            c[i + 1] = d[i + 1];
            i++;
        } else if (d[i] >= 0xD800 && d[i] <= 0xDFFF) {
            c[i] = 0xFFFD;
        }
    }
    Value r = vm_str_from_utf16(vm, c, f->len);
    free(c);
    return r;
}

static int hexval_c(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* One name or value of the form encoding: '+' is a space, %XX a byte, then
 * the bytes as UTF-8 (invalid sequences: U+FFFD). */
static int decode_part(Vm *vm, const char *s, size_t n, Value *out)
{
    char *b = malloc(n + 1);
    if (!b) {
        vm_throw_oom(vm);
        return -1;
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        int h1, h2;
        if (s[i] == '+') {
            b[k++] = ' ';
        } else if (s[i] == '%' && i + 2 < n && (h1 = hexval_c(s[i + 1])) >= 0 && (h2 = hexval_c(s[i + 2])) >= 0) {
            b[k++] = (char)(h1 * 16 + h2);
            i += 2;
        } else {
            b[k++] = s[i];
        }
    }
    *out = vm_str_from_utf8(vm, b, k);
    free(b);
    return *out == V_EXC ? -1 : 0;
}

/* Append the pairs of form-encoded string q (a leading '?' already gone)
 * to the list array *list. */
static int parse_into(Vm *vm, Value *list, Value q)
{
    char *s = vm_str_to_utf8(vm, q, NULL);
    if (!s) {
        vm_throw_oom(vm);
        return -1;
    }
    size_t n = strlen(s);
    int rc = -1;
    size_t sc = gc_scope_open(vm);
    Value *name = gc_handle(vm, V_UNDEF), *value = gc_handle(vm, V_UNDEF);
    for (size_t a = 0; a <= n;) {
        size_t z = a;
        while (z < n && s[z] != '&')
            z++;
        if (z > a) {
            size_t eq = a;
            while (eq < z && s[eq] != '=')
                eq++;
            if (decode_part(vm, s + a, eq - a, name) < 0)
                goto out;
            if (decode_part(vm, eq < z ? s + eq + 1 : "", eq < z ? z - eq - 1 : 0, value) < 0)
                goto out;
            if (vm_array_append(vm, *list, *name) < 0 || vm_array_append(vm, *list, *value) < 0)
                goto out;
        }
        a = z + 1;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    free(s);
    return rc;
}

static uint32_t list_len(Value list) { return vm_array(list)->length; }
static Value list_at(Value list, uint32_t i) { return vm_array(list)->elems->v[i]; }

/* The list, form-encoded. */
static Value serialize_js(Vm *vm, Value list)
{
    size_t sc = gc_scope_open(vm);
    Value *lh = gc_handle(vm, list);
    LibBuf b;
    lib_buf_init(&b);
    Value r = V_EXC;
    for (uint32_t i = 0; i < list_len(*lh); i++) {
        if (i)
            lib_buf_ch(&b, (i & 1) ? '=' : '&');
        size_t n;
        uint32_t *c = web_str_cps(vm, list_at(*lh, i), &n);
        if (!c)
            goto out;
        for (size_t k = 0; k < n; k++)
            url_form_encode_cp(&b, c[k]);
        free(c);
    }
    r = b.oom ? vm_throw_oom(vm) : vm_str_from_latin1(vm, (const uint8_t *)(b.p ? b.p : ""), b.len);
out:
    lib_buf_free(&b);
    gc_scope_close(vm, sc);
    return r;
}

/* The update steps: the bound URL's query follows the list. */
static int update_js(Vm *vm, Value *self)
{
    if (((WebObj *)v_cell(*self))->f[P_URL] == V_UNDEF)
        return 0;
    Value q = serialize_js(vm, ((WebObj *)v_cell(*self))->f[P_LIST]);
    if (q == V_EXC)
        return -1;
    return web_url_set_query_js(vm, ((WebObj *)v_cell(*self))->f[P_URL], q);
}

static Value new_params(Vm *vm, Value new_target)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *list = gc_handle(vm, vm_new_array(vm, 0));
    if (*list == V_EXC)
        goto out;
    Value o = web_new_obj(vm, new_target, WEB_URL_SEARCH_PARAMS, B_URL_PARAMS_PROTO);
    if (o == V_EXC)
        goto out;
    ((WebObj *)v_cell(o))->f[P_LIST] = *list;
    r = o;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value web_params_for_url_js(Vm *vm, Value *url, Value query)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *q = gc_handle(vm, query);
    if (web_params_make(vm) < 0)
        goto out;
    Value *p = gc_handle(vm, new_params(vm, V_UNDEF));
    if (*p == V_EXC)
        goto out;
    Value *list = gc_handle(vm, ((WebObj *)v_cell(*p))->f[P_LIST]);
    if (parse_into(vm, list, *q) < 0)
        goto out;
    WebObj *w = v_cell(*p);
    GC_WRITE(vm, w, &w->f[P_URL], *url);
    r = *p;
out:
    gc_scope_close(vm, sc);
    return r;
}

int web_params_reset_js(Vm *vm, Value params, Value query)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *p = gc_handle(vm, params), *q = gc_handle(vm, query);
    Value *list = gc_handle(vm, vm_new_array(vm, 0));
    if (*list == V_EXC || parse_into(vm, list, *q) < 0)
        goto out;
    WebObj *w = v_cell(*p);
    GC_WRITE(vm, w, &w->f[P_LIST], *list);
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- the constructor ------------------------------------------------------------ */

static Value throw_tuple(Vm *vm)
{
    return lib_throw_coded(vm, ERR_TYPE, "ERR_INVALID_TUPLE", "Each query pair must be an iterable [name, value] tuple");
}

static int init_from_pairs_js(Vm *vm, Value *list, Value init)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *next = gc_handle(vm, V_UNDEF), *inext = gc_handle(vm, V_UNDEF);
    Value *it = gc_handle(vm, vm_get_iterator_js(vm, init, next));
    if (*it == V_EXC)
        goto out;
    Value *pair = gc_handle(vm, V_UNDEF), *el = gc_handle(vm, V_UNDEF);
    Value *pi = gc_handle(vm, V_UNDEF);
    Value *conv[2] = {gc_handle(vm, V_UNDEF), gc_handle(vm, V_UNDEF)};
    for (;;) {
        int st = vm_iter_step_js(vm, *it, *next, pair);
        if (st < 0)
            goto out;
        if (st == 0)
            break;
        if (v_is_nullish(*pair)) {
            throw_tuple(vm);
            goto out;
        }
        Value m = vm_get_prop_js(vm, *pair, vm->builtin[B_SYM_ITERATOR]);
        if (m == V_EXC)
            goto out;
        if (!vm_is_callable_noalloc(m)) {
            throw_tuple(vm);
            goto out;
        }
        *pi = vm_get_iterator_js(vm, *pair, inext);
        if (*pi == V_EXC)
            goto out;
        int k = 0;
        for (;;) {
            int s2 = vm_iter_step_js(vm, *pi, *inext, el);
            if (s2 < 0)
                goto out;
            if (s2 == 0)
                break;
            Value u = to_usv_js(vm, *el);
            if (u == V_EXC)
                goto out;
            if (k < 2)
                *conv[k] = u;
            k++;
        }
        if (k != 2) {
            throw_tuple(vm);
            goto out;
        }
        if (vm_array_append(vm, *list, *conv[0]) < 0 || vm_array_append(vm, *list, *conv[1]) < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

static int init_from_record_js(Vm *vm, Value *list, Value init)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *ih = gc_handle(vm, init);
    Value *keys = gc_handle(vm, vm_own_keys(vm, init, KEYS_STRINGS | KEYS_ENUMERABLE_ONLY));
    if (*keys == V_EXC)
        goto out;
    Value *k = gc_handle(vm, V_UNDEF), *v = gc_handle(vm, V_UNDEF);
    for (uint32_t i = 0; i < vm_array(*keys)->length; i++) {
        *k = vm_array(*keys)->elems->v[i];
        Value pk = vm_to_propkey_js(vm, *k);
        if (pk == V_EXC)
            goto out;
        *v = vm_get_prop_js(vm, *ih, pk);
        if (*v == V_EXC || (*v = to_usv_js(vm, *v)) == V_EXC || (*k = to_usv_js(vm, *k)) == V_EXC)
            goto out;
        /* a key seen before (two spellings of one USV string) keeps its place */
        bool found = false;
        for (uint32_t j = 0; j < list_len(*list); j += 2)
            if (vm_str_equals_values_noalloc(list_at(*list, j), *k)) {
                Value *slot = &vm_array(*list)->elems->v[j + 1];
                GC_WRITE(vm, vm_array(*list)->elems, slot, *v);
                found = true;
                break;
            }
        if (!found && (vm_array_append(vm, *list, *k) < 0 || vm_array_append(vm, *list, *v) < 0))
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

static Value params_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Class constructor URLSearchParams cannot be invoked without 'new'");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *p = gc_handle(vm, new_params(vm, WEB_NEW_TARGET));
    if (*p == V_EXC)
        goto out;
    Value *list = gc_handle(vm, ((WebObj *)v_cell(*p))->f[P_LIST]);
    Value init = ARG(0);
    if (v_is_object(init)) {
        Value m = vm_get_prop_js(vm, ARG(0), vm->builtin[B_SYM_ITERATOR]);
        if (m == V_EXC)
            goto out;
        if (!v_is_nullish(m)) {
            if (!vm_is_callable_noalloc(m)) {
                lib_throw_coded(vm, ERR_TYPE, "ERR_ARG_NOT_ITERABLE", "Query pairs must be iterable");
                goto out;
            }
            if (init_from_pairs_js(vm, list, ARG(0)) < 0)
                goto out;
        } else if (init_from_record_js(vm, list, ARG(0)) < 0) {
            goto out;
        }
    } else if (init != V_UNDEF) { /* null is the string "null", as in node */
        Value s = to_usv_js(vm, init);
        if (s == V_EXC)
            goto out;
        Value *sh = gc_handle(vm, s);
        if (vm_str_len_noalloc(*sh) > 0) {
            String *f = lib_flat(vm, *sh);
            if (!f) {
                vm_throw_oom(vm);
                goto out;
            }
            uint32_t c0 = (f->hdr.flags & STR_WIDE) ? ((uint16_t *)f->data)[0] : f->data[0];
            if (c0 == '?' && (*sh = vm_str_substring(vm, *sh, 1, f->len)) == V_EXC)
                goto out;
        }
        if (parse_into(vm, list, *sh) < 0)
            goto out;
    }
    r = *p;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- the methods ----------------------------------------------------------------- */

/* The USV strings of the first n arguments into h[0..n), or node's
 * ERR_MISSING_ARGS when fewer were passed. */
static int args_usv(Vm *vm, Value *argv, int argc, int n, Value **h)
{
    if (argc < n) {
        lib_throw_coded(vm, ERR_TYPE, "ERR_MISSING_ARGS", n == 2 ? "The \"name\" and \"value\" arguments must be specified"
                                                                  : "The \"name\" argument must be specified");
        return -1;
    }
    for (int i = 0; i < n; i++)
        if ((*h[i] = to_usv_js(vm, ARG(i))) == V_EXC)
            return -1;
    return 0;
}

enum { M_APPEND, M_DELETE, M_GET, M_GET_ALL, M_HAS, M_SET };

static Value params_method(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!this_params(vm, argv))
        return V_EXC;
    int m = MAGIC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *self = gc_handle(vm, THIS);
    Value *name = gc_handle(vm, V_UNDEF), *value = gc_handle(vm, V_UNDEF);
    Value *h[2] = {name, value};
    bool with_value = (m == M_DELETE || m == M_HAS) && argc > 1 && ARG(1) != V_UNDEF;
    if (args_usv(vm, argv, argc, m == M_APPEND || m == M_SET ? 2 : 1, h) < 0)
        goto out;
    if (with_value && (*value = to_usv_js(vm, ARG(1))) == V_EXC)
        goto out;
    Value *list = gc_handle(vm, ((WebObj *)v_cell(*self))->f[P_LIST]);
    uint32_t n = list_len(*list);
    switch (m) {
    case M_APPEND:
        if (vm_array_append(vm, *list, *name) < 0 || vm_array_append(vm, *list, *value) < 0 || update_js(vm, self) < 0)
            goto out;
        r = V_UNDEF;
        break;
    case M_GET:
        r = V_NULL;
        for (uint32_t i = 0; i < n; i += 2)
            if (vm_str_equals_values_noalloc(list_at(*list, i), *name)) {
                r = list_at(*list, i + 1);
                break;
            }
        break;
    case M_HAS:
        r = V_FALSE;
        for (uint32_t i = 0; i < n; i += 2)
            if (vm_str_equals_values_noalloc(list_at(*list, i), *name) &&
                (!with_value || vm_str_equals_values_noalloc(list_at(*list, i + 1), *value))) {
                r = V_TRUE;
                break;
            }
        break;
    case M_GET_ALL: {
        Value *a = gc_handle(vm, vm_new_array(vm, 0));
        if (*a == V_EXC)
            goto out;
        for (uint32_t i = 0; i < list_len(*list); i += 2)
            if (vm_str_equals_values_noalloc(list_at(*list, i), *name) &&
                vm_array_append(vm, *a, list_at(*list, i + 1)) < 0)
                goto out;
        r = *a;
        break;
    }
    case M_DELETE:
    case M_SET: {
        /* the kept pairs into a new list; set replaces the first match */
        Value *nl = gc_handle(vm, vm_new_array(vm, n));
        if (*nl == V_EXC)
            goto out;
        bool placed = false;
        for (uint32_t i = 0; i < list_len(*list); i += 2) {
            bool match = vm_str_equals_values_noalloc(list_at(*list, i), *name) &&
                         (m == M_SET || !with_value || vm_str_equals_values_noalloc(list_at(*list, i + 1), *value));
            if (match && (m == M_DELETE || placed))
                continue;
            Value v = match ? *value : list_at(*list, i + 1);
            placed |= match;
            Value *vh = gc_handle(vm, v);
            if (vm_array_append(vm, *nl, list_at(*list, i)) < 0 || vm_array_append(vm, *nl, *vh) < 0)
                goto out;
        }
        if (m == M_SET && !placed && (vm_array_append(vm, *nl, *name) < 0 || vm_array_append(vm, *nl, *value) < 0))
            goto out;
        WebObj *w = v_cell(*self);
        GC_WRITE(vm, w, &w->f[P_LIST], *nl);
        if (update_js(vm, self) < 0)
            goto out;
        r = V_UNDEF;
        break;
    }
    }
out:
    gc_scope_close(vm, sc);
    return r;
}

static int cmp_names(Value a, Value b)
{
    String *x = v_str(a), *y = v_str(b);
    return vm_str_compare_noalloc(x, y);
}

static Value params_sort(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!this_params(vm, argv))
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *self = gc_handle(vm, THIS);
    Value list = ((WebObj *)v_cell(*self))->f[P_LIST];
    uint32_t n = list_len(list) / 2;
    /* a stable insertion sort by name in code units (lists are short); the
     * names are flat strings (made by this file or flattened by to_usv_js) */
    Values *e = vm_array(list)->elems;
    Value *v = e->v;
    /* stores through the barrier: a pair may move to another card */
    for (uint32_t i = 1; i < n; i++) {
        Value kn = v[2 * i], kv = v[2 * i + 1];
        uint32_t j = i;
        while (j > 0 && cmp_names(v[2 * (j - 1)], kn) > 0) {
            GC_WRITE(vm, e, &v[2 * j], v[2 * (j - 1)]);
            GC_WRITE(vm, e, &v[2 * j + 1], v[2 * (j - 1) + 1]);
            j--;
        }
        GC_WRITE(vm, e, &v[2 * j], kn);
        GC_WRITE(vm, e, &v[2 * j + 1], kv);
    }
    if (update_js(vm, self) == 0)
        r = V_UNDEF;
    gc_scope_close(vm, sc);
    return r;
}

static Value params_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    WebObj *w = this_params(vm, argv);
    return w ? serialize_js(vm, w->f[P_LIST]) : V_EXC;
}

static Value params_size(Vm *vm, Value *argv, int argc, bool construct)
{
    WebObj *w = this_params(vm, argv);
    return w ? v_int((int32_t)(list_len(w->f[P_LIST]) / 2)) : V_EXC;
}

static Value params_for_each(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!this_params(vm, argv))
        return V_EXC;
    if (!vm_is_callable_noalloc(ARG(0)))
        return web_throw_arg_type(vm, "callback", "of type function", ARG(0));
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *self = gc_handle(vm, THIS), *fn = gc_handle(vm, ARG(0)), *t = gc_handle(vm, ARG(1));
    Value *args = gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    gc_handle(vm, V_UNDEF);
    for (uint32_t i = 0;; i += 2) {
        Value list = ((WebObj *)v_cell(*self))->f[P_LIST]; /* the callback may change it */
        if (i + 1 >= list_len(list))
            break;
        args[0] = list_at(list, i + 1);
        args[1] = list_at(list, i);
        args[2] = *self;
        if (vm_call_js(vm, *fn, *t, 3, args) == V_EXC)
            goto out;
    }
    r = V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* magic 0 keys, 1 values, 2 entries: a URLSearchParams Iterator, which
 * reads the live list at each step (WebObj f[0] the params, f[1] the kind,
 * f[2] the next pair's index) */
static Value params_iter(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!this_params(vm, argv))
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value *self = gc_handle(vm, THIS);
    Value it = web_new_obj(vm, V_UNDEF, WEB_PARAMS_ITER, B_URL_PARAMS_ITER_PROTO);
    if (it != V_EXC) {
        WebObj *w = v_cell(it);
        w->f[0] = *self; /* a fresh cell: no barrier */
        w->f[1] = v_int(MAGIC);
        w->f[2] = v_int(0);
    }
    gc_scope_close(vm, sc);
    return it;
}

/* The item of kind k for pair i of list: name, value or [name, value]. */
static Value iter_item(Vm *vm, Value list, uint32_t i, int k)
{
    if (k < 2)
        return list_at(list, 2 * i + (uint32_t)k);
    Value pair[2] = {list_at(list, 2 * i), list_at(list, 2 * i + 1)};
    return vm_new_array_from(vm, pair, 2);
}

static Value params_iter_next(Vm *vm, Value *argv, int argc, bool construct)
{
    WebObj *w = web_obj_noalloc(THIS, WEB_PARAMS_ITER);
    if (!w)
        return web_throw_invalid_this(vm, "URLSearchParamsIterator");
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *self = gc_handle(vm, THIS);
    Value *v = gc_handle(vm, V_UNDEF);
    Value list = ((WebObj *)v_cell(w->f[0]))->f[P_LIST];
    uint32_t i = (uint32_t)v_get_int(w->f[2]);
    bool done = 2 * i >= list_len(list);
    if (!done) {
        *v = iter_item(vm, list, i, v_get_int(w->f[1]));
        if (*v == V_EXC)
            goto out;
        ((WebObj *)v_cell(*self))->f[2] = v_int((int32_t)i + 1); /* an int: no barrier */
    }
    /* node's result lists done first */
    Value *res = gc_handle(vm, vm_new_object(vm));
    if (*res == V_EXC || lib_def_value(vm, *res, "done", v_bool(done), PROP_DEFAULT) < 0 ||
        lib_def_value(vm, *res, "value", *v, PROP_DEFAULT) < 0)
        goto out;
    r = *res;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* node's URLSearchParams Iterator { 'b', 'c' }: the items still to come */
Value web_params_iter_view_js(Vm *vm, Value v)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *vh = gc_handle(vm, v);
    Value *s = gc_handle(vm, V_UNDEF);
    LibBuf b;
    lib_buf_init(&b);
    lib_buf_str(&b, "URLSearchParams Iterator { ");
    for (uint32_t i = (uint32_t)v_get_int(((WebObj *)v_cell(*vh))->f[2]);; i++) {
        WebObj *w = v_cell(*vh);
        Value list = ((WebObj *)v_cell(w->f[0]))->f[P_LIST];
        if (2 * i >= list_len(list))
            break;
        *s = iter_item(vm, list, i, v_get_int(w->f[1]));
        if (*s == V_EXC || (*s = lib_inspect_js(vm, *s, 0)) == V_EXC)
            goto out;
        if (b.p[b.len - 1] != ' ')
            lib_buf_str(&b, ", ");
        if (lib_buf_jsstr(vm, &b, *s) < 0)
            goto out;
    }
    lib_buf_str(&b, " }");
    r = lib_buf_to_str(vm, &b);
    lib_buf_init(&b);
out:
    lib_buf_free(&b);
    gc_scope_close(vm, sc);
    return r;
}

int web_params_make(Vm *vm)
{
    if (vm->builtin[B_URL_PARAMS_CTOR] != V_EMPTY)
        return 0;
    static const LibFn members[] = {
        {"size", params_size, -1, 0}, {"append", params_method, 2, M_APPEND},
        {"delete", params_method, 1, M_DELETE}, {"get", params_method, 1, M_GET},
        {"getAll", params_method, 1, M_GET_ALL}, {"has", params_method, 1, M_HAS},
        {"set", params_method, 2, M_SET}, {"sort", params_sort, 0, 0}, {"entries", params_iter, 0, 2},
        {"forEach", params_for_each, 1, 0}, {"keys", params_iter, 0, 0}, {"values", params_iter, 0, 1},
        {"toString", params_to_string, 0, 0}, {NULL, NULL, 0, 0},
    };
    if (web_make_class(vm, "URLSearchParams", params_ctor, 0, members, B_URL_PARAMS_PROTO, B_URL_PARAMS_CTOR) < 0)
        return -1;
    /* [Symbol.iterator] is entries itself, not enumerable */
    Value proto = vm->builtin[B_URL_PARAMS_PROTO];
    Value e = vm_get_str_js(vm, proto, "entries");
    if (e == V_EXC || vm_define_own(vm, vm->builtin[B_URL_PARAMS_PROTO], vm->builtin[B_SYM_ITERATOR], e, PROP_METHOD) < 0)
        return -1;
    /* %URLSearchParamsIteratorPrototype%: next (enumerable) and the tag */
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *ip = gc_handle(vm, vm_new_object_proto(vm, vm->builtin[B_ITERATOR_PROTO]));
    if (*ip == V_EXC)
        goto out;
    Value nx = vm_new_native(vm, "next", params_iter_next, 0, 0);
    if (nx == V_EXC || lib_def_value(vm, *ip, "next", nx, PROP_DEFAULT) < 0)
        goto out;
    Value tag = vm_str_from_cstr(vm, "URLSearchParams Iterator");
    if (tag == V_EXC || vm_define_own(vm, *ip, vm->builtin[B_SYM_TO_STRING_TAG], tag, PROP_CONFIGURABLE) < 0)
        goto out;
    vm->builtin[B_URL_PARAMS_ITER_PROTO] = *ip;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

int lib_define_url_search_params(Vm *vm)
{
    if (web_params_make(vm) < 0)
        return -1;
    return lib_define_global(vm, "URLSearchParams", vm->builtin[B_URL_PARAMS_CTOR], PROP_METHOD);
}

/* node's URLSearchParams { 'a' => '1', 'b' => '2' }, on several lines past
 * 80 columns */
Value web_params_view_js(Vm *vm, Value v)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *vh = gc_handle(vm, v);
    LibBuf items;
    lib_buf_init(&items);
    size_t total = 0, count = 0;
    Value *s = gc_handle(vm, V_UNDEF);
    for (uint32_t i = 0; i < list_len(((WebObj *)v_cell(*vh))->f[P_LIST]); i++) {
        *s = lib_inspect_js(vm, list_at(((WebObj *)v_cell(*vh))->f[P_LIST], i), 0);
        if (*s == V_EXC)
            goto out;
        size_t before = items.len;
        if (i % 2 == 0 && i)
            lib_buf_str(&items, "\x01");
        if (i % 2)
            lib_buf_str(&items, " => ");
        if (lib_buf_jsstr(vm, &items, *s) < 0)
            goto out;
        total += items.len - before - (i % 2 == 0 && i ? 1 : 0);
        count += i % 2 == 0;
    }
    LibBuf o;
    lib_buf_init(&o);
    lib_buf_str(&o, "URLSearchParams {");
    bool multi = count && total + 2 * (count - 1) > 80;
    if (count)
        lib_buf_str(&o, multi ? "\n  " : " ");
    for (size_t i = 0; i < items.len; i++) {
        if (items.p[i] == '\x01')
            lib_buf_str(&o, multi ? ",\n  " : ", ");
        else
            lib_buf_ch(&o, items.p[i]);
    }
    lib_buf_str(&o, count ? " }" : "}");
    r = lib_buf_to_str(vm, &o);
out:
    lib_buf_free(&items);
    gc_scope_close(vm, sc);
    return r;
}
