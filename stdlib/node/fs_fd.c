/* stdlib/node/fs_fd.c — node:fs's file descriptor calls (openSync,
 * closeSync, readSync, writeSync, fstatSync, ftruncateSync, fsyncSync,
 * fdatasyncSync, fchmodSync) and the readiness
 * test the stream over a descriptor polls (process.stdin, a
 * ReadStream on a pipe): the system calls, each failing with node's fs
 * error (lib_throw_fs) named by its syscall. fs.js validates the
 * arguments and shapes the results; the bytes move between the
 * descriptor and a typed array's memory, which no collection moves while
 * a call here runs (nothing here allocates between taking the pointer and
 * the system call).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../vm/typed.h"
#include "node.h"

/* node's flag strings (stringToFlags) */
static int open_flags(const char *s)
{
    static const struct {
        const char *name;
        int flags;
    } table[] = {
        {"r", O_RDONLY}, {"rs", O_RDONLY | O_SYNC}, {"sr", O_RDONLY | O_SYNC}, {"r+", O_RDWR},
        {"rs+", O_RDWR | O_SYNC}, {"sr+", O_RDWR | O_SYNC}, {"w", O_TRUNC | O_CREAT | O_WRONLY},
        {"wx", O_TRUNC | O_CREAT | O_WRONLY | O_EXCL}, {"xw", O_TRUNC | O_CREAT | O_WRONLY | O_EXCL},
        {"w+", O_TRUNC | O_CREAT | O_RDWR}, {"wx+", O_TRUNC | O_CREAT | O_RDWR | O_EXCL},
        {"xw+", O_TRUNC | O_CREAT | O_RDWR | O_EXCL}, {"a", O_APPEND | O_CREAT | O_WRONLY},
        {"ax", O_APPEND | O_CREAT | O_WRONLY | O_EXCL}, {"xa", O_APPEND | O_CREAT | O_WRONLY | O_EXCL},
        {"as", O_APPEND | O_CREAT | O_WRONLY | O_SYNC}, {"sa", O_APPEND | O_CREAT | O_WRONLY | O_SYNC},
        {"a+", O_APPEND | O_CREAT | O_RDWR}, {"ax+", O_APPEND | O_CREAT | O_RDWR | O_EXCL},
        {"xa+", O_APPEND | O_CREAT | O_RDWR | O_EXCL}, {"as+", O_APPEND | O_CREAT | O_RDWR | O_SYNC},
        {"sa+", O_APPEND | O_CREAT | O_RDWR | O_SYNC},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (!strcmp(s, table[i].name))
            return table[i].flags;
    return -1;
}

static int int_arg(Value v, int dflt) { return v_is_number(v) ? (int)v_to_double(v) : dflt; }

/* open(path, flags, mode): flags a string of node's or a number */
static Value f_open(Vm *vm, Value *argv, int argc, bool construct)
{
    int flags = O_RDONLY;
    if (v_is_string(ARG(1))) {
        char *f = vm_str_to_utf8(vm, ARG(1), NULL);
        if (!f)
            return V_EXC;
        flags = open_flags(f);
        if (flags < 0) {
            Value r = lib_throw_coded(vm, ERR_TYPE, "ERR_INVALID_ARG_VALUE",
                                      "The argument 'flags' is invalid. Received '%s'", f);
            free(f);
            return r;
        }
        free(f);
    } else if (v_is_number(ARG(1))) {
        flags = int_arg(ARG(1), O_RDONLY);
    }
    int mode = int_arg(ARG(2), 0666);
    char *p = v_is_string(ARG(0)) ? vm_str_to_utf8(vm, ARG(0), NULL) : NULL;
    if (!p)
        return v_is_string(ARG(0)) ? V_EXC : vm_throw_error(vm, ERR_TYPE, "open: the path must be a string");
    int fd = open(p, flags | O_CLOEXEC, mode);
    Value r = fd < 0 ? lib_throw_fs(vm, errno, "open", p) : v_int(fd);
    free(p);
    return r;
}

static Value f_close(Vm *vm, Value *argv, int argc, bool construct)
{
    if (close(int_arg(ARG(0), -1)) != 0)
        return lib_throw_fs(vm, errno, "close", NULL);
    return V_UNDEF;
}

/* readfd(fd, view, offset, length, position): bytes read; position < 0
 * or not a number reads from the descriptor's offset */
static Value f_readfd(Vm *vm, Value *argv, int argc, bool construct)
{
    void *mem;
    size_t len;
    if (!vm_typed_memory_noalloc(ARG(1), &mem, &len))
        return vm_throw_error(vm, ERR_TYPE, "readfd: not a typed array");
    if (vm_typed_immutable_noalloc(ARG(1))) /* read() would write into it */
        return vm_throw_immutable(vm, "fs.read");
    double off = v_is_number(ARG(2)) ? v_to_double(ARG(2)) : 0, n = v_is_number(ARG(3)) ? v_to_double(ARG(3)) : 0;
    if (off < 0 || n < 0 || off + n > (double)len)
        return vm_throw_error(vm, ERR_RANGE, "readfd: out of the buffer");
    double pos = v_is_number(ARG(4)) ? v_to_double(ARG(4)) : -1;
    int fd = int_arg(ARG(0), -1);
    ssize_t got;
    do
        got = pos >= 0 ? pread(fd, (char *)mem + (size_t)off, (size_t)n, (off_t)pos) : read(fd, (char *)mem + (size_t)off, (size_t)n);
    while (got < 0 && errno == EINTR);
    if (got < 0)
        return lib_throw_fs(vm, errno, "read", NULL);
    return v_num((double)got);
}

/* writefd(fd, view, offset, length, position): bytes written */
static Value f_writefd(Vm *vm, Value *argv, int argc, bool construct)
{
    void *mem;
    size_t len;
    if (!vm_typed_memory_noalloc(ARG(1), &mem, &len))
        return vm_throw_error(vm, ERR_TYPE, "writefd: not a typed array");
    double off = v_is_number(ARG(2)) ? v_to_double(ARG(2)) : 0, n = v_is_number(ARG(3)) ? v_to_double(ARG(3)) : 0;
    if (off < 0 || n < 0 || off + n > (double)len)
        return vm_throw_error(vm, ERR_RANGE, "writefd: out of the buffer");
    double pos = v_is_number(ARG(4)) ? v_to_double(ARG(4)) : -1;
    int fd = int_arg(ARG(0), -1);
    size_t done = 0;
    while (done < (size_t)n) {
        const char *from = (const char *)mem + (size_t)off + done;
        ssize_t w = pos >= 0 ? pwrite(fd, from, (size_t)n - done, (off_t)pos + (off_t)done)
                             : write(fd, from, (size_t)n - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0)
            return lib_throw_fs(vm, errno, "write", NULL);
        done += (size_t)w;
    }
    return v_num((double)done);
}

/* fsize(fd): [size, is a regular file] */
static Value f_fsize(Vm *vm, Value *argv, int argc, bool construct)
{
    struct stat st;
    if (fstat(int_arg(ARG(0), -1), &st) != 0)
        return lib_throw_fs(vm, errno, "fstat", NULL);
    return S_ISREG(st.st_mode) ? v_num((double)st.st_size) : v_int(-1);
}

/* fstat(fd): lib_node_stat_array_js's array */
static Value f_fstat(Vm *vm, Value *argv, int argc, bool construct)
{
    struct stat st;
    if (fstat(int_arg(ARG(0), -1), &st) != 0)
        return lib_throw_fs(vm, errno, "fstat", NULL);
    return lib_node_stat_array_js(vm, &st);
}

/* fdop(op, fd[, arg]): 0 ftruncate(fd, length), 1 fsync, 2 fdatasync,
 * 3 fchmod(fd, mode) */
static Value f_fdop(Vm *vm, Value *argv, int argc, bool construct)
{
    static const char *const names[] = {"ftruncate", "fsync", "fdatasync", "fchmod"};
    int op = v_is_int(ARG(0)) ? v_get_int(ARG(0)) : -1;
    if (op < 0 || op > 3)
        return vm_throw_error(vm, ERR_RANGE, "fdop: no such operation");
    int fd = int_arg(ARG(1), -1);
    double arg = v_is_number(ARG(2)) ? v_to_double(ARG(2)) : 0;
    int rc;
    do
        rc = op == 0 ? ftruncate(fd, (off_t)arg) : op == 1 ? fsync(fd) : op == 2 ? fdatasync(fd) : fchmod(fd, (mode_t)arg);
    while (rc != 0 && errno == EINTR);
    return rc != 0 ? lib_throw_fs(vm, errno, names[op], NULL) : V_UNDEF;
}

/* ready(fd): a read would not block now (data, end of file or an error) */
static Value f_ready(Vm *vm, Value *argv, int argc, bool construct)
{
    struct pollfd p = {.fd = int_arg(ARG(0), -1), .events = POLLIN};
    return poll(&p, 1, 0) > 0 ? V_TRUE : V_FALSE;
}

static Value f_isatty(Vm *vm, Value *argv, int argc, bool construct)
{
    return isatty(int_arg(ARG(0), -1)) ? V_TRUE : V_FALSE;
}

/* winsize(fd): a terminal's columns * 65536 + rows, or -1 */
static Value f_winsize(Vm *vm, Value *argv, int argc, bool construct)
{
    struct winsize w;
    if (ioctl(int_arg(ARG(0), -1), TIOCGWINSZ, &w) != 0)
        return v_int(-1);
    return v_num((double)w.ws_col * 65536.0 + (double)w.ws_row);
}

const LibFn lib_node_fs_fd_fns[] = {
    {"open", f_open, 3, 0},   {"close", f_close, 1, 0}, {"readfd", f_readfd, 5, 0}, {"writefd", f_writefd, 5, 0},
    {"fsize", f_fsize, 1, 0}, {"ready", f_ready, 1, 0}, {"isatty", f_isatty, 1, 0},
    {"winsize", f_winsize, 1, 0}, {"fstat", f_fstat, 1, 0},
    {"fdop", f_fdop, 3, 0},   {NULL, NULL, 0, 0},
};
