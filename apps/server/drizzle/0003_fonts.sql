CREATE TABLE "font_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "font_combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"text_styles" jsonb NOT NULL,
	CONSTRAINT "font_combinations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "fonts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"file_key" text NOT NULL,
	"font_category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_font_category_id_font_categories_id_fk" FOREIGN KEY ("font_category_id") REFERENCES "public"."font_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fonts_user_idx" ON "fonts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fonts_public_name_unique" ON "fonts" USING btree ("name") WHERE "fonts"."user_id" is null;