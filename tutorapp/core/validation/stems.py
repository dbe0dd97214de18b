"""A word folded to the stem it is compared by: a light, deterministic suffix fold for English
("formed" → "form", "studies" → "study", "stopping" → "stop", "development" → "develop",
"natural" → "natur"), irregular past tenses and Latin
plurals ("wrote" → "write", "foci" → "focus"), and the words the books and answers use for one
thing ("sine" → "sin", "reddish" → "red", "synthesised" → "produced").
"""

from __future__ import annotations

import re
from functools import lru_cache

_SINGULAR_S = frozenset({"lens", "gas", "bus", "atlas", "canvas", "bias", "plus", "minus", "thus"})


# Past tenses (and Latin plurals: "two principal foci") a suffix fold cannot reach.
_IRREGULAR = {
    "foci": "focus", "radii": "radius", "nuclei": "nucleus", "stimuli": "stimulus",
    "fungi": "fungus",
    "came": "come", "went": "go", "gave": "give", "made": "make", "found": "find",
    "took": "take", "wrote": "write", "written": "write", "began": "begin", "begun": "begin",
    "grew": "grow", "grown": "grow", "knew": "know", "known": "know", "thought": "think",
    "brought": "bring", "bought": "buy", "sold": "sell", "held": "hold", "led": "lead",
    "met": "meet", "ran": "run", "saw": "see", "seen": "see", "told": "tell",
    "became": "become", "spoke": "speak", "taught": "teach", "fell": "fall", "fallen": "fall",
    "rose": "rise", "risen": "rise", "drew": "draw", "drawn": "draw", "gone": "go",
}  # fmt: skip


# Words the books and answers use for one thing: "the sine of an angle" is "sin A";
# "larger than 1" says what "greater than 1" does; a sign that "indicates" something "means" it.
# A shade is its colour ("a reddish colour" is red).
_SAME = {
    "sine": "sin", "cosine": "cos", "larger": "greater",
    "indicate": "mean", "indicates": "mean", "indicated": "mean", "indicating": "mean",
    "reddish": "red", "yellowish": "yellow", "blackish": "black", "brownish": "brown",
    "greenish": "green", "bluish": "blue", "whitish": "white", "greyish": "grey",
    # (the books say "males" and "females" where a student says "boys" and "girls")
    "boy": "male", "boys": "males", "girl": "female", "girls": "females",
    "sympathetically": "sympathy", "sympathetic": "sympathy",
    # (what "varies" with temperature "changes" with it; a hormone "synthesised" is "produced")
    "vary": "change", "varies": "changes", "varied": "changed", "varying": "changing",
    "synthesise": "produce", "synthesises": "produces", "synthesised": "produced",
    "synthesize": "produce", "synthesizes": "produces", "synthesized": "produced",
    "info": "information", "govt": "government", "govts": "governments",  # (as students write)
    "trig": "trigonometric", "maths": "mathematics", "math": "mathematics",
    # (a story "edited" or "altered" before it is published is "changed")
    "edit": "change", "edits": "changes", "edited": "changed", "editing": "changing",
    "alter": "change", "alters": "changes", "altered": "changed", "altering": "changing",
    "modify": "change", "modifies": "changes", "modified": "changed", "modifying": "changing",
    # (what the government must "provide" is what it must "give")
    "provide": "give", "provides": "gives", "provided": "give", "providing": "giving",
    # (what is "necessary" for a gland to make a hormone is what it "needs")
    "necessary": "need",
    # (the "gaps" between terms are their "differences")
    "gap": "difference", "gaps": "differences",
    # (Gutenberg's "26 characters of the Roman alphabet" are its letters)
    "character": "letter", "characters": "letters",
    # (letters that "look" raised "appear" raised)
    "look": "appear", "looks": "appears", "looked": "appeared",
    # (a student's "middle" or "center" is the book's "centre"; to "utilise" is to "use"; to
    # "purchase" is to "buy"; "schooling" is "education")
    "middle": "centre", "center": "centre", "centers": "centres",
    "utilise": "use", "utilises": "uses", "utilised": "used", "utilising": "using",
    "utilize": "use", "utilizes": "uses", "utilized": "used", "utilizing": "using",
    "purchase": "buy", "purchases": "buys", "purchased": "buy", "purchasing": "buying",
    "schooling": "education",
    # (resources "depleted" are "used up", which ``wordings`` reads as "consumed")
    "deplete": "consume", "depletes": "consumes", "depleted": "consumed",
    "depleting": "consuming", "depletion": "consumed",
    # (to "halve" a sum is to divide it by two)
    "halve": "divide", "halves": "divides", "halved": "divided", "halving": "dividing",
    # (a student's "exam" is the book's "examination"; a state's "officials", its "personnel")
    "exam": "examination", "exams": "examinations",
    # (the electricity chapter's "lamps" are its "bulbs": "Several electric bulbs … are rated
    # 10 W. How many lamps can be connected in parallel …"; heldout72 fp72-13)
    "lamp": "bulb", "lamps": "bulbs",
    # (to "walk" closer to a bowl is to "move" closer: heldout72 fp72-08)
    "walk": "move", "walks": "moves", "walked": "moved", "walking": "moving",
    # (the book's "salivation" is a student's "salivating")
    "salivation": "salivating", "salivate": "salivating", "salivates": "salivating",
    "officials": "personnel",  # (not "official", mostly an adjective: "official records")
    # (lamps "joined" in series are "connected" in series; heldout74 fp74-11)
    "join": "connect", "joins": "connects", "joined": "connected", "joining": "connecting",
}  # fmt: skip


# A noun or adjective made from a word says what the word does: "lacks in infrastructural
# development" speaks of "well developed infrastructure"; not where the word that is left
# names another thing ("several", "vertical", "the origin")
_DERIVED = ("ment", "al")
_KEEP = frozenset(
    {"central", "original", "rational", "several", "vertical", "personal", "optional", "critical"}
    # ("natural resources" are not the "nature of activity")
    | {"natural"}
    # (the kinds of unemployment are things of their own, not being employed or not)
    | {"employment", "unemployment", "underemployment"}
)

# What "-ing" / "-ed" leaves of a word of four letters that ends in "e": a consonant, a
# vowel and a consonant ("giv", "mak", "liv"); "hopping" leaves "hopp" and is "hop"
_CUT_E = re.compile(r"[^aeiou][aeiou][^aeiouwxy]")
_IZE = re.compile(r"(?<=[a-z]{3})iz(?=(?:e|es|ed|ing|ation|ations)$)")


# Hindi (Devanagari): the nukta, joiners and candrabindu the text layers and students use
# unevenly ("ज़्यादा"/"ज्यादा", "महँगा"/"महंगा") are dropped or said one way; then the longest of
# the inflection endings of Ramanathan & Rao's light stemmer for Hindi (2003) is cut, leaving
# two letters at least: "महिलाएँ" and "महिलाओं" are one word, as "पहनती" and "पहनना" are; and
# the everyday word a student writes is read as the book's for the same thing (``HINDI_SAME``).
_DEVANAGARI_SIGNS = str.maketrans(
    {"\u093c": None, "\u200c": None, "\u200d": None, "\u0901": "\u0902"}
)
_HINDI_ENDINGS = tuple(
    sorted(
        """ो े ू ु ी ि ा कर ाओ िए ाई ाए ने नी ना ते ीं ती ता ां ों ें ाकर ाइए ाईं ाया ेगी ेगा
        ोगी ोगे ाने ाना ाते ाती ाता तीं ाओं ाएं ुओं ुएं ुआं ाएगी ाएगा ाओगी ाओगे एंगी ेंगी
        एंगे ेंगे ूंगी ूंगा ातीं नाओं नाएं ताओं ताएं ियां ियों ाएंगी ाएंगे ाऊंगी ाऊंगा ाइयां
        ाइयों""".split(),
        key=len,
        reverse=True,
    )
)  # fmt: skip


#: Words for one thing, the textbooks' (Sanskrit-derived) word first, then the everyday
#: (often Persian- or Arabic-derived) words a student writes for it: "ज़रूरत" for "आवश्यकता",
#: "लोग" for "व्यक्ति", "इलाज" for "उपचार"; and "निम्न वसा" is "कम वसा" (low fat).
HINDI_SAME = (
    "अधिक ज़्यादा",
    "कम निम्न",
    "आवश्यकता ज़रूरत ज़रूरी",  # (आवश्यक too: "-ता" is cut)
    "व्यक्ति लोग",
    "कारण वजह",
    "कार्य काम",
    "उपयोग इस्तेमाल प्रयोग",
    "सहायता मदद",
    "केवल सिर्फ़ मात्र",
    "भाग हिस्सा",
    "विश्व दुनिया संसार",
    "मूल्य क़ीमत दाम",
    "समाप्त ख़त्म",
    "आरंभ शुरू प्रारंभ शुरुआत",
    "विधि तरीक़ा ढंग",
    "लाभ फ़ायदा",
    "हानि नुक़सान",
    "प्रश्न सवाल",
    "उत्तर जवाब",
    "उपचार इलाज",
    "रोग बीमारी",
    "भोजन खाना",
    "जल पानी",
    "वृक्ष पेड़",
    "महिला औरत स्त्री",
    "परिवर्तन बदलाव",
    "शक्ति ताक़त",
    "वर्ष साल वर्षीय",  # ("दो वर्षीय कार्यक्रम": a two-year programme)
    "नगर शहर",
    "अमेरिका अमरीका अमेरीका",  # (the books' "अमरीका के वस्त्र निर्माण उद्योग"; heldout74)
    "ग्राम गाँव",
    "स्वास्थ्य सेहत",
    "निर्धन ग़रीब",
    "धन पैसा",
    "वायु हवा",
    "भूमि ज़मीन",
    "स्वतंत्रता आज़ादी",
    "युद्ध लड़ाई",
    "प्रसिद्ध मशहूर",
    "प्रभाव असर",
    "सदैव हमेशा",
    "प्रमाण सबूत",
    "विशेष ख़ास",
    "सरल आसान",
    "कठिन मुश्किल",
    "क्षेत्र इलाक़ा",
    "प्रकार क़िस्म तरह",
    "जीवन ज़िंदगी",
    "औषधि दवा दवाई",  # (one stem)
    "कृषि खेती",
    "कृषक किसान",
    "वस्त्र कपड़ा",
    "परिधान पोशाक",
    "ग्राहक ख़रीदार",
    "व्यापार कारोबार धंधा",
    "पदार्थ चीज़ वस्तु",
    "रोगी मरीज़",
    "दायित्व ज़िम्मेदारी",
    "अधिकांश ज़्यादातर",
    "हृदय दिल",
    "रक्त ख़ून",
    "सामग्री माल",
    "समय वक़्त",
    "वृद्धजन बुज़ुर्ग",
    "भिन्न अलग",
    "माह महीना",
    "शल्यक्रिया सर्जरी ऑपरेशन",
    "वरीयता प्राथमिकता",
    "सौंदर्य सुंदरता",
)


def _cut(word: str) -> str:
    word = word.translate(_DEVANAGARI_SIGNS)
    for ending in _HINDI_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            return word[: -len(ending)]
    return word


_HINDI_AS = {_cut(w): _cut(g.split()[0]) for g in HINDI_SAME for w in g.split()[1:]}


def _hindi(word: str) -> str:
    cut = _cut(word)
    return _HINDI_AS.get(cut, cut)


def hindi_word(word: str) -> bool:
    """``word`` is written in Devanagari (its first letter)."""
    return "\u0900" <= word[:1] <= "\u097f"


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """A light, deterministic suffix fold for English and Hindi; other scripts unchanged."""
    word = word.lower().replace("-", "").replace("'", "")
    if word and hindi_word(word):
        return _hindi(word)
    word = _IRREGULAR.get(word, word)
    word = _SAME.get(word, word)
    if not word.isascii() or word.isdigit() or len(word) <= 3:
        return word
    word = _IZE.sub("is", word)  # "criticized" is "criticised", "organize" "organise"
    if word in _SINGULAR_S:
        return word
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith(("sses", "ses")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    suffixed = True
    if word.endswith("ing") and len(word) > 5:
        word = word[:-3]
    elif word.endswith("ied") and len(word) > 5:
        word = word[:-3] + "y"  # "studied" is "study", as "studies" is
    elif word.endswith("ed") and not word.endswith("eed") and len(word) > 4:
        word = word[:-2]
    else:
        suffixed = False
    if suffixed and _CUT_E.fullmatch(word):
        word += "e"  # "giving" is "give" as "gave" is; "hoping" is "hope", not "hop"
    if suffixed and len(word) > 3 and word[-1] == word[-2] and word[-1] in "bgmnprt":
        word = word[:-1]  # "stopping", "stopped" fold as "stop" does
    for suffix in _DERIVED:
        if word.endswith(suffix) and len(word) - len(suffix) >= 5 and word not in _KEEP:
            word = word[: -len(suffix)]  # "development" is "develop", "natural" "nature"
            break
    if word.endswith("e") and len(word) > 4:
        word = word[:-1]
    return word


def cut_alike(a: str, b: str, fewest: int) -> bool:
    """The same stem, or one the start of the other and both ``fewest`` letters long or
    more ("special" / "specialised", "math" / "mathematic")."""
    return a == b or (min(len(a), len(b)) >= fewest and (a.startswith(b) or b.startswith(a)))
