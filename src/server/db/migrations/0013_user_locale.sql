-- The interface language a person chose (DESIGN §5 "Languages"): 'en' or 'tr', checked by the
-- contract. Null, as for everyone before this migration, follows the browser's language.
ALTER TABLE "users" ADD COLUMN "locale" text;
