# Cubelab build and test entry points. `make run` and `make test` work on a
# fresh Debian machine with Go >= 1.26: they install the system packages they
# need first (as root, or through sudo).

GO      ?= go
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# What Fyne needs to build (cgo, OpenGL, X11/Wayland headers). Not dbus-x11:
# its dbus-launch starts a session bus for every window opened without one
# (each Xvfb test run), and the bus outlives the window; without it Fyne
# cannot follow the desktop's light/dark setting, which the app says nothing
# about (gui.HideThemeWatchWarning).
APP_DEPS  := gcc pkg-config libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev
# What the end-to-end checks need: a virtual X server, key presses, screenshots,
# tmux for the terminal mode, Chromium for the web build, npm for the cubing.js oracle,
# wine to run the Windows build's command line.
TEST_DEPS := xvfb xdotool imagemagick tmux chromium wine
# The browser build precompresses its WebAssembly with gzip and brotli.
WEB_DEPS := gzip brotli
# The Windows build cross-compiles Fyne's C code with MinGW-w64.
WINDOWS_DEPS := gcc-mingw-w64-x86-64
STAMP_DIR := .cache

.PHONY: run build test vet unit e2e bench web windows deps test-deps web-deps windows-deps package clean fuzz load soak soak-desktop soak-web

run: deps
	$(GO) run .

build: deps
	$(GO) build -o bin/cubelab .

deps: $(STAMP_DIR)/app-deps
test-deps: $(STAMP_DIR)/test-deps
web-deps: $(STAMP_DIR)/web-deps
windows-deps: $(STAMP_DIR)/windows-deps

# install_missing installs the Debian packages of $(1) that are missing.
define install_missing
	@missing=$$(for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then echo "installing $$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; fi
endef

# Install missing Debian packages once; the stamp files remember success.
$(STAMP_DIR)/app-deps:
	@$(GO) version >/dev/null 2>&1 || { echo "Go >= 1.26 is required: https://go.dev/dl/"; exit 1; }
	$(call install_missing,$(APP_DEPS))
	@mkdir -p $(STAMP_DIR) && touch $@

$(STAMP_DIR)/web-deps:
	$(call install_missing,$(WEB_DEPS))
	@mkdir -p $(STAMP_DIR) && touch $@

$(STAMP_DIR)/windows-deps: $(STAMP_DIR)/app-deps
	$(call install_missing,$(WINDOWS_DEPS))
	@mkdir -p $(STAMP_DIR) && touch $@

$(STAMP_DIR)/test-deps: $(STAMP_DIR)/app-deps $(STAMP_DIR)/web-deps $(STAMP_DIR)/windows-deps
	@missing=$$(for p in $(TEST_DEPS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	command -v npm >/dev/null 2>&1 || missing="$$missing npm"; \
	if [ -n "$$missing" ]; then echo "installing $$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; fi
	@mkdir -p $(STAMP_DIR) && touch $@

# Everything CI runs: vet, unit tests (short-aware), end-to-end checks.
test: test-deps vet unit e2e

# staticcheck (a go.mod tool) also catches unused code, which go vet does not;
# deadcode (another) the exported functions that nothing reaches.
vet:
	$(GO) vet ./...
	$(GO) tool staticcheck ./...
	@out=$$($(GO) tool deadcode -test ./...) || exit 1; \
	if [ -n "$$out" ]; then echo "$$out"; echo "deadcode: functions no program or test reaches: use them or delete them"; exit 1; fi

unit:
	$(GO) test -timeout 30m ./...

e2e: test-deps
	bash .ci/e2e.sh

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzParseAlg -fuzztime 30s ./cube
	$(GO) test -run '^$$' -fuzz FuzzAlgAmplification -fuzztime 30s ./cube
	$(GO) test -run '^$$' -fuzz FuzzParseFacelets -fuzztime 30s ./cube
	$(GO) test -run '^$$' -fuzz FuzzCubiesRoundTrip -fuzztime 30s ./cube
	$(GO) test -run '^$$' -fuzz FuzzStandard -fuzztime 30s ./algorithms/pocket
	$(GO) test -run '^$$' -fuzz FuzzParseQuery -fuzztime 30s ./ui/web/cube2
	$(GO) test -run '^$$' -fuzz FuzzCube2Handler -fuzztime 30s ./ui/web
	$(GO) test -run '^$$' -fuzz FuzzGetQueries -fuzztime 30s ./ui/web
	$(GO) test -run '^$$' -fuzz FuzzSolveBody -fuzztime 30s ./ui/web
	$(GO) test -run '^$$' -fuzz FuzzExec -fuzztime 30s ./ui/term
	$(GO) test -run '^$$' -fuzz FuzzDecodeState -fuzztime 30s ./ui/gui/model
	$(GO) test -run '^$$' -fuzz FuzzDecodeConventionsState -fuzztime 30s ./ui/gui/model
	$(GO) test -run '^$$' -fuzz FuzzReadCSV -fuzztime 30s ./ui/gui/model
	$(GO) test -run '^$$' -fuzz FuzzDecodeKeymap -fuzztime 30s ./ui/gui/model
	$(GO) test -run '^$$' -fuzz FuzzParseColourScheme -fuzztime 30s ./render
	$(GO) test -run '^$$' -fuzz FuzzParseSizes -fuzztime 30s ./ui/cli
	$(GO) test -run '^$$' -fuzz FuzzParseTurn -fuzztime 30s ./ui/cli

# The seeded monkey tests (issue 42): random keys, clicks, drags, size and
# method switches, solves, cancels, paint edits, undo/redo and playback
# scrubs, checking after each action that nothing crashed, the cube is
# valid, the window keeps its size and the status line describes the cube
# shown. soak-desktop drives the real window under Xvfb with xdotool for
# SOAK_SECONDS (default 600; CI's .ci/e2e.d/60-soak-desktop.sh runs 60);
# each run prints its seed, and SOAK_SEED=N replays its choices. soak runs
# the desktop soak, then the browser's (soak-web). SOAK_SECONDS=N sets both.
soak-desktop: deps
	$(call install_missing,xvfb xdotool imagemagick)
	mkdir -p bin && $(GO) build -o bin/cubelab .
	SOAK_SECONDS=$(or $(SOAK_SECONDS),600) bash .ci/e2e.d/60-soak-desktop.sh bin/cubelab

soak: soak-desktop soak-web

# HTTP load test on loopback (bounded in time); figures go into README.
load:
	CUBELAB_LOAD=1 $(GO) test -count=1 -run Load -v ./ui/web

# The same app in a browser, written to wasm/: a release build of the
# WebAssembly (cubelab.wasm, with .gz and .br copies beside it), Go's
# wasm_exec.js, the icons and a loader page (ui/gui/wasm/index.html) that shows
# a progress bar and fetches the precompressed file, and what makes it an
# installable, offline phone app: manifest.webmanifest and the service worker
# sw.js. @VERSION@ in the page and the worker becomes a hash of the build, so
# a new build replaces the cached one. Serve that directory with any static
# file server (README: "The browser build").
web: web-deps
	@rm -rf wasm
	$(call fyne_package,-os web -release -tags no_emoji)
	mv wasm/Cubelab.wasm wasm/cubelab.wasm
	rm -f wasm/spinner_*.gif wasm/light.css wasm/dark.css wasm/webgl-debug.js
	cp ui/gui/wasm/manifest.webmanifest ui/gui/wasm/icon-*.png wasm/
	version=$$(cat wasm/cubelab.wasm wasm/wasm_exec.js ui/gui/wasm/* | sha256sum | cut -c1-16) && \
	sed -e "s/@WASM_SIZE@/$$(stat -c %s wasm/cubelab.wasm)/" -e "s/@VERSION@/$$version/g" ui/gui/wasm/index.html >wasm/index.html && \
	sed "s/@VERSION@/$$version/g" ui/gui/wasm/sw.js >wasm/sw.js
	gzip -9 -k -n wasm/cubelab.wasm
	brotli -q $(BROTLI_QUALITY) -w 24 -k wasm/cubelab.wasm
	@ls -l wasm

# The browser build under seeded random use in headless Chromium for
# SOAK_SECONDS (default 300): keys, clicks, drags, size and method switches,
# solves, cancels, undo/redo and playback scrubs, checking after each that
# the page has no error, the app answers and its cube is sound. It prints
# its seed; SOAK_SEED=n replays a run. CI runs 60 s (.ci/e2e.d/61-soak-web.sh).
soak-web: test-deps
	SOAK_SECONDS=$(or $(SOAK_SECONDS),300) bash .ci/e2e.d/61-soak-web.sh

# Brotli's best setting (11) takes minutes on 40 MB; 9 is within a few
# percent and takes seconds. `make web BROTLI_QUALITY=11` squeezes harder.
BROTLI_QUALITY ?= 9

# Cubelab.exe for 64-bit Windows, cross-compiled here with MinGW-w64 (Fyne's C
# code needs cgo); icon and version from FyneApp.toml.
windows: windows-deps
	$(call fyne_package,-os windows -release,CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1)

# A Linux desktop package (Cubelab.tar.xz: binary, icon, .desktop file) via
# the fyne tool. Android and iOS packaging need their SDKs: see README.
package: deps
	$(call fyne_package,-os linux -release)

# fyne package bumps Build in FyneApp.toml on every run; keep the committed
# file unchanged so a build leaves the tree clean. $(2) is environment for
# the package build only (the tool itself is built for this machine first).
define fyne_package
	@mkdir -p $(STAMP_DIR) && cp FyneApp.toml $(STAMP_DIR)/FyneApp.toml.keep
	fyne=$$($(GO) tool -n fyne) && $(2) $$fyne package $(1); s=$$?; cp $(STAMP_DIR)/FyneApp.toml.keep FyneApp.toml; exit $$s
endef

clean:
	rm -rf bin $(STAMP_DIR)
