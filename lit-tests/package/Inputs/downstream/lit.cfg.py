# A downstream project's lit configuration: its own tests of a pipeline
# with the installed spirv-props plugin, through spirv_props_lit (found with
# pkg-config, as a project would find it).
import os
import subprocess
import sys

import lit.formats

litdir = subprocess.run(["pkg-config", "--variable=litdir", "spirv-props-llvm22"],
                        capture_output=True, text=True, check=True).stdout.strip()
sys.path.insert(0, litdir)
import spirv_props_lit  # noqa: E402

config.name = "downstream"
config.test_format = lit.formats.ShTest(False)  # the internal shell
config.suffixes = [".ll"]
config.test_source_root = os.path.dirname(__file__)
spirv_props_lit.configure(config, llvm_major=22)
