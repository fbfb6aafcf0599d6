# Cubelab build and test entry points. `make run` and `make test` work on a
# fresh Debian machine with Go >= 1.26: they install the system packages they
# need first (as root, or through sudo).

GO      ?= go
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# What Fyne needs to build (cgo, OpenGL, X11/Wayland headers).
APP_DEPS  := gcc pkg-config libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev
# What the end-to-end checks need: a virtual X server, key presses, screenshots,
# tmux for the terminal mode, Chromium for the web build, npm for the cubing.js oracle.
TEST_DEPS := xvfb xdotool imagemagick tmux chromium
STAMP_DIR := .cache

.PHONY: run build test vet unit e2e bench web deps test-deps package clean fuzz load

run: deps
	$(GO) run .

build: deps
	$(GO) build -o bin/cubelab .

deps: $(STAMP_DIR)/app-deps
test-deps: $(STAMP_DIR)/test-deps

# Install missing Debian packages once; the stamp files remember success.
$(STAMP_DIR)/app-deps:
	@$(GO) version >/dev/null 2>&1 || { echo "Go >= 1.26 is required: https://go.dev/dl/"; exit 1; }
	@missing=$$(for p in $(APP_DEPS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then echo "installing $$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; fi
	@mkdir -p $(STAMP_DIR) && touch $@

$(STAMP_DIR)/test-deps: $(STAMP_DIR)/app-deps
	@missing=$$(for p in $(TEST_DEPS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	command -v npm >/dev/null 2>&1 || missing="$$missing npm"; \
	if [ -n "$$missing" ]; then echo "installing $$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; fi
	@mkdir -p $(STAMP_DIR) && touch $@

# Everything CI runs: vet, unit tests (short-aware), end-to-end checks.
test: test-deps vet unit e2e

vet:
	$(GO) vet ./...

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

# HTTP load test on loopback (bounded in time); figures go into README.
load:
	CUBELAB_LOAD=1 $(GO) test -count=1 -run Load -v ./ui/web

# The same app in a browser: WebAssembly plus its page, written to wasm/.
# Serve that directory with any static file server, or run `go tool fyne serve`.
web:
	$(call fyne_package,-os web)

# A Linux desktop package (Cubelab.tar.xz: binary, icon, .desktop file) via
# the fyne tool. Android and iOS packaging need their SDKs: see README.
package: deps
	$(call fyne_package,-os linux -release)

# fyne package bumps Build in FyneApp.toml on every run; keep the committed
# file unchanged so a build leaves the tree clean.
define fyne_package
	@mkdir -p $(STAMP_DIR) && cp FyneApp.toml $(STAMP_DIR)/FyneApp.toml.keep
	$(GO) tool fyne package $(1); s=$$?; cp $(STAMP_DIR)/FyneApp.toml.keep FyneApp.toml; exit $$s
endef

clean:
	rm -rf bin $(STAMP_DIR)
