/* regex/rx_unicode.c — \p{...} and \P{...} property escapes (u flag).
 *
 * Supported: General_Category values (short and long names, with or
 * without "General_Category=" / "gc=", including the groups L LC M N P S Z
 * C), from unicode/'s General_Category table (uni_gc); and the binary
 * properties ASCII, Any, Assigned and ASCII_Hex_Digit. Script /
 * Script_Extensions and the other binary properties need tables unicode/
 * does not have yet: they are a clear
 * SyntaxError (RX_PROP_UNSUPPORTED), and unknown names are node's "Invalid
 * property name".
 */
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

int rx_ranges_property(RxRanges *c, const char *name, const char *value, bool neg)
{
    RxRanges t = {0};
    int rc = 0;
    if (value) {
        if (!strcmp(name, "General_Category") || !strcmp(name, "gc")) {
            uint32_t m = uni_category_mask_noalloc(value);
            rc = m ? add_gc(&t, m) : 0;
        } else if (!strcmp(name, "Script") || !strcmp(name, "sc") || !strcmp(name, "Script_Extensions") ||
                   !strcmp(name, "scx")) {
            rc = RX_PROP_UNSUPPORTED;
        }
    } else if (!strcmp(name, "ASCII")) {
        rc = rx_ranges_add(&t, 0, 0x7F) < 0 ? -1 : 1;
    } else if (!strcmp(name, "Any")) {
        rc = rx_ranges_add(&t, 0, 0x10FFFF) < 0 ? -1 : 1;
    } else if (!strcmp(name, "Assigned")) {
        rc = add_gc(&t, ~(1u << UNI_CN));
    } else if (!strcmp(name, "ASCII_Hex_Digit") || !strcmp(name, "AHex")) {
        rc = (rx_ranges_add(&t, '0', '9') < 0 || rx_ranges_add(&t, 'A', 'F') < 0 || rx_ranges_add(&t, 'a', 'f') < 0)
                 ? -1
                 : 1;
    } else {
        uint32_t m = uni_category_mask_noalloc(name);
        if (m)
            rc = add_gc(&t, m);
        else {
            /* binary properties tarn has no table for */
            static const char *const binary[] = {
                "Alphabetic", "Alpha", "Lowercase", "Lower", "Uppercase", "Upper", "White_Space", "space",
                "Emoji", "Emoji_Presentation", "Extended_Pictographic", "ID_Start", "IDS", "ID_Continue", "IDC",
                "XID_Start", "XIDS", "XID_Continue", "XIDC", "Math", "Dash", "Hex_Digit", "Hex", "Ideographic",
                "Ideo", "Diacritic", "Dia", "Extender", "Ext", "Cased", "Case_Ignorable", "CI", "Default_Ignorable_Code_Point",
                "DI", "Noncharacter_Code_Point", "Pattern_Syntax", "Pattern_White_Space", "Quotation_Mark",
                "Regional_Indicator", "Emoji_Modifier", "Emoji_Modifier_Base", "Emoji_Component", "Join_Control",
                "Changes_When_Casefolded", "Changes_When_Lowercased", "Changes_When_Uppercased", "Bidi_Mirrored",
                "Grapheme_Base", "Grapheme_Extend", "Unified_Ideograph", "Variation_Selector", "Sentence_Terminal",
                "Terminal_Punctuation", "Soft_Dotted", "Radical", "Deprecated", "Logical_Order_Exception",
                "IDS_Binary_Operator", "IDS_Trinary_Operator", "Bidi_Control", "Changes_When_Casemapped",
                "Changes_When_Titlecased", "Changes_When_NFKC_Casefolded",
            };
            for (size_t i = 0; i < sizeof binary / sizeof *binary; i++)
                if (!strcmp(name, binary[i]))
                    rc = RX_PROP_UNSUPPORTED;
        }
    }
    if (rc == 1 && neg && rx_ranges_invert(&t, 0x10FFFF) < 0)
        rc = -1;
    if (rc == 1 && rx_ranges_add_set(c, &t) < 0)
        rc = -1;
    rx_ranges_free(&t);
    return rc;
}
