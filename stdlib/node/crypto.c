/* stdlib/node/crypto.c — the natives under node:crypto (stdlib/node/crypto.js):
 * one-shot digests and HMACs and the list of digest names, all through the
 * libcrypto that stdlib/web/crypto.c opens (web_crypto_digest). A Hash
 * object keeps its input in JavaScript and digests it whole here.
 */
#include <string.h>

#include <openssl/evp.h>

#include "node.h"
#include "../web/web.h"
#include "../../vm/typed.h"

/* digest(alg, data[, key]): an ArrayBuffer with the digest of data (an HMAC
 * with key when key is given); undefined when libcrypto has no digest named
 * alg, null for an XOF (SHAKE). data and key are ArrayBuffers or views. */
static Value c_digest(Vm *vm, Value *argv, int argc, bool construct)
{
    if (!v_is_string(ARG(0)))
        return V_UNDEF;
    char *alg = vm_str_to_utf8(vm, ARG(0), NULL);
    if (!alg)
        return vm_throw_oom(vm);
    const uint8_t *p = NULL, *key = NULL;
    size_t n = 0, klen = 0;
    bool hmac = argc > 2;
    if (!web_buffer_source_noalloc(ARG(1), &p, &n) || (hmac && !web_buffer_source_noalloc(ARG(2), &key, &klen))) {
        free(alg);
        return vm_throw_error(vm, ERR_TYPE, "crypto: digest input is not a buffer");
    }
    uint8_t out[EVP_MAX_MD_SIZE];
    unsigned len = 0;
    const char *why = NULL;
    /* p and key point into array buffers: nothing allocates until the digest is out */
    int rc = web_crypto_digest(alg, hmac, key ? key : (const uint8_t *)"", klen, p ? p : (const uint8_t *)"", n,
                               out, &len, &why);
    free(alg);
    if (rc == 1)
        return V_UNDEF;
    if (rc == 2)
        return V_NULL;
    if (rc < 0)
        return vm_throw_error(vm, ERR_ERROR, "node:crypto: %s", why);
    Value ab = vm_arraybuffer_new(vm, len);
    if (ab == V_EXC)
        return V_EXC;
    memcpy(((ArrayBufferObj *)v_cell(ab))->data, out, len);
    return ab;
}

static void add_name(const char *name, void *arg)
{
    LibBuf *b = arg;
    if (b->len)
        lib_buf_ch(b, '\n');
    lib_buf_str(b, name);
}

/* hashes(): libcrypto's digest names, one a line */
static Value c_hashes(Vm *vm, Value *argv, int argc, bool construct)
{
    LibBuf b;
    lib_buf_init(&b);
    const char *why = NULL;
    if (web_crypto_hash_names(add_name, &b, &why) < 0) {
        lib_buf_free(&b);
        return vm_throw_error(vm, ERR_ERROR, "node:crypto: %s", why);
    }
    return lib_buf_to_str(vm, &b);
}

Value lib_node_crypto_natives(Vm *vm)
{
    static const LibFn fns[] = {{"digest", c_digest, 3, 0}, {"hashes", c_hashes, 0, 0}, {NULL, NULL, 0, 0}};
    return lib_node_natives_with(vm, fns);
}
