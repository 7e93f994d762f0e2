/* stdlib/node/child_process.c — the native under node:child_process's
 * synchronous calls (stdlib/node/child_process.js): run a program to its
 * end, feeding it input and collecting what it writes, as libuv's
 * spawnSync does.
 *
 * The child is made with fork and execvp (PATH read from the child's
 * environment, as libuv does); an exec that fails writes its
 * errno on a close-on-exec pipe, so the parent tells "could not start"
 * (node's spawnSync ENOENT error) from "started and failed". The parent
 * multiplexes the child's stdin, stdout and stderr with poll until both
 * outputs close, or kills the child at the timeout or when an output passes
 * maxBuffer (and stops reading, as node does), then reaps it. SIGPIPE is blocked in the calling thread while
 * it writes to a child that may have exited (and a pending one is taken
 * back), so an early exit is not tarn's death.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "node.h"
#include "../web/web.h"
#include "../../vm/typed.h"

static const struct {
    const char *name;
    int num;
} signals[] = {{"SIGHUP", SIGHUP},   {"SIGINT", SIGINT},   {"SIGQUIT", SIGQUIT}, {"SIGILL", SIGILL},
               {"SIGTRAP", SIGTRAP}, {"SIGABRT", SIGABRT}, {"SIGBUS", SIGBUS},   {"SIGFPE", SIGFPE},
               {"SIGKILL", SIGKILL}, {"SIGUSR1", SIGUSR1}, {"SIGSEGV", SIGSEGV}, {"SIGUSR2", SIGUSR2},
               {"SIGPIPE", SIGPIPE}, {"SIGALRM", SIGALRM}, {"SIGTERM", SIGTERM}, {"SIGCHLD", SIGCHLD},
               {"SIGCONT", SIGCONT}, {"SIGSTOP", SIGSTOP}, {"SIGTSTP", SIGTSTP}, {"SIGTTIN", SIGTTIN},
               {"SIGTTOU", SIGTTOU}, {"SIGURG", SIGURG},   {"SIGXCPU", SIGXCPU}, {"SIGXFSZ", SIGXFSZ},
               {"SIGVTALRM", SIGVTALRM}, {"SIGPROF", SIGPROF}, {"SIGWINCH", SIGWINCH}, {"SIGIO", SIGIO},
               {"SIGPWR", SIGPWR},   {"SIGSYS", SIGSYS}};

/* signals(): { SIGHUP: 1, ... } (node's os.constants.signals) */
static Value cp_signals(Vm *vm, Value *argv, int argc, bool construct)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *o = gc_handle(vm, vm_new_object(vm));
    for (size_t i = 0; *o != V_EXC && i < sizeof signals / sizeof signals[0]; i++)
        if (lib_def_value(vm, *o, signals[i].name, v_int(signals[i].num), PROP_DEFAULT) < 0)
            goto out;
    r = *o;
out:
    gc_scope_close(vm, sc);
    return r;
}

typedef struct {
    uint8_t *p;
    size_t len, cap;
} OutBuf;

static int bytes_add(OutBuf *b, const uint8_t *p, size_t n)
{
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 4096;
        while (cap < b->len + n)
            cap *= 2;
        uint8_t *q = realloc(b->p, cap);
        if (!q)
            return -1;
        b->p = q;
        b->cap = cap;
    }
    memcpy(b->p + b->len, p, n);
    b->len += n;
    return 0;
}

/* A NULL-terminated array of malloc'd UTF-8 strings from an array of
 * strings (NULL and an exception on failure). */
static char **str_array(Vm *vm, const Value *slot)
{
    /* *slot is re-read after each conversion: a conversion may collect */
    uint32_t n = v_is_array(*slot) ? vm_array(*slot)->length : 0;
    char **v = calloc((size_t)n + 1, sizeof *v);
    if (!v) {
        vm_throw_oom(vm);
        return NULL;
    }
    for (uint32_t i = 0; i < n; i++) {
        Value arr = *slot;
        Value s = v_is_array(arr) && vm_array(arr)->elems && i < vm_array(arr)->length && i < vm_array(arr)->elems->cap
                      ? vm_array(arr)->elems->v[i] : V_UNDEF;
        v[i] = v_is_string(s) ? vm_str_to_utf8(vm, s, NULL) : NULL;
        if (!v[i]) {
            for (uint32_t j = 0; j < i; j++)
                free(v[j]);
            free(v);
            if (!vm->has_exception)
                vm_throw_error(vm, ERR_TYPE, "child_process: arguments must be strings");
            return NULL;
        }
    }
    return v;
}

static void free_array(char **v);

/* A NULL-terminated array of malloc'd "K=V" strings from an array of
 * alternating keys and values (NULL and an exception on failure). */
static char **env_array(Vm *vm, const Value *slot)
{
    uint32_t n = v_is_array(*slot) ? vm_array(*slot)->length / 2 : 0;
    char **v = calloc((size_t)n + 1, sizeof *v);
    if (!v) {
        vm_throw_oom(vm);
        return NULL;
    }
    for (uint32_t i = 0; i < n; i++) {
        char *kv[2] = {NULL, NULL};
        for (uint32_t j = 0; j < 2; j++) {
            /* *slot is re-read after each conversion: a conversion may collect */
            Value arr = *slot;
            uint32_t at = 2 * i + j;
            Value s = v_is_array(arr) && vm_array(arr)->elems && at < vm_array(arr)->length &&
                              at < vm_array(arr)->elems->cap ? vm_array(arr)->elems->v[at] : V_UNDEF;
            kv[j] = v_is_string(s) ? vm_str_to_utf8(vm, s, NULL) : NULL;
        }
        size_t lk = kv[0] ? strlen(kv[0]) : 0, lv = kv[1] ? strlen(kv[1]) : 0;
        v[i] = kv[0] && kv[1] ? malloc(lk + lv + 2) : NULL;
        if (v[i]) {
            memcpy(v[i], kv[0], lk);
            v[i][lk] = '=';
            memcpy(v[i] + lk + 1, kv[1], lv + 1);
        }
        free(kv[0]);
        free(kv[1]);
        if (!v[i]) {
            free_array(v);
            if (!vm->has_exception)
                vm_throw_error(vm, ERR_TYPE, "child_process: the environment must be strings");
            return NULL;
        }
    }
    return v;
}

static void free_array(char **v)
{
    for (size_t i = 0; v && v[i]; i++)
        free(v[i]);
    free(v);
}

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

int lib_node_signal_number(const char *name)
{
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++)
        if (!strcmp(signals[i].name, name))
            return signals[i].num;
    return -1;
}

const char *lib_node_signal_name(int sig)
{
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++)
        if (signals[i].num == sig)
            return signals[i].name;
    return NULL;
}

typedef struct {
    int stdio[3];         /* 0 pipe, 1 inherit, 2 ignore */
    const uint8_t *input; /* what stdin gets (a pipe), or NULL */
    size_t input_len;
    double timeout;       /* ms, 0 none */
    int kill_signal;
    double max_buffer;    /* bytes per output, 0 none */
} RunOpts;

typedef struct {
    pid_t pid;
    int status;    /* exit code, or -1 when a signal ended it */
    int signal;    /* 0 or the signal */
    int error;     /* an errno: the spawn failed (pid 0), or ETIMEDOUT / ENOBUFS */
    OutBuf out[2];
} RunResult;

/* write(2) that fails with EPIPE instead of raising SIGPIPE when the
 * child has closed its end: SIGPIPE is blocked in this thread around the
 * call, and one it raised (none was pending before) is taken back. */
static ssize_t write_nopipe(int fd, const void *p, size_t n)
{
    sigset_t block, old, pend;
    sigemptyset(&block);
    sigaddset(&block, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &block, &old);
    bool was_pending = sigpending(&pend) == 0 && sigismember(&pend, SIGPIPE);
    ssize_t w = write(fd, p, n);
    int e = errno;
    if (!was_pending && sigpending(&pend) == 0 && sigismember(&pend, SIGPIPE)) {
        struct timespec zero = {0, 0};
        sigtimedwait(&block, NULL, &zero);
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    errno = e;
    return w;
}

/* A started child: its pid and the parent's end of each piped stdio
 * (stdin's write end, stdout's and stderr's read ends; -1 where not a
 * pipe), or error (an errno) and pid 0 when it could not start. */
typedef struct {
    pid_t pid;
    int fd[3];
    int error;
} Child;

/* Start file with argv (and envp, or the environment) in cwd (or here),
 * stdio[i] 0 pipe, 1 inherit, 2 ignore, as libuv's uv_spawn: an exec that
 * fails is reported here (c->error), not as a child that exits 127. The
 * parent's ends are close-on-exec, so no later child inherits them. */
static void start_child(const char *file, char **argv, char **envp, const char *cwd, const int stdio[3], Child *c)
{
    int pipes[3][2] = {{-1, -1}, {-1, -1}, {-1, -1}}, errp[2] = {-1, -1};
    int devnull = -1;
    memset(c, 0, sizeof *c);
    c->fd[0] = c->fd[1] = c->fd[2] = -1;
    fflush(NULL); /* inherited stdout and stderr keep their order */
    for (int i = 0; i < 3; i++)
        if (stdio[i] == 0 && pipe2(pipes[i], O_CLOEXEC) < 0) {
            c->error = errno;
            goto close_all;
        }
    if ((stdio[0] == 2 || stdio[1] == 2 || stdio[2] == 2) &&
        (devnull = open("/dev/null", O_RDWR | O_CLOEXEC)) < 0) {
        c->error = errno;
        goto close_all;
    }
    if (pipe2(errp, O_CLOEXEC) < 0) {
        c->error = errno;
        goto close_all;
    }
    pid_t pid = fork();
    if (pid < 0) {
        c->error = errno;
        goto close_all;
    }
    if (pid == 0) {
        /* the child: only async-signal-safe calls until exec */
        for (int i = 0; i < 3; i++) {
            int fd = stdio[i] == 0 ? pipes[i][i == 0 ? 0 : 1] : stdio[i] == 2 ? devnull : i;
            if (fd != i && dup2(fd, i) < 0)
                goto child_fail;
            if (fd == i)
                fcntl(i, F_SETFD, 0);
        }
        if (cwd && chdir(cwd) < 0)
            goto child_fail;
        /* every signal's default action, as libuv gives a child: one
         * this process ignores (SIGINT in a shell's background job) or
         * handles must not reach the program it runs */
        struct sigaction dfl;
        memset(&dfl, 0, sizeof dfl);
        dfl.sa_handler = SIG_DFL;
        for (int s = 1; s < NSIG; s++)
            if (s != SIGKILL && s != SIGSTOP)
                sigaction(s, &dfl, NULL);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        /* the program is looked up in the child's own PATH, as libuv does */
        if (envp)
            environ = envp;
        execvp(file, argv);
    child_fail:;
        int e = errno;
        ssize_t w = write(errp[1], &e, sizeof e);
        (void)w;
        _exit(127);
    }
    close(errp[1]);
    errp[1] = -1;
    int child_errno = 0;
    ssize_t got;
    while ((got = read(errp[0], &child_errno, sizeof child_errno)) < 0 && errno == EINTR)
        ;
    if (got == (ssize_t)sizeof child_errno) {
        /* exec failed: node reports the spawn error and no child */
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
            ;
        c->error = child_errno;
        goto close_all;
    }
    c->pid = pid;
    for (int i = 0; i < 3; i++)
        if (stdio[i] == 0) {
            int mine = i == 0 ? 1 : 0;
            c->fd[i] = pipes[i][mine];
            pipes[i][mine] = -1;
        }
close_all:
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 2; j++)
            if (pipes[i][j] >= 0)
                close(pipes[i][j]);
    if (errp[0] >= 0)
        close(errp[0]);
    if (errp[1] >= 0)
        close(errp[1]);
    if (devnull >= 0)
        close(devnull);
}

/* Run file with argv (and envp, or the environment) in cwd (or here) to its
 * end. Returns -1 only when memory ran out; a failure to start is r->error. */
static int run(const char *file, char **argv, char **envp, const char *cwd, const RunOpts *o, RunResult *r)
{
    int rc = 0;
    memset(r, 0, sizeof *r);
    r->status = -1;
    Child c;
    start_child(file, argv, envp, cwd, o->stdio, &c);
    if (!c.pid) {
        r->error = c.error;
        return 0;
    }
    pid_t pid = r->pid = c.pid;
    int in = c.fd[0], outs[2] = {c.fd[1], c.fd[2]};
    size_t written = 0;
    if (in >= 0 && (!o->input || o->input_len == 0)) {
        close(in);
        in = -1;
    }
    if (in >= 0)
        fcntl(in, F_SETFL, O_NONBLOCK);
    long long deadline = o->timeout > 0 ? now_ms() + (long long)o->timeout : 0;
    bool killed = false;
    while (in >= 0 || outs[0] >= 0 || outs[1] >= 0) {
        struct pollfd pf[3];
        int np = 0, which[3];
        if (in >= 0) {
            pf[np] = (struct pollfd){in, POLLOUT, 0};
            which[np++] = 0;
        }
        for (int k = 0; k < 2; k++)
            if (outs[k] >= 0) {
                pf[np] = (struct pollfd){outs[k], POLLIN, 0};
                which[np++] = k + 1;
            }
        int wait = -1;
        if (deadline && !killed) {
            long long left = deadline - now_ms();
            wait = left < 0 ? 0 : left > 1000000 ? 1000000 : (int)left;
        }
        int n = poll(pf, (nfds_t)np, wait);
        if (n < 0 && errno != EINTR)
            break;
        if (deadline && !killed && now_ms() >= deadline) {
            kill(pid, o->kill_signal);
            killed = true;
            r->error = ETIMEDOUT;
        }
        if (killed)
            break; /* as node: a killed child's pipes are closed, not drained (a grandchild may hold them) */
        for (int i = 0; n > 0 && i < np; i++) {
            if (!pf[i].revents)
                continue;
            if (which[i] == 0) {
                ssize_t w = write_nopipe(in, o->input + written, o->input_len - written);
                if (w > 0)
                    written += (size_t)w;
                if ((w < 0 && errno != EAGAIN && errno != EINTR) || written == o->input_len) {
                    close(in);
                    in = -1;
                }
                continue;
            }
            int k = which[i] - 1;
            uint8_t buf[16384];
            ssize_t rd = read(outs[k], buf, sizeof buf);
            if (rd < 0 && (errno == EINTR || errno == EAGAIN))
                continue;
            if (rd <= 0) {
                close(outs[k]);
                outs[k] = -1;
                continue;
            }
            size_t keep = (size_t)rd; /* node keeps what it read past maxBuffer too */
            if (o->max_buffer > 0 && (double)(r->out[k].len + keep) > o->max_buffer) {
                if (!killed) {
                    kill(pid, o->kill_signal);
                    killed = true;
                    r->error = ENOBUFS;
                }
            }
            if (bytes_add(&r->out[k], buf, keep) < 0) {
                kill(pid, SIGKILL);
                killed = true;
                rc = -1;
            }
        }
        if (killed)
            break;
    }
    if (in >= 0)
        close(in);
    for (int k = 0; k < 2; k++)
        if (outs[k] >= 0)
            close(outs[k]);
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    if (WIFEXITED(st))
        r->status = WEXITSTATUS(st);
    else if (WIFSIGNALED(st))
        r->signal = WTERMSIG(st);
    return rc;
}

/* libuv's name for an errno a child's calls report */
const char *lib_node_errno_code(int e)
{
    static const struct {
        int err;
        const char *code;
    } codes[] = {{ENOENT, "ENOENT"}, {ETIMEDOUT, "ETIMEDOUT"}, {ENOBUFS, "ENOBUFS"}, {EACCES, "EACCES"},
                 {ENOTDIR, "ENOTDIR"}, {ENOEXEC, "ENOEXEC"}, {E2BIG, "E2BIG"}, {ENOMEM, "ENOMEM"},
                 {EPIPE, "EPIPE"}, {ESRCH, "ESRCH"}, {EPERM, "EPERM"}, {EINVAL, "EINVAL"},
                 {EAGAIN, "EAGAIN"}, {EMFILE, "EMFILE"}, {ENFILE, "ENFILE"}, {EBADF, "EBADF"}};
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        if (codes[i].err == e)
            return codes[i].code;
    return "EIO";
}

static int def_int(Vm *vm, Value o, const char *k, int v) { return lib_def_value(vm, o, k, v_int(v), PROP_DEFAULT); }

/* The first five arguments of spawn and start: file, argv (argv[0]
 * included), env (an array of "K=V" strings, or undefined for this
 * process's; keys and values alternate: [k, v, k, v, ...]), cwd (or
 * undefined) and stdio ([in, out, err] as 0 pipe,
 * 1 inherit, 2 ignore), as malloc'd C strings. */
typedef struct {
    char *file, **args, **env, *cwd;
    int stdio[3];
} SpawnArgs;

static void spawn_args_free(SpawnArgs *s)
{
    free(s->file);
    free_array(s->args);
    free_array(s->env);
    free(s->cwd);
}

static int spawn_args(Vm *vm, Value *argv, int argc, int want, SpawnArgs *s)
{
    memset(s, 0, sizeof *s);
    if (argc != want || !v_is_string(ARG(0))) {
        vm_throw_error(vm, ERR_TYPE, "child_process: the native takes a file and %d more arguments", want - 1);
        return -1;
    }
    if (!(s->file = vm_str_to_utf8(vm, ARG(0), NULL)) || !(s->args = str_array(vm, &argv[1])) ||
        (v_is_array(ARG(2)) && !(s->env = env_array(vm, &argv[2]))))
        goto fail;
    if (v_is_string(ARG(3)) && !(s->cwd = vm_str_to_utf8(vm, ARG(3), NULL)))
        goto fail;
    for (uint32_t i = 0; i < 3; i++) {
        Value v = v_is_array(ARG(4)) && vm_array(ARG(4))->elems && i < vm_array(ARG(4))->length
                      ? vm_array(ARG(4))->elems->v[i] : V_UNDEF;
        s->stdio[i] = v_is_number(v) ? (int)v_to_double(v) : 0;
    }
    return 0;
fail:
    if (!vm->has_exception)
        vm_throw_oom(vm);
    spawn_args_free(s);
    return -1;
}

/* spawn(file, argv, env, cwd, stdio, input, timeout, killSignal, maxBuffer):
 * spawnSync's run, the first five arguments as spawn_args; input an
 * ArrayBuffer or view or undefined. Returns { pid, status, signal, error,
 * stdout, stderr }: status null when a signal ended the child, signal its
 * name or null, error an errno name ('ENOENT', 'ETIMEDOUT', ...) or
 * undefined with errno its negative number, stdout/stderr ArrayBuffers for
 * pipes (else null). */
static Value cp_spawn(Vm *vm, Value *argv, int argc, bool construct)
{
    RunOpts o;
    memset(&o, 0, sizeof o);
    SpawnArgs sa;
    Value r = V_EXC;
    if (spawn_args(vm, argv, argc, 9, &sa) < 0)
        return V_EXC;
    memcpy(o.stdio, sa.stdio, sizeof o.stdio);
    o.timeout = v_is_number(ARG(6)) ? v_to_double(ARG(6)) : 0;
    o.kill_signal = v_is_number(ARG(7)) ? (int)v_to_double(ARG(7)) : SIGTERM;
    o.max_buffer = v_is_number(ARG(8)) ? v_to_double(ARG(8)) : 0;
    uint8_t *input = NULL;
    const uint8_t *ip;
    size_t ilen;
    if (web_buffer_source_noalloc(ARG(5), &ip, &ilen) && ilen > 0) {
        /* a copy: the child runs while nothing else does, but the run
         * below must not depend on the heap staying put */
        input = malloc(ilen);
        if (!input) {
            vm_throw_oom(vm);
            goto out;
        }
        memcpy(input, ip, ilen);
        o.input = input;
        o.input_len = ilen;
    }
    RunResult res;
    int rc = run(sa.file, sa.args, sa.env, sa.cwd, &o, &res);
    free(input);
    if (rc < 0) {
        free(res.out[0].p);
        free(res.out[1].p);
        vm_throw_oom(vm);
        goto out;
    }
    size_t sc = gc_scope_open(vm);
    Value *obj = gc_handle(vm, vm_new_object(vm));
    Value *tmp = gc_handle(vm, V_UNDEF);
    bool ok = *obj != V_EXC && def_int(vm, *obj, "pid", res.pid) == 0 &&
              lib_def_value(vm, *obj, "status", res.pid && !res.signal ? v_int(res.status) : V_NULL, PROP_DEFAULT) == 0;
    const char *sn = res.signal ? lib_node_signal_name(res.signal) : NULL;
    if (ok) {
        *tmp = sn ? vm_str_from_cstr(vm, sn) : res.signal ? v_int(res.signal) : V_NULL;
        ok = *tmp != V_EXC && lib_def_value(vm, *obj, "signal", *tmp, PROP_DEFAULT) == 0;
    }
    if (ok && res.error) {
        *tmp = vm_str_from_cstr(vm, lib_node_errno_code(res.error));
        ok = *tmp != V_EXC && lib_def_value(vm, *obj, "error", *tmp, PROP_DEFAULT) == 0 &&
             def_int(vm, *obj, "errno", -res.error) == 0;
    }
    for (int k = 0; ok && k < 2; k++) {
        *tmp = V_NULL;
        if (o.stdio[k + 1] == 0 && res.pid) {
            *tmp = vm_arraybuffer_new(vm, res.out[k].len);
            if (*tmp == V_EXC) {
                ok = false;
                break;
            }
            if (res.out[k].len)
                memcpy(((ArrayBufferObj *)v_cell(*tmp))->data, res.out[k].p, res.out[k].len);
        }
        ok = lib_def_value(vm, *obj, k ? "stderr" : "stdout", *tmp, PROP_DEFAULT) == 0;
    }
    if (ok)
        r = *obj;
    gc_scope_close(vm, sc);
    free(res.out[0].p);
    free(res.out[1].p);
out:
    spawn_args_free(&sa);
    return r;
}

/* ---- the asynchronous calls' natives: a started child is polled by
 * child_process.js (each turn of its timer reads what the pipes hold and
 * asks whether the child has exited), so nothing here blocks ---- */

/* start(file, argv, env, cwd, stdio): spawn_args's five; starts the child
 * and returns { pid, fds: [in, out, err] } (non-blocking pipe ends, -1 where
 * not a pipe), or { pid: 0, error: 'ENOENT', errno: -2 } when it could not
 * start. */
static Value cp_start(Vm *vm, Value *argv, int argc, bool construct)
{
    SpawnArgs sa;
    if (spawn_args(vm, argv, argc, 5, &sa) < 0)
        return V_EXC;
    Child c;
    start_child(sa.file, sa.args, sa.env, sa.cwd, sa.stdio, &c);
    spawn_args_free(&sa);
    for (int i = 0; i < 3; i++)
        if (c.fd[i] >= 0)
            fcntl(c.fd[i], F_SETFL, O_NONBLOCK);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *obj = gc_handle(vm, vm_new_object(vm));
    Value *tmp = gc_handle(vm, V_UNDEF);
    if (*obj == V_EXC || def_int(vm, *obj, "pid", c.pid) < 0)
        goto out;
    if (c.pid) {
        *tmp = vm_new_array(vm, 0);
        for (int i = 0; i < 3; i++)
            if (*tmp == V_EXC || vm_array_append(vm, *tmp, v_int(c.fd[i])) < 0)
                goto out;
        if (lib_def_value(vm, *obj, "fds", *tmp, PROP_DEFAULT) < 0)
            goto out;
    } else {
        *tmp = vm_str_from_cstr(vm, lib_node_errno_code(c.error));
        if (*tmp == V_EXC || lib_def_value(vm, *obj, "error", *tmp, PROP_DEFAULT) < 0 ||
            def_int(vm, *obj, "errno", -c.error) < 0)
            goto out;
    }
    r = *obj;
out:
    gc_scope_close(vm, sc);
    if (r == V_EXC && c.pid) {
        /* no object to own them: the child goes on without its pipes */
        for (int i = 0; i < 3; i++)
            if (c.fd[i] >= 0)
                close(c.fd[i]);
    }
    return r;
}

/* read(fd): an ArrayBuffer of what the pipe holds (at most 64 KiB, as
 * libuv reads), undefined when it holds nothing yet, null at its end (or
 * an error, which node's socket reports as its end too). */
static Value cp_read(Vm *vm, Value *argv, int argc, bool construct)
{
    uint8_t buf[65536];
    ssize_t n;
    while ((n = read(v_is_number(ARG(0)) ? (int)v_to_double(ARG(0)) : -1, buf, sizeof buf)) < 0 && errno == EINTR)
        ;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        return V_UNDEF;
    if (n <= 0)
        return V_NULL;
    Value ab = vm_arraybuffer_new(vm, (size_t)n);
    if (ab != V_EXC)
        memcpy(((ArrayBufferObj *)v_cell(ab))->data, buf, (size_t)n);
    return ab;
}

/* write(fd, view, offset): writes what it can of view from offset without
 * blocking; the count written (0 when the pipe is full), or a negative
 * errno (-EPIPE once the child has closed its stdin). */
static Value cp_write(Vm *vm, Value *argv, int argc, bool construct)
{
    const uint8_t *p;
    size_t len;
    if (!web_buffer_source_noalloc(ARG(1), &p, &len))
        return vm_throw_error(vm, ERR_TYPE, "child_process: write takes a typed array");
    size_t off = v_is_number(ARG(2)) ? (size_t)v_to_double(ARG(2)) : 0;
    if (off >= len)
        return v_int(0);
    ssize_t w;
    /* the view's memory stays put: nothing allocates before the call */
    while ((w = write_nopipe(v_is_number(ARG(0)) ? (int)v_to_double(ARG(0)) : -1, p + off, len - off)) < 0 &&
           errno == EINTR)
        ;
    if (w >= 0)
        return v_num((double)w);
    if (errno == EAGAIN || errno == EWOULDBLOCK)
        return v_int(0);
    return v_int(-errno);
}

static Value cp_close(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_number(ARG(0)))
        close((int)v_to_double(ARG(0)));
    return V_UNDEF;
}

/* wait(pid): undefined while the child runs; once it has ended (and is
 * reaped), [exit code, null] or [null, signal name]. */
static Value cp_wait(Vm *vm, Value *argv, int argc, bool construct)
{
    int st = 0;
    pid_t r;
    while ((r = waitpid(v_is_number(ARG(0)) ? (pid_t)v_to_double(ARG(0)) : -1, &st, WNOHANG)) < 0 && errno == EINTR)
        ;
    if (r == 0)
        return V_UNDEF;
    size_t sc = gc_scope_open(vm);
    Value *a = gc_handle(vm, vm_new_array(vm, 0));
    Value res = V_EXC;
    if (*a == V_EXC)
        goto out;
    Value code = V_NULL, sig = V_NULL;
    int signum = 0;
    if (r < 0)
        code = v_int(-1); /* reaped elsewhere: the status is gone */
    else if (WIFEXITED(st))
        code = v_int(WEXITSTATUS(st));
    else if (WIFSIGNALED(st))
        signum = WTERMSIG(st);
    if (vm_array_append(vm, *a, code) < 0)
        goto out;
    if (signum)
        sig = lib_node_signal_name(signum) ? vm_str_from_cstr(vm, lib_node_signal_name(signum)) : v_int(signum);
    if (sig == V_EXC || vm_array_append(vm, *a, sig) < 0)
        goto out;
    res = *a;
out:
    gc_scope_close(vm, sc);
    return res;
}

/* kill(pid, signal number): 0, or a negative errno (-ESRCH, -EPERM, -EINVAL) */
static Value cp_kill(Vm *vm, Value *argv, int argc, bool construct)
{
    pid_t pid = v_is_number(ARG(0)) ? (pid_t)v_to_double(ARG(0)) : 0;
    int sig = v_is_number(ARG(1)) ? (int)v_to_double(ARG(1)) : SIGTERM;
    return v_int(kill(pid, sig) == 0 ? 0 : -errno);
}

/* errname(negative errno): its name, as util.getSystemErrorName */
static Value cp_errname(Vm *vm, Value *argv, int argc, bool construct)
{
    return vm_str_from_cstr(vm, lib_node_errno_code(v_is_number(ARG(0)) ? -(int)v_to_double(ARG(0)) : 0));
}

Value lib_node_child_process_natives(Vm *vm)
{
    static const LibFn fns[] = {{"spawn", cp_spawn, 9, 0}, {"signals", cp_signals, 0, 0}, {"start", cp_start, 5, 0},
                                {"read", cp_read, 1, 0},   {"write", cp_write, 3, 0},    {"close", cp_close, 1, 0},
                                {"wait", cp_wait, 1, 0},   {"kill", cp_kill, 2, 0},      {"errname", cp_errname, 1, 0},
                                {NULL, NULL, 0, 0}};
    return lib_node_natives_with(vm, fns);
}
