/* cli/repl_complete.c — Tab completion for the REPL (libedit EL_ADDFN).
 *
 * The word before the cursor (identifier characters and dots) is completed
 * through tarn_repl_complete: one candidate is inserted, several insert
 * their common prefix, and when nothing more can be inserted the candidates
 * are listed in columns under the line, as node's REPL does on a second Tab.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <histedit.h>

#include "cli.h"

static int word_char(unsigned char c)
{
    return c == '_' || c == '$' || c == '.' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z') ||
           c >= 0x80;
}

static void list_columns(char **v, size_t n, size_t skip)
{
    size_t w = 0;
    for (size_t i = 0; i < n; i++)
        if (strlen(v[i]) - skip > w)
            w = strlen(v[i]) - skip;
    w += 2;
    size_t cols = w < 80 ? 80 / w : 1;
    fputc('\n', stdout);
    for (size_t i = 0; i < n; i++) {
        int last = (i + 1) % cols == 0 || i + 1 == n;
        if (last)
            printf("%s\n", v[i] + skip);
        else
            printf("%-*s", (int)w, v[i] + skip);
    }
    fflush(stdout);
}

static unsigned char complete(EditLine *el, int ch)
{
    (void)ch;
    tarn_vm *vm = NULL;
    el_get(el, EL_CLIENTDATA, &vm);
    const LineInfo *li = el_line(el);
    const char *end = li->cursor, *start = end;
    while (start > li->buffer && word_char((unsigned char)start[-1]))
        start--;
    size_t have = (size_t)(end - start);
    char **v;
    size_t n;
    if (!vm || tarn_repl_complete(vm, start, have, &v, &n) != TARN_OK)
        return CC_REFRESH_BEEP;
    unsigned char rc = CC_REFRESH;
    if (n == 0) {
        rc = CC_REFRESH_BEEP;
    } else {
        size_t common = strlen(v[0]);
        for (size_t i = 1; i < n; i++) {
            size_t k = 0;
            while (k < common && v[i][k] == v[0][k])
                k++;
            common = k;
        }
        if (common > have) {
            char *ins = strndup(v[0] + have, common - have);
            if (ins && el_insertstr(el, ins) == 0)
                rc = CC_REFRESH;
            free(ins);
        } else if (n > 1) {
            const char *dot = NULL;
            for (const char *p = start; p < end; p++)
                if (*p == '.')
                    dot = p;
            list_columns(v, n, dot ? (size_t)(dot - start) + 1 : 0);
            rc = CC_REDISPLAY;
        }
    }
    tarn_repl_free_completions(v, n);
    return rc;
}

void cli_repl_setup_completion(EditLine *el, tarn_vm *vm)
{
    el_set(el, EL_CLIENTDATA, vm);
    el_set(el, EL_ADDFN, "tarn-complete", "complete a name or property", complete);
    el_set(el, EL_BIND, "^I", "tarn-complete", NULL);
}
