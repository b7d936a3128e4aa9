ALTER TABLE "texts" ADD COLUMN "language" text DEFAULT 'und' NOT NULL;--> statement-breakpoint
-- Existing texts, from a sample of their paragraphs (an EPUB's dc:language is not at hand in SQL):
-- mostly Arabic letters is 'ar'; ğ ş ı İ (letters of Turkish, rare elsewhere) as 3 % or more of the
-- characters is 'tr' (together they are about 6 % of Turkish text); anything else was written for the app
-- before it knew languages, in English. New texts get franc's answer or dc:language (docs/languages.md).
UPDATE "texts" SET "language" = CASE
	WHEN regexp_count(sample.text, '[ء-ي]') > regexp_count(sample.text, '[A-Za-z]') THEN 'ar'
	WHEN regexp_count(sample.text, '[ğşıİĞŞ]') * 100 >= 3 * length(sample.text) THEN 'tr'
	ELSE 'en'
END
FROM (
	SELECT "text_id", left(array_to_string("contents"[1:40], ' '), 4000) AS text FROM "text_paragraphs"
) AS sample
WHERE sample."text_id" = "texts"."id" AND length(sample.text) > 0;
