#!/usr/bin/env python3
"""tests/cli/test_cli.py — the tarn command line beyond running scripts:
--check, --help, --version, usage errors, modules running the event loop.
Each case: (argv after tarn, stdin text, expected exit status, text that must
be in stdout, text that must be in stderr). Prints "cli: N passed, N failed"
(and appends it to --summary)."""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--summary")
    args = ap.parse_args()
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
    timer = write("timer.mjs", "setTimeout(() => console.log('timer in module'), 1);\nexport {};\n")
    cases = [
        (["--check", good], 0, "", ""),
        (["-c", good], 0, "", ""),
        (["--check", bad], 1, "", "bad.js:2\n"),
        (["--check", bad], 1, "", "SyntaxError: Unexpected token ')'"),
        (["--check", badmod], 1, "", "SyntaxError: Identifier 'a' has already been declared"),
        (["--check"], 2, "", "--check needs a FILE"),
        ([timer], 0, "timer in module", ""),
        ([good, "x"], 0, "ran", ""),
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
        (["--time-limit", "abc", good], 2, "", "--time-limit needs a positive whole number of milliseconds"),
        (["--time-limit"], 2, "", "--time-limit needs a positive whole number"),
        # --max-heap: a catchable RangeError, the program goes on after dropping the data
        (["--max-heap", "16", "-e", "const a = []; try { for (;;) a.push({ x: [1, 2, 3, 4] }) } "
          "catch (e) { a.length = 0; console.log(e.constructor.name, e.message) } console.log('after')"], 0,
         "RangeError out of memory\nafter", ""),
        (["--max-heap=0", good], 2, "", "--max-heap needs a positive whole number of megabytes"),
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
        (["-e", "Promise.reject(new Date(0))"], 1, "", "The promise rejected with the reason \"[object Date]\"."),
    ]
    passed = failed = 0
    for argv, status, out_has, err_has in cases:
        p = subprocess.run([args.tarn] + argv, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=30)
        ok = p.returncode == status and out_has in p.stdout and err_has in p.stderr
        if argv[:1] == ["--check"] and status == 0 and p.stdout:
            ok = False  # a check prints nothing and runs nothing
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL cli: tarn %s: status %d (want %d)\n  stdout %r\n  stderr %r"
                  % (" ".join(argv), p.returncode, status, p.stdout[-300:], p.stderr[-300:]))
    line = "cli: %d passed, %d failed" % (passed, failed)
    if args.summary:
        with open(args.summary, "a") as f:
            f.write(line + "\n")
    print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
