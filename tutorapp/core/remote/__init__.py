"""Lab mode, the student's side: the pipeline's seams over HTTP to a teacher's `tutorapp serve`.

``protocol`` is the wire format both sides share; ``client`` speaks to the server;
``store`` is the ``VectorStore`` over Chroma's HTTP client; ``chat`` is the ``ChatModel`` over
the OpenAI-compatible completions stream; ``mirror`` keeps a read-only copy of the server's
catalog; ``connect`` puts them together into a library and a model for the usual pipeline.
"""
