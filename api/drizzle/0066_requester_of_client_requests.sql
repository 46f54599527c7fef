-- Demands m8: a request made in the client form carries its author and the author's department
-- as 'Autor da Demanda' and 'Área demandante'; those made before get them from their creator.
UPDATE "demands" SET "autor_demanda" = btrim("users"."name")
FROM "users"
WHERE "demands"."created_by_user_id" = "users"."id"
  AND ("demands"."autor_demanda" IS NULL OR btrim("demands"."autor_demanda") = '')
  AND btrim("users"."name") <> '';
--> statement-breakpoint
UPDATE "demands" SET "area_demandante" = btrim("users"."department")
FROM "users"
WHERE "demands"."created_by_user_id" = "users"."id"
  AND ("demands"."area_demandante" IS NULL OR btrim("demands"."area_demandante") = '')
  AND btrim("users"."department") <> '';
