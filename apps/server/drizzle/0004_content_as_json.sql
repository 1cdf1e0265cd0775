-- A design's content and a template's document are stored as json (the text as sent), no longer
-- jsonb: they are written and read whole, never queried inside, and jsonb's conversion cost about
-- half of a 200 KB save (docs/decisions.md, "Saves under load").
ALTER TABLE "designs" ALTER COLUMN "content" SET DATA TYPE json USING "content"::json;--> statement-breakpoint
ALTER TABLE "templates" ALTER COLUMN "template" SET DATA TYPE json USING "template"::json;
