"""``tutorapp serve``: one teacher machine answers a class, on Chroma's and llama.cpp's servers.

``network`` picks the address to listen on and the class code; ``served_model`` reads the
model's chat template and counts tokens; ``children`` starts and supervises the servers;
``child`` is their entry point; ``gateway`` is the one authenticated, read-only front door
the students' TutorApps talk to; ``serve`` puts it together.
"""
