-- The question model of docs/product.md §7: type, skill, source, explanation and evidence.
-- Columns are added nullable, old rows filled from what they say, then the rules tightened.
ALTER TABLE "questions" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "skill" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "evidence_paragraph_index" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "evidence_sentence" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The first wave's generators asked these kinds, each recognisable by its opening words.
UPDATE "questions" SET "type" = CASE
  WHEN "content" LIKE 'Who %' THEN 'who'
  WHEN "content" LIKE 'Where %' THEN 'where'
  WHEN "content" LIKE 'When %' THEN 'when'
  WHEN "content" LIKE 'Why %' THEN 'why'
  WHEN "content" LIKE 'How %' THEN 'how'
  WHEN "content" LIKE 'What %' THEN 'what'
  ELSE 'cloze'
END;--> statement-breakpoint
UPDATE "questions" SET "skill" = CASE "type" WHEN 'why' THEN 'inference' ELSE 'literal' END,
  "source" = 'builtin';--> statement-breakpoint
UPDATE "questions" q SET "explanation" = 'The story says the answer is “' || c."text" || '”.'
  FROM "choices" c WHERE c."question_id" = q."id" AND c."is_correct";--> statement-breakpoint
UPDATE "questions" SET "explanation" = '' WHERE "explanation" IS NULL;--> statement-breakpoint
-- A fill-in-the-blank question is its sentence with the answer taken out: put the answer back,
-- and where that sentence stands verbatim in the question's paragraph, it is the evidence.
WITH "filled" AS (
  SELECT q."id", q."text_id", q."paragraph_index",
    replace(regexp_replace(q."content", '^Fill in the blank: ', ''), '_____', c."text") AS "sentence"
  FROM "questions" q JOIN "choices" c ON c."question_id" = q."id" AND c."is_correct"
  WHERE q."type" = 'cloze' AND q."content" LIKE '%\_\_\_\_\_%'
)
UPDATE "questions" q SET "evidence_paragraph_index" = f."paragraph_index", "evidence_sentence" = f."sentence"
  FROM "filled" f JOIN "text_paragraphs" p ON p."text_id" = f."text_id"
  WHERE q."id" = f."id" AND strpos(p."contents"[f."paragraph_index" + 1], f."sentence") > 0;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "skill" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "explanation" SET NOT NULL;
