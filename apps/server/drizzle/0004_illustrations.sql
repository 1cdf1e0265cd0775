CREATE TABLE "illustration_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "illustration_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "illustration_purchases" (
	"user_id" integer NOT NULL,
	"illustration_id" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "illustration_purchases_user_id_illustration_id_pk" PRIMARY KEY("user_id","illustration_id")
);
--> statement-breakpoint
CREATE TABLE "illustration_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"assigned_to" integer,
	"illustration_category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "illustrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"file_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"key_words" text[] DEFAULT '{}' NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"user_id" integer NOT NULL,
	"illustration_category_id" integer NOT NULL,
	"illustration_subcategory_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "illustration_purchases" ADD CONSTRAINT "illustration_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustration_purchases" ADD CONSTRAINT "illustration_purchases_illustration_id_illustrations_id_fk" FOREIGN KEY ("illustration_id") REFERENCES "public"."illustrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustration_subcategories" ADD CONSTRAINT "illustration_subcategories_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustration_subcategories" ADD CONSTRAINT "illustration_subcategories_illustration_category_id_illustration_categories_id_fk" FOREIGN KEY ("illustration_category_id") REFERENCES "public"."illustration_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustrations" ADD CONSTRAINT "illustrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustrations" ADD CONSTRAINT "illustrations_illustration_category_id_illustration_categories_id_fk" FOREIGN KEY ("illustration_category_id") REFERENCES "public"."illustration_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustrations" ADD CONSTRAINT "illustrations_illustration_subcategory_id_illustration_subcategories_id_fk" FOREIGN KEY ("illustration_subcategory_id") REFERENCES "public"."illustration_subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "illustration_purchases_illustration_idx" ON "illustration_purchases" USING btree ("illustration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "illustration_subcategories_category_name_unique" ON "illustration_subcategories" USING btree ("illustration_category_id","name");--> statement-breakpoint
CREATE INDEX "illustrations_listing_idx" ON "illustrations" USING btree ("is_published","illustration_category_id","illustration_subcategory_id");--> statement-breakpoint
CREATE INDEX "illustrations_user_idx" ON "illustrations" USING btree ("user_id");