#!/usr/bin/env python3
"""tests/cli/test_cli.py — the tarn command line beyond running scripts:
--check, --disasm, --gc-stats, --help, --version, usage errors, modules
running the event loop. Each case: (argv after tarn, stdin text, expected
exit status, text that must be in stdout, text that must be in stderr).
Then console colours: tests/cli/color/console.js runs with its output on a
pseudo-terminal (or piped) under several environments and must match node's
bytes exactly (tests/cli/color/*.out; `--node-fixtures` rewrites them
from node 26, tools/node26.sh). Prints "cli: N passed, N failed" (and appends it to --summary)."""
import argparse
import os
import pty
import select
import subprocess
import sys
import tempfile

COLOR_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "color")
# (fixture, environment, stdout piped?): node's shouldColorize per stream
COLOR_CASES = [
    ("console.tty.out", {"TERM": "xterm-256color"}, False),
    ("console.tty.out", {"TERM": "vt100"}, False),
    ("console.tty-stdout-piped.out", {"TERM": "xterm-256color"}, True),
    ("console.tty-plain.out", {"TERM": "xterm-256color", "NO_COLOR": ""}, False),
    ("console.tty-plain.out", {"TERM": "xterm-256color", "NODE_DISABLE_COLORS": "1"}, False),
    ("console.tty-plain.out", {"TERM": "dumb"}, False),
    ("console.tty-plain.out", {"TERM": "unknown-terminal"}, False),
    ("console.tty-plain.out", {"TERM": "xterm-256color", "FORCE_COLOR": "0"}, False),
    ("console.tty.out", {"TERM": "dumb", "FORCE_COLOR": "1"}, False),
    ("console.forced-piped.out", {"TERM": "dumb", "FORCE_COLOR": ""}, True),
]


def run_on_pty(cmd, env_extra, stdout_piped):
    """Run cmd with stdin and stderr (and stdout unless stdout_piped) on a
    pty; return the pty's bytes, then the piped stdout (or b"")."""
    env = dict(os.environ)
    for k in ("NO_COLOR", "NODE_DISABLE_COLORS", "FORCE_COLOR", "TERM", "COLORTERM", "TMUX", "CI",
              "TERM_PROGRAM", "TEAMCITY_VERSION"):
        env.pop(k, None)
    env.update(env_extra)
    master, slave = pty.openpty()
    p = subprocess.Popen(cmd, stdin=slave, stdout=subprocess.PIPE if stdout_piped else slave, stderr=slave,
                         env=env, close_fds=True, cwd=COLOR_DIR)
    os.close(slave)
    tty = b""
    while True:
        r, _, _ = select.select([master], [], [], 10)
        if not r:
            break
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        tty += chunk
    out = p.stdout.read() if stdout_piped else b""
    if stdout_piped:
        p.stdout.close()
    p.wait(10)
    os.close(master)
    return tty, out


def color_fixture(tty, out):
    return tty + (b"--- stdout (piped) ---\n" + out if out else b"")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


DIAG_KEYS = ["reason", "young", "old_before", "old_after", "copied", "promoted", "survivors", "remset",
             "released", "dirty", "pause_us"]
TRACE_KEYS = ["gc", "n", "reason", "pause_us", "young_before", "copied", "promoted", "survivors", "old_before",
              "old_after", "remset", "eden", "heap", "mode", "roots", "phases_us"]


def gc_diagnostics(tarn, tmp, write):
    """TARN_GC_DIAG, TARN_GC_TRACE and --gc-stats on one program that runs
    minors and an explicit major: the three agree on the collections, and
    every line has its fields. Yields (what, problem or None)."""
    import json
    import re
    prog = write("churn.js", "let keep = [];\nfor (let i = 0; i < 300000; i++) { keep.push({ i }); "
                 "if (keep.length > 5000) keep = []; }\ngc();\nconsole.log('done', keep.length);\n")
    trace = os.path.join(tmp, "trace.json")
    env = dict(os.environ, TARN_GC_DIAG="1", TARN_GC_TRACE=trace)
    p = subprocess.run([tarn, "--expose-gc", "--gc-stats", prog], capture_output=True, text=True, env=env, timeout=60)
    # node prints "done 4941" too
    yield "TARN_GC_DIAG program output", None if p.returncode == 0 and p.stdout == "done 4941\n" else repr(p.stdout)
    diag = [l for l in p.stderr.splitlines() if re.match(r"\[gc\] (minor|major) #", l)]
    kinds = [l.split()[1] for l in diag]
    problem = None if kinds.count("minor") >= 2 and kinds.count("major") >= 1 else "kinds %r" % kinds
    for l in diag:
        fields = dict(kv.split("=", 1) for kv in l.split()[3:])
        want = DIAG_KEYS + (["cpu_share"] if l.split()[1] == "minor" else [])
        if sorted(fields) != sorted(want):
            problem = "fields %r in %r" % (sorted(fields), l)
        elif "cpu_share" in fields and not 0 <= float(fields["cpu_share"]) <= 1:
            problem = "cpu_share out of [0, 1]: %r" % l
    if kinds.count("major") != sum(1 for l in p.stderr.splitlines() if l.startswith("[gc] major-old: mark_us=")):
        problem = "a major without its major-old line"
    cpu = [dict(kv.split("=", 1) for kv in l.split()[2:]) for l in p.stderr.splitlines()
           if l.startswith("[gc] major-cpu: ")]
    if len(cpu) != kinds.count("major"):
        problem = "a major without its major-cpu line"
    for c in cpu:
        if sorted(c) != ["mark_us", "prepare_us", "sweep_us", "total_us", "young_us"]:
            problem = "major-cpu fields %r" % sorted(c)
        elif sum(int(c[k]) for k in ("prepare_us", "young_us", "mark_us", "sweep_us")) > int(c["total_us"]):
            problem = "major-cpu parts over the total: %r" % c
    yield "TARN_GC_DIAG lines", problem
    try:
        with open(trace) as f:
            objs = [json.loads(l) for l in f]
    except (OSError, ValueError) as e:
        objs, problem = [], repr(e)
    else:
        problem = None if [o["gc"] for o in objs] == kinds else "trace kinds %r vs diag %r" % (
            [o["gc"] for o in objs], kinds)
    for o in objs:
        want = TRACE_KEYS + (["cpu_share"] if o["gc"] == "minor" else [])
        if sorted(o) != sorted(want) or not o["roots"] or "scan" not in o["phases_us"]:
            problem = "trace fields %r" % sorted(o)
    yield "TARN_GC_TRACE objects", problem
    m = re.search(r"gc: (\d+) minor, (\d+) major", p.stderr)
    counts = (kinds.count("minor"), kinds.count("major"))
    yield "--gc-stats agrees with TARN_GC_DIAG", None if m and (int(m[1]), int(m[2])) == counts else repr(
        (m and m.groups(), counts))
    env["TARN_GC_TRACE"] = os.path.join(tmp, "no-such-dir", "t.json")
    p = subprocess.run([tarn, prog.replace("churn", "good")], capture_output=True, text=True, env=env, timeout=30)
    yield "TARN_GC_TRACE to an unwritable path", None if p.returncode == 0 and p.stdout == "ran\n" and \
        "TARN_GC_TRACE: cannot open" in p.stderr else repr((p.returncode, p.stdout, p.stderr[-200:]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--summary")
    ap.add_argument("--node-fixtures", action="store_true",
                    help="rewrite tests/cli/color/*.out from node 26 (tools/node26.sh) and exit")
    args = ap.parse_args()
    args.tarn = os.path.abspath(args.tarn)  # some cases run in a temporary directory
    if args.node_fixtures:
        node = subprocess.check_output(["sh", os.path.join(ROOT, "tools", "node26.sh")], text=True).strip()
        made = {}
        for name, env, piped in COLOR_CASES:
            got = color_fixture(*run_on_pty([node, "console.js"], env, piped))
            if made.setdefault(name, got) != got:
                print("node's output for %s differs under %r" % (name, env))
                return 1
        for name, got in made.items():
            with open(os.path.join(COLOR_DIR, name), "wb") as f:
                f.write(got)
        return 0
    tmp = tempfile.mkdtemp(prefix="tarn-cli-")

    def write(name, text):
        path = os.path.join(tmp, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    good = write("good.js", "console.log('ran');\n")
    bad = write("bad.js", "let x = 1;\nconsole.log(x +);\n")
    badmod = write("bad.mjs", "export const a = 1;\nexport const a = 2;\n")
    loop_mod = write("loop.mjs", "while (true) {}\nexport {};\n")
    late = write("late.js", "Promise.reject(1).catch(() => {});\nconst p = Promise.reject(2);\n"
                 "setTimeout(() => { p.catch(() => console.log('late')); Promise.reject(3); }, 1);\n")
    rej = write("rej.js", "function mk() {\n    return new RangeError('made here');\n}\n"
                "async function f() { await null; throw mk(); }\nf();\n")
    oom2 = write("oom2.js", "const a = [];\ntry { for (;;) a.push({ x: [1, 2, 3, 4] }); } "
                 "catch (e) { a.length = 0; console.log('caught'); }\nconst b = [];\n"
                 "for (;;) b.push({ y: [1, 2, 3, 4] });\n")
    heap_worker = write("heap_worker.mjs", "const keep = [];\nfor (;;) keep.push({ a: [1, 2, 3, 4] });\n")
    heap_main = write("heap_main.mjs", "import { Worker } from 'tarn:worker';\n"
                      "const w = new Worker(new URL('./heap_worker.mjs', import.meta.url).pathname);\n"
                      "w.on('error', (e) => console.log('worker', e.name, e.message));\n"
                      "w.on('exit', (c) => console.log('exit', c));\n")
    timer = write("timer.mjs", "setTimeout(() => console.log('timer in module'), 1);\nexport {};\n")
    # top-level await that never settles (node 26: a warning naming the await, exit 13)
    never = write("never.mjs", "console.log('start');\n  await new Promise(() => {});\n")
    never_dep = write("never_dep.mjs", "import './never.mjs';\nconsole.log('unreached');\n")
    tla_throw = write("tla_throw.mjs", "await null;\nthrow new TypeError('after await');\n")
    write("dep.cjs", "exports.v = 42;\n")
    # long chains at top level (node 26: the same answers); a crash before they compiled by iteration
    chain_n = 100000
    chain_plus = write("chain_plus.js", "console.log(0" + "+1" * chain_n + ");\n")
    chain_or = write("chain_or.js", "console.log(0" + "||0" * chain_n + " || 'or', 1" + "&&1" * chain_n + ");\n")
    chain_member = write("chain_member.js", "var o = {}; o.x = o;\nconsole.log(o" + ".x" * chain_n + " === o);\n")
    chain_call = write("chain_call.js", "function f() { return f; }\nconsole.log(f" + "()" * chain_n + " === f);\n")
    # early errors in a function never called: --check (scope analysis, no
    # bytecode) and a run report them at load, as node
    early_del = write("early_del.js", "function never() {\n  class A { #x; m() { delete this?.#x; } }\n}\n"
                      "console.log('ran');\n")
    early_in = write("early_in.js", "function never() {\n  class A { #f; m() { return #f in #f in this; } }\n}\n")
    early_super = write("early_super.js", "function never() {\n  class A { #x; m() { return super.#x; } }\n}\n")
    cases = [
        (["--check", early_del], 1, "", "early_del.js:2\n"),
        (["--check", early_del], 1, "", "SyntaxError: Private fields can not be deleted"),
        ([early_del], 1, "", "SyntaxError: Private fields can not be deleted"),
        (["--check", early_in], 1, "", "early_in.js:2\n"),
        (["--check", early_in], 1, "", "SyntaxError: Unexpected identifier '#f'"),
        (["--check", early_super], 1, "", "early_super.js:2\n"),
        (["--check", early_super], 1, "", "SyntaxError: 'super' keyword unexpected here"),
        ([chain_plus], 0, "100000\n", ""),
        (["--check", chain_plus], 0, "", ""),
        ([chain_or], 0, "or 1\n", ""),
        (["--check", chain_or], 0, "", ""),
        ([chain_member], 1, "", "RangeError: Maximum call stack size exceeded"),
        (["--check", chain_member], 1, "", "RangeError: Maximum call stack size exceeded"),
        ([chain_call], 1, "", "RangeError: Maximum call stack size exceeded"),
        (["--check", chain_call], 1, "", "RangeError: Maximum call stack size exceeded"),
        (["--check", good], 0, "", ""),
        (["-c", good], 0, "", ""),
        (["--check", bad], 1, "", "bad.js:2\n"),
        (["--check", bad], 1, "", "SyntaxError: Unexpected token ')'"),
        (["--check", badmod], 1, "", "SyntaxError: Identifier 'a' has already been declared"),
        (["--check"], 2, "", "--check needs a FILE"),
        ([timer], 0, "timer in module", ""),
        ([good, "x"], 0, "ran", ""),
        # -p prints the completion value with console.log when the process exits, as node
        (["-p", "({a: [1, 'x']})"], 0, "{ a: [ 1, 'x' ] }\n", ""),
        (["--print", "setTimeout(() => console.log('t'), 0); 'five'"], 0, "t\nfive\n", ""),
        (["-p", "throw new Error('x')"], 1, "", "Error: x"),
        (["-p"], 2, "", "-p requires an argument"),
        (["--help"], 0, "--check FILE", ""),
        (["--version"], 0, "tarn ", ""),
        (["--no-such-option"], 2, "", "tarn"),
        ([os.path.join(tmp, "missing.js")], 1, "", "missing.js"),
        # --time-limit: a runaway script, a runaway timer job, a long wait; a catchable error
        (["--time-limit", "200", "-e", "while (true) {}"], 1, "", "Error: Script execution timed out after 200ms"),
        (["--time-limit=200", "-e", "try { for (;;) {} } catch (e) { console.log('caught', e.message) }"], 0,
         "caught Script execution timed out after 200ms", ""),
        (["--time-limit", "300", "-e", "setTimeout(() => { for (;;) {} }, 5)"], 1, "",
         "Script execution timed out after 300ms"),
        (["--time-limit", "300", "-e", "setTimeout(() => console.log('late'), 20000); console.log('start')"], 1,
         "start", "Script execution timed out after 300ms"),
        (["--time-limit", "5000", "-e", "setTimeout(() => console.log('in time'), 5)"], 0, "in time", ""),
        (["--time-limit", "200", loop_mod], 1, "", "Script execution timed out after 200ms"),
        # nothing escapes the time limit: job chains with no back-edge (each job charges the
        # poll account), and loops whose body is one long native call (bulk work charges it);
        # the last element is the most seconds the run may take
        (["--time-limit", "300", "-e", "function f() { queueMicrotask(f) } f()"], 1, "",
         "Script execution timed out after 300ms", 10),
        (["--time-limit", "300", "-e", "function f() { Promise.resolve().then(f) } f()"], 1, "",
         "Script execution timed out after 300ms", 10),
        (["--time-limit", "300", "-e", "function f() { setImmediate(f) } f()"], 1, "",
         "Script execution timed out after 300ms", 10),
        (["--time-limit", "300", "-e", "const s = 'x'.repeat(1 << 20); for (;;) s.repeat(16)"], 1, "",
         "Script execution timed out after 300ms", 10),
        (["--time-limit", "300", "-e", "const a = new Uint8Array(1 << 24); for (;;) a.copyWithin(0, 1)"], 1, "",
         "Script execution timed out after 300ms", 5),
        (["--time-limit", "abc", good], 2, "", "--time-limit needs a positive whole number of milliseconds"),
        (["--time-limit"], 2, "", "--time-limit needs a positive whole number"),
        # --max-heap: a catchable RangeError, the program goes on after dropping the data
        (["--max-heap", "16", "-e", "const a = []; try { for (;;) a.push({ x: [1, 2, 3, 4] }) } "
          "catch (e) { a.length = 0; console.log(e.constructor.name, e.message) } console.log('after')"], 0,
         "RangeError out of memory\nafter", ""),
        # the catch block itself allocates: the operand slots the throw abandoned (the chain's
        # head) are cleared, so the collection it runs frees the dropped chain
        (["--max-heap", "32", "-e", "var f = null; try { for (;;) f = { next: f } } "
          "catch (e) { f = null; console.log('caught', e.name) } console.log('after')"], 0,
         "caught RangeError\nafter", ""),
        (["--max-heap", "32", "-e", "function a() { let f = null; try { for (;;) f = { next: f } } "
          "catch (e) { f = null; return 'caught ' + e.name } } console.log(a(), JSON.stringify({ ok: 1 }))"], 0,
         'caught RangeError {"ok":1}', ""),
        # ArrayBuffer stores count toward the limit, and a caught refusal leaves room once dropped
        (["--max-heap", "32", "-e", "const k = []; try { for (let i = 0; i < 4000; i++) k.push(new ArrayBuffer(1 << 20)) } "
          "catch (e) { console.log(e.name, e.message, k.length < 32); k.length = 0 } "
          "for (let i = 0; i < 100; i++) new Uint8Array(1 << 20); console.log('after')"], 0,
         "RangeError Array buffer allocation failed true\nafter", ""),
        # a resizable buffer's reserved room does not count, its byte length does (growing asks again)
        (["-e", "const a = []; for (let i = 0; i < 3; i++) a.push(new ArrayBuffer(0, { maxByteLength: 2 ** 31 })); "
          "console.log(a.length)"], 0, "3", ""),
        (["--max-heap", "64", "-e", "const b = new ArrayBuffer(8, { maxByteLength: 2 ** 28 }); b.resize(1 << 20); "
          "try { b.resize(2 ** 27) } catch (e) { console.log(e.message, b.byteLength) } "
          "try { new ArrayBuffer(8).transfer(2 ** 27) } catch (e) { console.log(e.message) }"], 0,
         "Array buffer allocation failed 1048576\nArray buffer allocation failed", ""),
        # a worker's VM has its parent's limit (it grew to gigabytes without one)
        (["--max-heap", "64", heap_main], 0, "worker RangeError out of memory\nexit 1", "", 30),
        # the same preallocated error thrown again after a caught one reports its own site
        (["--max-heap", "16", oom2], 1, "caught", "oom2.js:4\nfor (;;) b.push"),
        (["--max-heap=0", good], 2, "", "--max-heap needs a positive whole number of megabytes"),
        # --disasm lists the bytecode and runs nothing; --gc-stats adds a summary on stderr
        (["--disasm", good], 0, "== <script>", ""),
        (["--disasm", bad], 1, "", "SyntaxError: Unexpected token ')'"),
        (["--gc-stats", good], 0, "ran", "gc: "),
        # --unhandled-rejections: ids are given at rejection (node's uid), a reported rejection
        # handled later warns in every non-fatal mode, warn-with-error-code sets exitCode 1
        (["--unhandled-rejections=warn", late], 0, "late",
         "unhandled-rejections=strict` (see https://nodejs.org/api/cli.html#cli_unhandled_rejections_mode). "
         "(rejection id: 2)\n"),
        (["--unhandled-rejections=warn", late], 0, "late",
         "PromiseRejectionHandledWarning: Promise rejection was handled asynchronously (rejection id: 2)\n"),
        (["--unhandled-rejections=none", late], 0, "late",
         "PromiseRejectionHandledWarning: Promise rejection was handled asynchronously (rejection id: 2)\n"),
        (["--unhandled-rejections=warn-with-error-code", "-e",
          "process.exitCode = 5; Promise.reject(1); setTimeout(() => console.log(process.exitCode), 1)"], 1, "1\n",
         "UnhandledPromiseRejectionWarning: 1\n"),
        (["-e", "Promise.reject([1, 2])"], 1, "", "UnhandledPromiseRejection: This error originated either by"),
        ([rej], 1, "", "rej.js:2\n    return new RangeError('made here');\n           ^\n\nRangeError: made here\n"),
        (["-e", "Promise.reject([1, 2])"], 1, "", "The promise rejected with the reason \"[object Array]\"."),
        # process's 'exit' event: the status it sees and may change (node 26's statuses and output)
        (["-e", "process.on('exit', c => { console.log('exit', c); process.exitCode = 7 }); "
          "setTimeout(() => { throw new Error('boom') }, 1)"], 7, "exit 1\n", "Error: boom"),
        (["-e", "process.exitCode = 3; process.on('exit', c => { console.log('exit', c, process.exitCode); "
          "process.exit(5); console.log('no') }); process.on('exit', () => console.log('second'))"], 5, "exit 3 3\n", ""),
        (["-e", "process.on('beforeExit', () => console.log('before')); process.on('exit', c => console.log('exit', c)); "
          "process.exit(4); console.log('no')"], 4, "exit 4\n", ""),
        (["-e", "process.on('exit', c => { throw new Error('in exit ' + c) })"], 1, "", "Error: in exit 0"),
        (["-e", "process.on('beforeExit', c => console.log('before', c)); process.exitCode = 2"], 2, "before 2\n", ""),
        (["-e", "process.on('unhandledRejection', r => console.log('handled', r)); Promise.reject(9)"], 0, "handled 9\n", ""),
        (["-e", "Promise.reject(new Date(0))"], 1, "", "The promise rejected with the reason \"[object Date]\"."),
        # -e runs in the global scope, as node's does (a file runs as a CommonJS module)
        (["-e", "var x = 1; function f() {} let y = 2; console.log(globalThis.x, typeof globalThis.f, globalThis.y, this === globalThis)"],
         0, "1 function undefined true", ""),
        (["-e", "const c = 1; const c = 2"], 1, "", "SyntaxError: Identifier 'c' has already been declared"),
        # node's syntax detection: -e code with module syntax, or with an error
        # only CommonJS gives (top-level await, a wrapper name declared), runs
        # as an ES module named [eval1]
        (["-e", "const x = await Promise.resolve(5); console.log(x, typeof require, typeof exports)"], 0,
         "5 undefined undefined\n", ""),
        (["-e", "import { sep } from 'node:path'; console.log(sep, import.meta.url.endsWith('[eval1]'))"], 0,
         "/ true\n", ""),
        (["-e", "const require = 1; console.log(require)"], 0, "1\n", ""),
        (["-e", "function f() { await `x` } console.log(typeof f)"], 0, "function\n", ""),
        (["-e", "let z = ; await 1"], 1, "", "SyntaxError: Unexpected token ';'"),
        (["-e", "let NaN = 1"], 1, "", "SyntaxError: Identifier 'NaN' has already been declared"),
        (["-e", "var w = 1; let w = 2"], 1, "", "SyntaxError: Identifier 'w' has already been declared"),
        ([good], 0, "ran", ""),
        ([never], 13, "start\n", "Warning: Detected unsettled top-level await at file://%s:2\n"
         "  await new Promise(() => {});\n  ^\n\n\n\n" % never),
        ([never_dep], 13, "start\n", "Warning: Detected unsettled top-level await at file://%s:2\n" % never),
        ([tla_throw], 1, "", "TypeError: after await"),
        # -e has node's require, module, exports, __filename and __dirname (resolving from the cwd)
        (["-e", "console.log(require('%s').v, typeof module, typeof exports, __filename, __dirname, module.id, "
          "require('path').sep, process.arch.length > 0, Number.isInteger(process.pid))" % os.path.join(tmp, "dep.cjs")],
         0, "42 object object [eval] . [eval] / true true\n", ""),
    ]
    passed = failed = 0
    for argv, status, out_has, err_has, *most in cases:
        try:
            p = subprocess.run([args.tarn] + argv, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                               timeout=most[0] if most else 30)
        except subprocess.TimeoutExpired:
            failed += 1
            print("FAIL cli: tarn %s: still running after %d s" % (" ".join(argv), most[0] if most else 30))
            continue
        ok = p.returncode == status and out_has in p.stdout and err_has in p.stderr
        if argv[:1] == ["--check"] and status == 0 and p.stdout:
            ok = False  # a check prints nothing and runs nothing
        if argv[:1] == ["--disasm"] and "ran" in p.stdout.splitlines():  # listed, not run
            ok = False
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL cli: tarn %s: status %d (want %d)\n  stdout %r\n  stderr %r"
                  % (" ".join(argv), p.returncode, status, p.stdout[-300:], p.stderr[-300:]))
    # stdin runs in the global scope too
    p = subprocess.run([args.tarn, "-"], input="var s = 1; console.log(globalThis.s, this === globalThis)",
                       capture_output=True, text=True, timeout=30)
    if p.returncode == 0 and p.stdout == "1 true\n":
        passed += 1
    else:
        failed += 1
        print("FAIL cli: stdin in the global scope: status %d stdout %r stderr %r" % (p.returncode, p.stdout, p.stderr[-300:]))
    # and stdin has node's require too, resolving from the working directory
    p = subprocess.run([args.tarn, "-"], input="console.log(require('./dep.cjs').v, __filename, module.filename)",
                       capture_output=True, text=True, timeout=30, cwd=tmp)
    if p.returncode == 0 and p.stdout == "42 [stdin] %s\n" % os.path.join(os.path.realpath(tmp), "[stdin]"):
        passed += 1
    else:
        failed += 1
        print("FAIL cli: require from stdin: status %d stdout %r stderr %r" % (p.returncode, p.stdout, p.stderr[-300:]))
    # process.stdin over a pipe: 'data'/'end' with setEncoding, async iteration, fs.readFileSync(0)
    # and '/dev/stdin' (node 26's output for the same input)
    stdin_cases = [
        ("process.stdin.setEncoding('utf8'); let got = ''; process.stdin.on('data', (d) => { got += d; }); "
         "process.stdin.on('end', () => console.log('end', JSON.stringify(got), process.stdin.isTTY));",
         'end "hello\\nworld\\n" undefined\n'),
        ("(async () => { const c = []; for await (const x of process.stdin) c.push(x); "
         "console.log(Buffer.concat(c).toString().split('\\n').length); })();", "3\n"),
        ("console.log(JSON.stringify(require('fs').readFileSync(0, 'utf8')))", '"hello\\nworld\\n"\n'),
        ("console.log(require('fs').readFileSync('/dev/stdin').length)", "12\n"),
    ]
    for code, want in stdin_cases:
        script = os.path.join(tmp, "stdin_case.js")
        write(script, code)
        p = subprocess.run([args.tarn, script], input="hello\nworld\n", capture_output=True, text=True, timeout=30)
        if p.returncode == 0 and p.stdout == want:
            passed += 1
        else:
            failed += 1
            print("FAIL cli: stdin %r: status %d stdout %r (want %r) stderr %r"
                  % (code, p.returncode, p.stdout, want, p.stderr[-300:]))
    # import() from -e and stdin code types files as node does: a .js file
    # without "type": "module" is CommonJS (node 26 prints the same)
    write("dep_plain.js", "module.exports = 'cjs ' + typeof require;\n")
    for argv, src in (([args.tarn, "-e", "import('./dep_plain.js').then((ns) => console.log(ns.default))"], None),
                      ([args.tarn, "-"], "import('./dep_plain.js').then((ns) => console.log(ns.default))")):
        p = subprocess.run(argv, input=src, capture_output=True, text=True, timeout=30, cwd=tmp)
        if p.returncode == 0 and p.stdout == "cjs function\n":
            passed += 1
        else:
            failed += 1
            print("FAIL cli: import() of CommonJS from %s: status %d stdout %r stderr %r"
                  % (argv[1], p.returncode, p.stdout, p.stderr[-300:]))
    for what, problem in gc_diagnostics(args.tarn, tmp, write):
        if problem:
            failed += 1
            print("FAIL cli: %s: %s" % (what, problem))
        else:
            passed += 1
    for name, env, piped in COLOR_CASES:
        with open(os.path.join(COLOR_DIR, name), "rb") as f:
            want = f.read()
        try:
            got = color_fixture(*run_on_pty([os.path.abspath(args.tarn), "console.js"], env, piped))
        except (OSError, subprocess.TimeoutExpired) as e:
            got = repr(e).encode()
        if got == want:
            passed += 1
        else:
            failed += 1
            print("FAIL cli: console colours (%s, env %r%s):\n  want %r\n  got  %r"
                  % (name, env, ", stdout piped" if piped else "", want[:400], got[:400]))
    line = "cli: %d passed, %d failed" % (passed, failed)
    if args.summary:
        with open(args.summary, "a") as f:
            f.write(line + "\n")
    print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
