# The three commands of the README: `make demo`, `make test` and `make learn`. Each installs what
# is missing first (scripts/setup), so they work on a fresh Debian bookworm machine. `make bench`
# measures (docs/performance.md).
.PHONY: demo test learn setup setup-learn build docs snippets images tables single-headers bench talks fuzz clean format

setup:
	@scripts/setup

# Only what grading the exercises needs: the compilers, Python and Boost (no Node, no Marp).
setup-learn:
	@scripts/setup learn

# Configure and build with g++-12 (building proves every static_assert), then show the puzzles.
build: setup
	cmake --preset gcc
	cmake --build --preset gcc

demo: build
	@scripts/demo build

# The whole suite: g++-12, clang++-19, and the run-time tests and tools under the sanitizers.
test: setup
	cmake --workflow --preset gcc
	cmake --workflow --preset clang
	cmake --workflow --preset sanitize

# The exercises of exercises/ (scripts/learn.py): the first one not done yet, or EXERCISE=<name>;
# LEARN_FLAGS passes options (--watch, --list, --hint, --reset, --solution). It writes only in
# exercises/ and build/learn/ (python3 -B: no __pycache__). learn.py exits 0 when the exercise is
# done, 3 when it is graded and not done yet, 1 when it cannot grade; the recipe takes 3 for a
# success, since a verdict is no failure of make (and make adds no "Error 1" under it). Scripts that
# need pass or fail run scripts/learn.py itself.
learn: setup-learn
	@python3 -B scripts/learn.py --build build/learn $(LEARN_FLAGS) $(EXERCISE) || [ $$? -eq 3 ]

clean:
	rm -rf build build-clang build-sanitize build-fuzz

# Rewrite every tracked C++ file as .clang-format says (the style.format test checks it;
# .clang-format-ignore leaves the generated tables alone) and every Python file as black writes it
# (style.python), then copy the docs' code blocks again from the rewritten sources, as `make
# snippets` does. style.tidy and flake8 (in style.python) have no fixer: their warnings are fixed
# by hand (`ctest --preset gcc -L style` lists them).
format: setup
	python3 scripts/check_style.py format --fix --root $(CURDIR) --git git \
	  --clang-format "$$(command -v clang-format-19)"
	python3 scripts/check_python.py --fix --root $(CURDIR) --git git --black "$$(command -v black)"
	python3 scripts/check_snippets.py --root $(CURDIR) --update README.md docs/*.md \
	  $(wildcard talks/*/slides.md) tests/talks/sample/slides.md

# The API reference, with Doxygen: build/docs/html/index.html (docs/reference/). Warnings are
# errors, as in the docs.reference test: a public name without a comment stops it.
docs: setup
	cmake --preset gcc
	cmake --build --preset gcc --target docs

# Copy every source region, and every compiler error of docs/diagnostics/ and talks/*/code/
# captured afresh, into the docs and the talks (they never paste code or messages; see
# scripts/check_snippets.py).
snippets:
	cmake --build --preset gcc --target snippets

# Redraw the pictures of the guides in docs/images/ with `ctp ... --svg` (the manifests' "images",
# puzzles/*.json, and docs/images/images.txt).
images:
	cmake --build --preset gcc --target images

# Rewrite single_include/ from include/ (scripts/single_header.py; docs/compiler_explorer.md).
single-headers: setup
	cmake --preset gcc
	cmake --build --preset gcc --target single-headers

# Regenerate the committed tables in include/ctp/tables/ from their banners.
tables: build
	cmake --build --preset gcc --target regenerate-tables

# Every benchmark (docs/performance.md): each technique's compile time and limits with g++-12 and
# clang++-19, table lookups, the generator against a plain-Python reference. Rewrites
# bench/results/ (CSV, SVG charts, results.md). Not part of `make test`, which runs only a smoke
# run; docs/performance.md says how long a full run takes. BENCH_FLAGS passes options to
# scripts/bench_run.py (--quick, --jobs 2, --only compile, ...).
bench: setup
	@bench/setup
	cmake --preset gcc -DCTP_BUILD_BENCHMARKS=ON
	cmake --build --preset gcc --target ctp_bench ctp-gen ctp-cli
	python3 scripts/bench_run.py --build build $(BENCH_FLAGS)

# Render every talk (talks/<slug>/slides.md; talks/README.md) with Marp into build/talks/<slug>/:
# <slug>.html (self-contained, with the presenter view), <slug>.pdf, PNG previews in preview/,
# every slide in slides/ and contact.png, all the slides on one image to check by eye.
# talks/setup installs Chromium, which prints the PDF and the PNGs.
talks: setup
	@talks/setup
	node talks/tools/render.mjs build/talks $(wildcard talks/*/slides.md)

# Fuzz every way outside text enters ctp (docs/reliability.md): the fuzz targets of tests/fuzz/,
# built with clang++-19 and libFuzzer (the fuzz preset, build-fuzz/), each run for FUZZ_SECONDS
# (default 60); what they find is merged into tests/fuzz/corpus/, which `make test` replays.
FUZZ_SECONDS ?= 60
fuzz: setup
	cmake --preset fuzz
	cmake --build --preset fuzz
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz
