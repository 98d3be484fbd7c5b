; scripts/doc-blocks checks the documentation's code blocks: each has a
; mark on the line before it, `<!-- runnable -->` (run, must exit 0),
; `<!-- output -->` (what the runnable block before it prints, compared
; line by line, `...` standing for lines or text left out) or
; `<!-- shown: REASON -->` (not run, counted as shown); a block without a
; mark, a shown mark without a reason, an output block that does not match
; or has no runnable block before it fail. The check that keeps the docs'
; commands running as written and their outputs as printed (scripts/test
; runs it on README.md and docs/). Not IR: one LLVM's run is enough.
; REQUIRES: llvm22 # a script test, not a plugin test
; RUN: rm -rf %t && split-file %s %t
; RUN: %S/../../scripts/doc-blocks %t/good.md | FileCheck %s --check-prefix=GOOD
; RUN: not %S/../../scripts/doc-blocks %t/good.md %t/bad.md | FileCheck %s --check-prefix=BAD
; RUN: not %S/../../scripts/doc-blocks %t/dangling.md 2>&1 | FileCheck %s --check-prefix=DANGLING
; RUN: not %S/../../scripts/doc-blocks %t/unmarked.md | FileCheck %s --check-prefix=UNMARKED
; RUN: not %S/../../scripts/doc-blocks %t/mismatch.md | FileCheck %s --check-prefix=MISMATCH
; Relative links must lead somewhere: the file, and the anchor in it.
; RUN: not %S/../../scripts/doc-blocks %t/links.md | FileCheck %s --check-prefix=LINKS
; RUN: %S/../../scripts/doc-blocks --help | FileCheck %s --check-prefix=HELP

; GOOD: ok   {{.*}}good.md:4
; A shown block is listed with its reason, not run.
; GOOD-NEXT: shown {{.*}}good.md:11 (it fails on purpose)
; GOOD: ok   {{.*}}good.md:16 (
; GOOD: ok   {{.*}}good.md:24 (output of line 16)
; GOOD: ok   {{.*}}good.md:33 (output of line 16)
; GOOD: ok   {{.*}}good.md:40 (output of line 16)
; GOOD-NOT: FAIL
; GOOD: doc-blocks: 5 passed, 0 failed, 1 shown
; BAD: FAIL {{.*}}bad.md:4: exit 3
; BAD: doc-blocks: 5 passed, 1 failed, 1 shown
; DANGLING: FAIL {{.*}}dangling.md:1: <!-- runnable --> is not followed by a code block
; DANGLING: FAIL {{.*}}dangling.md:3: <!-- shown: a reason --> is not followed by a code block
; DANGLING: FAIL {{.*}}dangling.md:5: a code block that is neither runnable, output nor shown
; DANGLING: doc-blocks: 0 passed, 3 failed, 0 shown
; UNMARKED: FAIL {{.*}}unmarked.md:4: <!-- output --> with no runnable block before it
; UNMARKED: FAIL {{.*}}unmarked.md:8: a code block that is neither runnable, output nor shown
; UNMARKED: FAIL {{.*}}unmarked.md:13: <!-- shown: REASON --> without a reason
; UNMARKED: FAIL {{.*}}unmarked.md:18: <!-- shown: REASON --> without a reason
; UNMARKED: ok   {{.*}}unmarked.md:23
; UNMARKED: FAIL {{.*}}unmarked.md:28: exit 1
; UNMARKED: FAIL {{.*}}unmarked.md:32: the output of {{.*}}unmarked.md:28, which failed
; UNMARKED: doc-blocks: 1 passed, 6 failed, 0 shown
; A line the command prints that the block lacks, a line it does not
; print, text that differs: each fails, with what was expected and what
; came.
; MISMATCH:      FAIL {{.*}}mismatch.md:9: not the output of {{.*}}mismatch.md:4: expected line 2 not found where it should be: 'three'
; MISMATCH-NEXT: --- expected:
; MISMATCH-NEXT: one
; MISMATCH-NEXT: three
; MISMATCH-NEXT: --- actual:
; MISMATCH-NEXT: one
; MISMATCH-NEXT: two
; MISMATCH-NEXT: three
; MISMATCH-NEXT: ---
; MISMATCH:      FAIL {{.*}}mismatch.md:15: not the output of {{.*}}mismatch.md:4: expected line 4 not found where it should be: 'four'
; MISMATCH:      FAIL {{.*}}mismatch.md:25: not the output of {{.*}}mismatch.md:4: expected line 1 not found where it should be: 'one...!'
; MISMATCH:      FAIL {{.*}}mismatch.md:31: not the output of {{.*}}mismatch.md:4: the output goes on after the last expected line
; MISMATCH:      doc-blocks: 1 passed, 4 failed, 0 shown
; LINKS: FAIL {{.*}}links.md: broken link #nowhere: no anchor #nowhere in
; LINKS: FAIL {{.*}}links.md: broken link nofile.md: no such file
; LINKS: FAIL {{.*}}links.md: broken link good.md#elsewhere: no anchor #elsewhere in
; LINKS: doc-blocks: 0 passed, 3 failed, 0 shown
; HELP: scripts/doc-blocks: checks the documentation's code blocks and links.
; HELP: doc-blocks: N passed, M failed, K shown

;--- good.md
A block that runs:

<!-- runnable -->
```sh
true
```

A block that is only shown, with why:

<!-- shown: it fails on purpose -->
```sh
echo shown; false
```

<!-- runnable -->
```sh
printf 'one\ntwo  \n\nthree\nfour (%s s)\n' 1.5
echo "to stderr" >&2
```

What it prints (blank lines and trailing spaces do not count):

<!-- output -->
```
one
two
three
four (... s)
to stderr
```

<!-- output -->
```
one
...
to stderr
```

<!-- output -->
```
...
three
...
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
<!-- shown: a reason -->

```
a blank line between
```
;--- unmarked.md
Output of nothing:

<!-- output -->
```
x
```

```sh
echo not marked
```

<!-- shown: -->
```sh
echo no reason
```

<!-- shown:    -->
```sh
echo no reason either
```

<!-- runnable -->
    ```sh
    echo an indented block runs too
    ```

<!-- runnable -->
```sh
echo fails; exit 1
```
<!-- output -->
```
fails
```
;--- mismatch.md
Each block below differs from what the command prints:

<!-- runnable -->
```sh
printf 'one\ntwo\nthree\n'
```

<!-- output -->
```
one
three
```

<!-- output -->
```
one
two
three
four
```

A wildcard within a line does not stand for a line:

<!-- output -->
```
one...!
...
```

<!-- output -->
```
one
two
```
;--- links.md
# Links

[here](#links), [a target](#target), [nowhere](#nowhere), [no file](nofile.md),
[good](good.md), [elsewhere](good.md#elsewhere), [web](https://llvm.org).

<a name="target"></a>A target.
