/* tests/unit/api/expect_abort.h — runs a host mistake in a forked child and
 * checks that it aborts with a message containing the expected text; for
 * the API tests that check the rules a host can break (test_mistakes.c,
 * test_checked.c). */
#ifndef TARN_TEST_EXPECT_ABORT_H
#define TARN_TEST_EXPECT_ABORT_H

#include <criterion/criterion.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Run fn in a child (with TARN_API_CHECK=1 when checked: tarn_vm_new reads
 * it); the child must abort, and its stderr must contain want. */
static inline void expect_abort_in_child(void (*fn)(void), const char *want, int checked)
{
    int p[2];
    cr_assert_eq(pipe(p), 0);
    fflush(NULL);
    pid_t pid = fork();
    cr_assert_neq(pid, -1);
    if (pid == 0) {
        close(p[0]);
        dup2(p[1], 2);
        if (checked)
            setenv("TARN_API_CHECK", "1", 1);
        fn();
        _exit(0); /* not reached when the mistake is caught */
    }
    close(p[1]);
    char buf[2048];
    size_t n = 0;
    ssize_t k;
    while (n < sizeof buf - 1 && (k = read(p[0], buf + n, sizeof buf - 1 - n)) > 0)
        n += (size_t)k;
    buf[n] = 0;
    close(p[0]);
    int st;
    cr_assert_eq(waitpid(pid, &st, 0), pid);
    cr_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT, "expected an abort; stderr: %s", buf);
    cr_assert(strstr(buf, want), "stderr lacks \"%s\": %s", want, buf);
}

#endif
