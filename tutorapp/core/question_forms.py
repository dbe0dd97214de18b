"""The patterns of the forms a student writes a premise in: "why is X …?", "X, right?",
"since X, …", "my teacher said X", "X, so what …?", Hinglish and Hindi forms, and the pieces a
claim is trimmed by. ``presupposition.py`` applies them in order.
"""

from __future__ import annotations

import re

# "went up by 25 sets every year": a rate, not a claim about all of something
RATE = re.compile(
    r"\b(?:every|each)\s+(?:year|month|week|day|hour|minute|second|time)s?\b", re.IGNORECASE
)
# "… when finding how many terms must be taken so that …": what the claim says is before
# its "when"; a "must" after it is no claim about all
SUBORDINATE = re.compile(r"(?<=\w\s)\b(?:when\s+\w+ing|so\s+that|in\s+order\s+to)\b.*$", re.I)
_AUX = (
    r"isn'?t|aren'?t|wasn'?t|weren'?t|don'?t|doesn'?t|didn'?t|can'?t|cannot|couldn'?t|"
    r"shouldn'?t|won'?t|hasn'?t|haven'?t|"
    r"is|are|was|were|do|does|did|can|could|should|would|will|has|have|had|must"
)
# "but", "so", "in a GP," … before the question word
_LEAD = r"^(?:(?:but|so|and|then|ok|okay|sir|ma'?am|please)[\s,]+)*"
LEAD = _LEAD  # (for ``question_results``)
# "can you please …", "would you …" before "explain / tell me …"
_ASK = r"(?:(?:can|could|will|would)\s+you\s+)?(?:please\s+)?"
# "In a GP, why is …": the opening phrase is part of what is assumed
WHY = re.compile(  # (or "when adrenaline is secreted in a scary situation why does …")
    _LEAD + r"((?:[^?,]|,(?=\s*(?:[\d…]|\.\.\.))){3,80},\s*|"
    rf"(?:when|whenever|while|after|during)\s+(?!{_AUX}\b)[^?,]{{3,80}}?(?<!\band)\s+"
    r"(?=(?:why|how\s+come)\b))?"
    rf"(?:{_ASK}(?:explain|tell\s+me|say)\s+)?"
    rf"(?:why|what\s+(?:makes|made)|how\s+come),?\s+(?:exactly\s+)?(?:({_AUX})\s+)?(.+)$",
    re.I,
)
HOW = re.compile(
    _LEAD + rf"(?:{_ASK}(?:explain|tell\s+me|show\s+me)\s+how\s+(?:({_AUX})\s+)?|how\s+({_AUX})\s+)"
    r"((?!.*\bwork\b).+?\b(?:cause|causes|make|makes|lead|leads|help|helps|"
    r"form|forms|produce|produces|increase|increases|decrease|decreases|reduce|reduces|"
    r"allow|allows|"
    r"use|uses|prevent|prevents|stop|stops|turn|turns|change|changes|let|lets|enable|enables|"
    r"keep|keeps|protect|protects|give|gives|bring|brings|control|controls|regulate|"
    r"regulates|maintain|maintains|affect|affects|create|creates|raise|raises|lower|lowers|"
    r"speed|speeds|slow|slows|improve|improves|damage|damages|harm|harms|block|blocks|"
    # ("how did farming doing badly … push people into becoming craftspersons …?")
    r"push|pushes|pushed|force|forces|forced|drive|drives|drove|"
    r"influence|influences|inspire|inspires|shape|shapes|spread|spreads|"
    # ("explain how print … only divided communities …": what print did, asked of)
    r"divide|divides|divided|unite|unites|united|connect|connects|connected|"
    # ("how does a sharp shadow prove that light travels in straight lines?")
    r"prove|proves|show|shows|demonstrate|demonstrates|"
    # ("explain how the cartoons … made people support the king": what happened, asked of)
    r"made|caused|led|helped|formed|produced|increased|reduced|allowed|prevented|stopped|"
    r"turned|changed|enabled|kept|protected|gave|brought|controlled|affected|created|"
    r"raised|lowered|improved|damaged|harmed|influenced|inspired|shaped|proved|showed)\b.*)$",
    re.I,
)
# "How does the light ray in the glass slab activity … bend only once, at O …?": a "how"
# asked of a statement that says "only", "never", "always" takes the statement for granted
# (heldout67 fp67-07; not "how do I / we …": a method asked for)
HOW_LOADED = re.compile(
    _LEAD + rf"how\s+({_AUX})\s+(?!(?:i|we|you|one)\b)(.+?\b(?:only|never|always)\b.+?)\??$",
    re.I,
)
# "how do muscle cells become shorter by changing the amount of water in them?": the means
# is taken for granted (not "how do I / we find it by using …": a method asked for)
HOW_BY = re.compile(
    _LEAD + rf"how\s+({_AUX})\s+(?!(?:i|we|you|one)\b)((?!.*\bwork\b).+?\bby\s+\w+ing\b.+?)\??$",
    re.I,
)
# "…, isn't it?", after a denial "…, are they?" (heldout74); Hindi "…, सही?", "…, ठीक है?" (h70)
_NEGATED_TAGS = (
    r"(?:isn'?t|aren'?t|wasn'?t|weren'?t|don'?t|doesn'?t|didn'?t|can'?t|won'?t|hasn'?t|"
    r"haven'?t|shouldn'?t|wouldn'?t|couldn'?t|(?<=,\s)(?:is|are|was|were|does|do|can))\s+"
    r"(?:it|they|he|she|we|that|there)"
)
TAG = re.compile(
    rf"^(.+?)[\s,]+(?:right|rite|correct|true|no|yes|{_NEGATED_TAGS}|is it not|am i right|"
    r"yes or no|na|na\?|hai na|(?:है|हैं|था|थे|थी|थीं)\s+ना|न|सही(?:\s+है)?|ठीक(?:\s+है)?)\s*[?.!]*$",
    re.I,
)
# "Current flows the same way as the electrons, right? So which way …": the tag mid-question
# ("… come under the organised sector na? What kind of support …")
TAG_FIRST = re.compile(
    rf"^(.{{12,}}?)[\s,]+(?:right|rite|correct|true|{_NEGATED_TAGS}|am i right|na|hai na|"
    r"(?:है|हैं|था|थे|थी|थीं)\s+ना|न|सही(?:\s+है)?|ठीक(?:\s+है)?)\s*\?\s+\S.*$",
    re.I,
)
# "तरल आहार में तो बहुत सारा फाइबर होता है ना, इसीलिए …?": a Hindi tag in mid-sentence, before
# what the student draws from it or adds to it
# (and in English: "H = I²Rt cant be used … when we only know the voltage and the resistance
# na, the current has to be given directly?", heldout58 fp58-11)
# (or right after the verb: "… हमेशा नहीं टिकती न, सारी शैलियाँ …"; heldout73 fp73-09)
HINDI_TAG_MID = re.compile(
    r"^(.{12,}?)\s+(?:(?:है|हैं|था|थे|थी|थीं)\s+(?:ना|न)|na)\s*,\s*\S.*$"
    r"|^(.{12,}?[\u0900-\u097f](?:ता|ती|ते|गा|गी|गे))\s+(?:ना|न)\s*,\s*\S.*$",
    re.IGNORECASE,
)
# "फ़ैशन व्यापार में ज़्यादातर माल मौसमी नहीं होता, साल भर एक जैसा बिकता है, तो 'सही समय पर' वाली बात
# का क्या मतलब है?": a statement (with a verb of its own), then "तो" and the question asked on it
HINDI_SO = re.compile(
    r"^(?P<said>.{12,}(?:है|हैं|था|थे|थी|थीं|कहा|[\u0900-\u097f](?:ता|ती|ते|ना|नी|ने))"
    r"(?![\u0900-\u097f]).*?),\s*(?:तो|इसलिए|इसीलिए|फिर)\s+"
    r"(?=.*(?:क्या|कैसे|क्यों|कब|कहाँ|कौन|किस|कितन|बताइए|बताओ|समझाइए))",
)
# "मैम ने बोला कि …", "हमारे सर ने बताया था कि …": who said the claim, before it
HINDI_SAID = re.compile(
    r"^\S+(?:\s+\S+)?\s+ने\s+(?:बोला|कहा|बताया|पढ़ाया|समझाया)(?:\s+(?:था|है))?\s+(?:कि\s+)?"
)
# "so in the 1700s it was only voltaire whose writings got printed? how did …": a statement
# asked back with a question mark after "so", then the question on it
SO_STATED = re.compile(
    r"^(?:(?:ok|okay|and)\s+)?so\s+(?!(?:what|which|who|whom|whose|how|why|where|when|is|are|"
    r"was|were|do|does|did|can|could|should|will|would|shall|may|might|has|have|had|am|"
    r"isn'?t|aren'?t|wasn'?t|doesn'?t|don'?t|didn'?t|i|we|you|tell|explain|please)\b)"
    # (a verb of its own, not a relative clause's: "so the one who invented print?")
    r"([a-z][^?]{8,}?(?<!\bwho)(?<!\bwhich)(?<!\bthat)\s"
    r"(?:is|are|was|were|has|have|had|got|[a-z]{3,}ed)\b[^?]{3,}?)"
    r"\?(?:\s+\S.*)?$",
    re.I,
)
IS_IT_TRUE = re.compile(
    _LEAD + r"(?:is it (?:true|correct|right) that|is it a fact that|am i right that|"
    r"(?:(?:isn'?t|wasn'?t)\s+it|is\s+it\s+not)\s+(?:true|correct|right|a\s+fact)\s+that|"
    r"do (?:books?|textbooks?) say that)\s+([^?]+?)(?:\?.*)?$",
    re.I,
)
# "isn't resistance the property of a conductor that helps charges flow?", "doesn't a
# convex mirror always form a virtual image?": a question asked in the negative takes its
# statement for granted (not "isn't it …", "isn't there …": those ask back)
NEGATIVE_ASKED = re.compile(
    _LEAD
    # (after the place it is asked of: "In Example 11.8, isn't the current …"; heldout68 fp68-04)
    + r"(?:in\s+(?:the\s+)?(?:ex(?:ample|ercise)?|activity|fig(?:ure)?|table)\.?\s*"
    r"\d+(?:\.\d+)*\s*(?:\([ivx]+\))?\s*,\s*)?"
    r"(?P<aux>isn'?t|aren'?t|wasn'?t|weren'?t|doesn'?t|don'?t|didn'?t|hasn'?t|"
    r"haven'?t|can'?t|won'?t)\s+(?!(?:it|there|that|this|they|he|she|we|you|i)\b)"
    r"(?P<said>[^?]{12,}?)(?:\?.*)?$",
    re.I,
)
# "did the colonial government's attempts to throttle nationalist criticism calm things down
# and stop the protests?": a yes-or-no question asks whether its statement holds, as "is it
# true that …" does (heldout67 fp67-15; not "is it …", "are there …", nor "can …": "Can an
# AP have common difference d = 0?" asks whether it may, which one AP's "d = 6" does not deny)
POLAR = re.compile(
    _LEAD + r"(?P<aux>is|are|was|were|does|do|did|has|have|had)\s+"
    r"(?!(?:it|there|that|this|these|those|they|he|she|we|you|i|anyone|anything|any|all)\b)"
    r"(?P<said>[^?]{20,}?)(?:\?.*)?$",
    re.I,
)
# where the copula of "isn't X the Y" goes back: before the first article or word that
# starts a predicate after the subject's first word ("resistance | the property of …")
PREDICATE_START = re.compile(
    r"(?<=\w)\s+(?=(?:the|a|an|one|called|known|made|used|caused|formed|found|due|"
    r"because|always|only|never|also|just|simply|basically|more|less|much|very|true|false|"
    r"bigger|smaller|"
    r"higher|lower|greater|better|worse|[a-z]+er\s+than)\b)",
    re.I,
)
# an adverb the predicate opens with: "is" goes before it rather than before a "the" of the
# subject ("isn't the current through the 10 Ω resistor also 2.4 A": heldout68 fp68-04)
PREDICATE_ADVERB = re.compile(
    r"(?<=\w)\s+(?=(?:always|only|never|also|just|simply|basically)\b)", re.I
)
# "Is it because the two angles are complementary that they add up to 90°?"
IS_BECAUSE = re.compile(
    _LEAD + r"(?:is|was)\s+(?:it|that|this)\s+because\s+(?:of\s+)?(.{8,}?)(?:\s+that\s+.+)?$", re.I
)
# a tag the claim still ends with: "waste land means rocky, arid and desert areas. isn't it"
TAG_LEFT = re.compile(
    r"(?:[\s,.]+(?:isn'?t|aren'?t|wasn'?t|weren'?t|doesn'?t|don'?t|didn'?t|is\s+not)"
    r"(?:\s+(?:it|that|this|they|he|she|there))?"
    r"|[,.]\s*(?:right|na|no|correct|true|yes)"
    # ("black soil is rich in phosphorus right, so …"; not "… turns to the right")
    r"|(?<!\bthe)(?<!\bto)(?<!\bon)\s+(?:right|na))\s*$",
    re.I,
)
# "Why did X? Was it because Y?", "X. Is this due to Y?": the student's own reason for what
# the question first says (the claim is "X because Y")
REASON_OFFERED = re.compile(
    r"^(?P<first>[^?]{8,}?)[?.!]\s+(?:(?:so|or|and)\s+)?(?:is|was)\s+(?:it|that|this)\s+"
    r"(?:(?:mainly|only|just|simply)\s+)?(?P<by>because(?:\s+of)?|due\s+to)\s+(?P<why>[^?]{8,})"
    # (a question asked after it: "… is it cos they magnify …? and where are they fitted")
    r"(?:\?\s*(?:and|also|then|so|but)\b[^?]*)?$",
    re.I,
)
# a claim's text up to its comma; a comma inside a list of numbers ("1, 1, 2, 3, 5, … is an
# AP") is part of it, and so is one before what the claim says a word means or a thing is
# ("… from the Latin word 'later', which means 'red', …")
_GOES_ON = r"\s*(?:[\d…]|\.\.\.|(?:which|who)\s+(?:means?|meant|is|are|was|were)\b)"
# (and a comma inside brackets: "since there are only 3 trig ratios (sin, cos, tan), …")
_CLAUSE = rf"(?:\([^()?]*\)|\((?![^()?]*\))|[^,?(]|,(?={_GOES_ON}))"
_CLAUSE_END = rf",(?!{_GOES_ON})"
# "In the nichrome wire activity, since …": the setting before "since"
_SETTING = r"(?:in\s+(?:the|this|our)\s+[^,?]{3,40}?,\s*)?"
SINCE = re.compile(
    _LEAD
    + _SETTING
    + rf"(?:since|as|because|given that)\s+({_CLAUSE}{{8,}}?){_CLAUSE_END}\s*(.+)$",
    re.I,
)
# "As angle A grows towards 90° in right triangle ABC, the side AB keeps getting longer, so
# how does …?": the statement after the change, before the question
AS_THEN = re.compile(
    _LEAD + r"as\s+[^,?]{8,},\s*((?:the|its|their|it|they|this|these)\s[^,?]{8,}?),\s*"
    r"(?:so|and|then)\s+(?:what|which|why|how|where|when|is|are|does|do|did|can)\b",
    re.I,
)
# "Since black soil is made of coarse, sandy material that can't hold much moisture, which
# nutrients is it rich in?": the claim runs to the comma the question starts after
SINCE_ASKED = re.compile(
    _LEAD + _SETTING + r"(?:since|given that)\s+([^?]{8,}?),\s*"
    r"((?:what|which|why|how|where|when|who|whose|whom|in\s+which|then|so)\b[^,]*)$",
    re.I,
)
# "If TISCO is a public sector company, then why is it run to earn profits?": assumed, unlike
# a hypothetical "if the wire is made longer, what happens to …"
# (and "If R is twice f, then what is f when …?": an explicit "then" after a statement)
IF_WHY = re.compile(
    _LEAD + rf"if\s+({_CLAUSE}{{8,}}?){_CLAUSE_END}\s*"
    r"(?:then\s+(?:what|how|which|where|when|who)\b|(?:then\s+)?(?:why|how\s+come)\b|"
    # "if one hectare … gives work to 2 people for 50 months, how does a well help …?"
    # (not a method asked for under a supposition: "if sin A = 1/3 in a right triangle ABC,
    # how does the book find the third side AB?", heldout62 ft62-11)
    r"how\s+(?:do|does|dose|did|can|could|would|will|is|are)\s+(?!it\s+change|they\s+change)"
    r"(?!(?:the\s+book|the\s+textbook|we|you|i|one)\s+(?:find|get|calculate|work\s+out|"
    r"solve|derive|compute|prove|show|write|draw)\b)"
    r"(?!.*\b(?:change|changes|happen|happens|affect|affected|vary|varies)\b))",
    re.I,
)
# "What makes cos²A + sin²A = 1 an identity, if an identity is just an equation that is
# true for at least one value …?": a definition the question is asked under
IF_DEFINED = re.compile(
    r"^(?:what|why|how|which)\b[^?]*?,\s*if\s+((?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s+"
    r"(?:is|are|means)\s+(?:just\s+|only\s+|simply\s+|really\s+|basically\s+)?"
    r"(?:a|an|the)\s+(?=[^?]*\b(?:that|which|where|whose)\b)[^?]{8,}"
    # "…, if refraction is caused by the light changing its colour …?": a cause assumed
    r"|(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}\s+(?:is|are)\s+(?:caused\s+by|due\s+to|"
    r"because\s+of)\s+[^?]{8,})$",
    re.I,
)
# "so Marco Polo brought woodblock printing … back to Germany in 1295, what did …?": a
# statement the student goes on from
GOING_ON = re.compile(
    r"^(?:so|and|but|ok|okay|now)[\s,]+([A-Za-z][^?]{20,}?),\s*"
    r"(?:what|which|how|why|who|where|when)\b[^.!]*$",
    re.I,
)
# "My teacher said the cerebellum controls … — why …?", "I read that X. Why …?", or the
# statement alone ("I read that dividing … gives 1 + tan² A = cosec² A.")
_PERSON_SAID = (  # ("sir told us …", as a student writes of the teacher)
    r"(?:(?:my|our)\s+(?:[a-z]+\s+)?(?:teacher|friend|brother|sister|father|mother|tutor|sir|"
    r"madam)|sir|madam|ma'?am|miss|(?:a\s+)?(?:friend|classmate|senior|cousin))\s+"
    r"(?:said|says|told\s+(?:me|us))"
)
_PER_BOOK = (
    r"according\s+to\s+(?:the|my|our|your)\s+(?:[a-z]+\s+)?(?:book|textbook|chapter|text|"
    r"teacher),?"
)
_REPORTER = (
    rf"(?:{_PERSON_SAID}|(?:my|our)\s+(?:[a-z]+\s+)?notes?\s+(?:say|says|said)|i\s+(?:read|heard|learnt|learned|know|think|believe)|i\s+was\s+told|"
    rf"we\s+(?:read|learnt|learned|were\s+told)|{_PER_BOOK})"
)
REPORTED = re.compile(
    # (", who published …, was …. Is that correct?": a relative clause, not the question)
    _LEAD + _REPORTER + r"\s+(?:that\s+)?(.{8,}?)\s*"
    r"(?:[—–-]+|[.;:]|,(?!\s*(?:who|which|whose|where|when)\b[^?]*[.!]\s))\s*"
    r"(?:so\s+|but\s+|then\s+)?(?:why|how|what|which|where|when|who|is|are|does|do|can|could|"
    r"explain|tell|describe|show|please)\b",
    re.I,
)
# (without "that" only when a person or the book said it: "I read the chapter on light"
# claims nothing)
REPORTED_ALONE = re.compile(
    _LEAD + rf"(?:{_REPORTER}\s+that|{_PERSON_SAID}|{_PER_BOOK})\s+(?!to\s)(.{{8,}})$",
    re.I,
)
# "When the Club of Rome introduced the concept in 1968, how did it …": a past event the
# question builds on (not a general condition: "when light is reflected, …")
WHEN_PAST = re.compile(
    _LEAD + r"when\s+((?![^,?]*\b(?:is|are|am|be|being)\b)[^,?]{8,}?\b(?:[a-z]{3,}ed|was|were|"
    r"did|made|gave|brought|wrote|took|began|came|became|found|built|won|lost|fought|sent|"
    r"spread|led|saw|went|told|said|taught|thought|sold|bought)\b[^,?]*),\s*"
    r"(?:how|why|what|which|who|where|did|was|were)\b",
    re.I,
)
# "Euclid gave an explicit formula for … . Which Indian mathematician took it further?": a
# statement the question that follows builds on (not "Suppose …", "Consider …")
STATED = re.compile(
    r"^(?!(?:let|suppose|assume|consider|imagine|take|given|please|hi|hello|thanks|thank|ok|"
    r"okay|i\s+have|i\s+am|i'm|i\s+don'?t|i\s+didn'?t|i\s+was|i\s+want|i\s+need)\b)"
    r"([A-Za-z][^?]{20,}?)(?:[.!]|\s+[—–]+|\s+-{1,2})\s+"
    r"(?:so\s+|then\s+|but\s+)?"
    # ("— so in the example of the triangle made by …, what are …")
    r"(?:(?:in|for|with|at|on)\s+[^?]{3,}?,\s*)?"
    r"(?:why|how|what|which|who|whom|when|where|can|could|is|are|"
    r"does|do|did|will|would|should"
    # ("… their 100th terms differ by 100. isn't the difference … then 1000?"; heldout66)
    r"|(?:is|are|does|do|did|was|were|should|would|can)n[’']?t)\b[^.!]*$",
    re.I,
)
# "An electric iron … draws a current of about 45 A, so which fuse rating should be used?":
# the statement the question draws its conclusion from
SO_ASK = re.compile(
    r"^(?!(?:let|suppose|assume|consider|imagine|take|given|please|hi|hello|thanks|thank|ok|"
    r"okay|i\s+have|i\s+am|i'm|i\s+don'?t|i\s+didn'?t|i\s+was|i\s+want|i\s+need|if|when|"
    r"what|which|who|how|why|where|is|are|do|does|can)\b)([A-Za-z\d][^?]{12,}?)(?:,|\s+[—–])\s*"
    r"(?:so|then|therefore|hence)\s+"
    # ("…, so from which point are distances measured?", "… every month — so after one
    # year is it 8000 + 12×500?": heldout71 fp71-05)
    r"(?:(?:from|in|at|to|by|for|of|with|on|into|under|after|before)\s+(?:\w+\s+){0,2}?)?"
    r"(?:what|which|how|why|"
    r"who|where|when|is|are|does|do|did|can|could|should|will|would)\b[^.!]*$",
    re.I,
)
# "hafiz lived in the nineteenth century coz … are from 1824 so what does …": texted commaless
SO_ASK_BARE = re.compile(
    r"^(?!(?:let|suppose|assume|consider|imagine|take|given|please|hi|hello|thanks|thank|ok|"
    r"okay|i\s+|i'm|my|our|the\s+book|this|it|if|when|what|which|who|how|why|where|is|are|"
    r"do|does|can)\b)"
    r"([A-Za-z\d](?=[^?,]*?\b(?:is|are|was|were|has|have|had|[a-z]{3,}ed)\s)[^?,]{20,}?)"
    r"\s+so\s+(?:what|how|why)\b[^.!,]*$",
    re.I,
)
# "When light falls on a shoot from one side, auxin moves to the side facing the light, so how
# does that make …?": the case and what the student says happens in it (its comma may be
# left out: "when b² – 4ac = 0 a quadratic equation has …")
CASE_SO = re.compile(
    r"^((?:when|if|once|whenever)\s+[^?,]{6,}?(?:,\s*[^?]{10,}?)?),\s*(?:so|then|therefore|hence)\s+"
    r"(?:what|which|how|why|who|where|when|is|are|does|do|did|can|could|should|will|would)\b"
    r"[^.!]*$",
    re.I,
)
# "gauss was 10 when he worked out that 1 + 2 + … + 100 = 10100, how did he …?": a statement
# (with a verb) the question goes on from
SAID_THEN_ASKED = re.compile(
    r"^(?!(?:let|suppose|assume|consider|imagine|take|given|please|hi|hello|thanks|thank|ok|"
    r"okay|i\s+have|i\s+am|i'm|i\s+don'?t|i\s+didn'?t|i\s+was|i\s+want|i\s+need|if|when|"
    r"what|which|who|how|why|where|is|are|do|does|can|in|for|on|at|from|with|using|by|after|"
    r"before|during|of|to|about|as|like|unlike|here|there|now|also|say)\b)"
    r"([A-Za-z](?=[^?,]*\b(?:is|are|was|were|has|have|had|[a-z]{3,}ed)\b)[^?,]{20,}),\s*"
    r"(?:what|which|how|why|who|where)\b[^.!,]*$",
    re.I,
)
# "is the organised sector called 'organised' because its workers are in trade unions?": the
# reason the yes/no question offers, with what it is offered for
ASKED_BECAUSE = re.compile(
    r"^(?:is|are|was|were|does|do|did)\s+(?!(?:it|that|this)\s+because\b)"
    r"([^?]{6,}?\s+because\s+[^?]{6,}?)\s*(?:\?.*)?$",
    re.I,
)
# "What does the oxygen that electric bulbs are filled with do …?": a relative clause whose
# preposition is left at its end says what the question takes as known ("electric bulbs are
# filled with the oxygen")
STRANDED = re.compile(
    r"\bthe\s+((?:[\w'‘’-]+\s+){0,3}?[\w'‘’-]+)\s+(?:that|which)\s+"
    r"((?:[\w'‘’-]+[\s,]+){1,7}?(?:with|from|of|in|by|on|into|for))\b"
    r"(?=\s+(?:do|does|did|mean|means|is|are|was|were|make|makes|made|help|helps|give|gives|"
    r"have|has|come|comes)\b|\s*[,?]|\s*$)",
    re.I,
)
# "What did Bhaskara II show in his book 'Liber embadorum' …?", "In which book did Gauss
# write down …?", "When was … introduced …?": the past event a wh-question asks about
WH_PAST = re.compile(
    _LEAD + r"(?:what(?:\s+[\w-]+)?|when|where|which\s+[\w-]+|"
    r"(?:in|from|by|with)\s+(?:which|what)\s+[\w-]+)"
    r"\s+(?:did|has|have|had|was|were)\s+((?:[^\s?]+\s+){3,}[^\s?]+)$",
    re.I,
)
# "What kind of books were printed in the Battala area of Madras …?": books were printed there
WHAT_KIND = re.compile(
    _LEAD + r"what\s+(?:kinds?|types?|sorts?)\s+of\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+"
    r"(was|were|is|are)\s+((?:[a-z]+(?:ed|en|wn|lt|ght))\s+[^?]{8,})$",
    re.I,
)
# "…, just like water flows out of a tube …": a likeness the claim is said beside, judged
# without it (not "just as fast as": a comparison)
LIKENESS = re.compile(
    r"[\s,]+(?:just\s+like|exactly\s+like|just\s+as(?!\s+\w+\s+as\b)|unlike)\s+\S.*$", re.I
)
#: The fewest words a claim keeps without its likeness.
UNLIKENED_WORDS = 4
# "What need led Gutenberg to develop the press at Venice?": he did (at Venice, it says)
LED_TO = re.compile(
    _LEAD + r"what\s+(?:[\w-]+\s+){0,2}?(?:led|made|caused|forced|prompted|drove|inspired|"
    r"encouraged|allowed|enabled|helped)\s+((?:[\w'’.-]+\s+){1,5}?)to\s+((?:[^\s?]+\s+){2,}[^\s?]+)$",
    re.I,
)
# "Which term of the list 5, 11, 17, 23, … is 301?": 301 is a term of it
WHICH_OF = re.compile(
    _LEAD + r"which\s+([\w-]+)\s+of\s+(.{6,}?)\s+(?:is|are)\s+([^\s?]+(?:\s+[^\s?]+){0,3})$", re.I
)
# "How many jobs …, given that it says tourism could give jobs to 35 crore people?": the
# condition at the end of a question is taken as known
GIVEN_LATE = re.compile(
    r"\S,\s*(?:given\s+that|since|now\s+that|considering\s+that|seeing\s+that)\s+(.{8,})$", re.I
)
# "why is it called the Virahanka–Fibonacci sequence when Fibonacci already studied it around
# 1200 BCE, long before Virahanka?": what a "why" sets against its claim is given as known
# (its first clause: heldout64 fp64-02)
GIVEN_AGAINST = re.compile(
    r"\S\s+(?:even\s+though|although|whereas|when(?=\s+(?:\S+\s+){1,4}already\b))\s+"
    r"([^,;]{8,})(?:[,;].*)?$",
    re.I,
)
# "… given that it says X": the claim is X
SAYS = re.compile(
    r"^(?:it|they|he|she|the\s+(?:book|textbook|study|chapter|text))\s+(?:says|said|states|"
    r"stated|tells\s+us|told\s+us|say|state|tell\s+us|mention|mentions)\s+(?:that\s+)?",
    re.I,
)
# "Using the formula that electric power is … (P = V/I), what is …": the formula is assumed
USING = re.compile(
    _LEAD + r"(?:(?:by\s+)?using|applying|with|from|by)\s+(?:the\s+)?(?:formula|fact|rule|law|"
    r"idea|definition|relation|result)\s+that\s+(.{8,}?)\s*,\s*"
    r"(?:what|how|which|who|find|calculate|can|could|show|work|why)\b",
    re.I,
)
# "Which famous fractal is named after the Russian mathematician …?": a fractal is named
# after the Russian mathematician …
WHICH_DONE = re.compile(
    _LEAD + r"which\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(is|was|are|were)\s+("
    r"(?:named|called|known|given|made|written|built|invented|discovered|founded|printed|"
    r"introduced|used)\s+(?:after|as|for|by|in|from|at|on|to)\s+[^,?]{3,}?)"
    r"(?:\s*,\s*(?:and|or)\b.*)?$",
    re.I,
)
# "it was Martin Luther who wrote …": Martin Luther wrote …
SO = re.compile(r",\s+(?:so|therefore|hence|इसलिए|अतः)\s+(?=\w)", re.I)
CONCLUDED = re.compile(r"\.\s+(?:so|therefore|hence|thus)\s+(?=\w)", re.I)
# what stands between a claim and the question asked on it: "…, right? so why …", ". why …"
ASKED_ON = re.compile(
    r"^[\s,.?;:!]*(?:(?:right|rite|correct|true|na|no|ok|okay|yes|isn'?t\s+it|is\s+it\s+not)"
    r"\b[\s,.?;:!]*)?(?:(?:so|then|and|but|now|hence)\b[\s,]*)?",
    re.I,
)
PRONOUN_FIRST = re.compile(r"(?:it|they|this|these|that|those)\b", re.I)
# the subject of a ground a conclusion's "it" stands for: "diamond" of "diamond is pure
# carbon" (a noun phrase of one to four words before its verb, no pronoun, no "table")
GROUND_SUBJECT = re.compile(
    r"^(?:since\s+|as\s+)?(?!(?:it|they|this|these|that|those|he|she|we|i|you|the\s+(?:table|"
    r"book|figure|fig|chapter|text))\b)((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:is|was|has|had|"
    r"contains|conducts|makes|shows|gives|forms|belongs)\b",
    re.I,
)
# the "it" a table or book sorts or names ("table 11.2 puts it with …"; not "no matter how
# long it stays on", whose "it" is the conclusion's own bulb)
IT = re.compile(
    r"\b(puts|put|lists|listed|places|placed|groups|grouped|classifies|classified|calls|"
    r"called|names|named|counts|counted|includes|included|treats|treated|shows|keeps|ranks)"
    r"\s+it\b",
    re.I,
)
# "X. is that right?": the statement before the question it is asked back with
ASKED_BACK = re.compile(
    r"[.!]?\s+(?:(?:is|was|am)\s+(?:that|it|this|i)|(?:did|have)\s+i\s+(?:do|done|get|got|"
    r"solve|solved|work|worked)\s+(?:it|this|that)(?:\s+out)?)$",
    re.I,
)
# an equation of nothing but symbols, numbers and one- or two-letter names ("x = 2/3 or
# x = –1/2"): which equation it speaks of is not in it, so no passage can be judged against it
# (plain arithmetic, "1 + 2 + … + 100 = 10100", is checked by working it out)
NO_WORD = re.compile(r"^(?=.*[A-Za-z])(?=.*=)[^A-Za-z]*(?:(?:[A-Za-z]{1,2})\b[^A-Za-z]*)*$")
_ROOT_VALUE = r"([-+–−]?\s*\d+(?:\s*/\s*\d+)?)"
ASSIGNED = re.compile(rf"^\s*x\s*=\s*{_ROOT_VALUE}\s*(?:or|and|,)\s*x\s*=\s*{_ROOT_VALUE}\s*$")
# (a "when" case stays before "it" / "they": "when a light ray goes from a denser medium into
# a rarer one, it slows down …" says what "it" is)
IN_CASE = re.compile(
    r"^(?:(?:when|if|once|after)\s+[^?]{6,100}?,\s*(?=(?:we|you|i)\b)"
    r"|(?:if|once|after)\s+[^?]{6,100}?,\s*(?=(?:it|they)\b))",
    re.I,
)
# the purpose a Hindi claim gives after what it says ("नरम आहार में … चीज़ें दी जाती हैं
# ताकि पेट ठीक से साफ़ हो"): the student's reason, no part of what the book is to confirm
HINDI_PURPOSE = re.compile(r",?\s+ताकि\s+.*$")
GOES_ON_ASKING = re.compile(
    r",?\s+and\s+(?=(?:why|how|what|where|when|which|who)\b)"
    # "…, do i just set b2 – 4ac < 0?": what the student asks after the claim (heldout68)
    r"|,\s+(?=(?:do|did|should|shall|can|must)\s+(?:i|we)\b)"
    r"|\.\s+(?=(?:so|then|and|but|now|hence|after\s+(?:that|this))\b)"
    # "How do X make Y? Which crops grow well there?": the next question is no part of it
    r"|\?\s+",
    re.I,
)
# "When two lines intersect, any two adjacent angles … add up to 90°, right?": a statement
# made in a case, not a question asked with "when" ("When did …, right?")
IN_A_CASE = re.compile(
    r"^(?:when|whenever)\s+(?!(?:is|are|was|were|do|does|did|can|could|will|would|should|"
    r"has|have|had|shall|may|might)\b)",
    re.I,
)
# "… so 2 is a root of it, right?" after "they put x = 2 in 2x² – 3x + 1 = 0": the equation
OF_IT = re.compile(r"\b(of|to|for|in|satisf(?:y|ies))\s+it\b", re.I)
CLEFT = re.compile(r"^it\s+(?:was|is)\s+(.{3,60}?)\s+(?:who|that)\s+(?=\w)", re.I)
HINDI_WHY = re.compile(r"(.*?)\s*क्यों\s*(.*)$")
WH_START = re.compile(
    r"^(?:what|which|who|whom|whose|when|where|how|why|is|are|do|does|did|can|could|"
    r"explain|describe|define|state|give|list|name|tell|write|find|show|कौन|क्या|कब|कहाँ|कैसे)\b",
    re.I,
)
