"""spirv_props_lit: lit configuration for a project that tests its own
pipelines with the spirv-props plugin (installed by scripts/install or a
spirv-props-llvm<N> package).

In the project's lit.cfg.py:

    import sys
    sys.path.insert(0, LITDIR)   # pkg-config --variable=litdir spirv-props-llvm22
    import spirv_props_lit
    spirv_props_lit.configure(config, llvm_major=22)

`configure(config, llvm_major=None, plugin=None, bindir=None)` adds:
  %spirv_props_plugin   the plugin built for that LLVM (absolute path)
  %opt                  that LLVM's opt
  %FileCheck, %not, %count, %split-file   that LLVM's test tools
and puts that LLVM's bin folder first on the tests' PATH (so a plain
`FileCheck` or `llc` in a RUN line is the same LLVM's), sets feature
`spirv-props-llvm<N>`, and returns the plugin's path. The LLVM major comes
from `llvm_major`, else lit's `-D spirv_props_llvm=N`, else the one
installed plugin (an error when there are several). `plugin` and `bindir`
override what is found (a plugin in a build tree; an LLVM elsewhere).
Standard library only.
"""
import glob
import os
import shutil

__all__ = ["configure", "find_plugin"]


def _prefixes():
    """Installation prefixes this module can belong to: scripts/install puts
    it in PREFIX/share/spirv-props/lit, the packages in
    /usr/share/spirv-props/llvm<N>/lit."""
    here = os.path.dirname(os.path.abspath(__file__))
    up = [os.path.normpath(os.path.join(here, *[".."] * n)) for n in (3, 4)]
    return [p for p in up if os.path.isdir(os.path.join(p, "lib", "spirv-props"))]


def find_plugin(llvm_major=None):
    """(major, plugin path) of the installed plugin for `llvm_major` (or the
    only one installed)."""
    found = {}
    for prefix in _prefixes():
        for path in glob.glob(os.path.join(prefix, "lib", "spirv-props", "llvm*", "libspirv_props.so")):
            major = os.path.basename(os.path.dirname(path))[len("llvm"):]
            if major.isdigit():
                found.setdefault(int(major), path)
    if llvm_major is not None:
        if int(llvm_major) not in found:
            have = ", ".join(str(m) for m in sorted(found)) or "none"
            raise RuntimeError(f"spirv_props_lit: no spirv-props plugin for LLVM {llvm_major} is installed "
                               f"beside this module (installed: {have}); install spirv-props-llvm{llvm_major}")
        return int(llvm_major), found[int(llvm_major)]
    if len(found) != 1:
        have = ", ".join(str(m) for m in sorted(found)) or "none"
        raise RuntimeError(f"spirv_props_lit: give llvm_major (plugins installed for LLVM: {have})")
    return next(iter(found.items()))


def _bindir(major):
    for candidate in (f"/usr/lib/llvm-{major}/bin",):
        if os.path.isfile(os.path.join(candidate, "opt")):
            return candidate
    config_tool = shutil.which(f"llvm-config-{major}")
    if config_tool:
        import subprocess  # noqa: PLC0415 - only here
        out = subprocess.run([config_tool, "--bindir"], capture_output=True, text=True)
        if out.returncode == 0 and os.path.isfile(os.path.join(out.stdout.strip(), "opt")):
            return out.stdout.strip()
    raise RuntimeError(f"spirv_props_lit: no opt of LLVM {major} found (/usr/lib/llvm-{major}/bin, "
                       f"llvm-config-{major}); give bindir=")


def configure(config, llvm_major=None, plugin=None, bindir=None):
    """Adds the substitutions, PATH and feature above to lit's `config`;
    returns the plugin's path."""
    if llvm_major is None:
        params = getattr(getattr(config, "lit_config", None), "params", None) or {}
        llvm_major = params.get("spirv_props_llvm")
    if plugin is None:
        llvm_major, plugin = find_plugin(llvm_major)
    elif llvm_major is None:
        raise RuntimeError("spirv_props_lit: a plugin given by path needs llvm_major")
    llvm_major = int(llvm_major)
    bindir = bindir or _bindir(llvm_major)
    config.substitutions.append(("%spirv_props_plugin", plugin))
    config.substitutions.append(("%opt", os.path.join(bindir, "opt")))
    for tool in ("FileCheck", "not", "count", "split-file"):
        config.substitutions.append((f"%{tool}", os.path.join(bindir, tool)))
    path = config.environment.get("PATH", os.environ.get("PATH", ""))
    config.environment["PATH"] = os.pathsep.join([bindir, path]) if path else bindir
    config.available_features.add(f"spirv-props-llvm{llvm_major}")
    return plugin
