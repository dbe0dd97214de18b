"""A claim that reports a belief does not state what was believed.

"Why did people who thought resources were free gifts of nature use them so
indiscriminately?" takes for granted that people *thought* so, not that resources *are* free
gifts; the book's "Do you think that resources are free gifts of nature …? They are not." says
nothing against it. ``believed_only`` finds such a verdict: every conflict falls inside the
reported belief, and the passage reports no belief of its own.
"""

from __future__ import annotations

import re

from tutorapp.core.validation.verdicts import Judgement

# "people who thought …", "those who believed that …", "they once assumed …"
# (not "thought of" / "thought about": thinking of something is no belief)
_BELIEF = re.compile(
    r"\b(?:who|people|they|many|some|everyone|europeans|scholars)\s+(?:\w+ly\s+|once\s+)?"
    r"(?:thought|believed|assumed|imagined|supposed)\b(?!\s+(?:of|about)\b)(?:\s+that\b)?(.*)$",
    re.IGNORECASE,
)
# a passage that reports a belief itself is weighed as the belief it reports
_REPORTS = frozenset({"think", "believ", "assum", "imagin", "suppos"})


def believed_only(claim: str, judged: Judgement) -> bool:
    """True when ``judged`` contradicts only what ``claim`` reports someone believed."""
    match = _BELIEF.search(claim)
    evidence = judged.evidence
    if match is None or not judged.contradicted or evidence is None:
        return False
    if {t.stem for t in evidence.unit.terms} & _REPORTS:
        return False
    believed = match.group(1).lower()
    # (a denial the claim lacks has no word of its own: it denies what was believed)
    return all(c.claim == "" or c.claim.lower() in believed for c in evidence.conflicts)
