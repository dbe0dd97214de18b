"""A claim read without the aside that restates one of its nouns.

"Light travels faster in the optically denser medium, the one with the larger refractive
index" holds the book's words about refractive index in its aside, and its comparison in the
rest: the book's "The speed of light is higher in a rarer medium than a denser medium" holds
too few of all its words to weigh against it, and most of the claim without the aside. So
the claim is also judged without its aside ("… in the optically denser medium") and, when
the aside follows its subject, with the aside as the subject ("the part that bulges outwards
acts like a concave mirror" for "The back of a shining spoon, the part that bulges outwards,
acts like a concave mirror").
"""

from __future__ import annotations

import re

# ", the one with the larger refractive index", ", the part that bulges outwards,"
_ASIDE = re.compile(
    r",\s+(?P<aside>(?:the|a|an)\s+(?:\w+\s+){1,2}?(?:that|which|who|with|where)\s+[^,;]+?)"
    r"\s*(?=,|$)",
    re.IGNORECASE,
)


def readings(claim: str) -> list[str]:
    """The claim without its aside, and with the aside as its subject when it follows the
    subject (module docstring); none when it has no aside."""
    text = claim.strip().rstrip(".?!")
    match = _ASIDE.search(text)
    if match is None:
        return []
    before, after = text[: match.start()], text[match.end() :].lstrip(", ")
    out = [f"{before} {after}".strip()]
    if after and "," not in before and len(after.split()) >= 2:
        out.append(f"{match['aside']} {after}")
    return out
