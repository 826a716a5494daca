# The two commands of the README: `make demo` and `make test`. Both install what is missing first
# (scripts/setup), so they work on a fresh Debian bookworm machine.
.PHONY: demo test setup build snippets tables clean

setup:
	@scripts/setup

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

clean:
	rm -rf build build-clang build-sanitize

# Copy every source region into the docs (docs never paste code; see cmake/check_snippets.cmake).
snippets:
	cmake --build --preset gcc --target snippets

# Regenerate the committed tables in include/ctp/tables/ from their banners.
tables: build
	cmake --build --preset gcc --target regenerate-tables
