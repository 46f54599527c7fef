-- Demands M3: a lawyer may be linked to one staff account, and an account to one lawyer, so the
-- lawyer given a demand is the one person told of it.
CREATE UNIQUE INDEX "lawyers_user_unique_idx" ON "lawyers" USING btree ("user_id") WHERE "user_id" is not null;
