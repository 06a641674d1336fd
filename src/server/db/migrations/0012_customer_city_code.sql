-- IBGE's 7-digit code of the customer's city, found from the state and city name when the record is saved.
ALTER TABLE "customers" ADD COLUMN "city_code" integer;
