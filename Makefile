# tarn — top-level Makefile (hand-written, no generator).
# make            release build: build/tarn, build/libtarn.a, build/libtarn.so
# make unit       Criterion unit tests (tests/unit/<module>/test_*.c)
# make run        install missing deps, build, run examples/hello.js
# make layers     the include and link graphs against the layer rules
# make test       deps, build, the layer check, unit tests, script suite (normal, GC stress +
#                 verify, compared), test262 against its baseline (and a
#                 sample under GC stress), malformed corpus, REPL pty test,
#                 ThreadSanitizer (make tsan), and the script suite again
#                 under ASan+UBSan; last line "N passed, N failed"
# make test-node  the plain-JS script tests under node 26 (the oracle: tools/node26.sh)
# make test-npm   real npm packages (tests/npm/package-lock.json, installed with npm
#                 into build/npm) run by tests/npm/drivers under node 26 and tarn,
#                 compared byte for byte; needs the npm registry, not in make test
# make asan       ASan+UBSan build into build-asan/
# make bench      benchmarks/run.py (installs peer engines when missing; QuickJS
#                 when QJS=/path/to/qjs or qjs on PATH), then the
#                 compile rows (benchmarks/compile/run.py: generated big programs and,
#                 when the npm registry answers, typescript.js; COMPILE_BENCH_ARGS)
# make bench-gc   benchmarks/gc/run.py: collector probes, policy vs fixed nurseries
# make bench-overhead  benchmarks/gc/overhead.py: poll and barrier cost (callgrind)
# make fuzz       libFuzzer targets (fuzz/: script, json, module, regex), each FUZZ_SECONDS (60)
# make tsan       ThreadSanitizer: examples/threads.c and the worker scripts (part of make test)
# make examples   build the C hosts in examples/ and run them (and examples/*.mjs that have one) against examples/NAME.out
# make test262   the test262 conformance suite against tests/test262/baseline
#                 (T262_ARGS='built-ins/Array --update-baseline', docs/testing.md)
# make install PREFIX=/usr/local [DESTDIR=]  tarn, tarn.h, libtarn.{a,so}, tarn.pc, tarn-static.pc, tarn.1
CC      ?= gcc
RE2C    ?= re2c
BUILD   ?= build
OPT     ?= -O2
WARN    = -Wall -Wextra -Wno-unused-parameter -Wshadow=local -Wstrict-prototypes -Wmissing-prototypes
CFLAGS  ?=
# Hidden by default: libtarn.so exports only what tarn.h marks TARN_API.
ALL_CFLAGS = -std=gnu11 -D_GNU_SOURCE -fPIC -fvisibility=hidden -g $(OPT) $(WARN) -Iinclude $(CFLAGS)
LDLIBS  = -lm -lffi -ldl -lgmp -lz

LIB_SRCS = $(sort $(wildcard compiler/*.c vm/*.c gc/*.c unicode/*.c regex/*.c stdlib/*.c stdlib/web/*.c stdlib/intl/*.c stdlib/node/*.c stdlib/temporal/*.c))
NODE_JS = $(sort $(wildcard stdlib/node/*.js))
NODE_JS_OBJS = $(NODE_JS:stdlib/node/%.js=$(BUILD)/gen/node_%.o)
# stdlib/intl/intl_NAME.js: the parts of Intl after intl.js (lib_intl_NAME_js)
INTL_JS = $(sort $(wildcard stdlib/intl/intl_*.js))
INTL_JS_OBJS = $(INTL_JS:stdlib/intl/intl_%.js=$(BUILD)/gen/intl_%_js.o)
LIB_OBJS = $(LIB_SRCS:%.c=$(BUILD)/%.o) $(BUILD)/gen/lexer.o
LIB_OBJS += $(BUILD)/gen/unicode_data.o $(BUILD)/gen/web_events.o $(BUILD)/gen/intl_js.o $(INTL_JS_OBJS) $(BUILD)/gen/dispose_js.o $(BUILD)/gen/temporal_js.o $(NODE_JS_OBJS)
CLI_SRCS = $(sort $(wildcard cli/*.c))
CLI_OBJS = $(CLI_SRCS:%.c=$(BUILD)/%.o)

.PHONY: all unit clean deps run test test-steps layers test-node test-npm test262 test262-steps asan bench bench-gc bench-gc-modes bench-overhead fuzz fuzz-build fuzz-steps regex-diff test-scripts examples install tsan
all: $(BUILD)/tarn $(BUILD)/libtarn.a $(BUILD)/libtarn.so

$(BUILD)/gen/lexer.c: compiler/lexer.re
	@mkdir -p $(dir $@)
	$(RE2C) -W --no-generation-date -o $@ $<

$(BUILD)/gen/lexer.o: $(BUILD)/gen/lexer.c Makefile
	$(CC) $(ALL_CFLAGS) $(LIB_CFLAGS) -Icompiler -Wno-unused-function -MMD -MP -c $< -o $@

# Unicode tables for unicode/unicode.c, from the Unicode Character Database
# (Debian's unicode-data; tools/install-deps.sh installs it).
UCD ?= /usr/share/unicode
$(BUILD)/gen/unicode_data.c: tools/gen_unicode.py $(UCD)/UnicodeData.txt
	@mkdir -p $(dir $@)
	$(PYTHON) $< $(UCD) > $@.tmp && mv $@.tmp $@

$(BUILD)/gen/unicode_data.o: $(BUILD)/gen/unicode_data.c Makefile
	$(CC) $(ALL_CFLAGS) $(LIB_CFLAGS) -c $< -o $@

# JavaScript the library compiles at run time, embedded as a C array.
$(BUILD)/gen/web_events.c: stdlib/web/events.js tools/embed_js.py
	@mkdir -p $(dir $@)
	$(PYTHON) tools/embed_js.py $< lib_web_events_js > $@.tmp && mv $@.tmp $@

$(BUILD)/gen/web_events.o: $(BUILD)/gen/web_events.c Makefile
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BUILD)/gen/intl_js.c: stdlib/intl/prelude.js stdlib/intl/intl.js tools/embed_js.py
	@mkdir -p $(dir $@)
	$(PYTHON) tools/embed_js.py stdlib/intl/prelude.js stdlib/intl/intl.js lib_intl_js > $@.tmp && mv $@.tmp $@

$(BUILD)/gen/intl_js.o: $(BUILD)/gen/intl_js.c vm/source_part.h Makefile
	$(CC) $(ALL_CFLAGS) -I. -c $< -o $@

$(BUILD)/gen/intl_%_js.c: stdlib/intl/intl_%.js tools/embed_js.py
	@mkdir -p $(dir $@)
	$(PYTHON) tools/embed_js.py $< lib_intl_$*_js > $@.tmp && mv $@.tmp $@

.PRECIOUS: $(BUILD)/gen/intl_%_js.c
$(BUILD)/gen/intl_%_js.o: $(BUILD)/gen/intl_%_js.c Makefile
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BUILD)/gen/dispose_js.c: stdlib/dispose.js tools/embed_js.py
	@mkdir -p $(dir $@)
	$(PYTHON) tools/embed_js.py $< lib_dispose_js > $@.tmp && mv $@.tmp $@

$(BUILD)/gen/dispose_js.o: $(BUILD)/gen/dispose_js.c Makefile
	$(CC) $(ALL_CFLAGS) -c $< -o $@

# Temporal's parts, joined in this order into one function literal
TEMPORAL_JS = stdlib/intl/prelude.js $(addprefix stdlib/temporal/,core.js parse.js calendar.js duration.js plain.js zoned.js install.js)
$(BUILD)/gen/temporal_js.c: $(TEMPORAL_JS) tools/embed_js.py
	@mkdir -p $(dir $@)
	$(PYTHON) tools/embed_js.py $(TEMPORAL_JS) lib_temporal_js > $@.tmp && mv $@.tmp $@

$(BUILD)/gen/temporal_js.o: $(BUILD)/gen/temporal_js.c vm/source_part.h Makefile
	$(CC) $(ALL_CFLAGS) -I. -c $< -o $@

# stdlib/node/NAME.js: lib_node_NAME_js (stdlib/node/node.h)
$(BUILD)/gen/node_%.c: stdlib/node/%.js tools/embed_js.py
	@mkdir -p $(dir $@)
	$(PYTHON) tools/embed_js.py $< lib_node_$*_js > $@.tmp && mv $@.tmp $@

.PRECIOUS: $(BUILD)/gen/node_%.c
$(BUILD)/gen/node_%.o: $(BUILD)/gen/node_%.c Makefile
	$(CC) $(ALL_CFLAGS) -c $< -o $@

# Library objects route malloc & co. through a VM's allocator hooks (vm/alloc.h),
# except the collector's own metadata (gc/: mark stack, remembered set, block
# and card tables): a collection cannot stop half-way on a hook's failure;
# and unicode/, which allocates nothing and includes nothing of tarn's.
$(filter-out $(BUILD)/gc/% $(BUILD)/unicode/% $(BUILD)/gen/unicode_data.o $(BUILD)/gen/web_events.o $(BUILD)/gen/intl_js.o $(INTL_JS_OBJS) $(BUILD)/gen/dispose_js.o $(BUILD)/gen/temporal_js.o $(NODE_JS_OBJS),$(LIB_OBJS)): LIB_CFLAGS = -include vm/alloc.h
$(BUILD)/%.o: %.c Makefile
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(LIB_CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/libtarn.a: $(LIB_OBJS)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/libtarn.so: $(LIB_OBJS)
	$(CC) -shared -o $@ $^ $(LDLIBS)

$(BUILD)/tarn: $(CLI_OBJS) $(BUILD)/libtarn.a
	$(CC) $(LDFLAGS_EXTRA) -o $@ $(CLI_OBJS) $(BUILD)/libtarn.a $(LDLIBS) -ledit

UNIT_SRCS = $(sort $(wildcard tests/unit/*/test_*.c))
UNIT_BINS = $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/unit/%)
$(BUILD)/unit/%: tests/unit/%.c $(BUILD)/libtarn.a
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libtarn.a -lcriterion $(LDLIBS)

# The embedding API's tests run twice: as they are, and with a collection
# at every allocation and the heap verifier on (TARN_GC_STRESS=1
# TARN_GC_VERIFY=1), so every API function is exercised while the collector
# moves what the host's handles refer to. test_failinject sweeps
# allocation failures (slow under stress: run by hand, docs/embedding.md).
UNIT_STRESS_BINS = $(filter-out %/test_failinject,$(filter $(BUILD)/unit/api/%,$(UNIT_BINS)))
unit: $(UNIT_BINS)
	@$(PYTHON) tests/unit/run_units.py -j $(JOBS) $(if $(UNIT_SUMMARY),--summary "$(UNIT_SUMMARY)") \
	  $(UNIT_BINS) --stress $(UNIT_STRESS_BINS)

clean:
	rm -rf $(BUILD)

# ---- example hosts and installation (embedding) -------------------------------
EXAMPLE_SRCS = $(sort $(wildcard examples/*.c))
EXAMPLE_BINS = $(EXAMPLE_SRCS:examples/%.c=$(BUILD)/examples/%)
$(BUILD)/examples/%: examples/%.c include/tarn.h $(BUILD)/libtarn.a
	@mkdir -p $(dir $@)
	$(CC) -std=gnu11 -g $(OPT) -Wall -Wextra -Wno-unused-parameter -Iinclude $(CFLAGS) $(LDFLAGS_EXTRA) -o $@ $< $(BUILD)/libtarn.a $(LDLIBS) -lpthread

# scripts in examples/ with an expected output beside them (NAME.out)
EXAMPLE_SCRIPTS = $(foreach m,$(sort $(wildcard examples/*.mjs)),$(if $(wildcard $(m:.mjs=.out)),$(m)))
examples: $(EXAMPLE_BINS) $(BUILD)/tarn
	@p=0; f=0; for t in $(EXAMPLE_BINS); do n=$$(basename $$t); \
	  if $$t > $(BUILD)/examples/$$n.got 2>&1 && { test ! -f examples/$$n.out || diff -u examples/$$n.out $(BUILD)/examples/$$n.got; }; \
	  then p=$$((p+1)); else f=$$((f+1)); echo "FAIL example $$n"; fi; done; \
	  for m in $(EXAMPLE_SCRIPTS); do n=$$(basename $$m .mjs); \
	    if ./$(BUILD)/tarn $$m > $(BUILD)/examples/$$n.got 2>&1 && diff -u examples/$$n.out $(BUILD)/examples/$$n.got; \
	    then p=$$((p+1)); else f=$$((f+1)); echo "FAIL example $$m"; fi; done; \
	  echo "examples: $$p passed, $$f failed"; \
	  if [ -n "$(UNIT_SUMMARY)" ]; then echo "examples: $$p passed, $$f failed" >> "$(UNIT_SUMMARY)"; fi; \
	  test $$f -eq 0

# ThreadSanitizer: examples/threads.c (N VMs on N threads at once) against
# its expected output, and TSAN_SCRIPTS (programs that start workers) under a
# TSan-built tarn. A case passes when it exits 0 with no TSan report
# (halt_on_error makes a report fail the run). With TSAN_SUMMARY set it
# appends "tsan: N passed, N failed" (make test does).
TSAN_BUILD ?= build-tsan
TSAN_FLAGS = -fsanitize=thread
TSAN_SCRIPTS ?= examples/worker.mjs $(sort $(wildcard tests/script/worker/*_main.mjs))
tsan:
	@$(MAKE) --no-print-directory -j$(JOBS) BUILD=$(TSAN_BUILD) OPT=-O1 CFLAGS="$(TSAN_FLAGS)" LDFLAGS_EXTRA="$(TSAN_FLAGS)" \
	  $(TSAN_BUILD)/libtarn.a $(if $(TSAN_SCRIPTS),$(TSAN_BUILD)/tarn)
	$(CC) -std=gnu11 -g -O1 $(TSAN_FLAGS) -Iinclude -o $(TSAN_BUILD)/threads examples/threads.c \
	  $(TSAN_BUILD)/libtarn.a $(LDLIBS) -lpthread
	@p=0; f=0; export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1; \
	 if $(TSAN_BUILD)/threads > $(TSAN_BUILD)/threads.got 2>&1 && diff -u examples/threads.out $(TSAN_BUILD)/threads.got; \
	 then p=$$((p+1)); else f=$$((f+1)); echo "FAIL tsan examples/threads.c"; cat $(TSAN_BUILD)/threads.got; fi; \
	 for s in $(TSAN_SCRIPTS); do \
	   if $(TSAN_BUILD)/tarn $$s > $(TSAN_BUILD)/script.got 2>&1 && ! grep -q ThreadSanitizer $(TSAN_BUILD)/script.got; \
	   then p=$$((p+1)); else f=$$((f+1)); echo "FAIL tsan $$s"; cat $(TSAN_BUILD)/script.got; fi; done; \
	 echo "tsan: $$p passed, $$f failed"; \
	 if [ -n "$(TSAN_SUMMARY)" ]; then echo "tsan: $$p passed, $$f failed" >> "$(TSAN_SUMMARY)"; fi; \
	 test $$f -eq 0

# The installed static library is one relocatable object in which every
# symbol but tarn_* is local, so a static host sees exactly libtarn.so's API
# and cannot clash with tarn's internals (the build's own libtarn.a keeps
# them global for the unit tests).
$(BUILD)/dist/libtarn.a: $(BUILD)/libtarn.a
	@mkdir -p $(dir $@)
	$(LD) -r -o $(BUILD)/dist/tarn.o --whole-archive $<
	objcopy --wildcard --keep-global-symbol='tarn_*' $(BUILD)/dist/tarn.o
	rm -f $@ && ar rcs $@ $(BUILD)/dist/tarn.o

PREFIX  ?= /usr/local
DESTDIR ?=
install: all $(BUILD)/dist/libtarn.a
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/lib/pkgconfig \
	  $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(BUILD)/tarn $(DESTDIR)$(PREFIX)/bin/tarn
	install -m 644 include/tarn.h $(DESTDIR)$(PREFIX)/include/tarn.h
	install -m 644 $(BUILD)/dist/libtarn.a $(DESTDIR)$(PREFIX)/lib/libtarn.a
	install -m 755 $(BUILD)/libtarn.so $(DESTDIR)$(PREFIX)/lib/libtarn.so
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e "s|@VERSION@|$$(sed -n 's/^#define TARN_VERSION \"\(.*\)\"/\1/p' include/tarn.h)|g" \
	  tools/tarn.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/tarn.pc
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e "s|@VERSION@|$$(sed -n 's/^#define TARN_VERSION \"\(.*\)\"/\1/p' include/tarn.h)|g" \
	  tools/tarn-static.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/tarn-static.pc
	install -m 644 docs/tarn.1 $(DESTDIR)$(PREFIX)/share/man/man1/tarn.1

# ---- tooling targets (engineer 7) -------------------------------------------
PYTHON  ?= python3
JOBS    ?= 2
# each make test step reports its wall and CPU seconds (tools/timed.py)
TIMED    = $(PYTHON) tools/timed.py $(abspath $(BUILD))/test-times
FUZZ_SECONDS ?= 60
# One ASan+UBSan library serves both the sanitized CLI (make asan, the
# scripts-asan step) and the libFuzzer targets: it is built with clang and
# libFuzzer's coverage instrumentation (-fsanitize=fuzzer-no-link, whose
# hooks the ASan runtime answers when no fuzzer is linked), so make test
# compiles the library under the sanitizers once, not twice.
ASAN_BUILD = build-asan
# The sanitizers' run-time options for the scripts-asan step.
# intercept_tls_get_addr=0: with Debian's clang 14 and glibc, LeakSanitizer's
# tracking of dynamic TLS (blocks of dlopen'd libraries: ICU) records a bogus
# block and its tracer crashes at exit ("Tracer caught signal 11", "DTLS ...
# at 0x...cda"); without the interception LSan still scans every thread's
# static TLS and stack, and tarn keeps no heap pointer in ICU's TLS.
ASAN_RUN_OPTIONS = halt_on_error=1:detect_leaks=1:intercept_tls_get_addr=0
ASAN_FLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
SAN_WARN = -Wall -Wextra -Wno-unused-parameter -Wstrict-prototypes -Wmissing-prototypes
ASAN_MAKE = $(MAKE) --no-print-directory -j$(JOBS) BUILD=$(ASAN_BUILD) CC=clang OPT=-O1 WARN="$(SAN_WARN)" \
	CFLAGS="$(ASAN_FLAGS) -fsanitize=fuzzer-no-link" LDFLAGS_EXTRA="$(ASAN_FLAGS)"

deps:
	@sh tools/install-deps.sh

run: deps all
	./$(BUILD)/tarn examples/hello.js

# Each step appends "name: N passed, N failed" to $(BUILD)/test-summary; the
# last step totals it. Failures do not stop later steps, so one run shows all.
test: deps
	@rm -f $(BUILD)/test-summary $(BUILD)/test-times; mkdir -p $(BUILD)
	@$(MAKE) --no-print-directory all || echo "build: 0 passed, 1 failed" >> $(BUILD)/test-summary
	@$(MAKE) --no-print-directory test-steps; \
	 $(PYTHON) tests/summary.py $(BUILD)/test-summary $(BUILD)/test-times

test-steps:
	-@$(TIMED) layers $(PYTHON) tools/check_layers.py --build $(BUILD) --summary $(BUILD)/test-summary
	-@$(TIMED) unit $(MAKE) --no-print-directory unit UNIT_SUMMARY=$(abspath $(BUILD)/test-summary) || \
	  grep -q '^unit:' $(BUILD)/test-summary || echo "unit: 0 passed, 1 failed" >> $(BUILD)/test-summary
	-@$(TIMED) scripts $(PYTHON) tests/run_tests.py --tarn ./$(BUILD)/tarn -j $(JOBS) --save $(BUILD)/out-normal.json --summary $(BUILD)/test-summary --label scripts
	-@TARN_GC_STRESS=1 TARN_GC_VERIFY=1 $(TIMED) scripts-gc-stress $(PYTHON) tests/run_tests.py --tarn ./$(BUILD)/tarn -j $(JOBS) --compare $(BUILD)/out-normal.json --summary $(BUILD)/test-summary --timeout 60 --slowest 8 --label scripts-gc-stress
	-@$(TIMED) regex-diff $(MAKE) --no-print-directory regex-diff DIFF_SUMMARY=$(abspath $(BUILD)/test-summary-diff) && \
	  grep '^regex-diff:' $(BUILD)/test-summary-diff >> $(BUILD)/test-summary; rm -f $(BUILD)/test-summary-diff
	-@$(TIMED) malformed $(PYTHON) tests/run_tests.py --tarn ./$(BUILD)/tarn -j $(JOBS) --malformed --summary $(BUILD)/test-summary --label malformed
	-@$(MAKE) --no-print-directory test262-steps T262_SUMMARY=$(abspath $(BUILD)/test-summary)
	-@$(TIMED) repl $(PYTHON) tests/repl/test_repl.py --tarn ./$(BUILD)/tarn --summary $(BUILD)/test-summary
	-@$(TIMED) cli $(PYTHON) tests/cli/test_cli.py --tarn ./$(BUILD)/tarn --summary $(BUILD)/test-summary
	-@$(TIMED) examples $(MAKE) --no-print-directory examples UNIT_SUMMARY=$(abspath $(BUILD)/test-summary) || \
	  grep -q '^examples:' $(BUILD)/test-summary || echo "examples: 0 passed, 1 failed" >> $(BUILD)/test-summary
	-@$(TIMED) fuzz $(MAKE) --no-print-directory fuzz-steps FUZZ_SUMMARY=$(abspath $(BUILD)/test-summary)
	-@$(TIMED) install sh tests/install/test_install.sh $(BUILD) $(BUILD)/test-summary
	-@$(TIMED) tsan $(MAKE) --no-print-directory tsan TSAN_SUMMARY=$(abspath $(BUILD)/test-summary) >$(BUILD)/tsan.log 2>&1 || \
	  { echo "tsan failed (see $(BUILD)/tsan.log)"; grep -q '^tsan:' $(BUILD)/test-summary || echo "tsan: 0 passed, 1 failed" >> $(BUILD)/test-summary; }
	-@$(TIMED) asan-build $(MAKE) --no-print-directory asan >$(BUILD)/asan-build.log 2>&1 || { echo "asan build failed (see $(BUILD)/asan-build.log)"; echo "asan-build: 0 passed, 1 failed" >> $(BUILD)/test-summary; }
	-@test -x $(ASAN_BUILD)/tarn && ASAN_OPTIONS=$(ASAN_RUN_OPTIONS) UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 $(TIMED) scripts-asan $(PYTHON) tests/run_tests.py --tarn ./$(ASAN_BUILD)/tarn -j $(JOBS) --timeout 30 --summary $(BUILD)/test-summary --label scripts-asan

# The include and link graphs against the layer rules (docs/architecture.md):
# vm/ and gc/ reach nothing of stdlib/, regex/ or cli/, ... (tools/check_layers.py).
layers: all
	$(PYTHON) tools/check_layers.py --build $(BUILD)

test-scripts: all
	$(PYTHON) tests/run_tests.py --tarn ./$(BUILD)/tarn -j $(JOBS)

test-node:
	$(PYTHON) tests/run_tests.py --node -j $(JOBS)

test-npm: all
	$(PYTHON) tests/npm/run.py --tarn ./$(BUILD)/tarn --build $(BUILD) -j $(JOBS)

asan:
	$(ASAN_MAKE) $(ASAN_BUILD)/tarn

bench: all
	-@sh tools/install-deps.sh --bench
	$(PYTHON) benchmarks/run.py --tarn ./$(BUILD)/tarn
	$(PYTHON) benchmarks/compile/run.py --tarn ./$(BUILD)/tarn --out $(BUILD)/compile-bench $(COMPILE_BENCH_ARGS)
	@$(MAKE) --no-print-directory $(BUILD)/regex_engine_bench && ./$(BUILD)/regex_engine_bench

# the regex engine alone against PCRE2's interpreter and JIT (benchmarks/regex/)
$(BUILD)/regex_engine_bench: benchmarks/regex/engine_bench.c $(BUILD)/libtarn.a
	$(CC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libtarn.a -lpcre2-8 $(LDLIBS)

# The collector's probes (benchmarks/gc/): tarn's policy against fixed
# nursery sizes and node --jitless, with instruction counts (valgrind, slow;
# BENCH_GC_ARGS=--no-instr for RSS and collections only).
bench-gc: all
	$(PYTHON) benchmarks/gc/run.py --tarn ./$(BUILD)/tarn $(BENCH_GC_ARGS)

# Every probe under the safety nets: normal, TARN_GC_VERIFY, TARN_GC_PROTECT
# and TARN_GC_STRESS=N with the verifier, each against node's output
# (benchmarks/gc/modes.py; N per probe keeps a run to minutes).
bench-gc-modes: all
	$(PYTHON) benchmarks/gc/modes.py --tarn ./$(BUILD)/tarn $(BENCH_GC_MODES_ARGS)

# The mutator's cost of the back-edge poll and the write barrier, in
# callgrind instructions against measurement-only builds (never shipped):
# -DTARN_NO_POLL and -DTARN_NO_BARRIER (benchmarks/gc/overhead.py).
bench-overhead: all
	$(MAKE) --no-print-directory BUILD=build-nopoll CFLAGS="$(CFLAGS) -DTARN_NO_POLL" build-nopoll/tarn
	$(MAKE) --no-print-directory BUILD=build-nobarrier CFLAGS="$(CFLAGS) -DTARN_NO_BARRIER" build-nobarrier/tarn
	$(PYTHON) benchmarks/gc/overhead.py --shipped ./$(BUILD)/tarn --no-poll build-nopoll/tarn \
		--no-barrier build-nobarrier/tarn

# ---- fuzzing (docs/testing.md, "Fuzzing") -------------------------------------
# The library is the ASan one (ASAN_MAKE above: built by this Makefile's own
# rules with clang, ASan+UBSan and libFuzzer's coverage, so the
# force-included vm/alloc.h and every other per-object flag stay what the
# release build uses); each fuzz/fuzz_NAME.c links against it into
# $(FUZZ_BUILD)/. Each target's corpus is
# seeded from the test files (fuzz-seed-NAME) into $(FUZZ_BUILD)/corpus-NAME,
# where what a run finds is kept for the next one.
FUZZ_BUILD = build-fuzz
FUZZ_CORPUS ?= corpus
FUZZ_TARGETS = script json module regex
FUZZ_BINS = $(FUZZ_TARGETS:%=$(FUZZ_BUILD)/fuzz_%)
# Per input: libFuzzer's -timeout (s) is far past the targets' own time
# limit (fuzz/fuzz_host.h), so only a time limit that fails is reported;
# compiling is not under the time limit, and the slowest seed
# (function_ctor/long_chains.js: 100,000-term chains) compiles for ~15 s
# under ASan on a loaded machine.
FUZZ_OPTS = -timeout=40 -rss_limit_mb=2048 -close_fd_mask=1 -print_final_stats=1
FUZZ_LEN_script = 4096
FUZZ_LEN_module = 4096
FUZZ_LEN_json = 2048
FUZZ_LEN_regex = 512
# libFuzzer dictionaries: the regex target's property names and v-flag syntax
FUZZ_DICT_regex = -dict=fuzz/regex.dict

fuzz-build: $(BUILD)/gen/unicode_data.c
	@$(ASAN_MAKE) $(ASAN_BUILD)/libtarn.a
	@mkdir -p $(FUZZ_BUILD); for t in $(FUZZ_TARGETS); do \
	  if [ ! $(FUZZ_BUILD)/fuzz_$$t -nt $(ASAN_BUILD)/libtarn.a ] || [ fuzz/fuzz_$$t.c -nt $(FUZZ_BUILD)/fuzz_$$t ] || \
	     [ fuzz/fuzz_host.h -nt $(FUZZ_BUILD)/fuzz_$$t ]; then \
	    echo "clang -o $(FUZZ_BUILD)/fuzz_$$t fuzz/fuzz_$$t.c"; \
	    clang -std=gnu11 -D_GNU_SOURCE -g -O1 $(SAN_WARN) -Iinclude $(ASAN_FLAGS) -fsanitize=fuzzer \
	      -o $(FUZZ_BUILD)/fuzz_$$t fuzz/fuzz_$$t.c $(ASAN_BUILD)/libtarn.a $(LDLIBS) -lpthread || exit 1; \
	  fi; done

# Seeds: every script test for the whole pipeline, the module tests for the
# loader, fuzz/seeds/NAME/ for JSON and regex inputs (fuzz_regex's format).
# FUZZ_SEED_EVERY=N takes every Nth test file only (make test's short run:
# the whole-pipeline target runs ~20 inputs a second, a fresh VM each).
FUZZ_SEED_EVERY ?= 1
fuzz-seed-script:
	@mkdir -p $(FUZZ_BUILD)/$(FUZZ_CORPUS)-script
	@for f in $$(find tests/script tests/malformed -name '*.js' | sort | awk 'NR % $(FUZZ_SEED_EVERY) == 0'); do \
	  cp "$$f" $(FUZZ_BUILD)/$(FUZZ_CORPUS)-script/$$(echo $$f | tr / _); done
fuzz-seed-module:
	@mkdir -p $(FUZZ_BUILD)/$(FUZZ_CORPUS)-module
	@for f in $$(find tests/script/modules -name '*.mjs') fuzz/seeds/module/*; do \
	  cp "$$f" $(FUZZ_BUILD)/$(FUZZ_CORPUS)-module/$$(echo $$f | tr / _); done
fuzz-seed-json fuzz-seed-regex: fuzz-seed-%:
	@mkdir -p $(FUZZ_BUILD)/$(FUZZ_CORPUS)-$*
	@cp fuzz/seeds/$*/* $(FUZZ_BUILD)/$(FUZZ_CORPUS)-$*/

# make fuzz: each target for FUZZ_SECONDS (60 by default), one after another.
fuzz: fuzz-build $(FUZZ_TARGETS:%=fuzz-seed-%)
	@$(MAKE) --no-print-directory -j1 $(FUZZ_TARGETS:%=fuzz-run-%)

# make test's step: build every target and run each for FUZZ_TEST_SECONDS,
# two at a time, from a fresh corpus of every tenth test file: a line
# "fuzz-NAME: N passed, N failed" per target ("fuzz-build" when it fails).
FUZZ_TEST_SECONDS ?= 20
fuzz-steps:
	@rm -rf $(FUZZ_BUILD)/test-corpus-*; mkdir -p $(FUZZ_BUILD)
	@if $(MAKE) --no-print-directory fuzz-build $(FUZZ_TARGETS:%=fuzz-seed-%) FUZZ_SEED_EVERY=10 FUZZ_CORPUS=test-corpus \
	    > $(FUZZ_BUILD)/build.log 2>&1; then \
	  $(MAKE) --no-print-directory -j$(JOBS) -k FUZZ_SECONDS=$(FUZZ_TEST_SECONDS) FUZZ_CORPUS=test-corpus $(FUZZ_TARGETS:%=fuzz-run-%) \
	    FUZZ_SUMMARY=$(FUZZ_SUMMARY); \
	else echo "fuzz build failed (see $(FUZZ_BUILD)/build.log)"; echo "fuzz-build: 0 passed, 1 failed" >> "$(FUZZ_SUMMARY)"; fi
fuzz-run-%:
	@if $(FUZZ_BUILD)/fuzz_$* $(FUZZ_OPTS) -max_total_time=$(FUZZ_SECONDS) -max_len=$(FUZZ_LEN_$*) $(FUZZ_DICT_$*) \
	    -artifact_prefix=$(FUZZ_BUILD)/crash-$*- $(FUZZ_BUILD)/$(FUZZ_CORPUS)-$* > $(FUZZ_BUILD)/fuzz_$*.log 2>&1; \
	then echo "fuzz_$*: ok ($$(grep -o 'stat::number_of_executed_units: *[0-9]*' $(FUZZ_BUILD)/fuzz_$*.log | grep -o '[0-9]*$$') runs)"; \
	  if [ -n "$(FUZZ_SUMMARY)" ]; then echo "fuzz-$*: 1 passed, 0 failed" >> "$(FUZZ_SUMMARY)"; fi; \
	else echo "FAIL fuzz_$* (see $(FUZZ_BUILD)/fuzz_$*.log)"; tail -40 $(FUZZ_BUILD)/fuzz_$*.log; \
	  if [ -n "$(FUZZ_SUMMARY)" ]; then echo "fuzz-$*: 0 passed, 1 failed" >> "$(FUZZ_SUMMARY)"; fi; false; fi

# the regex engine against PCRE2 on a generated corpus (tests/regex_diff/)
$(BUILD)/regex_diff: tests/regex_diff/regex_diff.c $(BUILD)/libtarn.a
	$(CC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libtarn.a -lpcre2-8 $(LDLIBS)

regex-diff: $(BUILD)/regex_diff
	@./$(BUILD)/regex_diff 3000 | tail -n 21 | tee -a $(if $(DIFF_SUMMARY),$(DIFF_SUMMARY),/dev/null)

# ---- test262 (tests/test262/, docs/testing.md) -------------------------------
# The snapshot (../shared/test262 beside the clone, or TEST262_DIR) is a
# tarball, extracted into the build directory, never into the repository.
TEST262_DIR ?= $(firstword $(wildcard ../shared/test262 $(CURDIR)/../shared/test262))
TEST262_TAR = $(firstword $(wildcard $(TEST262_DIR)/test262-*.tar.gz))
T262_ARGS ?=
T262_TIMEOUT ?= 10

$(BUILD)/test262-host: tests/test262/host.c include/tarn.h $(BUILD)/libtarn.a
	$(CC) -std=gnu11 -g $(OPT) -Wall -Wextra -Wno-unused-parameter -Iinclude $(CFLAGS) $(LDFLAGS_EXTRA) -o $@ $< $(BUILD)/libtarn.a $(LDLIBS) -lpthread

$(BUILD)/test262/.stamp: $(TEST262_TAR)
	rm -rf $(BUILD)/test262 && mkdir -p $(BUILD)/test262
	tar -xzf $< -C $(BUILD)/test262
	touch $@

test262: all $(BUILD)/test262-host
	@if [ -z "$(TEST262_TAR)" ]; then echo "test262: skipped: no test262 snapshot (../shared/test262 or TEST262_DIR)"; exit 0; fi; \
	 $(MAKE) --no-print-directory $(BUILD)/test262/.stamp && \
	 $(TIMED) test262 $(PYTHON) tests/test262/run.py --test262 $(BUILD)/test262 --host $(BUILD)/test262-host -j $(JOBS) \
	   --timeout $(T262_TIMEOUT) $(T262_ARGS)

# make test's two test262 steps: the whole suite against the baseline, then a
# fixed sample (about one file in T262_GC_SAMPLE, one run each) under
# TARN_GC_STRESS=1 TARN_GC_VERIFY=1 against the same baseline, so a test
# that passes normally and fails under stress (a collector bug) fails the
# gate. Each appends "test262[-gc-stress]: N passed, N failed" to
# T262_SUMMARY, or "...: skipped: no test262 snapshot".
T262_GC_SAMPLE ?= 20
T262_SUMMARY ?= $(BUILD)/test-summary
test262-steps: $(BUILD)/test262-host
	@if [ -z "$(TEST262_TAR)" ]; then echo "test262: skipped: no test262 snapshot (../shared/test262 or TEST262_DIR)"; \
	   echo "test262: skipped: no test262 snapshot" >> $(T262_SUMMARY); \
	   echo "test262-gc-stress: skipped: no test262 snapshot" >> $(T262_SUMMARY); exit 0; fi; \
	 $(MAKE) --no-print-directory $(BUILD)/test262/.stamp || \
	   { echo "test262: 0 passed, 1 failed" >> $(T262_SUMMARY); exit 0; }; \
	 $(TIMED) test262 $(PYTHON) tests/test262/run.py --test262 $(BUILD)/test262 --host $(BUILD)/test262-host -j $(JOBS) \
	   --timeout $(T262_TIMEOUT) --summary $(T262_SUMMARY) --label test262 --report $(BUILD)/test262-report.txt; \
	 TARN_GC_STRESS=1 TARN_GC_VERIFY=1 $(TIMED) test262-gc-stress $(PYTHON) tests/test262/run.py --test262 $(BUILD)/test262 \
	   --host $(BUILD)/test262-host -j $(JOBS) --timeout 120 --gc-sample $(T262_GC_SAMPLE) \
	   --summary $(T262_SUMMARY) --label test262-gc-stress; exit 0

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
