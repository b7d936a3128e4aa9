-- A text's content (every paragraph joined) is written on each import and save, and pglz compressing
-- a whole book took about half of inserting its row; stored out of line uncompressed, it costs only
-- its bytes.
ALTER TABLE "texts" ALTER COLUMN "content" SET STORAGE EXTERNAL;
