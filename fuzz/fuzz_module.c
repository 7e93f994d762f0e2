/* fuzz/fuzz_module.c — libFuzzer target over the module loader: the input
 * is up to four modules separated by NUL bytes, written as m0.mjs ... m3.mjs
 * into a private directory, and m0.mjs is loaded (resolution, linking,
 * cycles, top-level await, dynamic import()) and its loop drained in a
 * fresh VM with the limits of fuzz_host.h. A crash, sanitizer report, leak
 * or hang is a bug; a link or runtime error is an ordinary outcome.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

#include "fuzz_host.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define NMOD 4

static char dir[64];

static int write_file(const char *path, const uint8_t *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    int ok = fwrite(p, 1, n, f) == n;
    return (fclose(f) == 0 && ok) ? 0 : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/tarn-fuzz-module-XXXXXX");
        if (!mkdtemp(dir))
            abort();
    }
    char path[NMOD][96];
    const uint8_t *p = data, *end = data + size;
    for (int i = 0; i < NMOD; i++) {
        const uint8_t *nul = i < NMOD - 1 ? memchr(p, 0, (size_t)(end - p)) : NULL;
        const uint8_t *stop = nul ? nul : end;
        snprintf(path[i], sizeof path[i], "%s/m%d.mjs", dir, i);
        if (write_file(path[i], p, (size_t)(stop - p)) < 0)
            abort();
        p = nul ? nul + 1 : end;
    }
    tarn_vm *tv = fuzz_vm_new();
    if (tv) {
        (void)tarn_eval_module_file(tv, path[0]);
        fuzz_drain(tv);
        tarn_vm_free(tv);
    }
    return 0;
}
