CREATE TABLE "export_progress" (
	"user_id" integer NOT NULL,
	"export_id" text NOT NULL,
	"total" integer NOT NULL,
	"done_by_file" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_progress_user_id_export_id_pk" PRIMARY KEY("user_id","export_id")
);
--> statement-breakpoint
ALTER TABLE "export_progress" ADD CONSTRAINT "export_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;