CREATE TABLE "text_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"text_id" integer NOT NULL,
	"paragraph_id" integer,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"file_path" text NOT NULL,
	"media_type" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_images" ADD CONSTRAINT "text_images_text_id_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_images_text_idx" ON "text_images" USING btree ("text_id","name");