CREATE TABLE "date_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"status" text NOT NULL,
	"from_arrival_at" timestamp with time zone NOT NULL,
	"from_departure_at" timestamp with time zone NOT NULL,
	"from_total" integer NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "date_change_id" text;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_changes_order_idx" ON "date_changes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "date_changes_offer_idx" ON "date_changes" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "date_changes_awaiting_idx" ON "date_changes" USING btree ("order_id") WHERE "date_changes"."status" = 'AWAITING_PAYMENT';--> statement-breakpoint
CREATE INDEX "date_changes_status_hold_idx" ON "date_changes" USING btree ("status","hold_expires_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_date_change_id_date_changes_id_fk" FOREIGN KEY ("date_change_id") REFERENCES "public"."date_changes"("id") ON DELETE no action ON UPDATE no action;