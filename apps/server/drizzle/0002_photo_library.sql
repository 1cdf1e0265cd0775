CREATE TABLE "library_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"author" text NOT NULL,
	"author_link" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"orientation" text NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_collections_title_unique" UNIQUE("title")
);
--> statement-breakpoint
ALTER TABLE "library_photos" ADD CONSTRAINT "library_photos_collection_id_photo_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."photo_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_photos" ADD CONSTRAINT "library_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_photos_collection_idx" ON "library_photos" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "library_photos_orientation_idx" ON "library_photos" USING btree ("orientation");