; scripts/doc-blocks runs the documentation's runnable blocks (the lines
; after `<!-- runnable -->`) and fails on a failing one: the check that
; keeps the docs' commands running as written (scripts/test runs it on
; README.md and docs/). Not IR: one LLVM's run is enough.
; REQUIRES: llvm15 # a script test, not a plugin test
; RUN: rm -rf %t && split-file %s %t
; RUN: %S/../../scripts/doc-blocks %t/good.md | FileCheck %s --check-prefix=GOOD
; RUN: not %S/../../scripts/doc-blocks %t/good.md %t/bad.md | FileCheck %s --check-prefix=BAD
; RUN: not %S/../../scripts/doc-blocks %t/dangling.md 2>&1 | FileCheck %s --check-prefix=DANGLING
; Relative links must lead somewhere: the file, and the anchor in it.
; RUN: not %S/../../scripts/doc-blocks %t/links.md | FileCheck %s --check-prefix=LINKS

; GOOD: ok   {{.*}}good.md:4
; GOOD-NOT: shown
; GOOD: doc-blocks: 1 passed, 0 failed
; BAD: FAIL {{.*}}bad.md:4: exit 3
; BAD: doc-blocks: 1 passed, 1 failed
; DANGLING: dangling.md:1: <!-- runnable --> is not followed by a code block
; LINKS: FAIL {{.*}}links.md: broken link #nowhere: no anchor #nowhere in
; LINKS: FAIL {{.*}}links.md: broken link nofile.md: no such file
; LINKS: FAIL {{.*}}links.md: broken link good.md#elsewhere: no anchor #elsewhere in
; LINKS: doc-blocks: 0 passed, 3 failed

;--- good.md
A block that runs:

<!-- runnable -->
```sh
true
```

A block that is only shown:

```sh
echo shown; false
```
;--- bad.md
A block that fails:

<!-- runnable -->
```sh
exit 3
```
;--- dangling.md
<!-- runnable -->
no block
;--- links.md
# Links

[here](#links), [a target](#target), [nowhere](#nowhere), [no file](nofile.md),
[good](good.md), [elsewhere](good.md#elsewhere), [web](https://llvm.org).

<a name="target"></a>A target.
