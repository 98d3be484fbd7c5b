; The Debian package, installed and used: scripts/package makes the .deb of
; this build's plugin, dpkg installs it into a fresh root (its own database,
; no root rights; docs/guides/install.md, "Packages"), and a CMake project finds it there
; and runs opt with it on a bundled example.
; REQUIRES: llvm22 # one package is enough, and the suite builds LLVM 22's plugin anyway
; RUN: rm -rf %t && mkdir -p %t/root/var/lib/dpkg/info %t/root/var/lib/dpkg/updates
; RUN: %S/../../scripts/package --prebuilt %plugin --majors 22 --out %t/out 2>&1 | FileCheck %s --check-prefix=PACKAGE
; RUN: dpkg-deb --field %t/out/spirv-props-llvm22_*.deb Package Depends Recommends | FileCheck %s --check-prefix=FIELDS
; The fresh root's database holds the packages the .deb depends on, as this
; machine has them, so that dpkg checks the Depends line against them.
; RUN: dpkg-deb --field %t/out/spirv-props-llvm22_*.deb Depends | tr ',' '\n' | sed 's/ *(.*//' \
; RUN:   | xargs dpkg-query --status > %t/root/var/lib/dpkg/status
; RUN: dpkg-query --admindir=%t/root/var/lib/dpkg --show --showformat='${binary:Package}\n' \
; RUN:   | xargs -I{} touch %t/root/var/lib/dpkg/info/{}.list
; Not root: dpkg would refuse a PATH without sbin (no ldconfig,
; start-stop-daemon; this package has no maintainer scripts to need them),
; and its log goes elsewhere than /var/log.
; RUN: dpkg --force-not-root --force-bad-path --root=%t/root --log=%t/dpkg.log \
; RUN:   --install %t/out/spirv-props-llvm22_*.deb 2>&1 | FileCheck %s --check-prefix=DPKG
; RUN: dpkg-query --root=%t/root --show --showformat='${Package} ${Status}\n' spirv-props-llvm22 \
; RUN:   | FileCheck %s --check-prefix=INSTALLED
; The pkg-config file (relocatable) and the lit module are in the package,
; at the package's paths.
; RUN: env PKG_CONFIG_PATH=%t/root/usr/lib/pkgconfig pkg-config --variable=plugin spirv-props-llvm22 > %t/pc.txt
; RUN: env PKG_CONFIG_PATH=%t/root/usr/lib/pkgconfig pkg-config --variable=litdir spirv-props-llvm22 >> %t/pc.txt
; RUN: env PKG_CONFIG_PATH=%t/root/usr/lib/pkgconfig pkg-config --variable=cmakedir spirv-props-llvm22 >> %t/pc.txt
; RUN: FileCheck %s --check-prefix=PC -DROOT=%t/root --input-file %t/pc.txt
; RUN: ls %t/root/usr/share/spirv-props/llvm22/lit | FileCheck %s --check-prefix=LIT
; The manual page, made from the plugin's own listing.
; RUN: env MANWIDTH=200 man -l %t/root/usr/share/man/man7/spirv-props-llvm22.7.gz | FileCheck %s --check-prefix=MAN
; RUN: cmake -S %S/Inputs/consumer -B %t/build -DCMAKE_PREFIX_PATH=%t/root/usr -DSPIRV_PROPS_LLVM_MAJOR=22 \
; RUN:   -DEXAMPLE=%S/../../examples/pass-order/globals.ll | FileCheck %s --check-prefix=CONFIGURE -DROOT=%t/root
; RUN: cmake --build %t/build | FileCheck %s --check-prefix=BUILD
; RUN: FileCheck %s < %t/build/example.ll
; A major the root has no package for: configuration names the package.
; RUN: not cmake -S %S/Inputs/consumer -B %t/build15 -DCMAKE_PREFIX_PATH=%t/root/usr -DSPIRV_PROPS_LLVM_MAJOR=15 \
; RUN:   -DEXAMPLE=%S/../../examples/pass-order/globals.ll 2>&1 | FileCheck %s --check-prefix=MISSING
; A plugin given as another LLVM's is refused, and nothing is written.
; RUN: not %S/../../scripts/package --prebuilt %plugin --majors 19 --out %t/wrong 2>&1 | FileCheck %s --check-prefix=WRONG
; RUN: ls -A %t/wrong | count 0

; PACKAGE: [package] spirv-props-llvm22_[[VERSION:[0-9.]+]]_{{[a-z0-9]+}}.deb ({{[0-9]+}} bytes; Depends: {{.*}}libllvm22
; PACKAGE: [package] spirv-props-[[VERSION]]-linux-{{.*}}.tar.gz ({{[0-9]+}} bytes; LLVM 22)
; FIELDS: Package: spirv-props-llvm22
; FIELDS: Depends: {{.*}}libllvm22{{,|$}}
; FIELDS: Recommends: llvm-22
; DPKG: Setting up spirv-props-llvm22
; DPKG-NOT: warning
; INSTALLED: spirv-props-llvm22 install ok installed
; PC: [[ROOT]]/usr/lib/pkgconfig/../../lib/spirv-props/llvm22/libspirv_props.so
; PC-NEXT: [[ROOT]]/usr/lib/pkgconfig/../../share/spirv-props/llvm22/lit
; PC-NEXT: [[ROOT]]/usr/lib/pkgconfig/../../lib/cmake/SpirvProps-llvm22
; LIT: spirv_props_lit.py
; MAN: SPIRV-PROPS-LLVM22(7)
; MAN: spirv-props-llvm22 - SYCL, HLSL and OpenCL properties to SPIR-V: an LLVM 22 pass plugin
; MAN: sycl-global-properties (module pass)
; MAN: compile-time-properties (module pass)
; MAN: device-code-split (module pass
; MAN: SPIRV_PROPS_REGISTRY
; CONFIGURE: -- SpirvProps {{[0-9]+\.[0-9]+\.[0-9]+}} in [[ROOT]]/usr/lib/cmake/SpirvProps-llvm22
; CONFIGURE: -- plugin: [[ROOT]]/usr/lib/spirv-props/llvm22/libspirv_props.so
; CONFIGURE: -- opt: /usr/lib/llvm-22/bin/opt
; BUILD: spirv-props: compile-time-properties on
; BUILD: Built target device_module
; (CMake wraps the message at word boundaries, where depends on the path.)
; MISSING: no spirv-props plugin for LLVM 15
; MISSING: {{(has: )?}}22);
; MISSING: spirv-props-llvm15
; WRONG: libspirv_props.so was built for LLVM 22 but loaded into LLVM 19

; The used global's property, lowered by the packaged plugin.
; CHECK: @used = {{.*}} !spirv.Decorations
