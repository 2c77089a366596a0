# pbxlint — see README.md. Targets: build, test, run, bench, install, uninstall.
SWIFT ?= swift
# Release builds on Linux link the Swift runtime and Foundation statically: process start-up is most of what a
# pre-commit hook waits for on a small project (4 ms instead of 12 ms here).
RELEASE_FLAGS ?= -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
ARGS ?= TestProjects/Clean/Clean.xcodeproj

.PHONY: build release test run bench docs fuzz install uninstall clean

build:
	$(SWIFT) build

release:
	$(SWIFT) build $(RELEASE_FLAGS)

test:
	$(SWIFT) test

run: build
	$(SWIFT) run pbxlint $(ARGS)

docs:
	PBXLINT_UPDATE_DOCS=1 $(SWIFT) test --filter RuleDocumentationTests

fuzz:
	Fuzz/run.sh

bench:
	bench/run.sh

MANDIR = $(PREFIX)/share/man/man1

install: release
	install -d "$(BINDIR)" "$(MANDIR)"
	install -m 0755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/pbxlint" "$(BINDIR)/pbxlint"
	strip "$(BINDIR)/pbxlint" 2>/dev/null || true
	scripts/help-to-man.sh "$(BINDIR)/pbxlint" > "$(MANDIR)/pbxlint.1"

uninstall:
	rm -f "$(BINDIR)/pbxlint" "$(MANDIR)/pbxlint.1"

clean:
	rm -rf .build
