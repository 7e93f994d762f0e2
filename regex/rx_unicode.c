/* regex/rx_unicode.c — \p{...} and \P{...} property escapes (u flag).
 *
 * General_Category values (short and long names, with or without
 * "General_Category=" / "gc=", including the groups L LC M N P S Z C) come
 * from unicode/'s General_Category table (uni_gc); Any, ASCII and Assigned
 * are computed; every other binary property of ECMA-262's table and the
 * Script / Script_Extensions values come from unicode/'s property table.
 * Unknown names are node's "Invalid property name".
 */
#include <stdio.h>
#include <string.h>

#include "rx_int.h"
#include "../unicode/unicode.h"

static int add_gc(RxRanges *t, uint32_t mask)
{
    for (uint32_t i = 0; i < uni_gc_len; i++)
        if (mask & (1u << uni_gc[3 * i + 2]))
            if (rx_ranges_add(t, uni_gc[3 * i], uni_gc[3 * i + 1]) < 0)
                return -1;
    return 1;
}

static int add_table(RxRanges *t, const char *prefix, const char *name)
{
    char key[80];
    snprintf(key, sizeof key, "%s%s", prefix, name);
    UniPropIter it;
    if (!uni_property_open_noalloc(key, &it))
        return 0;
    for (uint32_t lo, hi; uni_property_next_noalloc(&it, &lo, &hi);)
        if (rx_ranges_add(t, lo, hi) < 0)
            return -1;
    return 1;
}

int rx_ranges_property(RxRanges *c, const char *name, const char *value, bool neg)
{
    RxRanges t = {0};
    int rc = 0;
    if (value) {
        if (!strcmp(name, "General_Category") || !strcmp(name, "gc")) {
            uint32_t m = uni_category_mask_noalloc(value);
            rc = m ? add_gc(&t, m) : 0;
        } else if (!strcmp(name, "Script") || !strcmp(name, "sc")) {
            rc = add_table(&t, "sc=", value);
        } else if (!strcmp(name, "Script_Extensions") || !strcmp(name, "scx")) {
            rc = add_table(&t, "scx=", value);
        }
    } else if (!strcmp(name, "ASCII")) {
        rc = rx_ranges_add(&t, 0, 0x7F) < 0 ? -1 : 1;
    } else if (!strcmp(name, "Any")) {
        rc = rx_ranges_add(&t, 0, 0x10FFFF) < 0 ? -1 : 1;
    } else if (!strcmp(name, "Assigned")) {
        rc = add_gc(&t, ~(1u << UNI_CN));
    } else {
        uint32_t m = uni_category_mask_noalloc(name);
        rc = m ? add_gc(&t, m) : strchr(name, '=') ? 0 : add_table(&t, "", name);
    }
    if (rc == 1 && neg && rx_ranges_invert(&t, 0x10FFFF) < 0)
        rc = -1;
    if (rc == 1 && rx_ranges_add_set(c, &t) < 0)
        rc = -1;
    rx_ranges_free(&t);
    return rc;
}
