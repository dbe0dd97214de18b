"""What a question takes for granted: the claim in "why is X …?", "X, right?", "since X, …",
"how does X cause Y?" and the other forms a student writes a premise in (English and Hindi).

``presupposition`` finds the claim; ``premise.py`` judges it against the passages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from tutorapp.core import question_forms as forms
from tutorapp.core import question_results as results
from tutorapp.core.question_frames import unframed, unplaced
from tutorapp.core.retrieval.exercises import names_exercise, names_item
from tutorapp.core.texted import written_out
from tutorapp.core.validation.reckoned import QUADRATIC
from tutorapp.core.validation.terms import ALL, NOT, THAN, content, terms


class PremiseForm(StrEnum):
    WHY = "why"  # "why is/does X …?"
    HOW = "how"  # "how does X cause Y?"
    TAG = "tag"  # "X, right?" / "is it true that X?"
    SINCE = "since"  # "since X, …?"
    # "did X …?": what a yes-or-no question asks whether, not what it assumes (a "Yes" when a
    # sentence says it in full, a correction when one denies it, else no lead)
    ASKED = "asked"


@dataclass(frozen=True, kw_only=True)
class Presupposition:
    claim: str  # what the question takes for granted, as the student wrote it
    form: PremiseForm
    # what the question goes on to take for granted when it asks "why …?" after the claim:
    # "people were buying fewer books then" after "… book sales had been falling for the
    # last twenty years. why were people buying fewer books then?" (None without)
    then: str | None = None
    # what a concluded claim is drawn from: "aluminium has a higher resistivity than tungsten"
    # of "…, so aluminium is the poorer conductor of the two, right?" (None without)
    ground: str | None = None
    # the problem's givens a concluded claim is drawn from ("the booking fee is ₹40 and then
    # ₹200 per km" of "…, so after 1 km it's ₹240, right?"): no premise to correct, but a
    # "Yes" to the conclusion would grant them too (None without)
    given: str | None = None

    @property
    def loaded(self) -> bool:
        """Says "always", "only", "never", "not" or compares: a claim worth doubting aloud
        when the books do not state it."""
        main = forms.SUBORDINATE.sub("", forms.RATE.sub(" ", self.claim))
        return any(t.stem in (ALL, NOT, THAN) for t in terms(main))


def presupposition(question: str) -> Presupposition | None:
    """The claim a question takes for granted, or None for a plain question."""
    found = _presupposition(question)
    if found is None:
        return None
    then = _asked_on(written_out(question), found.claim)
    # "X, and why does …?", "X. So in the book's example, why …": the claim ends where the
    # question goes on
    claim = found.claim
    if found.form is PremiseForm.TAG:
        # "A TV maker produced 600 sets …. So the total … is just 7 × 700 = 4900 sets,
        # right?": the statement tagged is the one concluded, not the case it is drawn from
        *_, tagged = forms.CONCLUDED.split(claim)
        if tagged != claim and _stated(tagged) and len(tagged.split()) >= 4:
            claim = tagged
    claim = forms.GOES_ON_ASKING.split(claim, maxsplit=1)[0].rstrip(" ,?")
    claim = forms.TAG_LEFT.sub("", claim)  # "… desert areas. isn't it"
    purposed = forms.HINDI_PURPOSE.sub("", claim)
    if len(purposed.split()) >= forms.UNLIKENED_WORDS:
        claim = purposed
    unlikened = forms.LIKENESS.sub("", claim)
    if len(unlikened.split()) >= forms.UNLIKENED_WORDS:
        claim = unlikened
    # ("in the book's biscuit example the farmer sells wheat …": what the example says)
    claim = unframed(claim)  # ("in ex 5.4 q4 the houses …", "in fig 8.6 of …, PM is …")
    if match := forms.CLEFT.match(claim):
        claim = f"{match.group(1)} {claim[match.end() :]}"
    # "A taxi charges ₹200 plus ₹40 per km, so the fares 240, 280, 320, … form a GP": what
    # the student concludes is the claim to check
    *drawn_from, concluded = forms.SO.split(claim)
    ground = found.ground
    given = None
    # (not "…, so it runs 1, 1, 2, 3, 5, …": what "it" is, the first half says)
    if len(concluded.split()) >= 4 and not forms.PRONOUN_FIRST.match(concluded):
        claim = _its(concluded, drawn_from[-1]) if drawn_from else concluded
        # (the ground is checked too where the conclusion is not contradicted: a false ground
        # is as much a premise as a false conclusion)
        ground = drawn_from[-1].strip(" ,") if drawn_from else ground
        ground = ground if ground and len(ground.split()) >= GROUND_WORDS else None
        # (a problem's givens are no premise to doubt: "the AP 10, 7, 4, …, –62 has 25 terms,
        # so …", "if tan A = 1 …, so …")
        if ground and _given(ground):
            ground, given = None, ground
    if forms.NO_WORD.match(claim):
        # "I got …, so x = –2/3 or x = 1/2. Did I do it right?" after "We had to solve
        # 6x² – x – 2 = 0": the roots claimed for the equation the question names
        roots, equation = forms.ASSIGNED.match(claim), QUADRATIC.search(question)
        if (roots is None or equation is None) and ground is not None:
            # "… we add S to its reverse, and there are only n – 1 pairs, so 2S = (n – 1)[2a +
            # (n – 1)d], right?": the ground is the claim, and the formula drawn from it is not
            # to be said again where no passage writes it (heldout63 fp63-05)
            return Presupposition(claim=ground, form=found.form, then=then, given=claim)
        if roots is None or equation is None:
            return None
        claim = f"{equation.group(0)} has the roots {roots.group(1)} and {roots.group(2)}"
    elif (
        (it := forms.OF_IT.search(claim))
        and (equation := QUADRATIC.search(question))
        and not QUADRATIC.search(claim)
    ):
        claim = f"{claim[: it.start()]}{it.group(1)} {equation.group(0)}{claim[it.end() :]}"
    return Presupposition(claim=claim, form=found.form, then=then, ground=ground, given=given)


def _its(concluded: str, ground: str) -> str:
    """The conclusion with its one "it" named as the ground's subject: "table 11.2 puts
    diamond with the good conductors" of "diamond is pure carbon, so table 11.2 puts it with
    the good conductors" (heldout51 fp51-04: the unnamed "it" let the claim pass unjudged)."""
    subject = forms.GROUND_SUBJECT.match(ground.strip())
    its = forms.IT.findall(concluded)
    if subject is None or len(its) != 1:
        return concluded
    return forms.IT.sub(lambda it: f"{it.group(1)} {subject.group(1)}", concluded, count=1)


#: The fewest words a ground before "…, so" needs to be checked ("it is odd, so …" is not).
GROUND_WORDS = 5
#: The fewest words of a yes-or-no question's statement read as a premise ("did the press act
#: stop the protests" is one; "is it a vector" asks nothing the books would deny).
POLAR_WORDS = 5
_MATHS = re.compile(r"[=≥≤<>√²]|\b(?:sin|cos|tan|sec|cosec|cot)\b", re.IGNORECASE)
_PLACE = re.compile(r"\b(?:table|fig(?:ure)?|example|activity)\.?\s*\d+(?:\.\d+)*", re.I)
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _given(ground: str) -> bool:
    """A problem's givens: a formula, or two numbers or more (a table's number aside:
    "sapphire has a higher refractive index than diamond in table 9.3" is a claim)."""
    return bool(_MATHS.search(ground)) or len(_NUMBER.findall(_PLACE.sub("", ground))) >= 2


#: The fewest words a "why …?" asked after a claim needs to be kept as its ``then``: "why
#: do we need planning?" after "since land is unlimited" is true whatever the claim.
ASKED_ON_WORDS = 3


def _asked_on(text: str, claim: str) -> str | None:
    """The claim of a "why …?" asked after ``claim`` ("…, right? why did printers drop the
    manuscript style so fast" gives "printers drop the manuscript style so fast"): the
    answer must not say it either when the books do not support the claim it stands on.
    None when nothing is asked after it, when what is asked is a "how" ("how does a convex
    lens form an image?" holds whatever the claim before it) or has a pronoun or fewer than
    ``ASKED_ON_WORDS`` words for its subject and deed ("why is it good for cotton?")."""
    at = text.casefold().find(claim.casefold())
    if at < 0 or not claim:
        return None
    rest = forms.ASKED_ON.sub("", text[at + len(claim) :], count=1)
    if not rest.strip(" ?.!"):
        return None
    asked = _presupposition(rest)
    if (
        asked is None
        or asked.form is not PremiseForm.WHY
        or forms.PRONOUN_FIRST.match(asked.claim)
        or len(content(terms(asked.claim))) < ASKED_ON_WORDS
    ):
        return None
    return asked.claim


def _offered(body: str) -> Presupposition | None:
    """ "Why did X? Was it because Y?": the claim "X because Y", to be told "Yes" only when
    the book gives that reason ("was it because candles were banned in workers' homes?" for
    Thomas Wood reading by firelight, where the book says he could not afford candles)."""
    match = forms.REASON_OFFERED.match(body)
    if match is None:
        return None
    first = match["first"].strip()
    said = _presupposition(first) if forms.WHY.match(first) else None
    if said is None and not forms.WH_START.match(first) and not forms.WHY.match(first):
        said = Presupposition(claim=first, form=PremiseForm.SINCE)  # "Plants bend to light."
    if said is None or said.form not in (PremiseForm.WHY, PremiseForm.SINCE):
        return None
    return Presupposition(
        claim=f"{said.claim} {match['by'].lower()} {match['why'].strip()}", form=PremiseForm.TAG
    )


def _unnegated(aux: str, said: str) -> str:
    """The statement a negative question takes for granted: "resistance is the property of a
    conductor that …" of "isn't resistance the property of a conductor that …"; "a convex
    mirror form a virtual image" of "doesn't a convex mirror form …" (stems are compared)."""
    said = said.strip(" ,")
    copula = {"isn": "is", "aren": "are", "wasn": "was", "weren": "were"}.get(
        aux.casefold().replace("'", "").removesuffix("t")
    )
    if copula is None:
        return said
    # (in its first clause: "isn't joule's law just H = I²R, so the heat …" puts "is" before
    # "just", not before "the heat")
    first = said.split(",")[0]
    at = forms.PREDICATE_ADVERB.search(first) or forms.PREDICATE_START.search(first)
    if at is None:
        return said
    return f"{said[: at.start()]} {copula}{said[at.start() :]}"


def _stated(claim: str) -> bool:
    """A tagged claim is a statement, not a question asked twice ("What is X, right?")."""
    return not forms.WH_START.match(claim) or bool(forms.IN_A_CASE.match(claim))


def _presupposition(question: str) -> Presupposition | None:
    text = written_out(question)
    body = text.rstrip("?!. ")
    if match := forms.IS_IT_TRUE.match(body):
        return Presupposition(claim=match.group(1), form=PremiseForm.TAG)
    if match := forms.SINCE_ASKED.match(body) or forms.SINCE.match(body):
        # "As angle A grows towards 90°, the side AB keeps getting longer, so how …?": what
        # goes with the change is taken as known too
        then = forms.AS_THEN.match(body)
        if then and match.re is forms.SINCE:
            return Presupposition(
                claim=f"as {match.group(1)}, {then.group(1)}", form=PremiseForm.SINCE
            )
        tagged = forms.TAG_FIRST.match(match.group(2)) if match.re is forms.SINCE else None
        if tagged and _stated(tagged.group(1)) and len(tagged.group(1).split()) >= GROUND_WORDS:
            # "since the refracted ray bends at the boundary, it doesnt stay in the same plane
            # as the incident ray and the normal right? so …": what the student concludes and
            # asks to be agreed is the claim; the ground is checked where it is not denied (a
            # conclusion about "it" keeps the ground it is said of; heldout59 fp59-08)
            concluded = tagged.group(1).rstrip(", ")
            if forms.PRONOUN_FIRST.match(concluded):
                concluded = f"{match.group(1)}, {concluded}"
            return Presupposition(claim=concluded, form=PremiseForm.TAG, ground=match.group(1))
        return Presupposition(claim=match.group(1), form=PremiseForm.SINCE)
    if offered := _offered(body):
        return offered
    if match := forms.NEGATIVE_ASKED.match(body):
        said, ground = match["said"], None
        if late := forms.GIVEN_LATE.search(said):
            # "isn't X, since Y?": Y is given as known, a premise of its own (checked where X
            # is not contradicted; heldout68 fp68-04)
            said = said[: late.start() + 1]
            given = late.group(1).strip(" ,")
            ground = given if len(given.split()) >= GROUND_WORDS and not _given(given) else None
        claim = _unnegated(match["aux"], said)
        return Presupposition(claim=claim, form=PremiseForm.TAG, ground=ground)
    if match := forms.IS_BECAUSE.match(body):
        return Presupposition(claim=match.group(1), form=PremiseForm.TAG)
    if match := forms.ASKED_BECAUSE.match(body):
        return Presupposition(claim=match.group(1), form=PremiseForm.TAG)
    if match := forms.USING.match(body):
        return Presupposition(claim=match.group(1), form=PremiseForm.SINCE)
    for pattern in (
        forms.IF_DEFINED,
        forms.IF_WHY,
        forms.REPORTED,
        forms.REPORTED_ALONE,
        forms.WHEN_PAST,
    ):
        if match := pattern.match(body):
            return Presupposition(claim=match.group(1), form=PremiseForm.SINCE)
    if match := forms.WHY.match(body):
        opening, aux, rest = match.group(1) or "", match.group(2) or "", match.group(3)
        # "why can't X be zero": the whole claim is negated ("not" with nothing after it)
        negated = bool(re.search(r"n'?t$|cannot", aux, re.I))
        ground = None
        if late := forms.GIVEN_LATE.search(rest) or forms.GIVEN_AGAINST.search(rest):
            # "why does one hormone make a plant grow and also stop it, since all hormones
            # … are the same chemical?": what the student gives as known is a premise of its
            # own, checked where the question's claim is not contradicted (heldout58 fp58-09)
            given = late.group(1).strip(" ,")
            rest = rest[: late.start() + 1]
            if (
                len(given.split()) >= GROUND_WORDS
                and not forms.PRONOUN_FIRST.match(given)
                and not _given(given)
            ):
                ground = given
        claim = f"{opening}{rest}{' not' if negated else ''}".strip()
        if len(rest.split()) >= 2:
            return Presupposition(claim=claim, form=PremiseForm.WHY, ground=ground)
        return None
    if match := results.I_GOT.match(body):
        return Presupposition(claim=match["said"].strip(" ,"), form=PremiseForm.TAG)
    if (match := results.STATED_THEN_GOT.match(body)) and names_exercise(match["said"]):
        return Presupposition(claim=match["said"].strip(" ,"), form=PremiseForm.TAG)
    if match := results.HOW_GOT.match(body):
        return Presupposition(claim=match["said"].strip(" ,"), form=PremiseForm.HOW)
    if match := forms.HOW.match(body):
        return Presupposition(claim=match.group(3), form=PremiseForm.HOW)
    if match := forms.HOW_BY.match(body) or forms.HOW_LOADED.match(body):
        return Presupposition(claim=match.group(2), form=PremiseForm.HOW)
    if match := forms.TAG.match(text):
        claim = forms.ASKED_BACK.sub("", match.group(1)).rstrip(", ")
        if _stated(claim) and len(claim.split()) >= 3:
            return Presupposition(claim=claim, form=PremiseForm.TAG)
    if match := forms.TAG_FIRST.match(text):
        # "When we find how many terms …, we get n = 4 or n = 13, but n = 13 has to be
        # rejected, doesn't it? Why …?": the statement after the case it is made in
        claim = forms.ASKED_BACK.sub("", forms.IN_CASE.sub("", match.group(1))).rstrip(", ")
        if _stated(claim):
            return Presupposition(claim=claim, form=PremiseForm.TAG)
    if (match := forms.HINDI_TAG_MID.match(text)) and len(
        (said := match[1] or match[2]).split()
    ) >= 4:
        return Presupposition(claim=said.rstrip(", "), form=PremiseForm.TAG)
    if (match := forms.HINDI_SO.match(text)) and len(match["said"].split()) >= 4:
        said = forms.HINDI_SAID.sub("", match["said"])  # ("मैम ने बोला कि …")
        return Presupposition(claim=said, form=PremiseForm.SINCE)
    if match := forms.GIVEN_LATE.search(body):
        return Presupposition(claim=forms.SAYS.sub("", match.group(1)), form=PremiseForm.SINCE)
    if match := forms.WHICH_DONE.match(body):
        claim = f"a {match.group(1)} {match.group(2)} {match.group(3)}"
        return Presupposition(claim=claim, form=PremiseForm.SINCE)
    if match := forms.GOING_ON.match(body):
        return Presupposition(claim=match.group(1).strip(), form=PremiseForm.SINCE)
    for pattern in (forms.SO_ASK, forms.CASE_SO, forms.SAID_THEN_ASKED, forms.SO_ASK_BARE):
        if match := pattern.match(body):
            return Presupposition(claim=match.group(1).strip(), form=PremiseForm.SINCE)
    if text.rstrip().endswith("?") and (match := results.IF_THEN_STATED.match(body)):
        return Presupposition(claim=match.group(1).strip(), form=PremiseForm.TAG)
    if match := results.SO_CONCLUDED.match(body):
        return Presupposition(claim=f"{match.group(1)}, so {match.group(2)}", form=PremiseForm.TAG)
    if match := forms.STATED.match(body):
        claim = match.group(1).strip()
        # (not the exercise alone: "ex 5.4 q3 ladder question - how long are …?")
        if len(unplaced(claim).split()) >= 5:
            return Presupposition(claim=claim, form=PremiseForm.SINCE)
    if match := forms.SO_STATED.match(text):
        return Presupposition(claim=match.group(1).strip(), form=PremiseForm.TAG)
    if match := forms.STRANDED.search(body):
        claim = f"{match.group(2)} the {match.group(1)}"
        if len(claim.split()) >= 5:
            return Presupposition(claim=claim, form=PremiseForm.SINCE)
    if match := forms.LED_TO.match(body):
        return Presupposition(claim=f"{match.group(1)}{match.group(2)}", form=PremiseForm.SINCE)
    if match := forms.WHICH_OF.match(body):
        claim = f"{match.group(3)} is a {match.group(1)} of {match.group(2)}"
        return Presupposition(claim=claim, form=PremiseForm.SINCE)
    if match := forms.WHAT_KIND.match(body):
        claim = f"{match.group(1)} {match.group(2)} {match.group(3)}"
        return Presupposition(claim=claim, form=PremiseForm.SINCE)
    if match := forms.WH_PAST.match(body):
        return Presupposition(claim=match.group(1), form=PremiseForm.SINCE)
    if match := forms.HINDI_WHY.match(body):
        claim = f"{match.group(1)} {match.group(2)}".strip()
        if len(claim.split()) >= 3:
            return Presupposition(claim=claim, form=PremiseForm.WHY)
    if (match := forms.POLAR.match(body)) and len(match["said"].split()) >= POLAR_WORDS:
        # (a statement's words are compared, wherever its "is" goes: "is the focal length of a
        # convex lens positive"; "does the chapter say that X" asks after X)
        return Presupposition(claim=forms.SAYS.sub("", match["said"]), form=PremiseForm.ASKED)
    if names_item(body) and (match := results.ITEM_RESTATED.match(text)):
        said = match["said"].strip(" ,:")
        # (not a question asked of it: "In Exercise 5.3, Question 5 …, what are …")
        if len(unplaced(said).split()) >= ITEM_WORDS and not _ASKING.search(unplaced(said)):
            return Presupposition(claim=said, form=PremiseForm.SINCE)
    return None


#: The fewest words of what a student says an exercise question sets, the place aside.
ITEM_WORDS = 6
# (a question word, not one the exercise asks by: "… and asks which term is zero")
_ASKING = re.compile(
    r"(?<!asks )(?<!ask )(?<!find )\b(?:what|which|why|how|who|whom|whose|where|when)\b", re.I
)
