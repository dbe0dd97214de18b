"""PyInstaller hook for PyMuPDF 1.28.

PyMuPDF's own libraries (``libmupdf``) are linked by its extension modules and found by
binary analysis. Its optional layout module (in PyMuPDF 2.x) pulls in onnxruntime; the app
never uses it, so it stays out (see FINDINGS.md).
"""

excludedimports = ["pymupdf.layout", "onnxruntime"]
