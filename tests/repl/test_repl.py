#!/usr/bin/env python3
"""tests/repl/test_repl.py — drives `tarn` (no arguments) through a
pseudo-terminal the way a person would: expressions, a persistent `let`, a
multi-line function (continuation prompt), an uncaught error that must not
end the session, a string result, then Ctrl-D. Checks the screen output
against what node 26's REPL shows for the same keys (a step may also name
text that must not appear).
Prints "repl: N passed, N failed" (and appends it to --summary)."""
import argparse
import os
import pty
import select
import sys
import tempfile
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


def color_session(tarn, env_extra, keys, want, stdout_pipe=False):
    """Run the REPL on a pty (stdin, and stdout unless stdout_pipe) with
    env_extra, type keys, return everything it printed up to `want`."""
    import subprocess
    env = dict(os.environ)
    # everything cli/color.c reads: CI runners set CI, which turns colour off
    for k in ("NO_COLOR", "NODE_DISABLE_COLORS", "FORCE_COLOR", "TERM", "COLORTERM", "TMUX", "CI",
              "TERM_PROGRAM", "TEAMCITY_VERSION", "CI_NAME"):
        env.pop(k, None)
    env.update(env_extra)
    master, slave = pty.openpty()
    proc = subprocess.Popen([tarn], stdin=slave, stdout=subprocess.PIPE if stdout_pipe else slave,
                            stderr=slave, env=env, close_fds=True)
    os.close(slave)
    src = proc.stdout.fileno() if stdout_pipe else master
    out, _ = read_until(master if not stdout_pipe else src, None if stdout_pipe else b"> ", 1.0 if stdout_pipe else 15.0)
    os.write(master, keys)
    more, ok = read_until(src, want)
    out += more
    os.write(master, b"\x04")
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    if stdout_pipe:
        proc.stdout.close()
    os.close(master)
    return out, ok


def color_checks(tarn, hist):
    """Coloured results as node's REPL on a colour terminal; none with
    NO_COLOR, TERM=dumb (the session above) or stdout not a terminal."""
    passed = failed = 0
    keys = b"[1, 's', null, undefined]\r"
    coloured = (b"[ \x1b[33m1\x1b[39m, \x1b[32m's'\x1b[39m, \x1b[1mnull\x1b[22m, "
                b"\x1b[90mundefined\x1b[39m ]")
    plain = b"[ 1, 's', null, undefined ]"
    cases = [
        ("colours on a terminal", {"TERM": "xterm-256color", "TARN_REPL_HISTORY": hist}, False, coloured),
        ("NO_COLOR", {"TERM": "xterm-256color", "NO_COLOR": "1", "TARN_REPL_HISTORY": hist}, False, plain),
        ("CI set, no CI node knows", {"TERM": "xterm-256color", "CI": "true", "TARN_REPL_HISTORY": hist},
         False, plain),
        ("stdout not a terminal", {"TERM": "xterm-256color", "TARN_REPL_HISTORY": hist}, True, plain),
    ]
    for name, env, pipe, want in cases:
        try:
            out, ok = color_session(tarn, env, keys, want, pipe)
        except OSError as e:
            out, ok = str(e).encode(), False
        if ok and want == plain and b"\x1b[3" in out:
            ok = False
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL repl (%s): expected %r; got %r" % (name, want, out[-300:]))
    return passed, failed


def double_ctrl_c(tarn):
    """Two Ctrl-C on an empty prompt leave the REPL with status 0, as node."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "dumb"
        os.environ["TARN_REPL_HISTORY"] = ""
        os.execv(tarn, [tarn])
    out, ok = read_until(fd, b"> ")
    if ok:
        os.write(fd, b"\x03")
        more, ok = read_until(fd, b"press Ctrl+C again")
        out += more
    if ok:
        # the prompt may have come in the same read as the message
        if b"> " not in more[more.index(b"press Ctrl+C again"):]:
            read_until(fd, b"> ")
        os.write(fd, b"\x03")
    status = None
    end = time.time() + 10
    while ok and time.time() < end:
        p, st = os.waitpid(pid, os.WNOHANG)
        if p:
            status = st
            break
        read_until(fd, None, 0.1)
    if status is not None and os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0:
        return 1, 0
    if status is None:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    print("FAIL repl: two Ctrl-C did not leave (status %r); got %r" % (status, out[-200:]))
    return 0, 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--summary")
    args = ap.parse_args()
    args.tarn = os.path.abspath(args.tarn)  # the session runs in a temporary directory
    tmp = tempfile.mkdtemp(prefix="tarn-repl-")
    hist = os.path.join(tmp, "history")
    LOAD = os.path.join(tmp, "load_me.js")
    with open(LOAD, "w") as f:
        f.write("const loaded = 40;\nloaded + 2\n")
    with open(os.path.join(tmp, "cwd_mod.js"), "w") as f:
        f.write("module.exports = 'from cwd';\n")
    # (keys, text that must appear in the output, then the next prompt)
    steps = [
        (b"1+1\r", b"2\r\n"),
        (b"let x = 5\r", b"undefined"),
        (b"x * 2\r", b"10"),
        (b"function f() {\r", b"... "),
        (b"return 3 }\r", b"undefined"),
        (b"f()\r", b"3\r\n"),
        (b"null.x\r", b"Uncaught TypeError: Cannot read properties of null (reading 'x')"),
        (b"'s'\r", b"'s'\r\n"),
        (b"'\xc3\xa9' + 1\r", b"'\xc3\xa91'"),
        # promise jobs run between inputs, as in node's REPL
        (b"Promise.resolve(4).then(v => console.log('then', v)), 0\r", b"then 4"),
        (b"Promise.reject(new Error('rj')), 1\r", b"Uncaught Error: rj"),
        # Ctrl-C drops the line being typed; the next entry is evaluated alone
        (b"12345", b"12345"),
        (b"\x03", None),
        (b"7 * 6\r", b"42"),
        # Ctrl-P recalls the previous entry (history); Ctrl-D inside a
        # non-empty line deletes a character instead of leaving
        (b"\x10\r", b"42"),
        (b"1234\x02\x04\r", b"123\r\n"),
        # Tab completes properties and globals (let bindings too); `_` is the
        # last result; REPL commands
        (b"Math.fl\t(2.5)\r", b"Math.floor(2.5)\r\n2\r\n"),
        (b"6*7\r", b"42"),
        (b"_ + 1\r", b"43"),
        (b"let abcdef = 1\r", b"undefined"),
        (b"abcd\t\r", b"abcdef\r\n1\r\n"),
        # as node's readline: Tab inserts the common prefix, a second Tab in a
        # row lists the candidates (one column: the pty has no width), a group
        # per prototype, the farthest first, without __defineGetter__ & co.
        (b"let cob = {abc: 1, abd: 2}\r", b"undefined"),
        (b"cob.a\t", b"cob.ab"),
        (b"\t", b"\r\ncob.abc\r\r\ncob.abd\r\r\n\r\r\n> cob.ab", b"__proto__"),
        (b"\x03", None),
        (b"cob.\t\t", b"\r\ncob.__proto__\r\r\ncob.constructor\r\r\ncob.hasOwnProperty\r\r\n"
                      b"cob.isPrototypeOf\r\r\ncob.propertyIsEnumerable\r\r\ncob.toLocaleString\r\r\n"
                      b"cob.toString\r\r\ncob.valueOf\r\r\n\r\r\ncob.abc\r\r\ncob.abd\r\r\n\r\r\n> cob.",
         b"Getter__"),
        (b"\x03", None),
        (b".help\r", b"Print this help message"),
        # .load shows the file as node's editor-mode paste does, then its result
        (b".load " + LOAD.encode() + b"\r", b"\r\nconst loaded = 40;\r\nloaded + 2\r\n> \r\n42\r\n"),
        (b".load\r", b'The "file" argument must be specified'),
        (b".load " + tmp.encode() + b"\r", b"is not a valid file"),
        (b"loaded\r", b"40"),
        (b".nope\r", b"Invalid REPL keyword"),
        # the global scope persists across entries: a second const is node's SyntaxError
        (b"const cc = 1\r", b"undefined"),
        (b"const cc = 2\r", b"Uncaught SyntaxError: Identifier 'cc' has already been declared"),
        (b"cc\r", b"1\r\n"),
        (b"var vv = 3; globalThis.vv\r", b"3\r\n"),
        (b"let vv = 4\r", b"Uncaught SyntaxError: Identifier 'vv' has already been declared"),
        # node's REPL has require and module (no __filename), and import()
        (b"[typeof require, module.id, module.filename, typeof __filename].join()\r", b"'function,<repl>,,undefined'"),
        (b"require('path').sep\r", b"'/'"),
        # built-in modules are globals (lazy getters), as in node's REPL
        (b"[fs === require('fs'), Object.keys(globalThis).includes('fs')].join()\r", b"'true,false'"),
        (b"path.jo\t('a', 'b')\r", b"path.join('a', 'b')\r\n'a/b'\r\n"),
        (b"http = 5; http\r", b"5\r\n"),
        (b"import('node:path').then(ns => console.log('ns', typeof ns.join)), 0\r", b"ns function"),
        # require and import() resolve from the working directory (the session runs in tmp)
        (b"require('./cwd_mod.js')\r", b"'from cwd'\r\n"),
        (b"(await import('./cwd_mod.js')).default\r", b"'from cwd'\r\n"),
        # top-level await, as node's REPL: the awaited value; declarations
        # stay for later entries; a rejection is the entry's error; the
        # result is the last statement's when it is an expression (a
        # promise value is shown, not awaited), else undefined; an entry
        # where `await` does not parse as one is ordinary global code
        (b"await Promise.resolve(5)\r", b"5\r\n"),
        (b"const aw = await new Promise(r => setTimeout(() => r(7), 20))\r", b"undefined"),
        (b"aw * 2\r", b"14\r\n"),
        (b"await Promise.reject(new Error('ar'))\r", b"Uncaught Error: ar"),
        (b"await null; Promise.resolve(9)\r", b"Promise { 9 }"),
        (b"await 1; 6; var aw2 = 1\r", b"undefined"),
        (b"typeof aw2\r", b"'number'"),
        (b"for await (const v of [1, Promise.resolve(2)]) console.log('v', v)\r", b"v 2\r\nundefined"),
        (b"typeof await\r", b"'undefined'"),
        (b"if (1) {\r", b"... "),
        (b".break\r", None),
        # an entry starting with `{` is an object when it parses as one, as in node
        (b"{a:1, b:[2]}\r", b"{ a: 1, b: [ 2 ] }"),
        (b"{ let z = 1; z }\r", b"1\r\n"),
        # Ctrl-C stops a running entry, and the REPL goes on (^J ends the
        # line: the harness then waits for no prompt)
        (b"while (true) {}\n", b"while (true) {}"),
        (b"\x03", b"Uncaught Error: Script execution was interrupted by `SIGINT`"),
        (b"3 * 3\r", b"9\r\n"),
        # as node's termination: no catch or finally of the script runs
        (b"let st = 0; try { while (true) {} } catch (e) { st = 1 } finally { st = 2 }\n", b"{ st = 2 }"),
        (b"\x03", b"Uncaught Error: Script execution was interrupted by `SIGINT`"),
        (b"st\r", b"0\r\n"),
        # Ctrl-C abandons an await nothing settles, with node's message; a
        # line typed while it waits runs after it, as in node
        (b"await new Promise(() => {})\n", b"await new Promise(() => {})"),
        (b"5 * 5\r", b""),
        (b"\x03", b"Uncaught:\r\n[Error [ERR_SCRIPT_EXECUTION_INTERRUPTED]: Script execution was interrupted by "
                  b"`SIGINT`] {\r\n  code: 'ERR_SCRIPT_EXECUTION_INTERRUPTED'\r\n}\r\n> 5 * 5\r\n25\r\n"),
        (b"await new Promise(r => setTimeout(r, 100000))\n", b"100000))"),
        (b"\x03", b"[Error [ERR_SCRIPT_EXECUTION_INTERRUPTED]: Script execution was interrupted"),
        (b"6 * 6\r", b"36\r\n"),
        # .editor gathers lines until Ctrl-D evaluates them; Ctrl-C drops them
        (b".editor\n", b"// Entering editor mode (Ctrl+D to finish, Ctrl+C to cancel)"),
        (b"let ed = 2;\n", b"let ed = 2;"),
        (b"ed * 21\n", b"ed * 21"),
        (b"\x04", b"42\r\n"),
        (b".editor\n", b"Entering editor mode"),
        (b"let zz = 1\n", b"let zz = 1"),
        (b"\x03", None),
        (b"typeof zz\r", b"'undefined'"),
        # Ctrl-C on an empty prompt prints node's hint (a second one would leave)
        (b"\x03", b"(To exit, press Ctrl+C again or Ctrl+D or type .exit)"),
        (b"4 * 4\r", b"16\r\n"),
    ]
    passed = failed = 0
    try:
        pid, fd = pty.fork()
    except OSError as e:
        print("repl: cannot open a pty: %s" % e)
        pid = None
    if pid == 0:
        os.environ["TERM"] = "dumb"
        os.environ["TARN_REPL_HISTORY"] = hist
        os.chdir(tmp)
        os.execv(args.tarn, [args.tarn])
    if pid:
        out, ok = read_until(fd, b"> ")
        if not ok:
            print("FAIL repl: no initial prompt; got %r" % out[-200:])
            failed += 1
        else:
            for step in steps:
                keys, want = step[0], step[1]
                absent = step[2] if len(step) > 2 else None
                if want == b"" or keys == b"\x03":
                    # typed ahead while an entry runs, or a Ctrl-C for it:
                    # once it runs (libedit flushes keys typed while it
                    # switches the terminal's mode, as a real terminal
                    # would, and an echoed line is not yet a running entry)
                    time.sleep(0.3)
                os.write(fd, keys)
                if want == b"":
                    time.sleep(0.3)
                    out, ok = b"", True
                elif want is None:
                    out, ok = read_until(fd, b"> ")
                else:
                    out, ok = read_until(fd, want)
                    if ok and keys.endswith(b"\r") and want != b"... " and not out.endswith(b"> "):
                        prompt_after = out[out.index(want) + len(want):]
                        if b"> " not in prompt_after:
                            more, ok = read_until(fd, b"> ")
                            out += more
                if ok and absent is not None and absent in out:
                    ok = False
                    want = b"no " + absent
                if ok:
                    passed += 1
                else:
                    failed += 1
                    print("FAIL repl: after %r expected %r; got %r" % (keys, want, out[-300:]))
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
                try:
                    saved = open(hist, "rb").read()
                except OSError:
                    saved = b""
                if b"null.x" in saved and b"f()" in saved:  # libedit writes spaces as \\040
                    passed += 1
                else:
                    failed += 1
                    print("FAIL repl: history file %s holds %r" % (hist, saved[-200:]))
            else:
                failed += 1
                print("FAIL repl: exit status %r after Ctrl-D" % status)
    else:
        failed += 1
    p, f = double_ctrl_c(args.tarn)
    passed += p
    failed += f
    p, f = color_checks(args.tarn, hist)
    passed += p
    failed += f
    line = "repl: %d passed, %d failed" % (passed, failed)
    if args.summary:
        with open(args.summary, "a") as f:
            f.write(line + "\n")
    print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
