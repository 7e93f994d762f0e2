#!/usr/bin/env python3
"""tests/repl/test_repl.py — drives `tarn` (no arguments) through a
pseudo-terminal the way a person would: expressions, a persistent `let`, a
multi-line function (continuation prompt), an uncaught error that must not
end the session, a string result, then Ctrl-D. Checks the screen output.
Prints "repl: N passed, N failed" (and appends it to --summary)."""
import argparse
import os
import pty
import select
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def read_until(fd, want, timeout=15.0):
    buf = b""
    end = time.time() + timeout
    while time.time() < end:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            buf += chunk
            if want is not None and want in buf:
                return buf, True
    return buf, want is None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--summary")
    args = ap.parse_args()
    # (input line, text that must appear in the output before the next prompt)
    steps = [
        ("1+1", b"2"),
        ("let x = 5", b"undefined"),
        ("x * 2", b"10"),
        ("function f() {", b"... "),
        ("return 3 }", None),
        ("f()", b"3"),
        ("null.x", b"Uncaught TypeError: Cannot read properties of null (reading 'x')"),
        ("'s'", b"'s'"),
        ("Promise.resolve(4).then(v => console.log('then', v)), 0", b"then 4"),
        ("Promise.reject(new Error('rj')), 1", b"Uncaught Error: rj"),
    ]
    passed = failed = 0
    try:
        pid, fd = pty.fork()
    except OSError as e:
        print("repl: cannot open a pty: %s" % e)
        pid = None
    if pid == 0:
        os.environ["TERM"] = "dumb"
        os.execv(args.tarn, [args.tarn])
    if pid:
        out, ok = read_until(fd, b"> ")
        if not ok:
            print("FAIL repl: no initial prompt; got %r" % out[-200:])
            failed += 1
        else:
            for line, want in steps:
                os.write(fd, line.encode() + b"\r")
                if want is None:
                    out, ok = read_until(fd, b"> ")
                else:
                    out, ok = read_until(fd, want)
                    if ok and want != b"... ":
                        more, _ = read_until(fd, b"> ")
                        out += more
                if ok:
                    passed += 1
                else:
                    failed += 1
                    print("FAIL repl: after %r expected %r; got %r" % (line, want, out[-300:]))
            # Ctrl-D. Typed ahead of libedit's switch to raw mode a key can be
            # flushed with the pending input (TCSAFLUSH), as a real terminal
            # would; so press it again, once a second, as a user would.
            end = time.time() + 15
            status = None
            presses = 0
            while time.time() < end:
                if presses < 5 and time.time() >= end - 15 + presses:
                    os.write(fd, b"\x04")
                    presses += 1
                p, st = os.waitpid(pid, os.WNOHANG)
                if p:
                    status = st
                    break
                read_until(fd, None, 0.1)
            if status is None:
                failed += 1
                print("FAIL repl: did not exit on Ctrl-D")
                if os.environ.get("REPL_DEBUG"):
                    os.system("cat /proc/%d/wchan; echo; gdb -p %d -batch -ex bt 2>/dev/null | grep \"^#\"" % (pid, pid))
                os.kill(pid, 9)
                os.waitpid(pid, 0)
            elif os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0:
                passed += 1
            else:
                failed += 1
                print("FAIL repl: exit status %r after Ctrl-D" % status)
    else:
        failed += 1
    line = "repl: %d passed, %d failed" % (passed, failed)
    if args.summary:
        with open(args.summary, "a") as f:
            f.write(line + "\n")
    print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
