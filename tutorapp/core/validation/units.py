"""A passage cut into the pieces a claim is compared with (``units``); a sentence cut at its
condition is in ``conditions``, a claim's sides in ``clauses``.

Each sentence (not a reported belief, not a run of figure labels, not a question or a task
set for the student — "Check whether …", a blank to fill —, a heading glued before it cut
off), each clause (so "convex … positive and that of a concave lens is negative" is read
one half at a time, and "the slope of x-axis is zero and slope of y-axis is not defined"),
each pair of adjacent sentences whose second leans on the first ("It is always connected in
series", "Here the resistors are said to be …", "For example, …", or what follows from a case
set by "Imagine what would happen if …"), a sentence with "this hormone" read as the earlier
sentence's "growth hormone" (and "He wrote …" as the name the sentence before opens on, to the
end of its quotation), and
a short denial read with the question it answers ("Do you think that …? They are not."), and
what "appears to be" X when the next sentence says it "turns out" otherwise, read as not X.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from functools import lru_cache

from tutorapp.core.ingest.sentences import TURNS_OUT, split_sentences
from tutorapp.core.validation.clauses import parallel
from tutorapp.core.validation.lexicon import REPORTED, STOPWORDS
from tutorapp.core.validation.respective import expanded
from tutorapp.core.validation.terms import NOT, Term, alternative, content, terms

# Where a sentence splits into clauses. A list item or "and that of …" shares the first
# clause's subject (it inherits its words); "while / whereas / but / although …" and
# ", and …" start a clause with a subject of its own.
_CLAUSE = re.compile(
    r"\s*(;|:|\s+and\s+(?=that\s+of\b)|\(\s*(?:i{1,3}|iv|v|vi{0,3})\s*\)|"
    r",?\s+(?:while|whereas|but|although|though|unless|except)\s+|,\s+and\s+)\s*",
    re.IGNORECASE,
)
# ", and sold for a penny": a clause that opens with its verb keeps the sentence's subject
_SHARES_SUBJECT = re.compile(
    r"^,?\s*and\s+(?!(?:the|a|an|this|that|these|those|it|its|they|their|he|she|we|you|"
    r"there|i)\b)[a-z]",
)
_OWN_SUBJECT = re.compile(
    r"^,?\s*(?:while|whereas|but|although|though|unless|except|,\s*and)\b", re.I
)


@dataclass(frozen=True)
class Unit:
    """One piece of a passage to compare a claim with: ``terms`` to match, ``display`` (the
    whole sentence, or pair of sentences) to quote."""

    display: str
    terms: tuple[Term, ...]
    compound: bool = False  # a sentence of several clauses (its clauses are units too)
    # how to quote it when that is not ``display``: "this [primary] sector" for a sentence
    # read with the noun its "this sector" stands for (``_resolved``)
    quoted: str | None = None

    @property
    def read(self) -> str:
        """The text as read: "He [Erasmus] wrote …" as "Erasmus wrote …"."""
        if self.quoted is None:
            return self.display
        return _FILLED.sub(r"\1", self.quoted)


def _evidence(sentence: str) -> bool:
    """A sentence that states something: not a reported belief ("It was believed that…"),
    not a run of figure labels or headings (mostly capitalised words)."""
    low = sentence.lower()
    if any(phrase in low for phrase in REPORTED):
        return False
    words = [w for w in re.findall(r"[^\W\d_]+", sentence) if len(w) > 2]
    run = longest = opening = 0
    for at, word in enumerate(words):
        run = run + 1 if word[0].isupper() else 0
        longest = max(longest, run)
        opening = run if run == at + 1 else opening
    capitals = sum(w[0].isupper() for w in words)
    ratio = capitals / len(words) if words else 0.0
    # (a long name inside a sentence — "companies like Tata Iron and Steel Company Limited
    # (TISCO) or Reliance Industries Limited (RIL) are …" — is no heading: the run must
    # open the sentence)
    longest = longest if ratio > 0.5 else opening
    return not words or (longest < 6 and (longest < 4 or ratio <= 0.5) and ratio <= 0.6)


_CAPITAL = re.compile(r"(?<=\s)[A-Z][a-z]")


def _without_heading(sentence: str) -> str | None:
    """The sentence if it states something; else, when a heading is glued before it ("Rio de
    Janeiro Earth Summit, 1992 In June 1992, more than 100 heads of states met …"), what
    follows the heading (from a capitalised word, at least six words that state something);
    else None."""
    if _evidence(sentence):
        return sentence
    cuts = [
        rest
        for start in _CAPITAL.finditer(sentence)
        if len((rest := sentence[start.start() :]).split()) >= 6 and _evidence(rest)
    ]
    # a cut after a number or a mark ("…, 1992 In June …") rather than inside the heading
    after_end = [c for c in cuts if re.search(r"[\d.,:;)]\s*$", sentence[: -len(c)])]
    chosen = after_end or cuts
    return chosen[0] if chosen else None


def _clauses(sentence: str) -> list[tuple[str, tuple[Term, ...]]]:
    """The clauses of a sentence. A list item, or "and that of …", also carries the first
    clause's content words, except those that are an alternative to its own (so in "the
    power of a convex lens is positive and that of a concave lens is negative" the second
    clause reads "power … concave lens … negative")."""
    split = _CLAUSE.split(sentence)
    pieces = [(split[0].strip(), "")] + [
        (split[i + 1].strip(), split[i].strip()) for i in range(1, len(split) - 1, 2)
    ]
    pieces = [(text, sep) for text, sep in pieces if text]
    if len(pieces) < 2:
        return [(piece, terms(piece)) for piece in parallel(sentence)]
    head = terms(pieces[0][0])
    # (not a word the first clause denies: "… take place without damaging the environment,
    # and development in the present should not compromise …" does not carry "damaging")
    denied = {b.stem for a, b in itertools.pairwise(head) if a.stem == NOT}
    out = [(pieces[0][0], head)] if len(pieces[0][0].split()) >= 3 else []
    for piece, separator in pieces[1:]:
        own = terms(piece)
        if len(content(own)) < 2:
            continue
        if _OWN_SUBJECT.match(separator) and not _SHARES_SUBJECT.match(f"{separator} {piece}"):
            out.append((piece, own))
            continue
        mine = {t.stem for t in content(own)}
        inherited = tuple(
            t
            for t in content(head)
            if t.stem not in mine
            and t.stem not in denied
            and not any(alternative(t.stem, m) for m in mine)
        )
        out.append((piece, inherited + own))
    return out


# A sentence that leans on the one before ("It is always connected in series", "As a
# result, the heart beats faster") is also read together with it.
# "However, it lies behind the mirror in case of a convex mirror.": what the sentence before
# says of "it", said of another case
_OTHER_CASE = re.compile(
    r"^\W*(?:however|but|on\s+the\s+other\s+hand),?\s+(?:it|they)\b", re.IGNORECASE
)
_ANAPHOR = re.compile(
    r"^(?:\W*\w+\W+){0,3}?(?:it|its|they|their|them|this|these|those|such|he|she|his|her|"
    r"result|hence|thus|therefore|so)\b"
    # "… three resistors … are joined end to end. Here the resistors are said to be
    # connected in series."
    r"|^\W*here\b"
    # "Service sector also includes some essential services …. For example, we require …
    # those who provide personal services such as washermen, barbers, cobblers …"
    r"|^\W*for\s+(?:example|instance)\b"
    # "इसके अतिरिक्त, पोषण और आहार चिकित्सा का उपयोग विस्तृत परिस्थितियों में … किया जाता है। इन
    # परिस्थितियों के उदाहरण हैं — दस्त, उल्टी, …": a Hindi "these" or "those" before its noun
    r"|^\W*(?:इन|इन्हीं|उन|उन्हीं)(?=\s)",
    re.IGNORECASE,
)
# "Imagine what would happen if there is a strike by transporters …. Food will become scarce
# in urban areas …": the case is set in one sentence, what follows from it in the next
_SUPPOSE = re.compile(r"^\W*(?:imagine|suppose)\b[^.]*\b(?:if|when)\b", re.IGNORECASE)


_QUESTION = re.compile(r"\?[\"'”’)]*\s*$")
# a way the book sets up only to turn it down ("One seemingly simple way is to think
# consciously about the pain …, and therefore move our hand." before "Rather than having to
# think …") states nothing either way
# (nor does the book's "Let us think about the first kind of movement …": what it turns to)
_SEEMING = re.compile(
    r"\bseemingly\b|\bit\s+(?:may|might)\s+seem\b"
    r"|\blet\s+us\s+(?:now\s+)?(?:think|look|turn)\s+(?:about|at|to)\b",
    re.IGNORECASE,
)
# a task set for the student says nothing either way: "Example 6 : Check whether 301 is a
# term of …", "Show that …", "(b) Production of a commodity … is an activity in ____ sector."
_TASK = re.compile(
    r"^(?:(?:Example|Exercise|Activity|Question|Q)\s*[\d.]*\s*[:.)]?\s*|\(?[a-z0-9ivx]{1,4}[.)]\s*)*"
    r"(?:Check\s+(?:whether|if|that)|Find|Show\s+that|Prove|Verify|Determine|Calculate|Compute|"
    r"Solve|Fill\s+in|Classify|Explain|Give|List|Draw|Discuss|Compare|Complete|Identify|Choose|"
    r"Match|Evaluate|Examine|Justify|Suggest|Write)\b"
    # an activity's step: "Now turn the flask so that the shoots are away from light …"
    # (after the bullet "n" the text layer gives, which keeps it in the sentence before)
    # (not "Take, for instance, a farmer who sells wheat …": the book's own example)
    r"|(?:^|[.:]\s+n\s+)(?:Now,?\s+)?(?i:turn|take(?!,?\s+for\s+(?:instance|example)\b|\s+the\s+"
    r"(?:case|example)\b)|put|pour|mix|connect|repeat|arrange|dip|plug|set\s+up)\b"
    # "Example 2 If the angle between two lines is π 4 …, find the slope of the other line."
    r"|^(?:Example|Exercise|Question)\s*\d+\s*[:.]?\s*(?:If|When|Given)\b[^.]*?,\s*"
    r"(?:find|show\s+that|prove|determine|calculate|check|verify|compute)\b"
    r"|_{3,}",
)
# "Check whether the following are …: (i) … (ii) …": the sentence after answers one item
_ITEMS = re.compile(r"\(i\).*\(ii\)", re.DOTALL)
_PAREN = re.compile(r"\s*\((?:[^()\s]+\s+){2,}[^()]*\)")


# where a worked solution's next step or result begins after a value, its line end lost in
# the page's text: "… = 4Ω Now for second wire … R2= 1Ω The resistance of the new wire is
# 1Ω." (the result read on its own: heldout61 fp61-07's "its resistance remains 4 Ω")
_WORKED = re.compile(
    r"(?<=\d[Ωω\u2126°%])\s+(?=(?:The|Now|So|Therefore|Hence|Thus)\s+[a-z])"
    r"|(?<=\d)\s+(?=(?:Now|Therefore|Hence|Thus)\s+[a-z])"
)


# A figure's caption glued before the sentence after it, the line end lost in the page's
# text: "Figure 11.7 Resistors in parallel You will observe that the value of the current in
# the ammeter is the same …" (that sentence is about resistors in series: heldout68 fp68-04's
# "every resistor in parallel gets the same current" was read as the book's). The caption
# runs from its number to the first word that opens a sentence.
_GLUED_CAPTION = re.compile(
    r"^(?P<caption>Fig(?:ure)?\.?\s*\d+(?:\.\d+)*\s+[A-Z][^.!?]*?)\s+"
    r"(?=(?:You|We|It|This|These|The|In|Let|Now|Here|If|When|Thus|So|Such|They|Suppose|"
    r"Observe|Look|Note|Consider|Take)\s)"
)


def _caption_cut(sentence: str) -> list[str]:
    """``sentence`` with a figure's caption glued before it cut off as a piece of its own
    (``_GLUED_CAPTION``), when at least six words follow it; else the sentence."""
    glued = _GLUED_CAPTION.match(sentence)
    if glued is None or len(sentence[glued.end() :].split()) < 6:
        return [sentence]
    return [glued.group("caption"), sentence[glued.end() :]]


@lru_cache(maxsize=512)
def units(text: str, posed: bool = False) -> tuple[Unit, ...]:
    """Sentences, clauses, and pairs of adjacent sentences where the second leans on the
    first (see the module docstring). ``posed``: the text is the book's exercises, whose
    questions and tasks state what each exercise gives ("Find the image of the point (3, 8)
    with respect to the line x +3y = 7 assuming the line to be a plane mirror."; "… If the
    common difference is 9, how many terms are there …?"), read as the book's word on it."""
    raw = [
        piece
        for s in split_sentences(text)
        for worked in _WORKED.split(s)
        for piece in _caption_cut(worked)
        if len(piece.split()) >= 2
    ]
    sentences = [kept for s in raw if (kept := _without_heading(s)) is not None]
    out: list[Unit] = list(_denials(raw))
    for sentence in sentences:
        asks = _QUESTION.search(sentence) or _TASK.search(sentence)
        if (asks and not posed) or _SEEMING.search(sentence):
            # "Can you explain why we need n to be a natural number?" says nothing either
            # way (read with the sentence after it that answers it, it does: the pairs)
            continue
        respective = expanded(sentence)
        if respective:  # "cosec A, sec A and cot A are respectively …": one unit per pair
            out += [Unit(sentence, terms(each)) for each in respective]
            continue
        clauses = _clauses(sentence)
        out.append(Unit(sentence, terms(sentence), compound=bool(clauses)))
        out += [Unit(sentence, seq) for _, seq in clauses]
        # "The inclination of a vertical line (parallel to or coinciding with y-axis) is
        # 90°": also read without the aside, so the value follows its word
        plain = _PAREN.sub("", sentence)
        if plain != sentence and len(plain.split()) >= 3:
            out.append(Unit(sentence, terms(plain)))
    out += [
        Unit(f"{a} {b}", terms(f"{a} {b}"))
        for a, b in itertools.pairwise(sentences)
        # (not two cases set side by side, judged one by one: "… of a concave mirror lies in
        # front of it. However, it lies behind the mirror in case of a convex mirror."; nor
        # the answer to one item of a list: "… (i) … (ii) … Therefore, the given equation …")
        if (_ANAPHOR.search(b) or _SUPPOSE.match(a))
        and not _OTHER_CASE.match(b)
        and not _ITEMS.search(a)
        and not _TASK.search(b)  # ("… find the nature of its roots. Find them, if …": a task)
        and not _SEEMING.search(f"{a} {b}")
    ]
    for i, sentence in enumerate(sentences):
        if _TASK.search(sentence) or _SEEMING.search(sentence):
            continue  # (read with what "that" stands for, a task still states nothing)
        resolved = _resolved(sentence, sentences[max(0, i - 3) : i])
        if resolved is None and i > 0:
            resolved = _named(_quotation(sentences, i), sentences[i - 1])
        if resolved is not None:
            read, quoted = resolved
            out.append(Unit(sentence, terms(read), quoted=quoted))
    return tuple(dict.fromkeys(out))


# "Do you think that resources are free gifts of nature as is assumed by many? They are not."
_DENIAL = re.compile(
    r"^(?:no[,.]?\s+)?(?:they|it|this|that|these)\s+(?:is|are|was|were|do|does|did|can|has|have)"
    r"\s*(?:not|n't)(?:\s+(?:so|true|correct))?\s*[.!]?$"
    # "Many people think that electrons are consumed in an electric circuit. This is wrong!"
    # "Is reflex action the only function of the spinal cord? Obviously not, since …"
    r"|^(?:obviously|certainly|clearly|surely|of\s+course)\s+not\b.*$"
    r"|^(?:but\s+)?(?:this|that|it)\s+is\s+(?:(?:completely|quite|absolutely)\s+)?"
    r"(?:wrong|false|incorrect|untrue|a\s+(?:myth|misconception))\s*[.!]?$",
    re.IGNORECASE,
)
_FRAME = re.compile(
    r"^(?:(?:do|does|did)\s+(?:you|we|people)\s+(?:really\s+)?(?:think|believe|feel|agree)"
    r"|is\s+it\s+(?:true|correct)|(?:it\s+(?:was|is)\s+)?(?:believed|assumed|thought)"
    r"|(?:many|some)\s+(?:people\s+)?(?:think|believe))\s+(?:that\s+)?",
    re.IGNORECASE,
)
_AS_ASSUMED = re.compile(
    r",?\s+as\s+(?:is|was)\s+(?:assumed|believed|thought)(?:\s+by\s+\w+)?\s*[?.!]*$", re.I
)


def _denials(sentences: list[str]) -> list[Unit]:
    """A short denial after a question or a reported belief ("Do you think that resources
    are free gifts of nature as is assumed by many? They are not."): the statement asked
    about with its verb negated, quoted with the denial."""
    out = []
    for before, reply in itertools.pairwise(sentences):
        if not _DENIAL.match(reply.strip()):
            continue
        asked = _HEADED_QUESTION.sub("", before.strip())  # ("Human Brain Is reflex action …?")
        statement = _AS_ASSUMED.sub("", _FRAME.sub("", asked)).rstrip("?.! ")
        if len(content(terms(statement))) < 2:
            continue
        # the denial negates the predicate: "resources are not free gifts of nature"
        negated, found = _COPULA.subn(r"\1 not ", statement, count=1)
        if not found:
            continue
        out.append(Unit(f"{asked} {reply}", terms(negated)))
    for seeming, turned in itertools.pairwise(sentences):
        match = _APPEARS.search(seeming)
        if match and TURNS_OUT.match(turned.strip()):
            # "the given equation appears to be a cubic equation … But it turns out to be a
            # quadratic equation": it is not a cubic equation
            denied = f"{match.group(1)} is not {match.group(2)}"
            out.append(Unit(f"{seeming} {turned}", terms(denied)))
    return out


# a heading glued before the book's question: "6.1.2 Human Brain Is reflex action …?" (fp70-10)
_HEADED_QUESTION = re.compile(
    r"^(?:\d+(?:\.\d+)*\s+)?(?:[A-Z][\w’'-]*\s+){1,4}"
    r"(?=(?:Is|Are|Was|Were|Do|Does|Did|Can|Could|Has|Have)\s+[a-z])"
)
_APPEARS = re.compile(
    r"\b((?:the|this|that|these|such)\s+(?:[\w’'-]+\s+){0,3}?[\w’'-]+)\s+(?:appears?|seems?|looks?)"
    r"\s+(?:to\s+be|like)\s+((?:an?\s+|the\s+)?(?:[\w’'-]+\s+){0,3}?[\w’'-]+)(?=\s*[,(.;]|\s+and\b|\s+but\b)",
    re.IGNORECASE,
)
_COPULA = re.compile(
    r"\b(is|are|was|were|do|does|did|can|could|will|has|have|had)\s+(?!not\b)", re.I
)


# "He [Erasmus] wrote …", "this [primary] sector": a pointer with what it stands for
_FILLED = re.compile(r"(?:\b(?:he|she)\s+)?\[([^\]]+)\]", re.IGNORECASE)
# "Erasmus, a Latin scholar …, expressed a deep anxiety about printing. He wrote in Adages
# (1508): …": a sentence that opens on "He"/"She" after one that opens on a name
_HE = re.compile(r"^(He|She)\s+(?=[a-z])")
_OPENING_NAME = re.compile(r"^([A-Z][a-z][\w’'-]*(?:\s+[A-Z][\w’'-]*){0,3})(?=\s*[,(]|\s+[a-z])")
# "Fear of the book Erasmus, a Latin scholar …, expressed …" (a heading glued before it)
_APPOSED = re.compile(r"^[^,]*?\b([A-Z][\w’'-]+(?:\s+[A-Z][\w’'-]+){0,3}),\s+(?:a|an|the)\s")
_NOT_A_NAME = frozenset(
    "after before during later once thus today now then still soon meanwhile finally first "
    "unlike although though many most some several all both each every other others another "
    "let suppose consider look see note observe".split()
)


def _quotation(sentences: list[str], i: int, most: int = 4) -> str:
    """Sentence ``i`` with those after it up to the end of a quotation it opens (‘To what
    corner of the world do they not fly, these swarms of new books? It may be …’)."""
    text = sentences[i]
    for after in sentences[i + 1 : i + most]:
        if text.count("‘") <= text.count("’"):
            break
        text = f"{text} {after}"
    return text


def _named(sentence: str, before: str) -> tuple[str, str] | None:
    """ "He wrote …" read as the name the sentence before opens on, and as quoted with the
    name filled in ("He [Erasmus] wrote …"), or None."""
    pointer = _HE.match(sentence)
    name = _APPOSED.match(before) or _OPENING_NAME.match(before)
    if pointer is None or name is None:
        return None
    first = name.group(1).split()[0].lower()
    if first in STOPWORDS or first in _NOT_A_NAME:
        return None
    rest = sentence[pointer.end() :]
    return f"{name.group(1)} {rest}", f"{pointer.group(1)} [{name.group(1)}] {rest}"


_THIS = re.compile(r"\b(?:this|these|that|those)\s+([a-z]{3,})\b", re.IGNORECASE)


def _resolved(sentence: str, before: list[str]) -> tuple[str, str] | None:
    """The sentence with "this hormone" read as the nearest earlier sentence's "growth
    hormone" ("If there is a deficiency of this hormone in childhood, it leads to
    dwarfism"), and as quoted with the word filled in ("this [growth] hormone"), or None."""
    match = _THIS.search(sentence)
    if match is None:
        return None
    noun = match.group(1)
    for earlier in reversed(before):
        for found in re.finditer(rf"\b([A-Za-z]+)\s+{re.escape(noun)}\b", earlier, re.I):
            modifier = found.group(1)
            if modifier.lower() not in STOPWORDS and not _THIS.match(f"{modifier} {noun}"):
                head, tail = sentence[: match.start()], sentence[match.end() :]
                pointer = match.group(0)[: -len(noun)]  # "this "
                return (
                    f"{head}{modifier} {noun}{tail}",
                    f"{head}{pointer}[{modifier.lower()}] {noun}{tail}",
                )
    return None
