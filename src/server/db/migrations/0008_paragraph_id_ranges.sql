DROP INDEX "text_paragraphs_ids_idx";--> statement-breakpoint
ALTER TABLE "text_paragraphs" ADD COLUMN "id_ranges" int4multirange;--> statement-breakpoint
UPDATE "text_paragraphs" SET "id_ranges" = coalesce((SELECT range_agg(int4range(id, id + 1)) FROM unnest("ids") AS id), '{}');--> statement-breakpoint
ALTER TABLE "text_paragraphs" ALTER COLUMN "id_ranges" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "text_paragraphs_id_ranges_idx" ON "text_paragraphs" USING gist ("id_ranges");
