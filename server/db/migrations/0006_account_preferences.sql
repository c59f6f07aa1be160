CREATE TABLE "preference_options" (
	"group_id" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"image" text NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "preference_options_group_id_value_pk" PRIMARY KEY("group_id","value")
);
