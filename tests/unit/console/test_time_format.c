/* tests/unit/console/test_time_format.c — console.timeEnd's elapsed-time text
 * (node's formatTime: Number(ms.toFixed(3)) + "ms", seconds, m:ss.mmm). */
#include <criterion/criterion.h>

#include "../../../stdlib/lib.h"

static void check(double ms, const char *want)
{
    char buf[96];
    lib_console_format_time(ms, buf, sizeof buf);
    cr_assert_str_eq(buf, want, "%g ms", ms);
}

Test(console, time_format)
{
    check(0, "0ms");
    check(0.0004, "0ms");
    check(0.052, "0.052ms");
    check(12.5, "12.5ms");
    check(1.2345, "1.234ms"); /* toFixed rounds the double 1.2344999... down */
    check(999.9994, "999.999ms");
    check(1000, "1.000s");
    check(1500.25, "1.500s");
    check(62345, "1:02.345 (m:ss.mmm)");
    check(3723004, "1:02:03.004 (h:mm:ss.mmm)");
}
