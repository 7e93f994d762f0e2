/* stdlib/web/url.h — the WHATWG URL parser (url_parse.c), shared by URL
 * (url.c) and URLSearchParams (url_search.c).
 *
 * A URL record holds only ASCII once parsed (everything else is percent-
 * encoded, hosts are punycode), in malloc'd LibBufs. A non-opaque path is
 * kept serialized: "/seg" per segment, "" for none (a segment never holds
 * an unencoded '/', so the list and the string say the same).
 */
#ifndef TARN_WEB_URL_H
#define TARN_WEB_URL_H

#include "web.h"

typedef struct UrlRec {
    LibBuf scheme, user, pass, host, path, query, frag;
    bool has_host, has_query, has_frag, opaque;
    int port; /* -1: null */
} UrlRec;

/* State overrides: the setters' starting states (0: none, a full parse). */
enum {
    URL_ST_NONE, URL_ST_SCHEME_START, URL_ST_AUTHORITY, URL_ST_HOST, URL_ST_HOSTNAME, URL_ST_PORT,
    URL_ST_PATH_START, URL_ST_QUERY, URL_ST_FRAGMENT,
};
enum { URL_OK = 0, URL_FAIL = -1, URL_OOM = -2, URL_NO_IDNA = -3 };

void url_rec_init(UrlRec *u);
void url_rec_free(UrlRec *u);
int url_rec_copy(UrlRec *dst, const UrlRec *src); /* URL_OK / URL_OOM */
/* Parse in[0..n) (code points), against base (or NULL); with override,
 * into the existing *url from that state. URL_OK, URL_FAIL, URL_OOM,
 * URL_NO_IDNA (a non-ASCII host needs ICU, which could not be loaded). */
int url_parse(const uint32_t *in, size_t n, const UrlRec *base, UrlRec *url, int override);
/* href, origin: appended to out. */
void url_serialize(const UrlRec *u, bool exclude_fragment, LibBuf *out);
int url_origin(const UrlRec *u, LibBuf *out); /* URL_OK / URL_OOM / URL_NO_IDNA */
bool url_is_special(const UrlRec *u);
bool url_cannot_have_credentials(const UrlRec *u); /* no host, empty host, or file */
/* UTF-8 percent-encode cp into out for application/x-www-form-urlencoded
 * (space as '+'). */
void url_form_encode_cp(LibBuf *out, uint32_t cp);
/* "libicuuc.so.N" when IDNA is missing: for the error message. */
const char *url_idna_library(void);

/* The VM side (url.c, url_search.c). */
uint32_t *web_str_cps(Vm *vm, Value s, size_t *n); /* a string's code points (USV), malloc'd; NULL: OOM thrown */
int web_url_make(Vm *vm);                           /* URL's class, once */
int web_params_make(Vm *vm);                        /* URLSearchParams' class, once */
/* URLSearchParams bound to URL *url with the list parsed from query. */
Value web_params_for_url_js(Vm *vm, Value *url, Value query);
/* The URL's query changed: params' list parsed again from query. 0 / -1. */
int web_params_reset_js(Vm *vm, Value params, Value query);
/* The params changed: the URL's query is query (a string; "" = null). 0 / -1. */
int web_url_set_query_js(Vm *vm, Value url, Value query);

#endif
