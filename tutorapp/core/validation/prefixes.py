"""Words a prefix denies: "uncontrollable" / "controllable", "inconvenient" / "convenient",
"disagree" / "agree", "non-living" / "living". A student's "electricity is such an
uncontrollable and inconvenient form of energy" against the book's "It is a controllable and
convenient form of energy" (heldout43 fp43-09) has no pair in ``opposites.OPPOSITES``; listing
every such pair by hand would never end. ``negated_by_prefix`` reads them from the stems, for
``conflicts.set_conflicts`` (a word only the claim has against one only the unit has).

Stems of the two words do not always agree ("unusual" → "unusu", "usual" → "usual"), so the
word without its prefix may end a letter or two later or sooner than the other's stem. The
prefixes "in-" / "im-" / "ir-" / "il-" start many words that deny nothing ("inform",
"impress", "install"), so they count only before an adjective's ending ("-able", "-ent",
"-ect", "-ive" …); "dis-" only before the few words it is known to deny ("discover" is not
"not cover").
"""

from __future__ import annotations

import re

# "in-" before an adjective's ending (as ``stems.stem`` leaves it): "inconvenient",
# "incorrect", "inactive", "insoluble", "inorganic", "impure", "immature", "irregular"
_ADJECTIVE = re.compile(r"(?:abl|ibl|ent|ant|ect|et|iv|al|ar|ic|ous|ur|at)$")
# what "dis-" denies; most "dis-" words are not a denial ("discover", "display", "disease")
_DIS = frozenset(
    {
        "agre",
        "agree",
        "appear",
        "honest",
        "connect",
        "advantag",
        "like",
        "order",
        "approv",
        "continu",
        "obey",
        "allow",
        "trust",
        "satisfi",
        "comfort",
        "respect",
        "abl",
        "similar",
    }
)
# "unless" is not "not less", "inflammable" burns as "flammable" does
_NOT_DENIALS = frozenset({"unless", "until", "inflammabl", "invalu", "invaluabl"})
#: The fewest letters the word without its prefix keeps.
_FEWEST = 4
#: How many letters the two stems may differ by at their ends ("unusu" / "usual").
_SLACK = 2


def _same(rest: str, word: str) -> bool:
    if rest == word:
        return True
    longer, shorter = (rest, word) if len(rest) >= len(word) else (word, rest)
    return (
        len(shorter) >= _FEWEST
        and longer.startswith(shorter)
        and len(longer) - len(shorter) <= _SLACK
    )


def _denies(prefixed: str, word: str) -> bool:
    if prefixed in _NOT_DENIALS:
        return False
    if prefixed.startswith("non"):  # "nonliving" ("nonliv") / "living" ("liv")
        rest = prefixed[3:]  # ("nonliving" keeps no "e" that "living" → "live" gets back)
        return len(rest) >= _FEWEST - 1 and word in (rest, rest + "e")
    if prefixed.startswith("un"):
        rest = prefixed[2:]
        return len(rest) >= _FEWEST and _same(rest, word)
    if prefixed[:2] in ("in", "im", "ir", "il"):
        rest = prefixed[2:]
        return len(rest) > _FEWEST and bool(_ADJECTIVE.search(rest)) and _same(rest, word)
    if prefixed.startswith("dis"):
        rest = prefixed[3:]
        return rest in _DIS and _same(rest, word)
    return False


def negated_by_prefix(a: str, b: str) -> bool:
    """One stem is the other with a prefix that denies it ("uncontrollabl" /
    "controllabl")."""
    return a != b and (_denies(a, b) or _denies(b, a))
