"""Embedding, the Chroma vector store, the BM25 lexical index and hybrid search."""
