"""Word lists for telling a claim from its contradiction: negators, quantifiers, opposites and
sets of mutually exclusive terms from the subjects a school textbook covers.

Data only. ``OPPOSITES`` are pairs where saying one denies the other (real / virtual, inhibits /
promotes, faster / slower). ``CONTRASTS`` are groups of terms that name *different* things of
one kind (concave / convex / plane; ammeter / voltmeter; primary / secondary / tertiary
sector): a sentence that swaps one for another says something else. A term may sit in several
groups. Words are written as they appear; ``terms.stem`` folds them the same way as text.
"""

from __future__ import annotations

NEGATORS = frozenset(
    "not no never neither none nothing nobody without lack lacks lacking nowhere".split()
    + "नहीं न मत बिना".split()
)
# "not only", "no doubt", "nothing but" do not negate; "not always" makes a claim partial.
NOT_NEGATING = (
    ("not", "only"),
    ("not", "just"),
    ("not", "merely"),
    ("no", "doubt"),
    ("nothing", "but"),
)
UNIVERSAL = frozenset(
    "always all every only must invariably exclusively entirely हमेशा सदैव सभी केवल सिर्फ़ सिर्फ".split()
)
PARTIAL = frozenset(
    "sometimes usually often generally mostly some either occasionally".split()
    + "कभी-कभी अक्सर".split()
)
DISJUNCTIONS = frozenset({"or", "या", "अथवा"})
COMPARISON = frozenset({"than", "से"})

# Words with no content of their own for comparing claims (question words, auxiliaries,
# pronouns, prepositions, filler a student adds).
STOPWORDS = frozenset(
    """a an the is are was were be been being am do does did doing done has have had having
    can could shall should will would of in on at to for by with from into onto upon about as
    and that this these those it its it's they them their there here he she his her him we us
    our you your i me my which who whom whose what when where why how so such very too also
    just then thus hence therefore however while whereas but if because since given than
    right correct true isn't aren't okay ok please tell explain describe why's what's let
    us called known say says said like example e.g i.e etc one ones thing things way
    make makes made get gets got use uses used using given take takes took
    है हैं था थे थी की का के को में से पर और भी यह वह ये वे तो ही क्यों क्या कैसे कौन कब कहाँ
    जो कि एक ना""".split()
)

# Sentences that report a belief rather than state a fact: never evidence either way.
REPORTED = (
    "it was believed",
    "it is believed",
    "was assumed",
    "is assumed",
    "as is assumed",
    "people believed",
    "people think",
    "many think",
    "a myth",
    "misconception",
    "wrongly",
)

# Two-word terms read as one ("growth hormone" is not "growth" and a hormone).
COMPOUNDS = frozenset(
    {
        ("growth", "hormone"),
        ("growth", "hormones"),
        ("potential", "difference"),
        ("spinal", "cord"),
        ("abscisic", "acid"),
        ("sex", "hormones"),
    }
)

OPPOSITES: tuple[tuple[str, str], ...] = (
    ("half", "twice"),
    ("half", "double"),
    ("along", "across"),
    ("accelerate", "decelerate"),
    ("speed", "decelerate"),
    ("idle", "working"),
    ("real", "virtual"),
    ("erect", "inverted"),
    ("upright", "inverted"),
    ("magnified", "diminished"),
    ("enlarged", "diminished"),
    ("larger", "smaller"),
    ("bigger", "smaller"),
    ("large", "small"),
    ("big", "small"),
    ("largest", "smallest"),
    ("positive", "negative"),
    ("finite", "infinite"),
    ("distinct", "equal"),
    ("equal", "unequal"),
    ("same", "different"),
    ("same", "opposite"),
    ("defined", "undefined"),
    ("increase", "decrease"),
    ("increase", "reduce"),
    ("increases", "decreases"),
    ("increases", "reduces"),
    ("increased", "decreased"),
    ("increased", "reduced"),
    ("rise", "fall"),
    ("rises", "falls"),
    ("more", "less"),
    ("more", "fewer"),
    ("greater", "less"),
    ("greater", "smaller"),
    ("greater", "lower"),
    ("higher", "lower"),
    ("high", "low"),
    ("highest", "lowest"),
    ("most", "least"),
    ("maximum", "minimum"),
    ("faster", "slower"),
    ("fast", "slow"),
    ("fastest", "slowest"),
    ("quick", "slow"),
    ("quickly", "slowly"),
    ("rapidly", "slowly"),
    ("speeds", "slows"),
    ("speed", "slow"),
    ("longer", "shorter"),
    ("longest", "shortest"),
    ("long", "short"),
    ("thicker", "thinner"),
    ("thick", "thin"),
    ("wider", "narrower"),
    ("heavier", "lighter"),
    ("stronger", "weaker"),
    ("strong", "weak"),
    ("hotter", "colder"),
    ("hot", "cold"),
    ("heats", "cools"),
    ("warmer", "cooler"),
    ("denser", "rarer"),
    ("dense", "rare"),
    ("before", "after"),
    ("earlier", "later"),
    ("early", "late"),
    ("first", "last"),
    ("first", "later"),
    ("ancient", "modern"),
    ("old", "new"),
    ("oldest", "newest"),
    ("above", "below"),
    ("up", "down"),
    ("upward", "downward"),
    ("upwards", "downwards"),
    ("towards", "away"),
    ("toward", "away"),
    ("inside", "outside"),
    ("internal", "external"),
    ("inner", "outer"),
    ("front", "behind"),
    ("in front of", "behind"),
    ("promote", "inhibit"),
    ("promotes", "inhibits"),
    ("promoting", "inhibiting"),
    ("stimulate", "inhibit"),
    ("stimulates", "inhibits"),
    ("help", "hinder"),
    ("helps", "hinders"),
    ("attract", "repel"),
    ("attracts", "repels"),
    ("absorb", "release"),
    ("absorbs", "releases"),
    ("converging", "diverging"),
    ("converge", "diverge"),
    ("voluntary", "involuntary"),
    ("conscious", "unconscious"),
    ("sensory", "motor"),
    ("good", "bad"),
    ("good", "poor"),
    ("ideal", "bad"),
    ("ideal", "unsuitable"),
    ("ideal", "poor"),
    ("suitable", "unsuitable"),
    ("useful", "useless"),
    ("fertile", "infertile"),
    ("fertile", "barren"),
    ("rich", "poor"),
    ("cheap", "expensive"),
    ("cheap", "costly"),
    ("cheaper", "costlier"),
    ("easy", "difficult"),
    ("easily", "hardly"),
    ("possible", "impossible"),
    ("true", "false"),
    ("correct", "wrong"),
    ("legal", "illegal"),
    ("allowed", "banned"),
    ("allowed", "prohibited"),
    ("permitted", "prohibited"),
    ("favour", "against"),
    ("praise", "criticism"),
    ("praised", "criticised"),
    ("praise", "criticise"),
    ("welcomed", "opposed"),
    ("welcome", "oppose"),
    ("support", "oppose"),
    ("supported", "opposed"),
    ("accept", "reject"),
    ("accepted", "rejected"),
    ("encouraged", "discouraged"),
    ("encourage", "discourage"),
    ("increasing", "decreasing"),
    ("growing", "shrinking"),
    ("swelling", "shrinking"),
    ("gain", "lose"),
    ("gains", "loses"),
    ("win", "lose"),
    ("won", "lost"),
    ("success", "failure"),
    ("succeeded", "failed"),
    ("organised", "unorganised"),
    ("organized", "unorganized"),
    ("employed", "unemployed"),
    ("literate", "illiterate"),
    ("educated", "uneducated"),
    ("skilled", "unskilled"),
    ("renewable", "nonrenewable"),
    ("biotic", "abiotic"),
    ("living", "nonliving"),
    ("living", "dead"),
    ("wet", "dry"),
    ("acidic", "alkaline"),
    ("rural", "urban"),
    ("public", "private"),
    ("direct", "indirect"),
    ("directly", "inversely"),
    ("proportional", "inversely"),
    ("open", "closed"),
    ("on", "off"),
    ("start", "stop"),
    ("starts", "stops"),
    ("begin", "end"),
    ("begins", "ends"),
    ("rarely", "often"),
    ("rarely", "commonly"),
    ("never", "always"),
    ("all", "none"),
    ("north", "south"),
    ("east", "west"),
    ("left", "right"),
    ("male", "female"),
    ("males", "females"),
    ("poor", "rich"),
    ("humus-rich", "humus-poor"),
    ("बढ़", "कम"),
    ("बढ़ती", "कम"),
    ("बढ़ता", "कम"),
    ("बढ़ाता", "घटाता"),
    ("बढ़ना", "घटना"),
    ("अधिक", "कम"),
    ("ज़्यादा", "कम"),
    ("ज्यादा", "कम"),
    ("वृद्धि", "कमी"),
    ("बढ़", "कमी"),
    ("लाभ", "हानि"),
    ("अच्छा", "बुरा"),
    ("सस्ता", "महँगा"),
)

CONTRASTS: tuple[frozenset[str], ...] = tuple(
    frozenset(group.split())
    for group in (
        # optics
        "concave convex plane",
        "mirror lens prism",
        "real virtual",
        "reflection refraction dispersion",
        "rarer denser",
        # electricity
        "series parallel",
        "ammeter voltmeter galvanometer rheostat",
        "coulomb ampere volt ohm joule watt kilowatt",
        "charge current voltage resistance resistivity power energy",
        "conductor insulator",
        "copper nichrome tungsten aluminium silver iron",
        # control and coordination
        "brain forebrain midbrain hindbrain cerebrum cerebellum medulla pons spinalcord",
        "neuron dendrite axon synapse",
        "auxin gibberellin gibberellins cytokinin cytokinins abscisicacid",
        "adrenaline thyroxin thyroxine insulin testosterone oestrogen estrogen growthhormone",
        "thyroid pancreas pituitary adrenal testes ovaries hypothalamus parathyroid thymus",
        "phototropism geotropism hydrotropism chemotropism",
        "shoot root leaf stem",
        "plants animals",
        "dwarfism goitre diabetes",
        # sequences, algebra, trigonometry, lines
        "arithmetic geometric",
        "adding multiplying subtracting dividing",
        "add multiply subtract divide",
        "sum difference product ratio",
        "sin cos tan cot sec cosec sine cosine tangent",
        "hypotenuse base perpendicular opposite adjacent",
        "parallel perpendicular",
        "xaxis yaxis",
        "horizontal vertical",
        "acute obtuse right",
        "linear quadratic cubic",
        "finite infinite",
        "greek latin arabic sanskrit hindi persian english",
        # geography and economics
        "alluvial black red laterite arid forest mountain yellow",
        "biotic abiotic",
        "renewable nonrenewable",
        "individual community national international",
        "potential developed stock reserves",
        "primary secondary tertiary",
        "agriculture industry industrial service services",
        "organised unorganised",
        "public private",
        "rural urban",
        "rabi kharif zaid",
        "cotton rice wheat tea coffee sugarcane jute",
        # history of print
        "china japan korea india italy england france germany europe",
        "bible dictionary",
        "catholic protestant",
        "portuguese dutch british french english danish",
        "hand mechanical",
    )
)
