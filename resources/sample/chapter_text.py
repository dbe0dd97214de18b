"""Text of the sample chapter "The Water Cycle", page by page.

Original text written for TutorApp and released under CC0 (see README.md). It is not taken
from any NCERT book. Keep it Latin-1: the PDF uses the non-embedded base-14 fonts.
``**word**`` marks a defined term, set in bold. ``make_sample.py`` lays it out.
"""

from __future__ import annotations

from dataclasses import dataclass

TITLE = "The Water Cycle"
BOOK = "SCIENCE EXPLORER"
CHAPTER_NO = 3
FOOTER = "TutorApp sample chapter - free to share (CC0)"


@dataclass(frozen=True)
class Heading:
    text: str


@dataclass(frozen=True)
class Para:
    text: str


@dataclass(frozen=True)
class Numbered:
    items: tuple[str, ...]


@dataclass(frozen=True)
class Bullets:
    items: tuple[str, ...]


@dataclass(frozen=True)
class Box:
    title: str
    paras: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    caption: str
    header: tuple[str, str]
    rows: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Figure:
    label: str
    caption: str
    height: float


Block = Heading | Para | Numbered | Bullets | Box | Table | Figure

OPENER: tuple[Block, ...] = (
    Para(
        "Think about the last glass of water you drank. The water in it is very old. Some of "
        "it may have fallen as rain on the Western Ghats during the last monsoon, some may once "
        "have been part of a glacier in the Himalayas, and some may have risen as vapour from "
        "the Bay of Bengal. The total amount of water on the Earth has stayed almost the same "
        "for millions of years. What changes is where the water is and what form it takes."
    ),
    Para(
        "Water keeps moving between the oceans, the air, the land and living things. It "
        "changes from a liquid to a gas and back again, and in cold places it freezes into "
        "solid ice. This endless movement of water is called the **water cycle**. The cycle "
        "has no beginning and no end, but the energy that keeps it going comes mainly from "
        "the Sun."
    ),
    Para(
        "In this chapter you will find out how water leaves the surface of the Earth, how "
        "clouds form, why rain falls and where the rainwater goes afterwards. You will also "
        "see why the water cycle matters so much to farmers, forests, towns and to you."
    ),
    Box(
        "Think about it",
        (
            "Where does a puddle go on a sunny afternoon? Why does the outside of a glass of "
            "iced water become wet? Why is rainwater not salty, even though much of it comes "
            "from the sea? Note down your answers now, and check them when you reach the end "
            "of the chapter.",
        ),
    ),
)

PAGE_32: tuple[Block, ...] = (
    Heading("3.1  Where Is the Earth's Water?"),
    Para(
        "About 71 per cent of the Earth's surface is covered by water, which is why our "
        "planet looks blue from space. Yet most of this water cannot be used for drinking or "
        "for farming. Nearly all of it lies in the oceans and seas, and it is salty. Only a "
        "small share is **fresh water**, and most of that is locked up as ice in glaciers and "
        "in the great ice sheets near the poles. Table 3.1 shows how the Earth's water would "
        "be shared out if we could pour all of it into 100 buckets."
    ),
    Table(
        "Table 3.1  How the Earth's water is shared (approximate)",
        ("Where the water is", "Share of 100 buckets"),
        (
            ("Oceans and seas (salty)", "about 97 buckets"),
            ("Ice sheets and glaciers", "about 2 buckets"),
            ("Water under the ground", "about 1 bucket"),
            ("Lakes, rivers, the air and living things", "much less than 1 bucket"),
        ),
    ),
    Para(
        "This water does not stay in one place. The water in a river today may be in the sea "
        "next month and in a cloud the week after. Let us follow it through each stage of its "
        "journey."
    ),
    Heading("3.2  Evaporation"),
    Para(
        "When water is heated, its particles move faster. Some particles at the surface gain "
        "enough energy to escape into the air as an invisible gas called water vapour. The "
        "change of a liquid into vapour at a temperature below its boiling point is called "
        "**evaporation**. Wet clothes dry on a line, and a puddle on the road disappears after "
        "a few hours of sunshine, because of evaporation."
    ),
    Para(
        "Evaporation is faster when the temperature is high, when the air is dry, when a wind "
        "is blowing and when the water is spread over a large surface. The oceans, with their "
        "huge surface, supply most of the water vapour in the air. Ice and snow can also "
        "change straight into vapour without melting first. When sea water evaporates, the "
        "salt is left behind and only pure water rises into the air."
    ),
)

PAGE_33: tuple[Block, ...] = (
    Heading("3.3  Transpiration"),
    Para(
        "Plants also add water to the air. Roots take up water from the soil, and it travels "
        "up the stem to the leaves. Leaves have tiny pores called stomata, mostly on their "
        "lower surface. Water evaporates inside the leaf and escapes through these pores as "
        "vapour. The loss of water vapour from the leaves and other parts of a plant above "
        "the ground is called **transpiration**."
    ),
    Para(
        "Transpiration helps to pull water up through the plant, and it keeps the leaves cool "
        "on hot days. A single large tree can give off hundreds of litres of water on a hot "
        "summer day. This is why the air inside a forest feels damp and cool."
    ),
    Box(
        "Activity 3.1",
        (
            "Take a potted plant with healthy green leaves. Cover one leafy branch with a "
            "clear polythene bag and tie its mouth loosely around the stem. As a control, tie "
            "an empty bag of the same size to a stick placed beside the pot. Keep both in "
            "sunlight for two to three hours.",
            "Look at the inside of each bag. In which bag do you see drops of water? Where "
            "did this water come from?",
        ),
    ),
    Heading("3.4  Condensation"),
    Para(
        "Air near the ground is warmed by the Sun and rises, carrying water vapour with it. "
        "As the air rises, it spreads out and cools. Cool air cannot hold as much water "
        "vapour as warm air, so some of the vapour turns back into tiny drops of liquid "
        "water. The change of water vapour into liquid water is called **condensation**."
    ),
    Para(
        "The drops form around very small specks of dust, smoke or sea salt floating in the "
        "air. One drop is far too small to see, but when billions of them gather we see them "
        "as a cloud. Fog is a cloud that forms close to the ground. You can see condensation "
        "at home, too: drops appear on the outside of a glass of iced water, and dew covers "
        "the grass after a cool, clear night."
    ),
)

PAGE_34: tuple[Block, ...] = (
    Figure(
        "Fig. 3.1",
        "The water cycle. The Sun supplies the energy that keeps water moving.",
        230.0,
    ),
    Heading("3.5  Precipitation"),
    Para(
        "Inside a cloud, the tiny droplets keep bumping into one another and joining "
        "together. Slowly some of them grow large and heavy. When the rising air in the cloud "
        "can no longer hold them up, they fall to the ground. Water in any form that falls "
        "from clouds to the Earth is called **precipitation**."
    ),
    Para(
        "Rain is the most common form of precipitation in India. Where the air is very cold, "
        "the water falls as snow, as it does on the high Himalayas in winter. Hailstones are "
        "lumps of ice that grow inside tall storm clouds; a hailstorm can flatten a field of "
        "wheat in a few minutes."
    ),
    Para(
        "Most of India's rain is brought by the south-west monsoon winds, which blow in from "
        "the Indian Ocean between June and September. These winds carry a huge load of water "
        "vapour. When they are forced to rise over the Western Ghats or the Himalayas, the "
        "air cools, the vapour condenses and heavy rain falls on the slopes facing the wind."
    ),
    Box(
        "Did you know?",
        (
            "Mawsynram and Sohra (Cherrapunji) in Meghalaya are among the wettest places on "
            "the Earth. Each receives about 11 metres of rain in an average year, most of it "
            "during the monsoon. On the other side of a mountain range the story is "
            "different: by the time the winds have crossed the mountains they have lost much "
            "of their water vapour, so the land beyond gets far less rain. Such a dry area is "
            "said to lie in a rain shadow.",
        ),
    ),
)

PAGE_35: tuple[Block, ...] = (
    Heading("3.6  Collection"),
    Para(
        "Rain that reaches the ground can go several ways. Some of it flows over the surface "
        "into streams and rivers, which carry it to lakes and finally back to the sea. Some "
        "soaks into the soil. Water that seeps deep down fills the tiny spaces between grains "
        "of sand and the cracks in rocks, and becomes **groundwater**. We reach groundwater by "
        "digging wells and tube wells. Snow may stay on the mountains for months before it "
        "melts and feeds the rivers in summer. The gathering of water in seas, lakes, rivers, "
        "ice and under the ground is called collection. From these stores, water evaporates "
        "again and the cycle goes on."
    ),
    Para("Putting it all together, one trip round the water cycle goes like this:"),
    Numbered(
        (
            "The Sun heats water in oceans, lakes and rivers, and it evaporates. Plants add "
            "more vapour to the air by transpiration.",
            "The warm, moist air rises and cools, and the vapour condenses into droplets that "
            "form clouds.",
            "The droplets join and grow until they fall as rain, snow or hail.",
            "The water collects in rivers, lakes, seas, ice and under the ground, ready to "
            "evaporate again.",
        )
    ),
    Heading("3.7  Why the Water Cycle Matters"),
    Para(
        "The water cycle is our only natural supply of fresh water. Every well, pond, river "
        "and tap depends on it. It also moves heat around the planet: evaporating water takes "
        "heat from the surface, and the vapour gives this heat out again when it condenses "
        "high in the air."
    ),
    Para(
        "People can upset the cycle. When forests are cut down, less water returns to the air "
        "by transpiration, and more rain runs off quickly, washing away the soil. Roads and "
        "buildings stop rain from soaking in, so groundwater is not refilled and streets "
        "flood. We can help by planting trees, protecting lakes and wetlands, and collecting "
        "the rain that falls on roofs so that it can be stored or led into the ground. This "
        "is called **rainwater harvesting**."
    ),
)

PAGE_36: tuple[Block, ...] = (
    Box(
        "Keywords",
        (
            "Water cycle, evaporation, water vapour, transpiration, stomata, condensation, "
            "precipitation, collection, groundwater, rainwater harvesting",
        ),
    ),
    Heading("What You Have Learnt"),
    Bullets(
        (
            "Water on the Earth keeps moving between the oceans, the air, the land and living "
            "things. This movement is the water cycle, and it is driven by the Sun.",
            "In evaporation, liquid water changes into water vapour. Plants give off water "
            "vapour through their stomata by transpiration.",
            "Rising air cools, and its water vapour condenses on specks of dust to form the "
            "droplets of clouds, fog and dew.",
            "Water falls from clouds as precipitation: rain, snow or hail.",
            "Rainwater collects in rivers, lakes and seas, or soaks into the ground and "
            "becomes groundwater.",
            "Only a very small part of the Earth's water is fresh and easy to reach, so it "
            "must be used with care.",
        )
    ),
    Heading("Exercises"),
    Numbered(
        (
            "Fill in the blanks: the change of water vapour into liquid water is called "
            "__________, and the tiny pores through which leaves lose water vapour are called "
            "__________.",
            "Why is rainwater not salty, even though much of the water vapour in the air "
            "comes from the sea?",
            "Wet clothes dry faster on a sunny, windy day than on a still, cloudy day. "
            "Explain why.",
            "Draw a labelled diagram of the water cycle. Mark where evaporation, "
            "condensation, precipitation and collection take place.",
            "The forest on a hill near a village has been cut down. Suggest two ways in which "
            "this could change the water supply of the village.",
        )
    ),
)

PAGES: tuple[tuple[Block, ...], ...] = (OPENER, PAGE_32, PAGE_33, PAGE_34, PAGE_35, PAGE_36)
