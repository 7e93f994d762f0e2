#!/bin/sh
# tools/install-deps.sh — install the Debian packages tarn's build and tests
# need, and only those that are missing (checked with dpkg-query first, so a
# machine that has everything runs no apt-get at all). apt-get update runs
# only when something is missing. Then the oracle, node 26, from the npm
# registry into a cache outside the repository (tools/node26.sh owns its
# version and path; npm is Debian's package, installed here when missing). Works as root, or through sudo when that is
# available. Benchmark peers (duktape, mujs, lua5.4) are installed by
# `make bench`, not here.  Usage: tools/install-deps.sh [--bench]
set -eu

PKGS="build-essential re2c pkg-config libcriterion-dev libffi-dev libgmp-dev libpcre2-dev libedit-dev libssl-dev zlib1g-dev libicu-dev python3 valgrind clang unicode-data"
# libFuzzer (-fsanitize=fuzzer) ships in the compiler-rt package of the
# default clang; on Debian bookworm / Ubuntu jammy that is clang 14.
CLANG_MAJOR=$(clang --version 2>/dev/null | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -n1)
PKGS="$PKGS libclang-rt-${CLANG_MAJOR:-14}-dev"
command -v npm >/dev/null 2>&1 || PKGS="$PKGS npm"
if [ "${1:-}" = "--bench" ]; then
    PKGS="duktape duktape-dev mujs lua5.4"
fi

missing=""
for p in $PKGS; do
    st=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    case "$st" in
    *"ok installed"*) ;;
    *) missing="$missing $p" ;;
    esac
done
# the oracle: make test-node and the benchmarks' node --jitless peer need it
oracle() {
    sh "$(dirname "$0")/node26.sh" >/dev/null
}
if [ -z "$missing" ]; then
    oracle
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "install-deps: missing packages:$missing (not root and no sudo; install them by hand)" >&2
    exit 1
fi
echo "install-deps: installing$missing"
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends $missing
oracle
