-- Practice and check modes (docs/product.md §7 "Reading"). Assignments made before modes existed
-- revealed nothing before Finish: they stay `check`; new ones default to `practice`.
ALTER TABLE "assignments" ADD COLUMN "mode" text DEFAULT 'check' NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "mode" SET DEFAULT 'practice';--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "first_choice_id" integer;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- An answer so far is one try, its choice the first.
UPDATE "answers" SET "first_choice_id" = "choice_id";--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_first_choice_id_choices_id_fk" FOREIGN KEY ("first_choice_id") REFERENCES "public"."choices"("id") ON DELETE set null ON UPDATE no action;
