-- Paragraphs move from a row each to one row per text (schema.ts, textParagraphs), keeping their ids;
-- a text's content is no longer stored twice: it is its paragraphs joined. Stored out of line
-- uncompressed, as texts.content was (0005): pglz took about half the time of writing a book.
CREATE TABLE "paragraph_id_counter" (
	"only_row" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"next_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_paragraphs" (
	"text_id" integer PRIMARY KEY NOT NULL,
	"ids" integer[] NOT NULL,
	"contents" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_paragraphs" ADD CONSTRAINT "text_paragraphs_text_id_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_paragraphs_ids_idx" ON "text_paragraphs" USING gin ("ids");--> statement-breakpoint
ALTER TABLE "text_paragraphs" ALTER COLUMN "contents" SET STORAGE EXTERNAL;--> statement-breakpoint
INSERT INTO "text_paragraphs" ("text_id", "ids", "contents")
	SELECT "text_id", array_agg("id" ORDER BY "paragraph_index"), array_agg("content" ORDER BY "paragraph_index")
	FROM "paragraphs" GROUP BY "text_id";--> statement-breakpoint
-- After the highest id ever handed out (the sequence's, when the newest paragraphs were deleted): an id
-- a client still holds must never name another paragraph.
INSERT INTO "paragraph_id_counter" ("next_id")
	SELECT greatest(coalesce(max("id"), 0), coalesce(pg_sequence_last_value(pg_get_serial_sequence('paragraphs', 'id')::regclass), 0)) + 1
	FROM "paragraphs";--> statement-breakpoint
ALTER TABLE "texts" DROP COLUMN "content";