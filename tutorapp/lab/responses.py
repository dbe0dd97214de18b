"""JSON responses of the lab gateway: ``{"message": …}`` errors the students' TutorApps show,
and Chroma-style errors (``{"error": NAME, "message": …}``) that Chroma's own clients raise."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from starlette.responses import JSONResponse, Response


def json_response(data: Mapping[str, Any], status: int = 200) -> Response:
    return JSONResponse(dict(data), status_code=status, headers={"Cache-Control": "no-store"})


def error_response(status: int, message: str) -> Response:
    return json_response({"error": {"message": message}, "message": message}, status)


def chroma_error(status: int, name: str, message: str) -> Response:
    return json_response({"error": name, "message": message}, status)
