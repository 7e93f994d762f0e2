/* regex/rx_unicode.c — \p{...} and \P{...} property escapes (u flag).
 *
 * Supported: General_Category values (short and long names, with or
 * without "General_Category=" / "gc=", including the groups L LC M N P S Z
 * C), from the lib_uni_gc table that tools/gen_unicode.py generates with
 * Python's unicodedata; and the binary properties ASCII, Any, Assigned and
 * ASCII_Hex_Digit. Script / Script_Extensions and the other binary
 * properties need tables Python does not provide: they are a clear
 * SyntaxError (RX_PROP_UNSUPPORTED), and unknown names are node's "Invalid
 * property name".
 */
#include <string.h>

#include "rx_int.h"

/* generated (build/gen/unicode_data.c): [first, last, category] runs */
extern const uint32_t lib_uni_gc[], lib_uni_gc_len;

/* the order of tools/gen_unicode.py's GC_NAMES */
static const struct {
    const char *code, *name;
} gc_names[] = {
    {"Cc", "Control"}, {"Cf", "Format"}, {"Cn", "Unassigned"}, {"Co", "Private_Use"}, {"Cs", "Surrogate"},
    {"Ll", "Lowercase_Letter"}, {"Lm", "Modifier_Letter"}, {"Lo", "Other_Letter"}, {"Lt", "Titlecase_Letter"},
    {"Lu", "Uppercase_Letter"}, {"Mc", "Spacing_Mark"}, {"Me", "Enclosing_Mark"}, {"Mn", "Nonspacing_Mark"},
    {"Nd", "Decimal_Number"}, {"Nl", "Letter_Number"}, {"No", "Other_Number"}, {"Pc", "Connector_Punctuation"},
    {"Pd", "Dash_Punctuation"}, {"Pe", "Close_Punctuation"}, {"Pf", "Final_Punctuation"},
    {"Pi", "Initial_Punctuation"}, {"Po", "Other_Punctuation"}, {"Ps", "Open_Punctuation"},
    {"Sc", "Currency_Symbol"}, {"Sk", "Modifier_Symbol"}, {"Sm", "Math_Symbol"}, {"So", "Other_Symbol"},
    {"Zl", "Line_Separator"}, {"Zp", "Paragraph_Separator"}, {"Zs", "Space_Separator"},
};
#define NGC (sizeof gc_names / sizeof *gc_names)

static const struct {
    const char *code, *name, *alias;
} gc_groups[] = {
    {"L", "Letter", NULL}, {"LC", "Cased_Letter", NULL}, {"M", "Mark", "Combining_Mark"}, {"N", "Number", NULL},
    {"P", "Punctuation", "punct"}, {"S", "Symbol", NULL}, {"Z", "Separator", NULL}, {"C", "Other", NULL},
};

/* Bit set over gc_names for a value name, or 0. */
static uint32_t gc_mask(const char *v)
{
    for (uint32_t i = 0; i < NGC; i++)
        if (!strcmp(v, gc_names[i].code) || !strcmp(v, gc_names[i].name))
            return 1u << i;
    if (!strcmp(v, "digit"))
        return 1u << 13;
    for (size_t g = 0; g < sizeof gc_groups / sizeof *gc_groups; g++) {
        if (strcmp(v, gc_groups[g].code) && strcmp(v, gc_groups[g].name) &&
            !(gc_groups[g].alias && !strcmp(v, gc_groups[g].alias)))
            continue;
        uint32_t m = 0;
        for (uint32_t i = 0; i < NGC; i++) {
            const char *c = gc_names[i].code;
            if (!strcmp(gc_groups[g].code, "LC") ? (!strcmp(c, "Ll") || !strcmp(c, "Lt") || !strcmp(c, "Lu"))
                                                 : c[0] == gc_groups[g].code[0])
                m |= 1u << i;
        }
        return m;
    }
    return 0;
}

static int add_gc(RxRanges *t, uint32_t mask)
{
    for (uint32_t i = 0; i < lib_uni_gc_len; i++)
        if (mask & (1u << lib_uni_gc[3 * i + 2]))
            if (rx_ranges_add(t, lib_uni_gc[3 * i], lib_uni_gc[3 * i + 1]) < 0)
                return -1;
    return 1;
}

int rx_ranges_property(RxRanges *c, const char *name, const char *value, bool neg)
{
    RxRanges t = {0};
    int rc = 0;
    if (value) {
        if (!strcmp(name, "General_Category") || !strcmp(name, "gc")) {
            uint32_t m = gc_mask(value);
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
        rc = add_gc(&t, ~(1u << 2));
    } else if (!strcmp(name, "ASCII_Hex_Digit") || !strcmp(name, "AHex")) {
        rc = (rx_ranges_add(&t, '0', '9') < 0 || rx_ranges_add(&t, 'A', 'F') < 0 || rx_ranges_add(&t, 'a', 'f') < 0)
                 ? -1
                 : 1;
    } else {
        uint32_t m = gc_mask(name);
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
