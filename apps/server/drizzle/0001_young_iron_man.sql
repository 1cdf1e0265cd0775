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
ALTER TABLE "products" ADD COLUMN "allow_custom_size" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "design_sets" ADD CONSTRAINT "design_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_assignments" ADD CONSTRAINT "template_assignments_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_template_group_id_template_groups_id_fk" FOREIGN KEY ("template_group_id") REFERENCES "public"."template_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_design_set_id_design_sets_id_fk" FOREIGN KEY ("design_set_id") REFERENCES "public"."design_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_assignments_email_idx" ON "template_assignments" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_user_name_unique" ON "templates" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "templates_product_idx" ON "templates" USING btree ("product_id");