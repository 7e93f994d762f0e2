/* regex/rx_unicode.c — \p{...} and \P{...} property escapes (u flag).
 *
 * Supported: the binary properties ASCII, Any and Assigned' neighbours that
 * need no table (ASCII, Any, ASCII_Hex_Digit). Every other name is rejected
 * with node's "Invalid property name" SyntaxError by the parser.
 */
#include <string.h>

#include "rx_int.h"

int rx_ranges_property(RxRanges *c, const char *name, const char *value, bool neg)
{
    RxRanges t = {0};
    int rc = 0;
    if (value) {
        rc = 0;
    } else if (!strcmp(name, "ASCII")) {
        rc = rx_ranges_add(&t, 0, 0x7F) < 0 ? -1 : 1;
    } else if (!strcmp(name, "Any")) {
        rc = rx_ranges_add(&t, 0, 0x10FFFF) < 0 ? -1 : 1;
    } else if (!strcmp(name, "ASCII_Hex_Digit") || !strcmp(name, "AHex")) {
        rc = (rx_ranges_add(&t, '0', '9') < 0 || rx_ranges_add(&t, 'A', 'F') < 0 || rx_ranges_add(&t, 'a', 'f') < 0)
                 ? -1
                 : 1;
    }
    if (rc == 1 && neg && rx_ranges_invert(&t, 0x10FFFF) < 0)
        rc = -1;
    if (rc == 1 && rx_ranges_add_set(c, &t) < 0)
        rc = -1;
    rx_ranges_free(&t);
    return rc;
}
