# mrefresh — build, test, demo and benchmark.
#
# `make demo` and `make test` are the two set-up commands for a fresh Debian/Ubuntu machine: each
# installs what is missing (Cairo's headers, the fonts and tools the tests read) before building.

SWIFT ?= swift
BIN_DIR = $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
RELEASE_BIN_DIR = $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)
# Release builds link the Swift runtime and Foundation statically: a render process starts about a third
# faster (no dynamic loading and relocation of the runtime), at the cost of a larger binary. On Linux they
# link libstdc++ and the unwinder statically and export no symbol (Packaging/release-link.sh says how and
# why), and they carry no RUNPATH (SwiftPM's $$ORIGIN, which sent the loader to four missing folders beside
# the binary for each library).
RELEASE_FLAGS = -c release --static-swift-stdlib --disable-local-rpath $(shell Packaging/release-link.sh .build/release-link)
DEMO_OUT = Examples/output
FONT_AWESOME = /usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg

# Fuzzing: one libFuzzer binary (ASan, release) built in its own scratch folder; see README "Fuzzing".
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= path-data xml style svg-document gesture pipeline indicator vector-exports svg-animation
FUZZ_JOBS ?= 2
FUZZ_WORK = .build-fuzz
FUZZ_BIN = $(FUZZ_WORK)/release/mrefresh-fuzz
FUZZ_FLAGS = -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -parse-as-library

.PHONY: all build release deps web test test-portable demo bench clean fuzz fuzz-build fuzz-corpus docs install uninstall deb dist source formula artifactbundle image binary plugins check-svg

all: build

# Debian packages: libcairo2-dev (the CCairo module), libyaml-dev (CLibYAML: indicator, job and gesture
# files), libpangocairo-1.0-0 (text layers: Pango is loaded
# when text is drawn), fonts-dejavu-core (the default font, which text golden images rely on), zlib1g-dev
# and libdeflate-dev (the compressors the PNG encoder links for checksums and is compared with),
# fonts-font-awesome (an SVG font the tests and demo read), adwaita-icon-theme and breeze-icon-theme (real icon sets the SVG tests read), librsvg2-bin
# (rsvg-convert, the independent renderer of the golden tests), python3-pil and apngdis (the independent
# decoders of the animated PNG export), aapt and android-framework-res (which compile the Android export),
# python3-jsonschema and python3-pip, chromium and chromium-driver (the headless browser and its WebDriver
# server, which drive the preview page's tests), nodejs (which checks the JavaScript in
# Sources/MRefreshRender/Web and runs it against the Swift machine); then from PyPI, into $(PYTHON_TOOLS) for /usr/bin/python3: lottie-specs
# (the Lottie schema) and rlottie-python (a Lottie player), which check the Lottie export.
PYTHON_TOOLS = .build/python-tools
PYTHON_PACKAGES = lottie-specs==0.5.2 rlottie-python==1.3.8
deps:
	@missing=""; \
	pkg-config --exists cairo 2>/dev/null || missing="$$missing libcairo2-dev pkg-config"; \
	pkg-config --exists zlib 2>/dev/null || missing="$$missing zlib1g-dev"; \
	ls /usr/lib/*/libpangocairo-1.0.so.0 /usr/lib/libpangocairo-1.0.so.0 2>/dev/null | grep -q . || missing="$$missing libpangocairo-1.0-0"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$$missing fonts-dejavu-core"; \
	[ -f /usr/include/libdeflate.h ] || missing="$$missing libdeflate-dev"; \
	[ -f /usr/include/jpeglib.h ] || missing="$$missing libjpeg62-turbo-dev"; \
	[ -f /usr/include/webp/demux.h ] || missing="$$missing libwebp-dev"; \
	[ -f /usr/include/yaml.h ] || missing="$$missing libyaml-dev"; \
	[ -f $(FONT_AWESOME) ] || missing="$$missing fonts-font-awesome"; \
	[ -d /usr/share/icons/Adwaita/scalable ] || missing="$$missing adwaita-icon-theme"; \
	[ -d /usr/share/icons/breeze/actions ] || missing="$$missing breeze-icon-theme"; \
	command -v rsvg-convert >/dev/null 2>&1 || missing="$$missing librsvg2-bin"; \
	/usr/bin/python3 -c "import PIL" >/dev/null 2>&1 || missing="$$missing python3-pil"; \
	[ -x /usr/bin/apngdis ] || missing="$$missing apngdis"; \
	[ -x /usr/bin/aapt ] || missing="$$missing aapt"; \
	[ -f /usr/share/android-framework-res/framework-res.apk ] || missing="$$missing android-framework-res"; \
	/usr/bin/python3 -c "import jsonschema" >/dev/null 2>&1 || missing="$$missing python3-jsonschema"; \
	/usr/bin/python3 -m pip --version >/dev/null 2>&1 || missing="$$missing python3-pip"; \
	[ -x /usr/bin/chromium ] || missing="$$missing chromium"; \
	[ -x /usr/bin/chromedriver ] || missing="$$missing chromium-driver"; \
	command -v node >/dev/null 2>&1 || missing="$$missing nodejs"; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
		$$sudo apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@PYTHONPATH=$(PYTHON_TOOLS) /usr/bin/python3 -c "import lottie_specs, rlottie_python" >/dev/null 2>&1 || { \
		echo "Installing from PyPI into $(PYTHON_TOOLS): $(PYTHON_PACKAGES)"; \
		/usr/bin/python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --no-deps --target $(PYTHON_TOOLS) $(PYTHON_PACKAGES); }

build: deps
	$(SWIFT) build

# After editing the JavaScript or HTML in Sources/MRefreshRender/Web: embeds them again into
# Sources/MRefreshRender/Export/WebSources.swift (WebSourcesTests fail while it is behind them).
web:
	python3 Sources/MRefreshRender/Web/embed.py

test: build
	MREFRESH_BIN="$(BIN_DIR)/mrefresh" $(SWIFT) test

# The whole suite on the portable paths a Mac runs (issue 41): built with MREFRESH_PORTABLE in its own
# scratch folder, so no O_TMPFILE (files under unguessable names), no inotify (the polling watcher), no SHA-NI
# (the Swift rounds), no mallopt. What differs on a Mac beyond that is only the import lines and the few
# `#if os(Linux)` branches the docs list.
PORTABLE_WORK = .build-portable
PORTABLE_FLAGS = --scratch-path $(PORTABLE_WORK) -Xswiftc -DMREFRESH_PORTABLE
test-portable: deps
	$(SWIFT) build $(PORTABLE_FLAGS)
	MREFRESH_BIN="$$($(SWIFT) build $(PORTABLE_FLAGS) --show-bin-path)/mrefresh" $(SWIFT) test $(PORTABLE_FLAGS)

# Checks animated SVG documents against Chromium as the corpus is checked: every loading frame against a
# screenshot at the frame's time. `make check-svg SVG=spinner.svg` (several separated by commas).
check-svg: build
	@test -n "$(SVG)" || { echo "usage: make check-svg SVG=spinner.svg[,other.svg]"; exit 64; }
	MREFRESH_CHECK_SVG="$(SVG)" MREFRESH_BIN="$(BIN_DIR)/mrefresh" $(SWIFT) test --filter corpusMatchesChromium

demo: build
	./Examples/demo.sh "$(BIN_DIR)/mrefresh" "$(DEMO_OUT)"

# The fast binary: .build/release/mrefresh.
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product mrefresh

# The benchmarks write their files on a RAM file system when the machine has one (/dev/shm), unless TMPDIR
# names a folder: a disk's state after earlier mass deletions (ext4 without a journal skips each recently
# deleted inode while allocating) would otherwise enter the figures of every program measured.
BENCH_TMPDIR ?= $(or $(TMPDIR),$(wildcard /dev/shm),/tmp)
bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product mrefresh-bench
	$(SWIFT) build $(RELEASE_FLAGS) --product mrefresh
	$(SWIFT) build $(RELEASE_FLAGS) --product mrefresh-c-baseline
	TMPDIR="$(BENCH_TMPDIR)" MREFRESH_BIN="$(RELEASE_BIN_DIR)/mrefresh" MREFRESH_C_BASELINE="$(RELEASE_BIN_DIR)/mrefresh-c-baseline" \
		"$(RELEASE_BIN_DIR)/mrefresh-bench"

# The documentation: the DocC catalog Sources/MRefreshRender/MRefresh.docc with the libraries' API, into
# $(DOCS_OUT); a DocC warning fails it (Tests/Tools/docs.sh says how; DocCCatalogTests runs it in make test).
DOCS_OUT = .build/docs
docs: build
	Tests/Tools/docs.sh "$(BIN_DIR)" $(DOCS_OUT)

# Installing and packaging (Packaging/; the DocC article Installing.md): the release binary, stripped, with
# bash, zsh and fish completions and a man page made from its own help. DESTDIR is prepended to every path.
PREFIX ?= /usr/local
DIST_DIR = dist
# The version the sources say, for the names of what the release targets write.
VERSION = $(shell sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/MRefreshCore/Support/MRefreshVersion.swift)

install: release
	Packaging/stage.sh "$(RELEASE_BIN_DIR)/mrefresh" "$(DESTDIR)" "$(PREFIX)"

# Removes exactly what install installs.
uninstall:
	Packaging/stage.sh --list "$(PREFIX)" | while read -r file; do rm -f "$(DESTDIR)$$file"; done

# What the packaging targets package: the release build, or MREFRESH_BINARY, a binary built before (then
# nothing is built; the release workflow's test packages the test build so). DEB_FLAGS goes to deb.sh
# (--unpackaged-ok DIR for a binary that links the toolchain's runtime).
MREFRESH_BINARY ?=
PACKAGED = $(or $(MREFRESH_BINARY),$(RELEASE_BIN_DIR)/mrefresh)
BUILT = $(if $(MREFRESH_BINARY),,release)
DEB_FLAGS ?=

# dist/mrefresh_VERSION_ARCH.deb; its Depends is computed from the binary (Packaging/depends.sh).
deb: $(BUILT)
	Packaging/deb.sh $(DEB_FLAGS) "$(PACKAGED)" $(DIST_DIR)

# dist/mrefresh-VERSION-linux-ARCH.tar.gz and its .sha256.
dist: $(BUILT)
	Packaging/dist.sh "$(PACKAGED)" $(DIST_DIR)

# dist/binaries/mrefresh-VERSION-OS-MACHINE: the binary alone, stripped, for the artifact bundle's variants
# (the release's macOS job makes mrefresh-VERSION-darwin-arm64 so).
binary: $(BUILT)
	mkdir -p $(DIST_DIR)/binaries
	name=$(DIST_DIR)/binaries/mrefresh-$(VERSION)-$$(uname -s | tr A-Z a-z)-$$(uname -m) && \
		cp "$(PACKAGED)" "$$name" && chmod 0755 "$$name" && \
		if [ "$$(uname -s)" = Darwin ]; then strip -x "$$name"; else strip --strip-unneeded "$$name"; fi

# dist/mrefresh-VERSION.artifactbundle.zip (and .checksum): the SwiftPM artifact bundle of the release binary
# for Linux, which Packaging/swiftpm's plugins run; MACOS_BINARY (the macOS release's build, arm64) adds its
# variant.
MACOS_BINARY ?=
artifactbundle: $(BUILT)
	Packaging/artifactbundle.py $(DIST_DIR) "$(PACKAGED)=$$(uname -m)-unknown-linux-gnu" \
		$(if $(MACOS_BINARY),"$(MACOS_BINARY)=arm64-apple-macosx")

# dist/mrefresh-plugins-VERSION.zip: the plugin package (Packaging/swiftpm) on the artifact bundle as the
# release publishes it under REPOSITORY_URL; unzip it as a package of its own.
plugins: artifactbundle
	rm -rf $(DIST_DIR)/mrefresh-plugins-$(VERSION) $(DIST_DIR)/mrefresh-plugins-$(VERSION).zip
	Packaging/swiftpm/render.sh $(DIST_DIR)/mrefresh-$(VERSION).artifactbundle.zip $(DIST_DIR)/mrefresh-plugins-$(VERSION) \
		--url $(REPOSITORY_URL)/releases/download/v$(VERSION)/mrefresh-$(VERSION).artifactbundle.zip > /dev/null
	cd $(DIST_DIR) && find mrefresh-plugins-$(VERSION) -exec touch -h -d @0 {} + && \
		find mrefresh-plugins-$(VERSION) | LC_ALL=C sort | zip -q -X -@ mrefresh-plugins-$(VERSION).zip
	rm -rf $(DIST_DIR)/mrefresh-plugins-$(VERSION)

# dist/mrefresh-VERSION-image.tar: a container image (docker load, podman load) of Debian bookworm with the
# .deb installed (DEB, or the one make deb writes); needs root and Debian's mirror (Packaging/image.sh).
DEB ?=
image: $(if $(DEB),,deb)
	Packaging/image.sh $(or $(DEB),$(DIST_DIR)/mrefresh_$(VERSION)_$$(dpkg --print-architecture).deb) $(DIST_DIR)

# dist/mrefresh-VERSION.tar.gz: the sources at HEAD (git archive) and its .sha256, which Homebrew builds from.
source:
	Packaging/source.sh $(DIST_DIR)

# dist/mrefresh.rb: the Homebrew formula for that tarball, published under REPOSITORY_URL's releases.
REPOSITORY_URL ?= https://github.com/mrefresh/mrefresh
formula:
	tarball=$$(Packaging/source.sh $(DIST_DIR)) && Packaging/homebrew/formula.sh "$$tarball" $(REPOSITORY_URL) > $(DIST_DIR)/mrefresh.rb

fuzz-build: deps
	$(SWIFT) build -c release --scratch-path $(FUZZ_WORK) --product mrefresh-fuzz $(FUZZ_FLAGS)

# Fails on any crash, input slower than 1 s, OOM or leak, naming the target, the artifact and the replay.
fuzz: fuzz-build
	Tests/Fuzz/fuzz.sh run "$(FUZZ_BIN)" $(FUZZ_WORK) $(FUZZ_SECONDS) $(FUZZ_JOBS) $(FUZZ_TARGETS)

# Rebuilds Tests/Fuzz/Corpus from the font, icon themes, Examples and test fixtures, minimised by -merge=1.
fuzz-corpus: fuzz-build
	Tests/Fuzz/fuzz.sh corpus "$(FUZZ_BIN)" $(FUZZ_WORK) $(FUZZ_TARGETS)

clean:
	rm -rf .build $(FUZZ_WORK) $(PORTABLE_WORK) "$(DEMO_OUT)"
