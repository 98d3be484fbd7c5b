#!/usr/bin/env python3
# bench/opencl_corpus.py: a corpus of real device code for scripts/pass-order:
# the OpenCL C kernels of hashcat 6.2.6 (Debian's hashcat-data package, MIT
# licensed: 1,189 kernel files, m*.cl), compiled with clang-15 for spir64 as
# the harness compiles OpenCL C (-O2 -disable-llvm-passes: no optnone, so
# the stock passes can change them; typed pointers, which llvm-spirv-15
# needs), one bitcode module per kernel file.
#
# Usage:
#   bench/opencl_corpus.py OUT                    # every kernel file
#   bench/opencl_corpus.py --every 40 OUT         # one file in 40 (30 modules)
#   bench/opencl_corpus.py --deb hashcat-data_6.2.6+ds1-1_all.deb OUT
# then, for example:
#   scripts/pass-order --opt opt-22 --jsonl OUT/runs.jsonl --summary OUT/summary.md \
#       --summary-svg OUT/summary.svg OUT/modules
#
# The package comes from `apt-get download hashcat-data` (Debian 12's
# mirror; its SHA-256 is checked) unless --deb names a copy. hashcat builds
# its kernels at run time with -D options for the device and the hash mode;
# this uses the values of a generic OpenCL device (VENDOR_ID 8 = generic,
# vector width 1, a local size of 64) and the include path hashcat gives.
# A kernel file that does not compile that way is listed in OUT/failed.txt
# with clang's first error (none of the 1,189 did, with these options).

import argparse
import concurrent.futures
import hashlib
import os
import subprocess
import sys
import tempfile

DEB = "hashcat-data_6.2.6+ds1-1_all.deb"
DEB_SHA256 = "6009500e4ce81e5ebe10f019e1b21c562cb50f7dcc268e9eba5f4ae60616409d"
CLANG = "/usr/lib/llvm-15/bin/clang"
DEFINES = ["KERNEL_STATIC", "INCLUDE_PATH=OpenCL", "XM2S(x)=#x", "M2S(x)=XM2S(x)", "VENDOR_ID=8",
           "CUDA_ARCH=0", "HAS_VPERM=0", "VECT_SIZE=1", "DGST_R0=0", "DGST_R1=1", "DGST_R2=2",
           "DGST_R3=3", "DGST_ELEM=4", "KERN_TYPE=0", "ATTACK_EXEC=11", "ATTACK_KERN=0",
           "FIXED_LOCAL_SIZE=64", "SCRYPT_N=1024", "SCRYPT_R=1", "SCRYPT_P=1", "SCRYPT_TMTO=1",
           "SCRYPT_TMP_ELEM=1"]


def fetch(deb, work):
    if deb is None:
        subprocess.run(["apt-get", "download", "hashcat-data=6.2.6+ds1-1"], cwd=work, check=True,
                       capture_output=True)
        deb = os.path.join(work, DEB)
    with open(deb, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    if digest != DEB_SHA256:
        raise SystemExit(f"opencl_corpus: {deb}: sha256 {digest}, expected {DEB_SHA256}")
    subprocess.run(["dpkg-deb", "-x", deb, os.path.join(work, "root")], check=True)
    return os.path.join(work, "root", "usr", "share", "hashcat")


def compile_one(share, src, out):
    # Typed pointers (-no-opaque-pointers): llvm-spirv-15 asserts on the
    # opaque pointers clang-15 writes by default; opt-15 reads either, and
    # newer LLVMs upgrade typed pointers as they read the bitcode.
    cmd = [CLANG, "-cc1", "-triple", "spir64-unknown-unknown", "-emit-llvm-bc", "-finclude-default-header",
           "-cl-std=CL2.0", "-O2", "-disable-llvm-passes", "-no-opaque-pointers",
           "-I", share, "-I", os.path.join(share, "OpenCL")]
    cmd += [f"-D{d}" for d in DEFINES]
    tmp = out + ".tmp"
    p = subprocess.run(cmd + [src, "-o", tmp], capture_output=True, text=True, cwd=share)
    if p.returncode != 0:
        if os.path.exists(tmp):
            os.remove(tmp)
        first = next((l for l in p.stderr.splitlines() if "error" in l), p.stderr.strip()[:200])
        return src, first
    os.replace(tmp, out)
    return src, None


def main():
    p = argparse.ArgumentParser(description="hashcat's OpenCL kernels as a pass-order corpus")
    p.add_argument("out")
    p.add_argument("--deb", help=f"a copy of {DEB}")
    p.add_argument("--every", type=int, default=1, help="take one kernel file in this many (sorted by name)")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = p.parse_args()
    os.makedirs(os.path.join(args.out, "modules"), exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        share = fetch(os.path.abspath(args.deb) if args.deb else None, work)
        kernels = sorted(f for f in os.listdir(os.path.join(share, "OpenCL"))
                         if f.startswith("m") and f.endswith(".cl"))[:: args.every]
        failed = []
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            jobs = [pool.submit(compile_one, share, os.path.join(share, "OpenCL", k),
                                os.path.join(args.out, "modules", k[:-3] + ".bc")) for k in kernels]
            for j in jobs:
                src, err = j.result()
                if err:
                    failed.append(f"{os.path.basename(src)}: {err}")
    with open(os.path.join(args.out, "failed.txt"), "w") as f:
        f.write("".join(l + "\n" for l in failed))
    print(f"opencl_corpus: {len(kernels) - len(failed)} of {len(kernels)} kernel files compiled into "
          f"{os.path.join(args.out, 'modules')}; {len(failed)} failed ({os.path.join(args.out, 'failed.txt')})",
          file=sys.stderr)


if __name__ == "__main__":
    main()
