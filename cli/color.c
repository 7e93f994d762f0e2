/* cli/color.c — whether output to a file descriptor is coloured, by node's
 * rule (lib/internal/util/colors.js shouldColorize, lib/internal/tty.js
 * getColorDepth, node 20), used for console output and REPL results alike:
 *   - FORCE_COLOR set: colour when it is '', '1', 'true', '2' or '3', on a
 *     terminal or not; any other value turns colour off;
 *   - else only on a terminal, and not when NODE_DISABLE_COLORS or NO_COLOR
 *     is set (even empty) or TERM is "dumb";
 *   - else the terminal must be known to have colours: TMUX, a CI that
 *     node lists, TEAMCITY_VERSION >= 9.1, TERM_PROGRAM, COLORTERM, or a
 *     TERM node recognises (xterm*, screen*, vt100*, rxvt*, *color*,
 *     *ansi*, *linux*, ...). An unset or unknown TERM means no colour.
 * node also warns on stderr when FORCE_COLOR overrides NO_COLOR; tarn does
 * not.
 */
#include <ctype.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static int set(const char *name) { return getenv(name) != NULL; }

static int matches(const char *re, const char *s)
{
    regex_t r;
    if (regcomp(&r, re, REG_EXTENDED | REG_NOSUB) != 0)
        return 0;
    int m = regexec(&r, s, 0, NULL, 0) == 0;
    regfree(&r);
    return m;
}

/* getColorDepth() > 2 on a terminal (the FORCE_COLOR part is done by the caller) */
static int terminal_has_colors(void)
{
    const char *term = getenv("TERM");
    if (set("NODE_DISABLE_COLORS") || set("NO_COLOR") || (term && !strcmp(term, "dumb")))
        return 0;
    if (set("TMUX"))
        return 1;
    if (set("CI")) {
        static const char *const ci[] = {"APPVEYOR", "BUILDKITE", "CIRCLECI", "DRONE",
                                         "GITHUB_ACTIONS", "GITLAB_CI", "TRAVIS"};
        for (size_t i = 0; i < sizeof ci / sizeof *ci; i++)
            if (set(ci[i]))
                return 1;
        const char *name = getenv("CI_NAME");
        return name && !strcmp(name, "codeship");
    }
    const char *tc = getenv("TEAMCITY_VERSION");
    if (tc)
        return matches("^(9\\.(0*[1-9][0-9]*)\\.|[0-9]{2,}\\.)", tc);
    const char *prog = getenv("TERM_PROGRAM");
    if (prog && (!strcmp(prog, "iTerm.app") || !strcmp(prog, "HyperTerm") || !strcmp(prog, "MacTerm") ||
                 !strcmp(prog, "Apple_Terminal")))
        return 1;
    const char *ct = getenv("COLORTERM");
    if (term && *term) {
        char low[128];
        size_t n = strlen(term);
        if (n >= sizeof low)
            n = sizeof low - 1;
        for (size_t i = 0; i < n; i++)
            low[i] = (char)tolower((unsigned char)term[i]);
        low[n] = 0;
        static const char *const known[] = {"eterm", "cons25", "console", "cygwin", "dtterm", "gnome",
                                            "hurd", "jfbterm", "konsole", "kterm", "mlterm", "mosh",
                                            "putty", "st", "rxvt-unicode-24bit", "terminator"};
        if (!strncmp(term, "xterm-256", 9))
            return 1;
        for (size_t i = 0; i < sizeof known / sizeof *known; i++)
            if (!strcmp(low, known[i]))
                return 1;
        if (matches("ansi|color|linux|^con[0-9]*x[0-9]|^rxvt|^screen|^xterm|^vt100", low))
            return 1;
    }
    return ct != NULL; /* any COLORTERM: 16 colours */
}

int cli_should_colorize(int fd)
{
    const char *force = getenv("FORCE_COLOR");
    if (force)
        return !strcmp(force, "") || !strcmp(force, "1") || !strcmp(force, "true") || !strcmp(force, "2") ||
               !strcmp(force, "3");
    return isatty(fd) && terminal_has_colors();
}
