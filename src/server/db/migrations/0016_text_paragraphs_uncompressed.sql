-- A book's paragraphs are stored out of line without compression: compressing them (pglz, the only
-- method PGlite has) took more of an EPUB import's time than writing them (docs/architecture.md §6).
-- Rows written before keep their compressed copies, which read the same.
ALTER TABLE "text_paragraphs" ALTER COLUMN "contents" SET STORAGE EXTERNAL;
