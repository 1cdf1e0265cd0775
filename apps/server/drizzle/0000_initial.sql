CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"businessname" text DEFAULT '' NOT NULL,
	"jobtitle" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"socialmedia" text DEFAULT '' NOT NULL,
	"country" text,
	"creator_name" text,
	"storage_plan" text,
	"plan_id" text,
	"plan_started" timestamp with time zone,
	"rating" real,
	"is_show_hire_me" boolean DEFAULT false NOT NULL,
	"ddf" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_creator_name_unique" UNIQUE("creator_name")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_product_sizes" (
	"product_id" integer NOT NULL,
	"product_size_id" integer NOT NULL,
	CONSTRAINT "product_product_sizes_product_id_product_size_id_pk" PRIMARY KEY("product_id","product_size_id")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"margin_top" real NOT NULL,
	"margin_bottom" real NOT NULL,
	"margin_left" real NOT NULL,
	"margin_right" real NOT NULL,
	"column_number" integer NOT NULL,
	"column_gutter" real NOT NULL,
	"units" text DEFAULT 'mm' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sizes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"category_id" integer NOT NULL,
	"is_download_only" boolean DEFAULT false NOT NULL,
	"pdf_press_ready" boolean DEFAULT true NOT NULL,
	"pdf_standard" boolean DEFAULT true NOT NULL,
	"jpg" boolean DEFAULT true NOT NULL,
	"png" boolean DEFAULT true NOT NULL,
	"print_format" text DEFAULT 'SINGLE_SIDE' NOT NULL,
	"shape" text DEFAULT 'rect' NOT NULL,
	CONSTRAINT "products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "template_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"document_type" text DEFAULT 'DOC_TYPE_DESIGN' NOT NULL,
	"print_format" text DEFAULT 'SINGLE_SIDE' NOT NULL,
	"category_id" integer,
	"product_id" integer,
	"product_size_id" integer,
	"template_group_id" integer,
	"font_combination_id" integer,
	"design_set_name" text,
	"content" jsonb NOT NULL,
	"templates_used_in_design" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preview" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_product_sizes" ADD CONSTRAINT "product_product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_product_sizes" ADD CONSTRAINT "product_product_sizes_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_groups" ADD CONSTRAINT "template_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_template_group_id_template_groups_id_fk" FOREIGN KEY ("template_group_id") REFERENCES "public"."template_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "designs_user_name_unique" ON "designs" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "designs_user_idx" ON "designs" USING btree ("user_id");