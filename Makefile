# pbxlint — see README.md. Targets: build, test, sanitize, run, bench, docs, rule, install, uninstall.
SWIFT ?= swift
# Release builds on Linux are one static executable (see Package.swift): process start-up is most of what a
# pre-commit hook waits for on a small project, and a static binary skips the dynamic loader's symbol binding
# (`make bench` measures start-up).
# RELEASE_SCRATCH: a build folder of the release build's own (.ci/run builds it beside the debug build, which holds
# .build's lock while it compiles and tests).
RELEASE_SCRATCH ?=
RELEASE_FLAGS ?= -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,) $(if $(RELEASE_SCRATCH),--scratch-path $(RELEASE_SCRATCH),)
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
ARGS ?= TestProjects/Clean/Clean.xcodeproj

.PHONY: build release test sanitize asan tsan run bench docs rule fuzz install uninstall clean

build:
	$(SWIFT) build

release:
	$(SWIFT) build $(RELEASE_FLAGS)

test:
	$(SWIFT) test

# The whole suite under AddressSanitizer, then ThreadSanitizer, each in its own build folder (a sanitized build
# cannot share .build). The tests run the sanitized pbxlint binary too (CLITestSupport looks next to the test
# product first). LeakSanitizer is off: swift-corelibs-foundation and the test runners leak at exit, which is not
# ours to fix and would fail every run. SANITIZE_FILTER=Name runs only matching tests.
SANITIZE_FILTER ?=
sanitize: asan tsan

asan:
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan $(if $(SANITIZE_FILTER),--filter '$(SANITIZE_FILTER)')

tsan:
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan $(if $(SANITIZE_FILTER),--filter '$(SANITIZE_FILTER)')

run: build
	$(SWIFT) run pbxlint $(ARGS)

# Registers every rule file in RuleList.swift, then writes docs/rules/ and the README table from the metadata, and
# (when ../shared is present) the golden files of the corpus findings, Tests/CorpusGolden/, whose diff a reviewer reads.
docs:
	scripts/generate-rule-list.sh
	PBXLINT_UPDATE_DOCS=1 PBXLINT_UPDATE_CORPUS=1 $(SWIFT) test --filter 'RuleDocumentationTests|CorpusGoldenTests'

# A new rule file from the template: make rule NAME=DebugSettingsInRelease
rule:
	scripts/new-rule.sh "$(NAME)"

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
	rm -rf .build .build-asan .build-tsan
