"""PyInstaller hook for llama-cpp-python 0.3.

The bindings load ``libllama`` with ctypes from ``llama_cpp/lib``, which import analysis
cannot see. Collect the libraries they load (llama and the ggml libraries it links to) into
that same folder, where their ``$ORIGIN`` run path finds each other. The multimodal library
(mtmd/llava) is never loaded by TutorApp and stays out, as do the duplicate versioned names.

``build.py`` puts a second build, whose CPU backend needs only SSE4.2, into the build
environment's ``llama_cpp/lib-compat``; it is collected the same way (inside site-packages,
so PyInstaller keeps the folder instead of moving its dependencies to the top folder). No
links to either folder's libraries are made in the bundle's top folder (``sys._MEIPASS``, on
the library path): both hold libraries of the same names, and the runtime hook chooses
between the folders by what the CPU can run.
"""

import re
import sys
from pathlib import Path

from PyInstaller.utils.hooks import get_package_paths

_, _package = get_package_paths("llama_cpp")
_lib = Path(_package) / "lib"

if sys.platform.startswith("linux"):
    # libllama.so is what Python opens; the ggml libraries are linked by their soname (.so.0).
    _WANTED = re.compile(r"libllama\.so|libggml[-a-z]*\.so\.\d+")
elif sys.platform == "darwin":
    _WANTED = re.compile(r"lib(llama|ggml[-a-z]*)(\.\d+)*\.(dylib|so)")
else:
    _WANTED = re.compile(r"(lib)?(llama|ggml[-a-z]*)\.dll", re.IGNORECASE)

binaries = [
    (str(path), f"llama_cpp/{folder.name}")
    for folder in (_lib, _lib.with_name("lib-compat"))
    if folder.is_dir()
    for path in sorted(folder.iterdir())
    if path.is_file() and _WANTED.fullmatch(path.name)
]
if not any("llama" in Path(name).name for name, _ in binaries):
    raise SystemExit(f"hook-llama_cpp: no llama library found in {_lib}")

excludedimports = ["llama_cpp.server"]
# Matched against each library's source path, from the right (pathlib.PurePath.match).
bindepend_symlink_suppression = ["llama_cpp/lib/*", "llama_cpp/lib-compat/*"]
