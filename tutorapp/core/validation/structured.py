"""The checks that read a claim and a passage sentence by their structure, not word by word,
run in turn after the word checks find no conflict (``ContradictionChecker._worded``): uses
paired the wrong way round (``paired``), a false "only" against the book's list
(``only_listed``), a thing joined the other way (``connected``), another panel's words
(``panels``), a thing counted with another number (``counted``) and an "always" against a
case the book sets (``conditional``), an identity's left side written equal to something
else (``sides``), what a named graph or table shows (``shown``), a fraction of something
(``fractions``), the period an amount comes in (``periods``), what one half of a "While
A, B" sentence says, said of the other's thing (``contrasted``), a quantity in another
measure than the book's heading gives it (``measured_in``), a word given another meaning
than the book's gloss (``glossed``), roots that are not those of the factors the book
writes (``factored``), a value the book gives one aggregate said of another
(``aggregated``), what people did before a change said of after it (``then_now``), and a
figure's side or point named with another label (``relabelled``) or a thing with another
letter (``lettered``), a thing said to have begun at another time (``started``), a place
to stand said to be another (``stood``), a condition bounded by another value
(``bounded``), a value given with the other sign or in another unit (``given``), and a
label said to stand for another thing (``denoted``).
Each returns the first sentence that contradicts the claim, or None.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorapp.core.validation.aggregated import aggregate_against
from tutorapp.core.validation.bounded import bound_otherwise
from tutorapp.core.validation.conditional import always_in_a_case
from tutorapp.core.validation.connected import joined_otherwise
from tutorapp.core.validation.contrasted import contrast_crossed
from tutorapp.core.validation.counted import counted_otherwise
from tutorapp.core.validation.denoted import denoted_otherwise
from tutorapp.core.validation.factored import roots_otherwise
from tutorapp.core.validation.fractions import fraction_against
from tutorapp.core.validation.given import given_otherwise
from tutorapp.core.validation.glossed import glossed_otherwise
from tutorapp.core.validation.lettered import lettered_otherwise
from tutorapp.core.validation.measured_in import measured_otherwise
from tutorapp.core.validation.only_listed import only_listed
from tutorapp.core.validation.paired import paired_against
from tutorapp.core.validation.panels import panel_crossed
from tutorapp.core.validation.periods import period_against
from tutorapp.core.validation.relabelled import relabelled
from tutorapp.core.validation.shown import shown_otherwise
from tutorapp.core.validation.sides import side_against
from tutorapp.core.validation.started import started_otherwise
from tutorapp.core.validation.stood import stood_elsewhere
from tutorapp.core.validation.then_now import then_said_now
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement

_CHECKS = (
    paired_against,  # ("soapstone for the cement industry")
    only_listed,  # ("flour only" against "the flour and things such as sugar and oil")
    joined_otherwise,  # ("in series with" against "in parallel with")
    panel_crossed,  # ("Fig 8.10 B plots …" what the book says of Fig. 8.10 A)
    counted_otherwise,  # ("five types of arguments" against "Three types …")
    always_in_a_case,  # ("हमेशा" against "यदि …, … कर सकता है")
    side_against,  # ("(sin A + cosec A)^2 + … = 5 + …" against "… = 7 + …")
    shown_otherwise,  # ("graph 1 shows how many people work …" against "… the production …")
    fraction_against,  # ("half of the remaining air" against "1 4 of the air remaining")
    period_against,  # ("₹500 every month" against "an annual increment of ₹ 500")
    contrast_crossed,  # ("the first volume … is kept in …" against "While the first …")
    measured_otherwise,  # ("खाई गई मात्रा ग्राम में" against "खाई गई मात्रा (घरेलू माप में)")
    glossed_otherwise,  # ("gon = angles" against "‘gon’ (meaning sides)")
    roots_otherwise,  # ("(3x − 2)(2x + 1), so the roots are 3/2 and −2")
    aggregate_against,  # ("their product is 364" against "the sum of their squares is 364")
    then_said_now,  # ("once books got cheap, farmers started telling stories of witches")
    relabelled,  # ("AC almost coincides with side AB" against "… with side BC")
    lettered_otherwise,  # ("the centre of curvature is written as O" against "… by the letter C")
    started_otherwise,  # ("started printing … in the sixteenth century" against "From AD 594 …")
    stood_elsewhere,  # ("stand right next to the taj mahal" against "… at the terrace …")
    bound_otherwise,  # ("… is more than 10,000" against "… is greater than 1,000")
    given_otherwise,  # ("a lens of power -1.5 D" against "… of power +1.5 D")
    denoted_otherwise,  # ("MN … is its focal length" against "MN represents the aperture")
)


def structure_against(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """The first of these checks' contradictions of ``claim`` by ``units``, or None."""
    for check in _CHECKS:
        found = check(claim, units)
        if found is not None:
            return found
    return None
