"""Reading the JSON shapes we write (``ask --json``, history) back into typed values.

Every reader takes a decoded JSON object and a key, and returns the value when it has the
expected type, else a default: stored answers written by older versions still read.
"""

from __future__ import annotations

JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]
JsonObject = dict[str, JsonValue]


def get_str(raw: JsonObject, key: str, default: str = "") -> str:
    value = raw.get(key)
    return value if isinstance(value, str) else default


def get_opt_str(raw: JsonObject, key: str) -> str | None:
    value = raw.get(key)
    return value if isinstance(value, str) else None


def get_int(raw: JsonObject, key: str, default: int = 0) -> int:
    value = raw.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def get_opt_int(raw: JsonObject, key: str) -> int | None:
    value = raw.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def get_float(raw: JsonObject, key: str, default: float = 0.0) -> float:
    value = raw.get(key)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return default


def get_objects(raw: JsonObject, key: str) -> list[JsonObject]:
    value = raw.get(key)
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def get_strings(raw: JsonObject, key: str) -> tuple[str, ...]:
    value = raw.get(key)
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()


def get_object(raw: JsonObject, key: str) -> JsonObject:
    value = raw.get(key)
    return value if isinstance(value, dict) else {}
