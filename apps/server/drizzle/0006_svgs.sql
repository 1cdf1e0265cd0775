CREATE TABLE "svg_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svg_purchases" (
	"user_id" integer NOT NULL,
	"svg_id" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "svg_purchases_user_id_svg_id_pk" PRIMARY KEY("user_id","svg_id")
);
--> statement-breakpoint
CREATE TABLE "svgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"file_key" text NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"key_words" text[] DEFAULT '{}' NOT NULL,
	"svg_category_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "svg_purchases" ADD CONSTRAINT "svg_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svg_purchases" ADD CONSTRAINT "svg_purchases_svg_id_svgs_id_fk" FOREIGN KEY ("svg_id") REFERENCES "public"."svgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svgs" ADD CONSTRAINT "svgs_svg_category_id_svg_categories_id_fk" FOREIGN KEY ("svg_category_id") REFERENCES "public"."svg_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svgs" ADD CONSTRAINT "svgs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "svg_categories_type_name_unique" ON "svg_categories" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "svgs_library_idx" ON "svgs" USING btree ("type","is_public","svg_category_id");--> statement-breakpoint
CREATE INDEX "svgs_user_idx" ON "svgs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "svgs_seeded_name_unique" ON "svgs" USING btree ("type","name") WHERE "svgs"."user_id" is null;