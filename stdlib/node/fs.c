/* stdlib/node/fs.c — the system calls under node:fs (stdlib/node/fs.js):
 * whole-file read and write, stat, readdir, mkdir, rmdir, unlink, rename,
 * copyfile, access, chmod, symlink, readlink, link, utimes, chown, each throwing node's fs error (lib_throw_fs) with the syscall's name.
 * Paths are strings (UTF-8); file contents are read as UTF-8 text or as
 * an ArrayBuffer of the bytes (fs.js makes it a Buffer), and written from
 * UTF-8 text.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/fs.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../include/tarn.h"
#include "../../vm/typed.h"
#include "node.h"

static char *path_of(Vm *vm, Value v)
{
    if (!v_is_string(v)) {
        LibBuf b;
        lib_buf_init(&b);
        if (lib_buf_received(vm, v, &b, true) < 0) {
            lib_buf_free(&b);
            return NULL;
        }
        lib_buf_ch(&b, 0);
        lib_throw_coded(vm, ERR_TYPE, "ERR_INVALID_ARG_TYPE",
                        "The \"path\" argument must be of type string or an instance of Buffer or URL.%s",
                        b.p ? b.p : "");
        lib_buf_free(&b);
        return NULL;
    }
    char *s = vm_str_to_utf8(vm, v, NULL);
    if (!s)
        vm_throw_oom(vm);
    return s;
}

/* read(path): the file's text */
static Value f_read(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = path_of(vm, ARG(0));
    if (!p)
        return V_EXC;
    Value r;
    struct stat st;
    FILE *f = fopen(p, "rb");
    if (!f) {
        r = lib_throw_fs(vm, errno, "open", p);
    } else if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        r = lib_throw_fs(vm, EISDIR, "read", NULL);
    } else {
        fclose(f);
        size_t len;
        char *src = tarn_read_file(p, &len);
        if (!src) {
            r = lib_throw_fs(vm, errno, "read", NULL);
        } else if (ARG(1) == V_TRUE) {
            /* the bytes, for a Buffer: the new buffer holds no reference,
             * so it is safe to fill after the allocation */
            r = vm_arraybuffer_new(vm, len);
            if (r != V_EXC && len)
                memcpy(((ArrayBufferObj *)v_obj(r))->data, src, len);
        } else {
            r = vm_str_from_utf8(vm, src, len);
        }
        free(src);
    }
    free(p);
    return r;
}

/* write(path, data, append): data is text (written as UTF-8) or a typed
 * array, DataView or ArrayBuffer (its bytes as they are) */
static Value f_write(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = path_of(vm, ARG(0));
    if (!p)
        return V_EXC;
    LibBuf b;
    lib_buf_init(&b);
    void *bytes = NULL;
    size_t nbytes;
    if (!v_is_string(ARG(1)) && vm_typed_memory_noalloc(ARG(1), &bytes, &nbytes)) {
        lib_buf_add(&b, bytes, nbytes);
    } else if (lib_buf_jsstr(vm, &b, ARG(1)) < 0) {
        free(p);
        return V_EXC;
    }
    Value r = lib_fs_write(vm, p, &b, ARG(2) == V_TRUE);
    lib_buf_free(&b);
    free(p);
    return r;
}

static double ms_of(struct timespec t) { return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6; }

/* A Stats' numbers, as stat(), fstat() return them: [mode, size, mtimeMs,
 * atimeMs, ctimeMs, ino, nlink, uid, gid, dev, blksize, blocks, rdev] */
Value lib_node_stat_array_js(Vm *vm, const struct stat *st)
{
    double v[] = {st->st_mode, (double)st->st_size, ms_of(st->st_mtim), ms_of(st->st_atim), ms_of(st->st_ctim),
                  (double)st->st_ino, (double)st->st_nlink, st->st_uid, st->st_gid, (double)st->st_dev,
                  (double)st->st_blksize, (double)st->st_blocks, (double)st->st_rdev};
    size_t sc = gc_scope_open(vm);
    Value *a = gc_handle(vm, vm_new_array(vm, 0));
    Value r = *a;
    for (size_t i = 0; r != V_EXC && i < sizeof v / sizeof v[0]; i++)
        if (vm_array_append(vm, *a, v_num(v[i])) < 0)
            r = V_EXC;
    if (r != V_EXC)
        r = *a; /* re-read: the pushes may have moved it */
    gc_scope_close(vm, sc);
    return r;
}

/* stat(path, follow, throwIfNoEntry): lib_node_stat_array_js's array, or
 * undefined with throwIfNoEntry false and no such file */
static Value f_stat(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = path_of(vm, ARG(0));
    if (!p)
        return V_EXC;
    struct stat st;
    bool follow = ARG(1) != V_FALSE;
    if ((follow ? stat(p, &st) : lstat(p, &st)) != 0) {
        Value r = errno == ENOENT && ARG(2) == V_FALSE ? V_UNDEF : lib_throw_fs(vm, errno, follow ? "stat" : "lstat", p);
        free(p);
        return r;
    }
    free(p);
    return lib_node_stat_array_js(vm, &st);
}

/* readdir(path[, raw]): [name, type, name, type, ...] sorted by name with
 * strcmp (libuv's scandir sorts so, hence node), or with raw (opendir's
 * order, whose error names no path, as node's) as the system lists them;
 * type as fs.constants.UV_DIRENT_*: 1 file, 2 directory, 3 symbolic link,
 * 4 FIFO, 5 socket, 6 character device, 7 block device, 0 other. Each
 * name is kept behind its type digit. */
static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a + 1, *(char *const *)b + 1);
}

static Value f_readdir(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = path_of(vm, ARG(0));
    if (!p)
        return V_EXC;
    bool raw = ARG(1) == V_TRUE;
    DIR *d = opendir(p);
    if (!d) {
        Value r = raw ? lib_throw_fs(vm, errno, "opendir", NULL) : lib_throw_fs(vm, errno, "scandir", p);
        free(p);
        return r;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            char **nn = realloc(names, cap * sizeof *nn);
            if (!nn)
                break;
            names = nn;
        }
        size_t l = strlen(e->d_name) + 2;
        if (!(names[n] = malloc(l)))
            break;
        int t = e->d_type == DT_REG ? 1 : e->d_type == DT_DIR ? 2 : e->d_type == DT_LNK ? 3 : e->d_type == DT_FIFO ? 4
              : e->d_type == DT_SOCK ? 5 : e->d_type == DT_CHR ? 6 : e->d_type == DT_BLK ? 7 : 0;
        names[n][0] = (char)('0' + t);
        memcpy(names[n] + 1, e->d_name, l - 1);
        n++;
    }
    closedir(d);
    if (n && !raw)
        qsort(names, n, sizeof *names, cmp_str);
    size_t sc = gc_scope_open(vm);
    Value *a = gc_handle(vm, vm_new_array(vm, 0));
    Value r = *a;
    for (size_t i = 0; i < n; i++) {
        if (r != V_EXC) {
            Value s = vm_str_from_utf8(vm, names[i] + 1, strlen(names[i] + 1));
            if (s == V_EXC || vm_array_append(vm, *a, s) < 0 || vm_array_append(vm, *a, v_int(names[i][0] - '0')) < 0)
                r = V_EXC;
        }
        free(names[i]);
    }
    if (r != V_EXC)
        r = *a; /* re-read: the pushes may have moved it */
    free(names);
    free(p);
    gc_scope_close(vm, sc);
    return r;
}

/* op(op, path[, arg]): 0 mkdir, 1 rmdir, 2 unlink, 3 rename(path, to), 4
 * exists (true or false, never an error), 5 access(path, mode), 6
 * chmod(path, mode), 7 symlink(target, path), 8 link(existing, to); an
 * error of a call with two paths names both, as node's "'a' -> 'b'". */
static Value f_op(Vm *vm, Value *argv, int argc, bool construct)
{
    static const char *const names[] = {"mkdir", "rmdir", "unlink", "rename", "access", "access", "chmod",
                                        "symlink", "link"};
    int op = v_is_int(ARG(0)) ? v_get_int(ARG(0)) : -1;
    if (op < 0 || op > 8)
        return vm_throw_error(vm, ERR_RANGE, "op: no such operation");
    char *p = path_of(vm, ARG(1));
    if (!p)
        return V_EXC;
    bool two = op == 3 || op == 7 || op == 8;
    char *q = two ? path_of(vm, ARG(2)) : NULL;
    if (two && !q) {
        free(p);
        return V_EXC;
    }
    int arg = v_is_number(ARG(2)) ? (int)v_to_double(ARG(2)) : 0;
    int rc;
    switch (op) {
    case 0: rc = mkdir(p, 0777); break;
    case 1: rc = rmdir(p); break;
    case 2: rc = unlink(p); break;
    case 3: rc = rename(p, q); break;
    case 4: rc = access(p, F_OK); break;
    case 5: rc = access(p, arg); break;
    case 6: rc = chmod(p, (mode_t)arg); break;
    case 7: rc = symlink(p, q); break;
    default: rc = link(p, q); break;
    }
    Value r = V_UNDEF;
    if (op == 4)
        r = rc == 0 ? V_TRUE : V_FALSE;
    else if (rc != 0)
        r = lib_throw_fs_dest(vm, errno, names[op], p, q);
    free(p);
    free(q);
    return r;
}

/* meta(op, path or fd, a, b): 0 utimes(path, atime, mtime), 1 lutimes, 2
 * futimes(fd, ...) with the times in seconds; 3 chown(path, uid, gid), 4
 * lchown, 5 fchown(fd, ...); the error named by node's syscall */
static struct timespec ts_of(double sec)
{
    /* libuv's conversion: whole seconds toward zero, the rest in
     * nanoseconds (truncated), a negative rest borrowed from the seconds */
    struct timespec t = {.tv_sec = (time_t)sec};
    t.tv_nsec = (long)((sec - (double)t.tv_sec) * 1e9);
    if (t.tv_nsec < 0) {
        t.tv_nsec += 1000000000L;
        t.tv_sec -= 1;
    }
    return t;
}

static Value f_meta(Vm *vm, Value *argv, int argc, bool construct)
{
    static const char *const names[] = {"utime", "lutime", "futime", "chown", "lchown", "fchown"};
    int op = v_is_int(ARG(0)) ? v_get_int(ARG(0)) : -1;
    if (op < 0 || op > 5)
        return vm_throw_error(vm, ERR_RANGE, "meta: no such operation");
    bool by_fd = op == 2 || op == 5;
    char *p = by_fd ? NULL : path_of(vm, ARG(1));
    if (!by_fd && !p)
        return V_EXC;
    int fd = by_fd && v_is_number(ARG(1)) ? (int)v_to_double(ARG(1)) : -1;
    double a = v_is_number(ARG(2)) ? v_to_double(ARG(2)) : 0, b = v_is_number(ARG(3)) ? v_to_double(ARG(3)) : 0;
    int rc;
    if (op <= 2) {
        struct timespec t[2] = {ts_of(a), ts_of(b)};
        rc = op == 2 ? futimens(fd, t) : utimensat(AT_FDCWD, p, t, op == 1 ? AT_SYMLINK_NOFOLLOW : 0);
    } else {
        uid_t u = (uid_t)(long long)a;
        gid_t g = (gid_t)(long long)b;
        rc = op == 3 ? chown(p, u, g) : op == 4 ? lchown(p, u, g) : fchown(fd, u, g);
    }
    Value r = rc != 0 ? lib_throw_fs(vm, errno, names[op], p) : V_UNDEF;
    free(p);
    return r;
}

/* readlink(path): a symbolic link's target */
static Value f_readlink(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = path_of(vm, ARG(0));
    if (!p)
        return V_EXC;
    char buf[PATH_MAX];
    ssize_t n = readlink(p, buf, sizeof buf);
    Value r = n < 0 ? lib_throw_fs(vm, errno, "readlink", p) : vm_str_from_utf8(vm, buf, (size_t)n);
    free(p);
    return r;
}

/* realpath(path): the canonical absolute path (symbolic links, `.` and
 * `..` resolved), or node's error with the syscall 'realpath' */
static Value f_realpath(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = path_of(vm, ARG(0));
    if (!p)
        return V_EXC;
    char *r = realpath(p, NULL);
    Value v = r ? vm_str_from_utf8(vm, r, strlen(r)) : lib_throw_fs(vm, errno, "realpath", p);
    free(r);
    free(p);
    return v;
}

/* mkdtemp(prefix): a new directory (mode 0700) named prefix and six
 * random characters, its path; node's error names prefix + "XXXXXX" */
static Value f_mkdtemp(Vm *vm, Value *argv, int argc, bool construct)
{
    char *p = path_of(vm, ARG(0));
    if (!p)
        return V_EXC;
    size_t n = strlen(p);
    char *t = malloc(n + 7);
    if (!t) {
        free(p);
        return vm_throw_oom(vm);
    }
    memcpy(t, p, n);
    memcpy(t + n, "XXXXXX", 7);
    free(p);
    Value r;
    if (mkdtemp(t))
        r = vm_str_from_utf8(vm, t, n + 6);
    else {
        memcpy(t + n, "XXXXXX", 7); /* mkdtemp may have written into the template */
        r = lib_throw_fs(vm, errno, "mkdtemp", t);
    }
    free(t);
    return r;
}

/* Copies the open descriptor in to out, to in's end; 0 or an errno. */
static int copy_fd(int in, int out)
{
    char buf[65536];
    for (;;) {
        ssize_t got = read(in, buf, sizeof buf);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return errno;
        if (got == 0)
            return 0;
        for (ssize_t done = 0; done < got;) {
            ssize_t w = write(out, buf + done, (size_t)(got - done));
            if (w < 0 && errno == EINTR)
                continue;
            if (w < 0)
                return errno;
            done += w;
        }
    }
}

/* copyfile(src, dest, mode): libuv's uv_fs_copyfile as node calls it: dest
 * made with src's permissions (mode & 1, COPYFILE_EXCL: it must not
 * exist), a file copied onto itself left alone, a clone (FICLONE) when
 * mode & 4 (COPYFILE_FICLONE_FORCE) asks for one and nothing else, and a
 * dest this call made removed again when copying fails. */
static Value f_copyfile(Vm *vm, Value *argv, int argc, bool construct)
{
    char *src = path_of(vm, ARG(0));
    if (!src)
        return V_EXC;
    char *dst = path_of(vm, ARG(1));
    if (!dst) {
        free(src);
        return V_EXC;
    }
    int mode = v_is_number(ARG(2)) ? (int)v_to_double(ARG(2)) : 0;
    int err = 0, in = -1, out = -1;
    struct stat sst, dst_st;
    if ((in = open(src, O_RDONLY | O_CLOEXEC)) < 0 || fstat(in, &sst) != 0) {
        err = errno;
        goto done;
    }
    if ((out = open(dst, O_WRONLY | O_CREAT | O_CLOEXEC | ((mode & 1) ? O_EXCL : 0), sst.st_mode & 07777)) < 0 ||
        fstat(out, &dst_st) != 0) {
        err = errno;
        goto done;
    }
    if (sst.st_dev == dst_st.st_dev && sst.st_ino == dst_st.st_ino)
        goto done;
    if (ftruncate(out, 0) != 0 || fchmod(out, sst.st_mode & 07777) != 0) {
        err = errno;
    } else if (mode & 4) {
#ifdef FICLONE
        if (ioctl(out, FICLONE, in) != 0)
            err = errno;
#else
        err = ENOSYS;
#endif
    } else {
        err = copy_fd(in, out);
    }
    if (err)
        unlink(dst);
done:
    if (in >= 0)
        close(in);
    if (out >= 0 && close(out) != 0 && !err)
        err = errno;
    Value r = err ? lib_throw_fs_dest(vm, err, "copyfile", src, dst) : V_UNDEF;
    free(src);
    free(dst);
    return r;
}

Value lib_node_fs_natives(Vm *vm)
{
    static const LibFn fns[] = {{"read", f_read, 1, 0}, {"write", f_write, 3, 0}, {"stat", f_stat, 3, 0},
                                {"readdir", f_readdir, 2, 0}, {"op", f_op, 3, 0},
                                {"realpath", f_realpath, 1, 0}, {"mkdtemp", f_mkdtemp, 1, 0},
                                {"copyfile", f_copyfile, 3, 0}, {"readlink", f_readlink, 1, 0},
                                {"meta", f_meta, 4, 0},
                                {NULL, NULL, 0, 0}};
    return lib_with_fns(vm, lib_node_natives_with(vm, fns), lib_node_fs_fd_fns);
}
