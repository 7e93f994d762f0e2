/* cli/repl_complete.c — Tab completion for the REPL (libedit EL_ADDFN).
 *
 * The word before the cursor (identifier characters and dots) is completed
 * through tarn_repl_complete, as node's readline does: the candidates'
 * common prefix is inserted, and when nothing more can be inserted a
 * second Tab in a row lists them in columns under the line, grouped as
 * tarn_repl_complete groups them (the object's own names last).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <histedit.h>

#include "cli.h"

static int word_char(unsigned char c)
{
    return c == '_' || c == '$' || c == '.' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z') ||
           c >= 0x80;
}

/* The terminal's width in columns, 0 when unknown. */
static size_t term_columns(void)
{
    struct winsize ws;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0)
        return ws.ws_col;
    return 0;
}

/* Columns a word takes on the screen: one per code point (the REPL's names
 * are identifiers, so no wide or combining characters in practice). */
static size_t width_of(const char *s)
{
    size_t w = 0;
    for (; *s; s++)
        w += ((unsigned char)*s & 0xc0) != 0x80;
    return w;
}

/* node's readline listing: every group in columns as wide as the widest
 * word plus two, as many as fit the terminal (one when its width is
 * unknown), an empty line between groups and after the last. */
static void list_columns(char **v, size_t n)
{
    size_t w = 0;
    for (size_t i = 0; i < n; i++)
        if (width_of(v[i]) > w)
            w = width_of(v[i]);
    w += 2;
    size_t cols = term_columns() / w;
    if (cols == 0)
        cols = 1;
    fputs("\r\n", stdout);
    size_t col = 0, pad = 0;
    for (size_t i = 0; i < n; i++) {
        if (!*v[i] || col == cols) {
            fputs("\r\n", stdout);
            col = pad = 0;
        } else {
            printf("%*s", (int)pad, "");
        }
        if (*v[i]) {
            fputs(v[i], stdout);
            pad = w - width_of(v[i]);
            col++;
        } else {
            fputs("\r\n", stdout);
        }
    }
    if (col) /* node ends with two line ends; libedit's redisplay adds the second */
        fputs("\r\n", stdout);
    fflush(stdout);
}

/* Tab, as node's readline: insert what every candidate shares; when that
 * is nothing more than the word, a second Tab in a row lists them. A
 * shared part that differs from the word only in case replaces it. */
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
        return CC_NORM;
    unsigned char rc = CC_NORM;
    const char *first = NULL;
    size_t common = 0;
    for (size_t i = 0; i < n; i++) {
        if (!*v[i])
            continue;
        if (!first) {
            first = v[i];
            common = strlen(first);
            continue;
        }
        size_t k = 0;
        while (k < common && v[i][k] == first[k])
            k++;
        common = k;
    }
    if (!first) {
        /* nothing to offer */
    } else if (common > have && !strncmp(first, start, have)) {
        char *ins = strndup(first + have, common - have);
        if (ins && el_insertstr(el, ins) == 0)
            rc = CC_REFRESH;
        free(ins);
    } else if (common > have || strncmp(first, start, common)) {
        /* the word does not start with the shared part (it differs in case) */
        char *rep = strndup(first, common);
        el_deletestr(el, (int)have);
        if (rep && el_insertstr(el, rep) == 0)
            rc = CC_REFRESH;
        free(rep);
    } else if (cli_repl_second_tab()) {
        list_columns(v, n);
        rc = CC_REDISPLAY;
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
