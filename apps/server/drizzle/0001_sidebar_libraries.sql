CREATE TABLE "design_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_sets_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "template_assignments" (
	"template_id" integer NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "template_assignments_template_id_email_pk" PRIMARY KEY("template_id","email")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"template" jsonb NOT NULL,
	"product_size_id" integer NOT NULL,
	"category_id" integer,
	"product_id" integer,
	"template_group_id" integer,
	"design_set_id" integer,
	"side" text DEFAULT 'front' NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"is_access_limited" boolean DEFAULT false NOT NULL,
	"preview_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "user_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "products" ADD COLUMN "allow_custom_size" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "design_sets" ADD CONSTRAINT "design_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_assignments" ADD CONSTRAINT "template_assignments_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_template_group_id_template_groups_id_fk" FOREIGN KEY ("template_group_id") REFERENCES "public"."template_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_design_set_id_design_sets_id_fk" FOREIGN KEY ("design_set_id") REFERENCES "public"."design_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_font_category_id_font_categories_id_fk" FOREIGN KEY ("font_category_id") REFERENCES "public"."font_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_photos" ADD CONSTRAINT "library_photos_collection_id_photo_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."photo_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_photos" ADD CONSTRAINT "library_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustration_purchases" ADD CONSTRAINT "illustration_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustration_purchases" ADD CONSTRAINT "illustration_purchases_illustration_id_illustrations_id_fk" FOREIGN KEY ("illustration_id") REFERENCES "public"."illustrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustration_subcategories" ADD CONSTRAINT "illustration_subcategories_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustration_subcategories" ADD CONSTRAINT "illustration_subcategories_illustration_category_id_illustration_categories_id_fk" FOREIGN KEY ("illustration_category_id") REFERENCES "public"."illustration_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustrations" ADD CONSTRAINT "illustrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustrations" ADD CONSTRAINT "illustrations_illustration_category_id_illustration_categories_id_fk" FOREIGN KEY ("illustration_category_id") REFERENCES "public"."illustration_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustrations" ADD CONSTRAINT "illustrations_illustration_subcategory_id_illustration_subcategories_id_fk" FOREIGN KEY ("illustration_subcategory_id") REFERENCES "public"."illustration_subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_colors" ADD CONSTRAINT "user_colors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svg_purchases" ADD CONSTRAINT "svg_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svg_purchases" ADD CONSTRAINT "svg_purchases_svg_id_svgs_id_fk" FOREIGN KEY ("svg_id") REFERENCES "public"."svgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svgs" ADD CONSTRAINT "svgs_svg_category_id_svg_categories_id_fk" FOREIGN KEY ("svg_category_id") REFERENCES "public"."svg_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svgs" ADD CONSTRAINT "svgs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_assignments_email_idx" ON "template_assignments" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_user_name_unique" ON "templates" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "templates_product_idx" ON "templates" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "fonts_user_idx" ON "fonts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fonts_public_name_unique" ON "fonts" USING btree ("name") WHERE "fonts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "library_photos_collection_idx" ON "library_photos" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "library_photos_orientation_idx" ON "library_photos" USING btree ("orientation");--> statement-breakpoint
CREATE INDEX "illustration_purchases_illustration_idx" ON "illustration_purchases" USING btree ("illustration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "illustration_subcategories_category_name_unique" ON "illustration_subcategories" USING btree ("illustration_category_id","name");--> statement-breakpoint
CREATE INDEX "illustrations_listing_idx" ON "illustrations" USING btree ("is_published","illustration_category_id","illustration_subcategory_id");--> statement-breakpoint
CREATE INDEX "illustrations_user_idx" ON "illustrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_images_user_kind_idx" ON "user_images" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "user_colors_user_color_unique" ON "user_colors" USING btree ("user_id","color");--> statement-breakpoint
CREATE UNIQUE INDEX "svg_categories_type_name_unique" ON "svg_categories" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "svgs_library_idx" ON "svgs" USING btree ("type","is_public","svg_category_id");--> statement-breakpoint
CREATE INDEX "svgs_user_idx" ON "svgs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "svgs_seeded_name_unique" ON "svgs" USING btree ("type","name") WHERE "svgs"."user_id" is null;