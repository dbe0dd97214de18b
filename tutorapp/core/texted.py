"""A question as a student texts it, written out for reading its premise: "coz" (and "cos
they") as "because", "frnd" as "friend", "whats" as "what is", a Hinglish ", toh why" or ", toh …
kyun" as ", so why", a texted "y" as "why", "isn’t" as "isn't"; a remark after the question
dropped ("…? thats what our tuition sir said"); and "…?? pls check" read as the "…, right?" it
means.
"""

from __future__ import annotations

import re

# words as students text them ("coz", "frnd", "whats")
_TEXTED = (
    (re.compile(r"\b(?:coz|cuz|bcoz|bcz|becoz|bcause|b'?cause)\b", re.I), "because"),
    # ("is it cos they magnify": not the cosine of an angle)
    (re.compile(r"\bcos(?=\s+(?:they|it|he|she|we|you|i|there|of|the)\b)", re.I), "because"),
    (re.compile(r"\bfrnd\b", re.I), "friend"),
    (re.compile(r"\b(?:whats|wats|what's)\b", re.I), "what is"),
    # Hinglish "…, toh why does …": "so"
    (
        re.compile(r"(?<=,)\s*(?:toh|toh\s+phir|to\s+phir)\s+(?=(?:why|how|what|which)\b)", re.I),
        " so ",
    ),
    # "…, toh wahan … ki zaroorat kyun hai": the Hinglish "why" comes last
    (re.compile(r",\s*(?:toh|to)\s+(?=[^?,]*\b(?:kyun|kyu|kyon)\b)", re.I), ", so why "),
)
_APOSTROPHE = re.compile(r"(?<=\w)’(?=\w)")
# "…? thats what our tuition sir said": a remark after the question, no part of it
_REMARK_AFTER = re.compile(r"(?<=\?)\s*(?:that'?s|this\s+is|dats)\s+what\s+[^?]*$", re.I)
# "… sum of first 24 terms = 624?? pls check": a statement given to be checked, as "…, right?"
_TO_CHECK = re.compile(r"[?.!\s]*\b(?:pls|plz|please)\s+(?:check|confirm|verify)\b[^?]*\??$", re.I)
# "y is a convex lens …", "… lower than where they really are. y does this happen?": a
# texted "why" (opening the question or a sentence of it)
_TEXTED_WHY = re.compile(
    r"(?:(?<=[.?!] )(?:y|wy|whyy)\s+(?=(?:do|does|did)\s|(?:is|are|was|were)\s+(?:this|that|it|"
    r"they|there)\b)|^(?:y|wy|whyy)\s+)"
    r"(?=(?:is|are|was|were|do|does|did|can|cant|don'?t|"
    r"doesn'?t|isn'?t|aren'?t)\b)",
    re.I,
)


def written_out(question: str) -> str:
    """``question`` with its texted words written out (module docstring), on one line."""
    # ("isn’t it", "doesn’t …": an apostrophe as phones and word processors write it)
    text = _APOSTROPHE.sub("'", " ".join(question.strip().split()))
    text = _TEXTED_WHY.sub("why ", text)
    for texted, word in _TEXTED:
        text = texted.sub(word, text)
    return _TO_CHECK.sub(", right?", _REMARK_AFTER.sub("", text))
