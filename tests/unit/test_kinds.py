"""Passage kinds from text cues and paragraph layout, and chunks that hold one kind each."""

from __future__ import annotations

from tutorapp.core.ingest.chunk import chunk_pages
from tutorapp.core.ingest.kinds import is_heading, label_pages
from tutorapp.core.types import Page, PassageKind

K = PassageKind


def kinds(*pages: str) -> list[list[tuple[PassageKind, str]]]:
    labelled = label_pages(list(pages))
    return [
        [(b.kind, text[b.start : b.end][:24]) for b in blocks]
        for text, blocks in zip(pages, labelled, strict=True)
    ]


def test_an_exercise_section_runs_over_pages_until_the_next_heading() -> None:
    first = (
        "So, the given list of numbers does not form an AP.\n\n"
        "EXERCISE 5.1\n\n"
        "1. In which of the following situations does the list make an AP?\n\n"
        "(i) The taxi fare after each km when the fare is 15 for the first km."
    )
    second = (
        "(ix) 1, 3, 9, 27, . . . (x) a, 2a, 3a, 4a, . . .\n\n"
        "5.3 nth Term of an AP\n\n"
        "Let us consider the situation again, given in Section 5.1, in which Reena applied "
        "for a job and got selected with a starting salary and an annual increment."
    )
    first_kinds, second_kinds = kinds(first, second)
    assert [k for k, _ in first_kinds] == [K.BODY, K.EXERCISE, K.EXERCISE, K.EXERCISE]
    assert [k for k, _ in second_kinds] == [K.EXERCISE, K.HEADING, K.BODY]


def test_a_question_box_ends_with_its_questions() -> None:
    page = (
        "Think and Reflect\n\n"
        "Can you describe the pattern in each of the above sequences?\n\n"
        "Before we proceed, let us define a sequence as an ordered list of numbers where each "
        "number is a term of the sequence."
    )
    assert [k for k, _ in kinds(page)[0]] == [K.EXERCISE, K.EXERCISE, K.BODY]


def test_worked_examples_activities_captions_and_boxes() -> None:
    page = (
        "Example 3 : Find the 10th term of the AP : 2, 7, 12, . . .\n\n"
        "Solution : Here, a = 2, d = 7 – 2 = 5 and n = 10.\n\n"
        "So, a10 = 2 + (10 – 1) × 5 = 2 + 45 = 47\n\n"
        "Activity 6.2\n\n"
        "Fill a conical flask with water.\n\n"
        "Fig. 6.5 Response of the plant to the direction of light\n\n"
        "New words\n\n"
        "Calligraphy – The art of beautiful and stylised writing"
    )
    assert [k for k, _ in kinds(page)[0]] == [
        K.EXAMPLE,
        K.EXAMPLE,
        K.EXAMPLE,
        K.ACTIVITY,
        K.ACTIVITY,
        K.CAPTION,
        K.DEFINITION,
        K.DEFINITION,
    ]


def test_a_word_search_grid_and_its_clues_are_a_puzzle() -> None:
    page = (
        "4. Solve the puzzle by following your search horizontally and vertically.\n\n"
        "(i) Natural endowments in the form of land, water, vegetation and minerals.\n\n"
        "SFGSFOBROMSUAPJ\n\nQGAFFORESTATION\n\nPNRECPRSLDMILNF\n\n"
        "(ii) A type of non-renewable resource."
    )
    assert {k for k, _ in kinds(page)[0]} == {K.PUZZLE}
    assert kinds("TRIGONOMETRY\n\nTrigonometry is the study of triangles.")[0][0][0] is not (
        K.PUZZLE
    )


def test_in_text_questions_and_definitions() -> None:
    page = (
        "Can you identify and name the various items used in making life comfortable in our "
        "villages and towns. List the items.\n\n"
        "Do you think that resources are free gifts of nature? They are not. Resources are a "
        "function of human activities. They can be classified in four ways.\n\n"
        "This fixed number is called the common difference of the AP."
    )
    assert [k for k, _ in kinds(page)[0]] == [K.EXERCISE, K.BODY, K.DEFINITION]


def test_headings() -> None:
    for heading in (
        "LAND RESOURCES",
        "5.3 nth Term of an AP",
        "Soil Erosion and Soil Conservation",
    ):
        assert is_heading(heading), heading
    for line in (
        "Solution : Here, a = 3",
        "Observe that we are getting a list of numbers",
        "45, 43, 41, 39, 37",
        "These numbers are in AP. (Why?)",
        "(a) Punjab (c) Haryana",
    ):
        assert not is_heading(line), line


def test_chunks_hold_one_kind_and_a_heading_opens_its_text() -> None:
    body = " ".join(
        f"Soil layer number {i} holds water and humus for the plants." for i in range(8)
    )
    pages = [
        Page(0, 10, f"SOIL AS A RESOURCE\n\n{body}\n\nFig. 1.5: Soil Profile"),
        Page(1, 11, "EXERCISES\n\n1. What is soil?\n\n2. Name three soils found in India."),
        Page(2, 12, "Laterite Soil and Its Many Uses"),
    ]
    chunks = chunk_pages(pages, "b", "b@1")
    assert [c.kind for c in chunks] == [K.BODY, K.EXERCISE, K.HEADING]
    assert chunks[0].text.startswith("SOIL AS A RESOURCE Soil layer number 0")
    assert chunks[0].text.endswith("Fig. 1.5: Soil Profile")  # a scrap joins its neighbour
    assert "What is soil?" in chunks[1].text and "Soil layer" not in chunks[1].text


EXPLICIT = (
    "Exercise: Using the explicit rule un = 2n – 1, find the 53rd term, the 108th term, and "
    "the 1170th term of the odd number sequence. The explicit rule is useful in other ways "
    "too. We can use it to check if a certain number is a term of a sequence and also find "
    "the position of the term. For example, consider the odd number 137. To find which "
    "position it occupies in the odd number sequence, we need to solve the equation un = 137."
)
HINTED = (
    "Exercise: Consider the sequence 1, 4, 7, 10, 13, … Can you predict the next four terms? "
    "(Hint: The first term is 1. The second term is 1 + 4 = 5, and so on.) In some sequences "
    "(like the ones described till now), the terms follow a certain pattern, a rule or order. "
    "To describe these rules it is helpful to have a convenient notation for a sequence."
)


def test_the_text_resumes_after_an_inline_exercise_in_its_paragraph() -> None:
    assert kinds(EXPLICIT)[0] == [
        (K.EXERCISE, "Exercise: Using the expl"),
        (K.BODY, "The explicit rule is use"),
    ]
    hinted = kinds(HINTED)[0]
    assert [k for k, _ in hinted] == [K.EXERCISE, K.BODY]
    assert hinted[1][1].startswith("In some sequences")
    chunks = chunk_pages([Page(0, 177, EXPLICIT)], "b", "b@1")
    assert [c.kind for c in chunks] == [K.EXERCISE, K.BODY]
    assert "137" in chunks[1].text and "137" not in chunks[0].text


def test_an_inline_exercise_of_questions_and_tasks_stays_whole() -> None:
    for page in (
        "Exercise: Can you write t5, t6, t7 and t8 for the sequence of triangular numbers?",
        "Exercise: A shop sells pens at 5 rupees each. Find the cost of 12 pens. Can you find "
        "the cost of 20 pens? Write the sequence of costs for 1, 2, 3, … pens.",
    ):
        assert [k for k, _ in kinds(page)[0]] == [K.EXERCISE], page


def test_the_rest_of_a_cut_fraction_line_is_no_section_heading() -> None:
    # jemh108 p121: "sec A = 12/5" laid out over two lines; "5 for some value …" went on as a
    # heading and the true/false items after it as body text the premise check quoted
    page = (
        "EXERCISE 8.1\n\n"
        "11. State whether the following are true or false. Justify your answer.\n\n"
        "(i) The value of tan A is always less than 1.\n\n"
        "(ii) sec A = 12\n\n"
        "5 for some value of angle A.\n\n"
        "(iii) cos A is the abbreviation used for the cosecant of angle A.\n\n"
        "8.3 Trigonometric Ratios of Some Specific Angles"
    )
    assert not is_heading("5 for some value of angle A.")
    assert [k for k, _ in kinds(page)[0]] == [K.EXERCISE] * 6 + [K.HEADING]
