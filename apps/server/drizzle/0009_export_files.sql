CREATE TABLE "export_files" (
	"key" text PRIMARY KEY NOT NULL,
	"delete_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "export_files_delete_after_idx" ON "export_files" USING btree ("delete_after");