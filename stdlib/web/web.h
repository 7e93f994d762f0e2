/* stdlib/web/web.h — the web globals node has (atob/btoa, TextEncoder and
 * TextDecoder, crypto, URL and URLSearchParams, ...), one file per global.
 * Each is made on first use: its define function is a line of the table
 * in stdlib/lazy.c and defines one global with node's attributes.
 */
#ifndef TARN_WEB_H
#define TARN_WEB_H

#include "../lib.h"

/* The objects of the web classes (TextEncoder, TextDecoder, URL, ...): one
 * object class, the kind in the first field, then Values only (the default
 * trace visits every word). Class numbers in use: iterator_int.h (+0, +1),
 * array_from_async.c (+2), json_int.h (+3), ffi_int.h (+16..19), vm/typed.h
 * (+24 on). */
#define CLS_WEB ((ObjClass)(CLS__FIRST_FREE + 4))
#define WEB_NFIELDS 4
typedef struct WebObj {
    Object o;
    Value kind;              /* v_int(WEB_*) */
    Value f[WEB_NFIELDS];    /* the kind's fields (V_UNDEF when made) */
} WebObj;
enum { WEB_TEXT_ENCODER = 1, WEB_TEXT_DECODER, WEB_URL, WEB_URL_SEARCH_PARAMS, WEB_CRYPTO, WEB_SUBTLE, WEB_PARAMS_ITER };

/* The WebObj of kind behind v, or NULL. */
static inline WebObj *web_obj_noalloc(Value v, int kind)
{
    if (!v_is_class(v, CLS_WEB))
        return NULL;
    WebObj *w = v_cell(v);
    return w->kind == v_int(kind) ? w : NULL;
}
/* A new WebObj of kind: prototype new_target.prototype when new_target is
 * an object (a subclass constructs: WEB_NEW_TARGET), else the default in
 * vm->builtin[proto_slot]. */
Value web_new_obj(Vm *vm, Value new_target, int kind, int proto_slot);
/* In a native constructor: new.target when it is not the callee itself. */
#define WEB_NEW_TARGET (THIS != CALLEE ? THIS : V_UNDEF)
/* A class as node's web classes are: members (methods; getters where
 * length is -1) enumerable in the table's order, Symbol.toStringTag =
 * name; constructor in vm->builtin[ctor_slot], prototype in [proto_slot].
 * 0 / -1. */
int web_make_class(Vm *vm, const char *name, NativeFn ctor, int length, const LibFn *members,
                   int proto_slot, int ctor_slot);
/* A plain object whose inspect shows the class name of v's constructor
 * (no toStringTag): where a web object's view is built. */
Value web_view_object_js(Vm *vm, Value v);
/* node's ERR_INVALID_THIS: 'Value of "this" must be of type NAME'. */
Value web_throw_invalid_this(Vm *vm, const char *name);
/* node's ERR_INVALID_ARG_TYPE: 'The "ARG" argument must be WHAT. Received ...'. */
Value web_throw_arg_type(Vm *vm, const char *arg, const char *what, Value v);
/* The bytes of an ArrayBuffer, typed array or DataView (1), else 0. */
int web_buffer_source_noalloc(Value v, const uint8_t **p, size_t *len);
/* node:crypto's digests through crypto.c's libcrypto: the digest (an HMAC
 * with key when hmac) of p[0..n) into out (EVP_MAX_MD_SIZE bytes), its
 * length in *outlen. 0 done, 1 libcrypto has no digest named alg, 2 it is
 * an XOF (SHAKE), -1 failed (the reason in *why). */
int web_crypto_digest(const char *alg, bool hmac, const uint8_t *key, size_t klen, const uint8_t *p, size_t n,
                      uint8_t *out, unsigned *outlen, const char **why);
/* Each digest name libcrypto offers, sorted, to fn (node's getHashes
 * before its deduplication); 0, or -1 without libcrypto (*why). */
int web_crypto_hash_names(void (*fn)(const char *name, void *arg), void *arg, const char **why);

int lib_define_atob(Vm *vm); /* base64.c */
int lib_define_btoa(Vm *vm);
/* UTF-8 as TextEncoder and TextDecoder (and node's Buffer) write and read
 * it (encoding.c): a lone surrogate is written as U+FFFD; reading, each
 * maximal invalid subpart becomes one U+FFFD (the Encoding standard). */
size_t web_utf8_length(const String *s); /* the bytes s takes */
/* s's code points into d while whole ones fit in cap bytes (encodeInto);
 * the bytes written, and in *read (if not NULL) the code units read. */
size_t web_utf8_encode_into(const String *s, uint8_t *d, size_t cap, uint32_t *read);
/* The string of b[0..n) (b must not be on the moving heap); V_EXC. */
Value web_utf8_to_string(Vm *vm, const uint8_t *b, size_t n);
/* 1 when b[0..n) is well-formed UTF-8, else 0; -1 out of memory. */
int web_utf8_valid(const uint8_t *b, size_t n);
int lib_define_text_encoder(Vm *vm); /* encoding.c */
int lib_define_text_decoder(Vm *vm);
Value web_encoding_view_js(Vm *vm, Value v);
int lib_define_crypto(Vm *vm); /* crypto.c */
int lib_define_crypto_class(Vm *vm);
int lib_define_subtle_crypto_class(Vm *vm);
int lib_define_url(Vm *vm); /* url.c, url_search.c */
int lib_define_url_search_params(Vm *vm);
Value web_url_view_js(Vm *vm, Value v);
Value web_params_view_js(Vm *vm, Value v);
Value web_params_iter_view_js(Vm *vm, Value v);
int lib_define_event(Vm *vm); /* events.c */
/* events.c: the object node:events reads EventTargets through
 * (isEventTarget, eventTargetListeners, eventTargetMax, setDefaultMax) */
Value lib_web_events_for_node_js(Vm *vm);
int lib_define_custom_event(Vm *vm);
int lib_define_event_target(Vm *vm);
int lib_define_abort_controller(Vm *vm);
int lib_define_abort_signal(Vm *vm);
int lib_define_performance(Vm *vm);
int lib_define_performance_class(Vm *vm);
int lib_define_performance_entry(Vm *vm);
int lib_define_performance_mark(Vm *vm);
int lib_define_performance_measure(Vm *vm);
/* inspect of a WebObj as node prints it (inspect.c calls it): a string to
 * print as it is, or a plain object to print in its place; V_EXC. */
Value lib_web_inspect_view_js(Vm *vm, Value v);

/* node's ERR_MISSING_ARGS TypeError: 'The "name" argument must be specified'. */
Value lib_throw_missing_arg(Vm *vm, const char *name);

#endif
