"""TutorApp: an offline tutor that answers only from the NCERT textbooks a teacher loads."""

__version__ = "0.1.0"
