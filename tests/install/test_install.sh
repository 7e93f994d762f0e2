#!/bin/sh
# tests/install/test_install.sh BUILD [SUMMARY] — `make install` into a temp
# prefix; build examples/host.c against it with pkg-config (shared, then
# static) and run it; check that libtarn exports only tarn_ symbols.
# Appends "install: N passed, N failed" to SUMMARY.
BUILD=${1:-build}
SUMMARY=$2
pass=0; fail=0
ok() { pass=$((pass+1)); echo "ok   $1"; }
bad() { fail=$((fail+1)); echo "FAIL $1"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix="$tmp/prefix"
if make --no-print-directory -s install BUILD="$BUILD" PREFIX="$prefix" >"$tmp/install.log" 2>&1; then
    ok "make install"
else
    bad "make install"; cat "$tmp/install.log"
fi
for f in bin/tarn include/tarn.h lib/libtarn.a lib/libtarn.so lib/pkgconfig/tarn.pc lib/pkgconfig/tarn-static.pc share/man/man1/tarn.1; do
    if [ -f "$prefix/$f" ]; then ok "installed $f"; else bad "installed $f"; fi
done
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
if cc -o "$tmp/host" examples/host.c $(pkg-config --cflags --libs tarn) 2>"$tmp/cc.log" &&
   [ "$("$tmp/host")" = "hello from tarn 42" ]; then
    ok "host.c built with pkg-config (shared) runs"
else
    bad "host.c built with pkg-config (shared)"; cat "$tmp/cc.log"
fi
if ldd "$tmp/host" 2>/dev/null | grep -q "$prefix/lib/libtarn.so"; then
    ok "host links the installed libtarn.so"
else
    bad "host links the installed libtarn.so"
fi
if cc -o "$tmp/host_static" examples/host.c $(pkg-config --cflags tarn) "$prefix/lib/libtarn.a" \
      $(pkg-config --libs-only-other --static tarn | sed 's/-Wl,-rpath[^ ]*//') \
      $(pkg-config --libs-only-l --static tarn | sed 's/-ltarn//') 2>"$tmp/cc2.log" &&
   [ "$("$tmp/host_static")" = "hello from tarn 42" ]; then
    ok "host.c linked statically runs"
else
    bad "host.c linked statically"; cat "$tmp/cc2.log"
fi
# docs/embedding.md's static recipe, as written there
if cc -o "$tmp/host_static2" examples/host.c $(pkg-config --cflags --libs tarn-static) 2>"$tmp/cc3.log" &&
   [ "$("$tmp/host_static2")" = "hello from tarn 42" ] && ! ldd "$tmp/host_static2" 2>/dev/null | grep -q libtarn; then
    ok "host.c built with pkg-config tarn-static runs, without libtarn.so"
else
    bad "host.c built with pkg-config tarn-static"; cat "$tmp/cc3.log"
fi
# every C host in examples/, built as docs/embedding.md says, shared and
# static, against its expected output
for src in examples/*.c; do
    n=$(basename "$src" .c)
    for kind in tarn tarn-static; do
        if cc -o "$tmp/$n-$kind" "$src" $(pkg-config --cflags --libs $kind) -lpthread 2>"$tmp/cc-$n.log" &&
           "$tmp/$n-$kind" > "$tmp/$n-$kind.got" 2>&1 &&
           { [ ! -f "examples/$n.out" ] || diff -u "examples/$n.out" "$tmp/$n-$kind.got"; }; then
            ok "examples/$n.c with pkg-config $kind"
        else
            bad "examples/$n.c with pkg-config $kind"; cat "$tmp/cc-$n.log"
        fi
    done
done
if [ "$("$prefix/bin/tarn" -e 'console.log(1 + 1)')" = "2" ]; then ok "installed tarn runs"; else bad "installed tarn runs"; fi
# exported dynamic symbols: every defined one is tarn_*
nm -D --defined-only "$prefix/lib/libtarn.so" | awk '$2 ~ /[TDBRVWi]/ {print $3}' > "$tmp/syms"
others=$(grep -v '^tarn_' "$tmp/syms" | grep -v '^_init$\|^_fini$' || true)
count=$(grep -c '^tarn_' "$tmp/syms")
if [ -z "$others" ] && [ "$count" -ge 40 ]; then
    ok "libtarn.so exports only tarn_ symbols ($count)"
else
    bad "libtarn.so exports only tarn_ symbols ($count): $others"
fi
# the static library: its defined global symbols are tarn_* too
nm --defined-only "$prefix/lib/libtarn.a" | awk 'NF == 3 && $2 ~ /[A-Z]/ {print $3}' > "$tmp/ssyms"
sothers=$(grep -v '^tarn_' "$tmp/ssyms" || true)
scount=$(grep -c '^tarn_' "$tmp/ssyms")
if [ -z "$sothers" ] && [ "$scount" -ge 40 ]; then
    ok "libtarn.a defines only tarn_ globals ($scount)"
else
    bad "libtarn.a defines only tarn_ globals ($scount): $(echo $sothers | cut -c1-300)"
fi
# every TARN_API function in tarn.h is exported
missing=""
for f in $(grep -o '^TARN_API [^(]*(' include/tarn.h | sed 's/.*[ *]\(tarn_[a-z0-9_]*\)($/\1/'); do
    grep -qx "$f" "$tmp/syms" || missing="$missing $f"
done
if [ -z "$missing" ]; then ok "every TARN_API function is exported"; else bad "not exported:$missing"; fi
echo "install: $pass passed, $fail failed"
[ -n "$SUMMARY" ] && echo "install: $pass passed, $fail failed" >> "$SUMMARY"
[ "$fail" -eq 0 ]
