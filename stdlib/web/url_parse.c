/* stdlib/web/url_parse.c — the URL parser of the WHATWG URL standard, its
 * host parser (domains, IPv4, IPv6, opaque hosts), the percent-encode sets
 * and the serializers, written from the standard's state machine. No VM:
 * code points in, an ASCII URL record (url.h) out.
 *
 * IDNA (domain to ASCII) of a host that is not plain ASCII, or has an
 * "xn--" label to check, goes through ICU's UTS #46 (uidna), opened on
 * first use by the ICU loader (stdlib/intl/icu.h), with node's options:
 * nontransitional, CheckBidi and CheckJoiners on, STD3 rules, hyphen and
 * DNS-length checks off. Plain
 * ASCII hosts are only lowercased, as node does (UTS #46 would also check
 * their "xn--" labels; node accepts xn--zz.com).
 */
#include <pthread.h>

#include "../intl/icu.h"
#include "url.h"

#define EOFC 0xFFFFFFFFu

void url_rec_init(UrlRec *u)
{
    memset(u, 0, sizeof *u);
    u->port = -1;
}

void url_rec_free(UrlRec *u)
{
    LibBuf *bs[] = {&u->scheme, &u->user, &u->pass, &u->host, &u->path, &u->query, &u->frag};
    for (size_t i = 0; i < sizeof bs / sizeof bs[0]; i++)
        lib_buf_free(bs[i]);
}

static void buf_set(LibBuf *d, const LibBuf *s)
{
    d->len = 0;
    lib_buf_add(d, s->p ? s->p : "", s->len);
}

static void buf_clear(LibBuf *b) { b->len = 0; }

static bool buf_eq(const LibBuf *b, const char *s)
{
    size_t n = strlen(s);
    return b->len == n && (n == 0 || memcmp(b->p, s, n) == 0);
}

int url_rec_copy(UrlRec *d, const UrlRec *s)
{
    url_rec_init(d);
    buf_set(&d->scheme, &s->scheme);
    buf_set(&d->user, &s->user);
    buf_set(&d->pass, &s->pass);
    buf_set(&d->host, &s->host);
    buf_set(&d->path, &s->path);
    buf_set(&d->query, &s->query);
    buf_set(&d->frag, &s->frag);
    d->has_host = s->has_host;
    d->has_query = s->has_query;
    d->has_frag = s->has_frag;
    d->opaque = s->opaque;
    d->port = s->port;
    bool oom = d->scheme.oom || d->user.oom || d->pass.oom || d->host.oom || d->path.oom || d->query.oom || d->frag.oom;
    return oom ? URL_OOM : URL_OK;
}

/* ---- schemes and percent-encoding ---------------------------------------------- */

static int special_port(const LibBuf *scheme) /* -2: not special; -1: special, no port (file) */
{
    static const struct { const char *s; int port; } sp[] = {
        {"ftp", 21}, {"file", -1}, {"http", 80}, {"https", 443}, {"ws", 80}, {"wss", 443},
    };
    for (size_t i = 0; i < sizeof sp / sizeof sp[0]; i++)
        if (buf_eq(scheme, sp[i].s))
            return sp[i].port;
    return -2;
}

bool url_is_special(const UrlRec *u) { return special_port(&u->scheme) != -2; }

bool url_cannot_have_credentials(const UrlRec *u)
{
    return !u->has_host || u->host.len == 0 || buf_eq(&u->scheme, "file");
}

enum { SET_C0, SET_FRAGMENT, SET_QUERY, SET_SPECIAL_QUERY, SET_PATH, SET_USERINFO };

static bool in_set(uint32_t c, int set)
{
    if (c < 0x20 || c > 0x7E)
        return true;
    switch (set) {
    case SET_C0:
        return false;
    case SET_FRAGMENT:
        return c == ' ' || c == '"' || c == '<' || c == '>' || c == '`';
    case SET_SPECIAL_QUERY:
        if (c == '\'')
            return true;
        /* fall through */
    case SET_QUERY:
        return c == ' ' || c == '"' || c == '#' || c == '<' || c == '>';
    case SET_USERINFO:
        if (c == '/' || c == ':' || c == ';' || c == '=' || c == '@' || (c >= '[' && c <= ']') || c == '|')
            return true;
        /* fall through */
    default: /* SET_PATH */
        return c == ' ' || c == '"' || c == '#' || c == '<' || c == '>' || c == '?' || c == '^' || c == '`' ||
               c == '{' || c == '}';
    }
}

static const char hexu[] = "0123456789ABCDEF";

static void pct_byte(LibBuf *o, uint8_t b)
{
    char t[3] = {'%', hexu[b >> 4], hexu[b & 15]};
    lib_buf_add(o, t, 3);
}

static void encode_cp(LibBuf *o, uint32_t c, int set)
{
    if (!in_set(c, set)) {
        lib_buf_ch(o, (char)c);
        return;
    }
    LibBuf t;
    lib_buf_init(&t);
    lib_buf_cp(&t, c);
    for (size_t i = 0; i < t.len; i++)
        pct_byte(o, (uint8_t)t.p[i]);
    if (t.oom)
        o->oom = true;
    lib_buf_free(&t);
}

void url_form_encode_cp(LibBuf *out, uint32_t c)
{
    if (c == ' ') {
        lib_buf_ch(out, '+');
        return;
    }
    if ((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '*' || c == '-' ||
        c == '.' || c == '_') {
        lib_buf_ch(out, (char)c);
        return;
    }
    LibBuf t;
    lib_buf_init(&t);
    lib_buf_cp(&t, c);
    for (size_t i = 0; i < t.len; i++)
        pct_byte(out, (uint8_t)t.p[i]);
    if (t.oom)
        out->oom = true;
    lib_buf_free(&t);
}

static bool is_alpha(uint32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_digit(uint32_t c) { return c >= '0' && c <= '9'; }
static int hexval(uint32_t c)
{
    return is_digit(c) ? (int)(c - '0') : (c >= 'a' && c <= 'f') ? (int)(c - 'a' + 10)
         : (c >= 'A' && c <= 'F') ? (int)(c - 'A' + 10) : -1;
}
static uint32_t lower(uint32_t c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

/* ---- IPv4 and IPv6 ------------------------------------------------------------- */

/* An IPv4 number: 0 ok (*out, saturating past 2^32), -1 failure. */
static int ipv4_number(const uint32_t *s, size_t n, uint64_t *out)
{
    if (n == 0)
        return -1;
    int r = 10;
    if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        r = 16;
        s += 2;
        n -= 2;
    } else if (n >= 2 && s[0] == '0') {
        r = 8;
        s++;
        n--;
    }
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        int d = hexval(s[i]);
        if (d < 0 || d >= r)
            return -1;
        v = v * (uint64_t)r + (uint64_t)d;
        if (v > 0xFFFFFFFFFFull)
            v = 0xFFFFFFFFFFull;
    }
    *out = v;
    return 0;
}

static bool ends_in_number(const uint32_t *s, size_t n)
{
    if (n && s[n - 1] == '.')
        n--; /* an empty last part is dropped */
    size_t a = n;
    while (a > 0 && s[a - 1] != '.')
        a--;
    const uint32_t *last = s + a;
    size_t ln = n - a;
    if (ln == 0)
        return false;
    bool digits = true;
    for (size_t i = 0; i < ln; i++)
        digits &= is_digit(last[i]);
    if (digits)
        return true;
    uint64_t v;
    return ipv4_number(last, ln, &v) == 0;
}

static int ipv4_parse(const uint32_t *s, size_t n, LibBuf *out)
{
    if (n && s[n - 1] == '.')
        n--; /* one empty last part is dropped */
    uint64_t nums[4];
    int k = 0;
    size_t a = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i == n || s[i] == '.') {
            if (k == 4)
                return URL_FAIL;
            if (ipv4_number(s + a, i - a, &nums[k++]) < 0)
                return URL_FAIL;
            a = i + 1;
        }
    }
    for (int i = 0; i < k - 1; i++)
        if (nums[i] > 255)
            return URL_FAIL;
    if (nums[k - 1] >= ((uint64_t)1 << (8 * (5 - k))))
        return URL_FAIL;
    uint64_t v = nums[k - 1];
    for (int i = 0; i < k - 1; i++)
        v += nums[i] << (8 * (3 - i));
    lib_buf_printf(out, "%u.%u.%u.%u", (unsigned)(v >> 24 & 255), (unsigned)(v >> 16 & 255),
                   (unsigned)(v >> 8 & 255), (unsigned)(v & 255));
    return URL_OK;
}

static int ipv6_parse(const uint32_t *s, size_t n, LibBuf *out)
{
    uint16_t a[8] = {0};
    int piece = 0, compress = -1;
    size_t p = 0;
#define C(i) ((i) < n ? s[i] : EOFC)
    if (C(p) == ':') {
        if (C(p + 1) != ':')
            return URL_FAIL;
        p += 2;
        compress = ++piece;
    }
    while (C(p) != EOFC) {
        if (piece == 8)
            return URL_FAIL;
        if (C(p) == ':') {
            if (compress >= 0)
                return URL_FAIL;
            p++;
            compress = ++piece;
            continue;
        }
        uint32_t v = 0;
        int len = 0;
        while (len < 4 && hexval(C(p)) >= 0) {
            v = v * 16 + (uint32_t)hexval(C(p));
            p++;
            len++;
        }
        if (C(p) == '.') {
            if (len == 0)
                return URL_FAIL;
            p -= (size_t)len;
            if (piece > 6)
                return URL_FAIL;
            int seen = 0;
            while (C(p) != EOFC) {
                int ip = -1;
                if (seen > 0) {
                    if (C(p) == '.' && seen < 4)
                        p++;
                    else
                        return URL_FAIL;
                }
                if (!is_digit(C(p)))
                    return URL_FAIL;
                while (is_digit(C(p))) {
                    int d = (int)(C(p) - '0');
                    if (ip == -1)
                        ip = d;
                    else if (ip == 0)
                        return URL_FAIL;
                    else
                        ip = ip * 10 + d;
                    if (ip > 255)
                        return URL_FAIL;
                    p++;
                }
                a[piece] = (uint16_t)(a[piece] * 0x100 + ip);
                seen++;
                if (seen == 2 || seen == 4)
                    piece++;
            }
            if (seen != 4)
                return URL_FAIL;
            break;
        } else if (C(p) == ':') {
            p++;
            if (C(p) == EOFC)
                return URL_FAIL;
        } else if (C(p) != EOFC) {
            return URL_FAIL;
        }
        a[piece++] = (uint16_t)v;
    }
#undef C
    if (compress >= 0) {
        int swaps = piece - compress;
        piece = 7;
        while (piece != 0 && swaps > 0) {
            uint16_t t = a[piece];
            a[piece] = a[compress + swaps - 1];
            a[compress + swaps - 1] = t;
            piece--;
            swaps--;
        }
    } else if (piece != 8) {
        return URL_FAIL;
    }
    /* serialize: the first longest run of two or more zero pieces as "::" */
    int best = -1, bestlen = 1;
    for (int i = 0; i < 8;) {
        int j = i;
        while (j < 8 && a[j] == 0)
            j++;
        if (j - i > bestlen) {
            best = i;
            bestlen = j - i;
        }
        i = j > i ? j : i + 1;
    }
    lib_buf_ch(out, '[');
    bool ignore0 = false;
    for (int i = 0; i < 8; i++) {
        if (ignore0 && a[i] == 0)
            continue;
        ignore0 = false;
        if (i == best) {
            lib_buf_str(out, i == 0 ? "::" : ":");
            ignore0 = true;
            continue;
        }
        lib_buf_printf(out, "%x", a[i]);
        if (i != 7)
            lib_buf_ch(out, ':');
    }
    lib_buf_ch(out, ']');
    return URL_OK;
}

/* ---- IDNA through ICU ------------------------------------------------------------ */

static struct {
    pthread_once_t once;
    UIDNA *idna;
} idna = {PTHREAD_ONCE_INIT, NULL};

const char *url_idna_library(void) { return icu_library(ICU_UC); }

static void open_idna(void)
{
    if (!icu_load(ICU_UC))
        return;
    UErrorCode e = U_ZERO_ERROR;
    idna.idna = icu.uidna_openUTS46(UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ | UIDNA_NONTRANSITIONAL_TO_ASCII, &e);
    if (U_FAILURE(e))
        idna.idna = NULL;
}

/* domain (UTF-8, n bytes) to ASCII into out: URL_OK / URL_FAIL / URL_NO_IDNA. */
static int domain_to_ascii(const char *d, size_t n, LibBuf *out)
{
    /* an ASCII domain is only lowercased: node (ada) leaves its "xn--"
     * labels unchecked */
    bool ascii = true;
    for (size_t i = 0; i < n; i++)
        if ((uint8_t)d[i] >= 0x80)
            ascii = false;
    if (ascii) {
        for (size_t i = 0; i < n; i++)
            lib_buf_ch(out, (char)lower((uint8_t)d[i]));
        return URL_OK;
    }
    pthread_once(&idna.once, open_idna);
    if (!idna.idna)
        return URL_NO_IDNA;
    char buf[1024];
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    UErrorCode e = U_ZERO_ERROR;
    int32_t len = icu.uidna_nameToASCII_UTF8(idna.idna, d, (int32_t)n, buf, (int32_t)sizeof buf, &info, &e);
    if (U_FAILURE(e) || len <= 0 || (size_t)len >= sizeof buf)
        return URL_FAIL;
    uint32_t ignored = UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG |
                       UIDNA_ERROR_LEADING_HYPHEN | UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4;
    if (info.errors & ~ignored)
        return URL_FAIL;
    lib_buf_add(out, buf, (size_t)len);
    return URL_OK;
}

/* ---- the host parser -------------------------------------------------------------- */

static bool forbidden_host(uint32_t c)
{
    return c == 0 || c == '\t' || c == '\n' || c == '\r' || c == ' ' || c == '#' || c == '/' || c == ':' ||
           c == '<' || c == '>' || c == '?' || c == '@' || c == '[' || c == '\\' || c == ']' || c == '^' ||
           c == '|';
}

static bool forbidden_domain(uint32_t c)
{
    return forbidden_host(c) || c <= 0x1F || c == '%' || c == 0x7F;
}

static int host_parse(const uint32_t *s, size_t n, bool opaque, LibBuf *out)
{
    out->len = 0;
    if (n && s[0] == '[') {
        if (s[n - 1] != ']')
            return URL_FAIL;
        return ipv6_parse(s + 1, n - 2, out);
    }
    if (opaque) {
        for (size_t i = 0; i < n; i++)
            if (forbidden_host(s[i]))
                return URL_FAIL;
        for (size_t i = 0; i < n; i++)
            encode_cp(out, s[i], SET_C0);
        return URL_OK;
    }
    /* percent-decode the UTF-8 bytes, then decode them as UTF-8 */
    LibBuf raw, dom;
    lib_buf_init(&raw);
    lib_buf_init(&dom);
    for (size_t i = 0; i < n; i++)
        lib_buf_cp(&raw, s[i]);
    LibBuf dec;
    lib_buf_init(&dec);
    for (size_t i = 0; i < raw.len; i++) {
        int h1, h2;
        if (raw.p[i] == '%' && i + 2 < raw.len && (h1 = hexval((uint8_t)raw.p[i + 1])) >= 0 &&
            (h2 = hexval((uint8_t)raw.p[i + 2])) >= 0) {
            lib_buf_ch(&dec, (char)(h1 * 16 + h2));
            i += 2;
        } else {
            lib_buf_ch(&dec, raw.p[i]);
        }
    }
    lib_buf_free(&raw);
    /* invalid UTF-8 becomes U+FFFD (forbidden by IDNA afterwards) */
    int rc = URL_FAIL;
    uint32_t *cps = malloc((dec.len + 1) * sizeof *cps);
    size_t nc = 0;
    if (!cps) {
        lib_buf_free(&dec);
        return URL_OOM;
    }
    for (size_t i = 0; i < dec.len;) {
        uint8_t b = (uint8_t)dec.p[i];
        uint32_t cp = 0xFFFD;
        int len = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
        if (len == 1) {
            cp = b;
        } else if (len > 1 && i + (size_t)len <= dec.len) {
            uint32_t v = b & (0x7F >> len);
            bool ok = true;
            for (int k = 1; k < len; k++) {
                uint8_t c = (uint8_t)dec.p[i + (size_t)k];
                if ((c & 0xC0) != 0x80)
                    ok = false;
                v = v << 6 | (c & 0x3F);
            }
            if (ok && !(len == 3 && (v < 0x800 || (v >= 0xD800 && v <= 0xDFFF))) && !(len == 4 && (v < 0x10000 || v > 0x10FFFF)))
                cp = v;
            else
                len = 1;
        } else {
            len = 1;
        }
        cps[nc++] = cp;
        i += (size_t)len;
    }
    LibBuf u8;
    lib_buf_init(&u8);
    for (size_t i = 0; i < nc; i++)
        lib_buf_cp(&u8, cps[i]);
    free(cps);
    lib_buf_free(&dec);
    rc = domain_to_ascii(u8.p ? u8.p : "", u8.len, &dom);
    lib_buf_free(&u8);
    if (rc != URL_OK) {
        lib_buf_free(&dom);
        return rc;
    }
    if (dom.len == 0) {
        lib_buf_free(&dom);
        return URL_FAIL;
    }
    uint32_t *a = malloc(dom.len * sizeof *a);
    if (!a) {
        lib_buf_free(&dom);
        return URL_OOM;
    }
    for (size_t i = 0; i < dom.len; i++) {
        a[i] = (uint8_t)dom.p[i];
        if (forbidden_domain(a[i])) {
            free(a);
            lib_buf_free(&dom);
            return URL_FAIL;
        }
    }
    if (ends_in_number(a, dom.len))
        rc = ipv4_parse(a, dom.len, out);
    else
        lib_buf_add(out, dom.p, dom.len);
    free(a);
    lib_buf_free(&dom);
    return rc;
}

/* ---- paths ------------------------------------------------------------------------- */

static size_t path_count(const UrlRec *u)
{
    size_t k = 0;
    for (size_t i = 0; i < u->path.len; i++)
        k += u->path.p[i] == '/';
    return k;
}

static bool normalized_drive(const char *s, size_t n)
{
    return n == 2 && is_alpha((uint8_t)s[0]) && s[1] == ':';
}

static void path_shorten(UrlRec *u)
{
    if (buf_eq(&u->scheme, "file") && path_count(u) == 1 && normalized_drive(u->path.p + 1, u->path.len - 1))
        return;
    size_t i = u->path.len;
    while (i > 0 && u->path.p[i - 1] != '/')
        i--;
    if (i > 0)
        u->path.len = i - 1;
}

static void path_push(UrlRec *u, const char *s, size_t n)
{
    lib_buf_ch(&u->path, '/');
    lib_buf_add(&u->path, s, n);
}

static bool drive_letter(const uint32_t *s, size_t n)
{
    return n >= 2 && is_alpha(s[0]) && (s[1] == ':' || s[1] == '|');
}

static bool starts_with_drive(const uint32_t *s, size_t n)
{
    return drive_letter(s, n) && (n == 2 || s[2] == '/' || s[2] == '\\' || s[2] == '?' || s[2] == '#');
}

static bool ci_eq(const char *s, size_t n, const char *lit)
{
    if (strlen(lit) != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (lower((uint8_t)s[i]) != (uint8_t)lit[i])
            return false;
    return true;
}

static bool single_dot(const LibBuf *b)
{
    return ci_eq(b->p, b->len, ".") || ci_eq(b->p, b->len, "%2e");
}

static bool double_dot(const LibBuf *b)
{
    return ci_eq(b->p, b->len, "..") || ci_eq(b->p, b->len, ".%2e") || ci_eq(b->p, b->len, "%2e.") ||
           ci_eq(b->p, b->len, "%2e%2e");
}

/* ---- the basic URL parser --------------------------------------------------------------- */

enum {
    S_SCHEME_START = URL_ST_SCHEME_START, S_AUTHORITY = URL_ST_AUTHORITY, S_HOST = URL_ST_HOST,
    S_HOSTNAME = URL_ST_HOSTNAME, S_PORT = URL_ST_PORT, S_PATH_START = URL_ST_PATH_START,
    S_QUERY = URL_ST_QUERY, S_FRAGMENT = URL_ST_FRAGMENT,
    S_SCHEME = 20, S_NO_SCHEME, S_SPECIAL_REL_OR_AUTH, S_PATH_OR_AUTH, S_RELATIVE, S_RELATIVE_SLASH,
    S_SPECIAL_AUTH_SLASHES, S_SPECIAL_AUTH_IGNORE_SLASHES, S_FILE, S_FILE_SLASH, S_FILE_HOST, S_PATH,
    S_OPAQUE_PATH,
};

static void copy_base_auth(UrlRec *u, const UrlRec *b)
{
    buf_set(&u->user, &b->user);
    buf_set(&u->pass, &b->pass);
    buf_set(&u->host, &b->host);
    u->has_host = b->has_host;
    u->port = b->port;
}

int url_parse(const uint32_t *in0, size_t n0, const UrlRec *base, UrlRec *url, int override)
{
    /* leading and trailing C0 controls and spaces go (a fresh parse), and
     * every tab and newline */
    size_t a = 0, z = n0;
    if (!override) {
        while (a < z && in0[a] <= 0x20)
            a++;
        while (z > a && in0[z - 1] <= 0x20)
            z--;
    }
    uint32_t *c = malloc((z - a + 1) * sizeof *c);
    if (!c)
        return URL_OOM;
    size_t n = 0;
    for (size_t i = a; i < z; i++)
        if (in0[i] != '\t' && in0[i] != '\n' && in0[i] != '\r')
            c[n++] = in0[i];
    int state = override ? override : S_SCHEME_START;
    LibBuf buf;
    lib_buf_init(&buf);
    uint32_t *bufc = malloc((n + 1) * sizeof *bufc); /* the buffer's code points where needed */
    size_t nb = 0;
    bool at_seen = false, inside_brackets = false, pass_seen = false;
    int rc = URL_OK;
    if (!bufc) {
        free(c);
        return URL_OOM;
    }
#define CH(i) ((i) >= 0 && (size_t)(i) < n ? c[i] : EOFC)
#define FAIL() do { rc = URL_FAIL; goto done; } while (0)
#define SPECIAL() (special_port(&url->scheme) != -2)
    for (long p = 0; p <= (long)n; p++) {
        uint32_t ch = CH(p);
        switch (state) {
        case S_SCHEME_START:
            if (is_alpha(ch)) {
                lib_buf_ch(&buf, (char)lower(ch));
                state = S_SCHEME;
            } else if (!override) {
                state = S_NO_SCHEME;
                p--;
            } else {
                FAIL();
            }
            break;
        case S_SCHEME:
            if (ch != EOFC && (is_alpha(ch) || is_digit(ch) || ch == '+' || ch == '-' || ch == '.')) {
                lib_buf_ch(&buf, (char)lower(ch));
            } else if (ch == ':') {
                if (override) {
                    bool bs = special_port(&buf) != -2;
                    if (SPECIAL() != bs)
                        goto done;
                    if ((url->user.len || url->pass.len || url->port >= 0) && buf_eq(&buf, "file"))
                        goto done;
                    if (buf_eq(&url->scheme, "file") && url->has_host && url->host.len == 0)
                        goto done;
                }
                buf_set(&url->scheme, &buf);
                if (override) {
                    if (url->port >= 0 && url->port == special_port(&url->scheme))
                        url->port = -1;
                    goto done;
                }
                buf_clear(&buf);
                if (buf_eq(&url->scheme, "file")) {
                    state = S_FILE;
                } else if (SPECIAL() && base && buf_eq(&base->scheme, "") == false &&
                           base->scheme.len == url->scheme.len &&
                           memcmp(base->scheme.p, url->scheme.p, url->scheme.len) == 0) {
                    state = S_SPECIAL_REL_OR_AUTH;
                } else if (SPECIAL()) {
                    state = S_SPECIAL_AUTH_SLASHES;
                } else if (CH(p + 1) == '/') {
                    state = S_PATH_OR_AUTH;
                    p++;
                } else {
                    url->opaque = true;
                    buf_clear(&url->path);
                    state = S_OPAQUE_PATH;
                }
            } else if (!override) {
                buf_clear(&buf);
                state = S_NO_SCHEME;
                p = -1;
            } else {
                FAIL();
            }
            break;
        case S_NO_SCHEME:
            if (!base || (base->opaque && ch != '#'))
                FAIL();
            if (base->opaque && ch == '#') {
                buf_set(&url->scheme, &base->scheme);
                buf_set(&url->path, &base->path);
                url->opaque = true;
                buf_set(&url->query, &base->query);
                url->has_query = base->has_query;
                buf_clear(&url->frag);
                url->has_frag = true;
                state = S_FRAGMENT;
            } else if (!buf_eq(&base->scheme, "file")) {
                state = S_RELATIVE;
                p--;
            } else {
                state = S_FILE;
                p--;
            }
            break;
        case S_SPECIAL_REL_OR_AUTH:
            if (ch == '/' && CH(p + 1) == '/') {
                state = S_SPECIAL_AUTH_IGNORE_SLASHES;
                p++;
            } else {
                state = S_RELATIVE;
                p--;
            }
            break;
        case S_PATH_OR_AUTH:
            if (ch == '/') {
                state = S_AUTHORITY;
            } else {
                state = S_PATH;
                p--;
            }
            break;
        case S_RELATIVE:
            buf_set(&url->scheme, &base->scheme);
            if (ch == '/' || (SPECIAL() && ch == '\\')) {
                state = S_RELATIVE_SLASH;
            } else {
                copy_base_auth(url, base);
                buf_set(&url->path, &base->path);
                buf_set(&url->query, &base->query);
                url->has_query = base->has_query;
                if (ch == '?') {
                    buf_clear(&url->query);
                    url->has_query = true;
                    state = S_QUERY;
                } else if (ch == '#') {
                    buf_clear(&url->frag);
                    url->has_frag = true;
                    state = S_FRAGMENT;
                } else if (ch != EOFC) {
                    url->has_query = false;
                    buf_clear(&url->query);
                    path_shorten(url);
                    state = S_PATH;
                    p--;
                }
            }
            break;
        case S_RELATIVE_SLASH:
            if (SPECIAL() && (ch == '/' || ch == '\\')) {
                state = S_SPECIAL_AUTH_IGNORE_SLASHES;
            } else if (ch == '/') {
                state = S_AUTHORITY;
            } else {
                copy_base_auth(url, base);
                state = S_PATH;
                p--;
            }
            break;
        case S_SPECIAL_AUTH_SLASHES:
            if (ch == '/' && CH(p + 1) == '/') {
                state = S_SPECIAL_AUTH_IGNORE_SLASHES;
                p++;
            } else {
                state = S_SPECIAL_AUTH_IGNORE_SLASHES;
                p--;
            }
            break;
        case S_SPECIAL_AUTH_IGNORE_SLASHES:
            if (ch != '/' && ch != '\\') {
                state = S_AUTHORITY;
                p--;
            }
            break;
        case S_AUTHORITY:
            if (ch == '@') {
                if (at_seen) { /* "%40" before the buffer */
                    memmove(bufc + 3, bufc, nb * sizeof *bufc);
                    /* room: the buffer holds what followed the last '@', so nb + 3 <= n + 1 */
                    bufc[0] = '%';
                    bufc[1] = '4';
                    bufc[2] = '0';
                    nb += 3;
                }
                at_seen = true;
                for (size_t i = 0; i < nb; i++) {
                    if (bufc[i] == ':' && !pass_seen) {
                        pass_seen = true;
                        continue;
                    }
                    encode_cp(pass_seen ? &url->pass : &url->user, bufc[i], SET_USERINFO);
                }
                nb = 0;
            } else if (ch == EOFC || ch == '/' || ch == '?' || ch == '#' || (SPECIAL() && ch == '\\')) {
                if (at_seen && nb == 0)
                    FAIL();
                p -= (long)nb + 1;
                nb = 0;
                state = S_HOST;
            } else {
                bufc[nb++] = ch;
            }
            break;
        case S_HOST:
        case S_HOSTNAME:
            if (override && buf_eq(&url->scheme, "file")) {
                p--;
                state = S_FILE_HOST;
            } else if (ch == ':' && !inside_brackets) {
                if (nb == 0)
                    FAIL();
                if (override == URL_ST_HOSTNAME)
                    goto done;
                if ((rc = host_parse(bufc, nb, !SPECIAL(), &url->host)) != URL_OK)
                    goto done;
                url->has_host = true;
                nb = 0;
                state = S_PORT;
            } else if (ch == EOFC || ch == '/' || ch == '?' || ch == '#' || (SPECIAL() && ch == '\\')) {
                p--;
                if (SPECIAL() && nb == 0)
                    FAIL();
                if (override && nb == 0 && (url->user.len || url->pass.len || url->port >= 0))
                    goto done;
                if ((rc = host_parse(bufc, nb, !SPECIAL(), &url->host)) != URL_OK)
                    goto done;
                url->has_host = true;
                nb = 0;
                state = S_PATH_START;
                if (override)
                    goto done;
            } else {
                if (ch == '[')
                    inside_brackets = true;
                if (ch == ']')
                    inside_brackets = false;
                bufc[nb++] = ch;
            }
            break;
        case S_PORT:
            if (is_digit(ch)) {
                bufc[nb++] = ch;
            } else if (ch == EOFC || ch == '/' || ch == '?' || ch == '#' || (SPECIAL() && ch == '\\') || override) {
                if (nb) {
                    uint32_t port = 0;
                    for (size_t i = 0; i < nb; i++) {
                        port = port * 10 + (bufc[i] - '0');
                        if (port > 65535)
                            FAIL();
                    }
                    url->port = (int)port == special_port(&url->scheme) ? -1 : (int)port;
                    nb = 0;
                    if (override)
                        goto done;
                }
                if (override)
                    FAIL();
                state = S_PATH_START;
                p--;
            } else {
                FAIL();
            }
            break;
        case S_FILE:
            buf_clear(&url->scheme);
            lib_buf_str(&url->scheme, "file");
            buf_clear(&url->host);
            url->has_host = true;
            if (ch == '/' || ch == '\\') {
                state = S_FILE_SLASH;
            } else if (base && buf_eq(&base->scheme, "file")) {
                buf_set(&url->host, &base->host);
                url->has_host = base->has_host;
                buf_set(&url->path, &base->path);
                buf_set(&url->query, &base->query);
                url->has_query = base->has_query;
                if (ch == '?') {
                    buf_clear(&url->query);
                    url->has_query = true;
                    state = S_QUERY;
                } else if (ch == '#') {
                    buf_clear(&url->frag);
                    url->has_frag = true;
                    state = S_FRAGMENT;
                } else if (ch != EOFC) {
                    url->has_query = false;
                    buf_clear(&url->query);
                    if (!starts_with_drive(c + p, n - (size_t)p))
                        path_shorten(url);
                    else
                        buf_clear(&url->path);
                    state = S_PATH;
                    p--;
                }
            } else {
                state = S_PATH;
                p--;
            }
            break;
        case S_FILE_SLASH:
            if (ch == '/' || ch == '\\') {
                state = S_FILE_HOST;
            } else {
                if (base && buf_eq(&base->scheme, "file")) {
                    buf_set(&url->host, &base->host);
                    url->has_host = base->has_host;
                    if (!starts_with_drive(c + p, n - (size_t)p) && base->path.len >= 3) {
                        const char *s0 = base->path.p + 1;
                        size_t l0 = 0;
                        while (l0 + 1 < base->path.len && s0[l0] != '/')
                            l0++;
                        if (normalized_drive(s0, l0))
                            path_push(url, s0, l0);
                    }
                }
                state = S_PATH;
                p--;
            }
            break;
        case S_FILE_HOST:
            if (ch == EOFC || ch == '/' || ch == '\\' || ch == '?' || ch == '#') {
                p--;
                if (!override && nb == 2 && drive_letter(bufc, nb)) {
                    state = S_PATH;
                } else if (nb == 0) {
                    buf_clear(&url->host);
                    url->has_host = true;
                    if (override)
                        goto done;
                    state = S_PATH_START;
                } else {
                    if ((rc = host_parse(bufc, nb, !SPECIAL(), &url->host)) != URL_OK)
                        goto done;
                    url->has_host = true;
                    if (buf_eq(&url->host, "localhost"))
                        buf_clear(&url->host);
                    if (override)
                        goto done;
                    nb = 0;
                    state = S_PATH_START;
                }
            } else {
                bufc[nb++] = ch;
            }
            break;
        case S_PATH_START:
            if (SPECIAL()) {
                state = S_PATH;
                if (ch != '/' && ch != '\\')
                    p--;
            } else if (!override && ch == '?') {
                buf_clear(&url->query);
                url->has_query = true;
                state = S_QUERY;
            } else if (!override && ch == '#') {
                buf_clear(&url->frag);
                url->has_frag = true;
                state = S_FRAGMENT;
            } else if (ch != EOFC) {
                state = S_PATH;
                if (ch != '/')
                    p--;
            } else if (override && !url->has_host) {
                path_push(url, "", 0);
            }
            break;
        case S_PATH:
            if (ch == EOFC || ch == '/' || (SPECIAL() && ch == '\\') || (!override && (ch == '?' || ch == '#'))) {
                /* the buffer: code points collected, encoded into buf */
                buf_clear(&buf);
                for (size_t i = 0; i < nb; i++)
                    encode_cp(&buf, bufc[i], SET_PATH);
                bool slash = ch == '/' || (SPECIAL() && ch == '\\');
                if (double_dot(&buf)) {
                    path_shorten(url);
                    if (!slash)
                        path_push(url, "", 0);
                } else if (single_dot(&buf) && !slash) {
                    path_push(url, "", 0);
                } else if (!single_dot(&buf)) {
                    if (buf_eq(&url->scheme, "file") && url->path.len == 0 && nb == 2 && drive_letter(bufc, nb))
                        buf.p[1] = ':';
                    path_push(url, buf.p ? buf.p : "", buf.len);
                }
                nb = 0;
                buf_clear(&buf);
                if (ch == '?') {
                    buf_clear(&url->query);
                    url->has_query = true;
                    state = S_QUERY;
                }
                if (ch == '#') {
                    buf_clear(&url->frag);
                    url->has_frag = true;
                    state = S_FRAGMENT;
                }
            } else {
                bufc[nb++] = ch;
            }
            break;
        case S_OPAQUE_PATH:
            if (ch == '?') {
                buf_clear(&url->query);
                url->has_query = true;
                state = S_QUERY;
            } else if (ch == '#') {
                buf_clear(&url->frag);
                url->has_frag = true;
                state = S_FRAGMENT;
            } else if (ch == ' ') {
                uint32_t nx = CH(p + 1);
                lib_buf_str(&url->path, nx == '?' || nx == '#' ? "%20" : " ");
            } else if (ch != EOFC) {
                encode_cp(&url->path, ch, SET_C0);
            }
            break;
        case S_QUERY:
            if ((!override && ch == '#') || ch == EOFC) {
                if (ch == '#') {
                    buf_clear(&url->frag);
                    url->has_frag = true;
                    state = S_FRAGMENT;
                }
            } else {
                url->has_query = true;
                encode_cp(&url->query, ch, SPECIAL() ? SET_SPECIAL_QUERY : SET_QUERY);
            }
            break;
        case S_FRAGMENT:
            if (ch != EOFC) {
                url->has_frag = true;
                encode_cp(&url->frag, ch, SET_FRAGMENT);
            }
            break;
        }
    }
done:
#undef CH
#undef FAIL
#undef SPECIAL
    free(c);
    free(bufc);
    lib_buf_free(&buf);
    if (rc == URL_OK && (url->scheme.oom || url->user.oom || url->pass.oom || url->host.oom || url->path.oom ||
                         url->query.oom || url->frag.oom))
        rc = URL_OOM;
    return rc;
}

/* ---- serializers ------------------------------------------------------------------ */

void url_serialize(const UrlRec *u, bool exclude_fragment, LibBuf *o)
{
    lib_buf_add(o, u->scheme.p ? u->scheme.p : "", u->scheme.len);
    lib_buf_ch(o, ':');
    if (u->has_host) {
        lib_buf_str(o, "//");
        if (u->user.len || u->pass.len) {
            lib_buf_add(o, u->user.p ? u->user.p : "", u->user.len);
            if (u->pass.len) {
                lib_buf_ch(o, ':');
                lib_buf_add(o, u->pass.p, u->pass.len);
            }
            lib_buf_ch(o, '@');
        }
        lib_buf_add(o, u->host.p ? u->host.p : "", u->host.len);
        if (u->port >= 0)
            lib_buf_printf(o, ":%d", u->port);
    } else if (!u->opaque && u->path.len >= 2 && u->path.p[1] == '/') {
        lib_buf_str(o, "/.");
    }
    lib_buf_add(o, u->path.p ? u->path.p : "", u->path.len);
    if (u->has_query) {
        lib_buf_ch(o, '?');
        lib_buf_add(o, u->query.p ? u->query.p : "", u->query.len);
    }
    if (!exclude_fragment && u->has_frag) {
        lib_buf_ch(o, '#');
        lib_buf_add(o, u->frag.p ? u->frag.p : "", u->frag.len);
    }
}

int url_origin(const UrlRec *u, LibBuf *o)
{
    if (buf_eq(&u->scheme, "blob")) {
        /* the origin of the URL in the path, when that is http(s) */
        UrlRec inner;
        url_rec_init(&inner);
        uint32_t *cp = malloc((u->path.len + 1) * sizeof *cp);
        if (!cp)
            return URL_OOM;
        for (size_t i = 0; i < u->path.len; i++)
            cp[i] = (uint8_t)u->path.p[i];
        int rc = url_parse(cp, u->path.len, NULL, &inner, 0);
        free(cp);
        if (rc == URL_OK && (buf_eq(&inner.scheme, "http") || buf_eq(&inner.scheme, "https")))
            rc = url_origin(&inner, o);
        else if (rc == URL_OK || rc == URL_FAIL)
            lib_buf_str(o, "null"), rc = URL_OK;
        url_rec_free(&inner);
        return rc;
    }
    int sp = special_port(&u->scheme);
    if (sp == -2 || buf_eq(&u->scheme, "file")) {
        lib_buf_str(o, "null");
        return URL_OK;
    }
    lib_buf_add(o, u->scheme.p, u->scheme.len);
    lib_buf_str(o, "://");
    lib_buf_add(o, u->host.p ? u->host.p : "", u->host.len);
    if (u->port >= 0)
        lib_buf_printf(o, ":%d", u->port);
    return URL_OK;
}
