-- Every question says which part of the story it asks about (docs/questions.md, "Elements").
-- Questions stored before get the element their type asks about most often.
ALTER TABLE "questions" ADD COLUMN "element" text;--> statement-breakpoint
UPDATE "questions" SET "element" = CASE "type"
  WHEN 'who' THEN 'character'
  WHEN 'where' THEN 'setting'
  WHEN 'when' THEN 'setting'
  WHEN 'why' THEN 'causal'
  WHEN 'said_who' THEN 'word'
  WHEN 'vocabulary' THEN 'word'
  WHEN 'cloze' THEN 'word'
  ELSE 'action'
END;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "element" SET NOT NULL;
