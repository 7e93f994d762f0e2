/* stdlib/web/crypto.c — the `crypto` global (node's webcrypto): Crypto with
 * getRandomValues, randomUUID and subtle, and SubtleCrypto with digest
 * (SHA-1, SHA-256, SHA-384, SHA-512); and the digests and HMACs of
 * node:crypto (stdlib/node/crypto.c) through the same libcrypto. SubtleCrypto's other methods (keys,
 * encryption, signatures) are not there: calling one is "not a function".
 *
 * Random bytes come from getrandom(2). The digests come from OpenSSL's
 * libcrypto, opened with dlopen on the first digest rather than linked:
 * loading libcrypto costs a process millions of instructions before main,
 * which every script would pay. Without libcrypto.so.3 the digest's promise
 * rejects with an Error that says so.
 *
 * The Crypto and SubtleCrypto instances are one each per VM (slots
 * B_CRYPTO, B_SUBTLE), made with their classes by the `crypto` getter.
 */
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <sys/random.h>

#include <openssl/evp.h>

#include "web.h"
#include "../clone.h"
#include "../promise.h"
#include "../../vm/typed.h"

/* ---- random bytes ------------------------------------------------------------ */

static int fill_random(uint8_t *p, size_t n)
{
    while (n > 0) {
        ssize_t k = getrandom(p, n, 0);
        if (k < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += k;
        n -= (size_t)k;
    }
    return 0;
}

static Value check_crypto(Vm *vm, Value t)
{
    if (!web_obj_noalloc(t, WEB_CRYPTO))
        return web_throw_invalid_this(vm, "Crypto");
    return V_UNDEF;
}

static Value crypto_get_random_values(Vm *vm, Value *argv, int argc, bool construct)
{
    if (check_crypto(vm, THIS) == V_EXC)
        return V_EXC;
    if (argc == 0)
        return lib_throw_coded_plain(vm, ERR_TYPE, "ERR_MISSING_ARGS",
                               "Failed to execute 'getRandomValues' on 'Crypto': 1 argument required, but only 0 present.");
    Value a = ARG(0);
    if (!v_is_ta(a) && !v_is_class(a, CLS_DATAVIEW))
        return lib_throw_coded_plain(vm, ERR_TYPE, "ERR_INVALID_ARG_TYPE",
                               "Failed to execute 'getRandomValues' on 'Crypto': 1st argument is not an ArrayBufferView.");
    if (!v_is_ta(a) || ta_kind(v_ta(a)) == TA_FLOAT32 || ta_kind(v_ta(a)) == TA_FLOAT64 ||
        ta_kind(v_ta(a)) == TA_FLOAT16)
        return lib_throw_dom_exception(vm, "TypeMismatchError", "The data argument must be an integer-type TypedArray");
    if (vm_typed_immutable_noalloc(a))
        return vm_throw_immutable(vm, "Crypto.getRandomValues");
    TypedArrayObj *t = v_ta(a);
    size_t n = (size_t)t->length * vm_ta_size[ta_kind(t)];
    if (n > 65536)
        return lib_throw_dom_exception(vm, "QuotaExceededError", "The requested length exceeds 65,536 bytes");
    if (fill_random(t->data, n) < 0)
        return vm_throw_error(vm, ERR_ERROR, "getrandom failed: %s", strerror(errno));
    return ARG(0);
}

static Value crypto_random_uuid(Vm *vm, Value *argv, int argc, bool construct)
{
    if (check_crypto(vm, THIS) == V_EXC)
        return V_EXC;
    uint8_t b[16];
    if (fill_random(b, sizeof b) < 0)
        return vm_throw_error(vm, ERR_ERROR, "getrandom failed: %s", strerror(errno));
    b[6] = (uint8_t)((b[6] & 0x0F) | 0x40); /* version 4 */
    b[8] = (uint8_t)((b[8] & 0x3F) | 0x80); /* the RFC 4122 variant */
    char s[37];
    static const char hex[] = "0123456789abcdef";
    int k = 0;
    for (int i = 0; i < 16; i++) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            s[k++] = '-';
        s[k++] = hex[b[i] >> 4];
        s[k++] = hex[b[i] & 15];
    }
    s[k] = 0;
    return vm_str_from_cstr(vm, s);
}

static Value crypto_subtle(Vm *vm, Value *argv, int argc, bool construct)
{
    if (check_crypto(vm, THIS) == V_EXC)
        return V_EXC;
    return vm->builtin[B_SUBTLE];
}

/* ---- libcrypto, opened on first use ----------------------------------------- */

/* The one loader of libcrypto: SubtleCrypto's digests and node:crypto's
 * hashes and HMACs (web_crypto_digest below) both go through it. */
static struct {
    pthread_once_t once;
    const char *error; /* why it could not be opened, or NULL */
    const EVP_MD *(*md[4])(void);
    int (*digest)(const void *data, size_t count, unsigned char *md, unsigned int *size, const EVP_MD *type,
                  ENGINE *impl);
    const EVP_MD *(*byname)(const char *name);
    unsigned char *(*hmac)(const EVP_MD *md, const void *key, int key_len, const unsigned char *d, size_t n,
                           unsigned char *out, unsigned int *out_len);
    unsigned long (*md_flags)(const EVP_MD *md);
    void (*all_sorted)(void (*fn)(const EVP_MD *m, const char *from, const char *to, void *x), void *arg);
    const char *(*md_name)(const EVP_MD *md);
    EVP_MD *(*fetch)(OSSL_LIB_CTX *ctx, const char *name, const char *props);
    void (*md_free)(EVP_MD *md);
} ssl = {PTHREAD_ONCE_INIT, NULL, {NULL}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL};

static void open_libcrypto(void)
{
    /* never closed: the library stays for the life of the process */
    void *h = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        ssl.error = "libcrypto.so.3 (OpenSSL 3) could not be loaded";
        return;
    }
    static const char *const names[4] = {"EVP_sha1", "EVP_sha256", "EVP_sha384", "EVP_sha512"};
    for (int i = 0; i < 4; i++) {
        *(void **)&ssl.md[i] = dlsym(h, names[i]);
        if (!ssl.md[i]) {
            ssl.error = "libcrypto.so.3 has no SHA digests";
            return;
        }
    }
    static const struct {
        const char *name;
        void **fn;
    } more[] = {{"EVP_Digest", (void **)&ssl.digest},
                {"EVP_get_digestbyname", (void **)&ssl.byname},
                {"HMAC", (void **)&ssl.hmac},
                {"EVP_MD_get_flags", (void **)&ssl.md_flags},
                {"EVP_MD_do_all_sorted", (void **)&ssl.all_sorted},
                {"EVP_MD_get0_name", (void **)&ssl.md_name},
                {"EVP_MD_fetch", (void **)&ssl.fetch},
                {"EVP_MD_free", (void **)&ssl.md_free}};
    for (size_t i = 0; i < sizeof more / sizeof more[0]; i++) {
        *more[i].fn = dlsym(h, more[i].name);
        if (!*more[i].fn) {
            ssl.error = "libcrypto.so.3 lacks a function tarn uses";
            return;
        }
    }
}

int web_crypto_digest(const char *alg, bool hmac, const uint8_t *key, size_t klen, const uint8_t *p, size_t n,
                      uint8_t *out, unsigned *outlen, const char **why)
{
    pthread_once(&ssl.once, open_libcrypto);
    if (ssl.error) {
        *why = ssl.error;
        return -1;
    }
    const EVP_MD *md = ssl.byname(alg);
    if (!md)
        return 1;
    if (ssl.md_flags(md) & EVP_MD_FLAG_XOF)
        return 2;
    unsigned int len = 0;
    if (hmac ? !ssl.hmac(md, key, (int)klen, p, n, out, &len) : !ssl.digest(p, n, out, &len, md, NULL)) {
        *why = hmac ? "OpenSSL's HMAC failed" : "OpenSSL's EVP_Digest failed";
        return -1;
    }
    *outlen = len;
    return 0;
}

struct names_ctx {
    void (*fn)(const char *name, void *arg);
    void *arg;
};

/* node's getHashes: each name libcrypto lists whose digest it can fetch */
static void each_md(const EVP_MD *m, const char *from, const char *to, void *x)
{
    struct names_ctx *c = x;
    const EVP_MD *real = from ? ssl.byname(from) : NULL;
    const char *name = real ? ssl.md_name(real) : NULL;
    EVP_MD *fetched = name ? ssl.fetch(NULL, name, NULL) : NULL;
    if (!fetched)
        return;
    ssl.md_free(fetched);
    c->fn(from, c->arg);
}

int web_crypto_hash_names(void (*fn)(const char *name, void *arg), void *arg, const char **why)
{
    pthread_once(&ssl.once, open_libcrypto);
    if (ssl.error) {
        *why = ssl.error;
        return -1;
    }
    struct names_ctx c = {fn, arg};
    ssl.all_sorted(each_md, &c);
    return 0;
}

/* ---- SubtleCrypto.prototype.digest ------------------------------------------ */

static int algorithm_index(const String *s)
{
    static const char *const algs[4] = {"sha-1", "sha-256", "sha-384", "sha-512"};
    for (int i = 0; i < 4; i++) {
        size_t n = strlen(algs[i]);
        if (s->len != n || (s->hdr.flags & STR_WIDE))
            continue;
        size_t j = 0;
        for (; j < n; j++) {
            uint8_t c = s->data[j];
            if ((c >= 'A' && c <= 'Z' ? c + 32 : c) != algs[i][j])
                break;
        }
        if (j == n)
            return i;
    }
    return -1;
}

/* The digest itself: the ArrayBuffer, or V_EXC (the reason pending). */
static Value digest_js(Vm *vm, Value *argv, int argc)
{
    if (!web_obj_noalloc(THIS, WEB_SUBTLE))
        return web_throw_invalid_this(vm, "SubtleCrypto");
    if (argc < 2)
        return lib_throw_coded_plain(vm, ERR_TYPE, "ERR_MISSING_ARGS",
                               "Failed to execute 'digest' on 'SubtleCrypto': 2 arguments required, but only %d present.",
                               argc);
    Value name = ARG(0);
    if (v_is_object(name)) {
        name = vm_get_prop_js(vm, ARG(0), vm->atom[A_name]);
        if (name == V_EXC)
            return V_EXC;
        if (name == V_UNDEF)
            return lib_throw_coded_plain(vm, ERR_TYPE, "ERR_MISSING_OPTION",
                                   "Failed to normalize algorithm: passed algorithm cannot be converted to "
                                   "'Algorithm' because 'name' is required in 'Algorithm'.");
    }
    name = vm_to_string_js(vm, name);
    if (name == V_EXC)
        return V_EXC;
    String *ns = lib_flat(vm, name);
    if (!ns)
        return vm_throw_oom(vm);
    int alg = algorithm_index(ns);
    const uint8_t *src;
    size_t len;
    if (!web_buffer_source_noalloc(ARG(1), &src, &len))
        return lib_throw_coded_plain(vm, ERR_TYPE, "ERR_INVALID_ARG_TYPE",
                               "Failed to execute 'digest' on 'SubtleCrypto': 2nd argument is not instance of "
                               "ArrayBuffer, Buffer, TypedArray, or DataView.");
    if (alg < 0)
        return lib_throw_dom_exception(vm, "NotSupportedError", "Unrecognized algorithm name");
    pthread_once(&ssl.once, open_libcrypto);
    if (ssl.error)
        return vm_throw_error(vm, ERR_ERROR, "crypto.subtle.digest: %s", ssl.error);
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int mdlen = 0;
    if (!ssl.digest(src, len, md, &mdlen, ssl.md[alg](), NULL))
        return vm_throw_error(vm, ERR_ERROR, "crypto.subtle.digest: OpenSSL's EVP_Digest failed");
    Value ab = vm_arraybuffer_new(vm, mdlen);
    if (ab == V_EXC)
        return V_EXC;
    memcpy(((ArrayBufferObj *)v_cell(ab))->data, md, mdlen);
    return ab;
}

/* node's digest is async: every failure rejects its promise. */
static Value subtle_digest(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *p = gc_handle(vm, lib_promise_new(vm));
    if (*p == V_EXC)
        goto out;
    Value d = digest_js(vm, argv, argc);
    if (d == V_EXC) {
        if (vm->in_oom)
            goto out;
        Value *e = gc_handle(vm, vm_take_exception(vm));
        if (lib_promise_reject(vm, *p, *e) < 0)
            goto out;
    } else if (lib_promise_resolve_with_js(vm, *p, d) < 0) {
        goto out;
    }
    r = *p;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- the classes and the global ---------------------------------------------- */

static Value illegal_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Class constructor Crypto cannot be invoked without 'new'");
    return lib_throw_coded(vm, ERR_TYPE, "ERR_ILLEGAL_CONSTRUCTOR", "Illegal constructor");
}

static Value illegal_subtle_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!construct)
        return vm_throw_error(vm, ERR_TYPE, "Class constructor SubtleCrypto cannot be invoked without 'new'");
    return lib_throw_coded(vm, ERR_TYPE, "ERR_ILLEGAL_CONSTRUCTOR", "Illegal constructor");
}

static int make_crypto(Vm *vm)
{
    if (vm->builtin[B_CRYPTO] != V_EMPTY)
        return 0;
    static const LibFn crypto_members[] = {{"subtle", crypto_subtle, -1, 0},
                                           {"getRandomValues", crypto_get_random_values, 1, 0},
                                           {"randomUUID", crypto_random_uuid, 0, 0},
                                           {NULL, NULL, 0, 0}};
    static const LibFn subtle_members[] = {{"digest", subtle_digest, 2, 0}, {NULL, NULL, 0, 0}};
    if (web_make_class(vm, "Crypto", illegal_ctor, 0, crypto_members, B_CRYPTO_PROTO, B_CRYPTO_CTOR) < 0 ||
        web_make_class(vm, "SubtleCrypto", illegal_subtle_ctor, 0, subtle_members, B_SUBTLE_PROTO,
                       B_SUBTLE_CTOR) < 0)
        return -1;
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value *s = gc_handle(vm, web_new_obj(vm, V_UNDEF, WEB_SUBTLE, B_SUBTLE_PROTO));
    if (*s == V_EXC)
        goto out;
    Value c = web_new_obj(vm, V_UNDEF, WEB_CRYPTO, B_CRYPTO_PROTO);
    if (c == V_EXC)
        goto out;
    vm->builtin[B_SUBTLE] = *s;
    vm->builtin[B_CRYPTO] = c;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}

static Value get_crypto(Vm *vm, Value *argv, int argc, bool construct)
{
    if (make_crypto(vm) < 0)
        return V_EXC;
    return vm->builtin[B_CRYPTO];
}

int lib_define_crypto(Vm *vm)
{
    Value g = vm_new_native(vm, "get crypto", get_crypto, 0, 0);
    if (g == V_EXC)
        return -1;
    size_t sc = gc_scope_open(vm);
    Value *gh = gc_handle(vm, g);
    Value k = vm_key(vm, "crypto");
    int rc = k == V_EXC ? -1 : vm_define_accessor(vm, vm->global, k, *gh, V_UNDEF, PROP_ENUMERABLE | PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}

int lib_define_crypto_class(Vm *vm)
{
    if (make_crypto(vm) < 0)
        return -1;
    return lib_define_global(vm, "Crypto", vm->builtin[B_CRYPTO_CTOR], PROP_METHOD);
}

int lib_define_subtle_crypto_class(Vm *vm)
{
    if (make_crypto(vm) < 0)
        return -1;
    return lib_define_global(vm, "SubtleCrypto", vm->builtin[B_SUBTLE_CTOR], PROP_METHOD);
}
