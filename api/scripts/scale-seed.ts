// Realistic bulk data for the scale benchmark and the load script, generated inside the database
// (INSERT ... SELECT over generate_series: no rows travel through Node). Names carry accents so
// accent-insensitive search is exercised; demand titles mix common words and one rare word.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { hashPassword } from '../src/auth/password-hasher';

/** Password of every generated user (`carga1` … `cargaN`). */
export const LOAD_PASSWORD = 'Carga@2024';
/** Word present in about one demand title in 20 000. */
export const RARE_TERM = 'Xingu';
export const SCALE_CLIENTS = 800;
export const SCALE_USERS = 3000;
export const SCALE_LAWYERS = 60;

const FIRST = `array['Otávio','João','José','Antônio','Márcia','Fábio','Lúcia','Cecília','Sérgio','Luís','Ana','Maria','Paulo','Carla','Beatriz','Rafael','Gustavo','Helena','Íris','Vinícius','Conceição','Inês','Flávia','Mônica']`;
const LAST = `array['Araújo','Gonçalves','Simões','Magalhães','Assunção','Silva','Souza','Oliveira','Pereira','Lima','Carvalho','Ribeiro','Almeida','Nascimento','Sá','Brandão','Frazão','Falcão','Estêvão','Guimarães','Peçanha']`;
const TITLE_A = `array['Revisão de contrato','Parecer sobre','Política de privacidade','Aditivo ao contrato','Consulta sobre','Relatório de impacto','Termo de uso','Mapeamento de dados','Notificação à ANPD','Treinamento sobre','Resposta ao titular','Cláusula de confidencialidade','Avaliação de risco','Registro de operações','Análise de incidente','Acordo de tratamento','Código de conduta']`;
const TITLE_B = `array['fornecedores','colaboradores','clientes','marketing','câmeras de segurança','biometria','saúde ocupacional','transferência internacional','cookies do site','recrutamento','cobrança','atendimento','prontuários']`;

async function run(db: Database, text: string): Promise<void> {
  await db.execute(sql.raw(text));
}

async function scalar(db: Database, text: string): Promise<number> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: { v: unknown }[] };
  return Number(result.rows[0]?.v ?? 0);
}

/** Clients, lawyers, users (with the demo users' roles), price periods and leads; idempotent. */
export async function seedScaleBase(db: Database): Promise<void> {
  if ((await scalar(db, `select count(*) as v from users where username = 'carga1'`)) > 0) return;
  const hash = (await hashPassword(LOAD_PASSWORD)).replace(/'/g, "''");
  await run(
    db,
    `insert into clients (id, name, enable_hours_bank, created_at)
     select 2000 + i,
       (array['Ótica','São Bento','Paraná','Água Viva','Fênix','Coração','Maçã','Açaí','Brasil','Atlântico','Horizonte','Pão de Açúcar','Ipê','Jequitibá','Caju','Guaraná','Ouro Preto','Tietê','Itaúna','Aurora'])[1 + i % 20]
       || ' ' || (array['Indústria','Comércio','Serviços','Logística','Saúde','Educação','Tecnologia','Alimentos','Transportes','Construções'])[1 + (i / 20) % 10]
       || ' ' || (array['Ltda','S.A.','ME','EIRELI'])[1 + i % 4] || ' ' || i,
       i % 3 = 0, now() - i * interval '1 day'
     from generate_series(1, ${SCALE_CLIENTS}) i`,
  );
  await run(
    db,
    `insert into lawyers (name, status)
     select (${FIRST})[1 + i % 24] || ' ' || (${LAST})[1 + (i * 7) % 21] || ' ' || (${LAST})[1 + i % 21], i % 10 <> 0
     from generate_series(1, ${SCALE_LAWYERS}) i`,
  );
  // Every 50th user is firm staff (admin), every 5th a client administrator, the rest granular
  // users; the first 300 belong to the demo client Acme (1001) so its lists have many creators.
  await run(
    db,
    `insert into users (username, email, name, password_hash, employee_daniel_law, client_id, admin,
       enabled, temporary_access, job_title, department, terms_accepted_at, created_at, updated_at)
     select 'carga' || i, 'carga' || i || '@exemplo.com.br',
       (${FIRST})[1 + i % 24] || ' ' || (${LAST})[1 + (i / 24) % 21] || ' ' || (${LAST})[1 + (i * 11) % 21],
       '${hash}',
       case when i % 50 = 0 then 1 when i % 5 = 0 then 2 else 0 end,
       case when i % 50 = 0 then null when i <= 300 then 1001 else 2001 + i % ${SCALE_CLIENTS} end,
       i % 50 = 0, i % 17 <> 0, i % 13 = 0, 'Analista', 'Jurídico', now(), now(), now()
     from generate_series(1, ${SCALE_USERS}) i`,
  );
  await run(
    db,
    `insert into user_roles (user_id, role_id)
     select u.id, r.role_id from users u
     join users model on model.username = case u.employee_daniel_law
       when 1 then 'admin' when 2 then 'cliente.admin' else 'cliente.usuario' end
     join user_roles r on r.user_id = model.id
     where u.username like 'carga%'
     on conflict do nothing`,
  );
  await run(
    db,
    `insert into client_prices_hours (client_id, valor_hora, vigencia_inicio, vigencia_fim)
     select 2000 + i, 250 + i % 300, date '2023-01-01', date '2023-12-31' from generate_series(1, ${SCALE_CLIENTS}) i
     union all
     select 2000 + i, 280 + i % 300, date '2024-01-01', null::date from generate_series(1, ${SCALE_CLIENTS}) i`,
  );
  await run(
    db,
    `insert into leads (name, email, company, info_email, created_at, updated_at)
     select (${FIRST})[1 + i % 24] || ' ' || (${LAST})[1 + i % 21], 'lead' || i || '@empresa.com.br',
       'Empresa ' || (${LAST})[1 + (i * 3) % 21] || ' ' || i, true, now(), now()
     from generate_series(1, 2000) i`,
  );
}

/**
 * Grows the demands to `target` rows (with one history entry each, a comment on every second, a
 * document on every fifth, a participant on every tenth of Acme's) and the simulations to a tenth
 * of that; created dates spread over two years, so one month holds about 1/24 of the demands.
 */
export async function growTo(db: Database, target: number): Promise<void> {
  const current = await scalar(db, `select count(*) as v from demands`);
  if (current >= target) return;
  const from = current + 1;
  const before = await scalar(db, `select coalesce(max(id), 0) as v from demands`);
  await run(
    db,
    `insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo,
       descricao_trabalho, lawyer_id, horas_minutes, valor, consumo_horas, status, archived,
       created_by_user_id, created_at, updated_at)
     select
       case when n % 10 = 0 then 1001 when n % 10 = 1 then 1002 else 2001 + (n::bigint * 7919) % ${SCALE_CLIENTS} end,
       (${TITLE_A})[1 + n % 17] || ' ' || (${TITLE_B})[1 + (n / 17) % 13]
         || case when n % 20000 = 7 then ' ${RARE_TERM}' else '' end || ' nº ' || n,
       (array[2, 9, 12])[1 + n % 3],
       'CUSTOMIZADO',
       (c + ((n % 90) - 30) * interval '1 day')::date,
       'Trabalho gerado para a medição de desempenho.',
       l.ids[1 + (n * 31) % cardinality(l.ids)],
       60 + (n * 17) % 900,
       350 + (n * 13) % 5000,
       n % 2 = 0,
       (array['FINALIZADO','FINALIZADO','FINALIZADO','EM_CURSO','PENDENTE','NAO_INICIADO','CANCELADO','CANCELAMENTO','FINALIZADO','EM_CURSO'])[1 + (n * 13) % 10],
       n % 7 = 0,
       u.ids[1 + (n * 7) % cardinality(u.ids)],
       c, c
     from generate_series(${from}, ${target}) n
     cross join (select array_agg(id order by id) ids from lawyers) l
     cross join (select array_agg(id order by id) ids from users where username like 'carga%') u
     cross join lateral (select now() - ((n::bigint * 7919) % (730 * 86400)) * interval '1 second' as c) t`,
  );
  await run(
    db,
    `insert into demand_status_history (demand_id, status, data)
     select id, status, created_at from demands where id > ${before}`,
  );
  await run(
    db,
    `insert into demand_comments (demand_id, description, created_by_user_id, created_at)
     select id, 'Comentário de acompanhamento da solicitação ' || id, created_by_user_id, created_at + interval '1 hour'
     from demands where id > ${before} and id % 2 = 0`,
  );
  await run(
    db,
    `insert into demand_documents (demand_id, filename, storage_key, size, content_type, uploaded_by, created_at)
     select id, 'documento-' || id || '.pdf', substr(md5('carga' || id), 1, 2) || '/' || md5('carga' || id) || '.pdf',
       1024 + id % 4096, 'application/pdf', created_by_user_id, created_at
     from demands where id > ${before} and id % 5 = 0`,
  );
  await run(
    db,
    `insert into demand_participants (demand_id, user_id, created_at)
     select d.id, u.ids[1 + d.id % cardinality(u.ids)], d.created_at
     from demands d cross join (select array_agg(id order by id) ids from users where client_id = 1001 and username like 'carga%') u
     where d.id > ${before} and d.client_id = 1001 and d.id % 10 = 0
     on conflict do nothing`,
  );
  // Assessments: a tenth of the demands, new projects and legitimate interest, Acme's one in ten.
  const assessments = Math.floor(target / 10);
  const currentAssessments = await scalar(db, `select count(*) as v from assessments`);
  if (assessments > currentAssessments) {
    await run(
      db,
      `insert into assessments (form_id, client_id, name, status, completed, created_by_user_id,
         search_text, created_at, updated_at)
       select case when n % 2 = 0 then 1 else 2 end,
         case when n % 10 = 0 then 1001 else 2001 + (n::bigint * 7919) % ${SCALE_CLIENTS} end,
         nm, case when n % 3 = 0 then 'DONE' else 'DRAFT' end, n % 3 = 0, u.ids[1 + n % cardinality(u.ids)],
         lower(unaccent(nm)), c, c
       from generate_series(${currentAssessments + 1}, ${assessments}) n
       cross join (select array_agg(id order by id) ids from users where username like 'carga%') u
       cross join lateral (select (${TITLE_A})[1 + n % 17] || ' ' || (${TITLE_B})[1 + (n / 17) % 13] || ' ' || n as nm,
         now() - ((n::bigint * 7919) % (730 * 86400)) * interval '1 second' as c) t`,
    );
  }
  const simulations = Math.floor(target / 10);
  const currentSimulations = await scalar(db, `select count(*) as v from fine_simulations`);
  if (simulations > currentSimulations) {
    await run(
      db,
      `insert into fine_simulations (origin, lead_id, created_by_user_id, creator_client_id,
         grau_infracao, valor_simulado, enabled, created_at, updated_at)
       select case when n % 3 = 0 then 'LANDING_PAGE' else 'DPO' end,
         case when n % 3 = 0 then le.ids[1 + n % cardinality(le.ids)] end,
         case when n % 3 <> 0 then u.ids[1 + n % cardinality(u.ids)] end,
         case when n % 3 <> 0 then u.clients[1 + n % cardinality(u.ids)] end,
         (array['LEVE','MEDIA','GRAVE'])[1 + n % 3], 1000 + (n * 37) % 500000, true, c, c
       from generate_series(${currentSimulations + 1}, ${simulations}) n
       cross join (select array_agg(id order by id) ids from leads) le
       cross join (select array_agg(id order by id) ids, array_agg(client_id order by id) clients
                   from users where username like 'carga%' and client_id is not null) u
       cross join lateral (select now() - ((n::bigint * 7919) % (730 * 86400)) * interval '1 second' as c) t`,
    );
  }
  // The steady state: PostgreSQL's autovacuum (or the API's PGlite maintenance job) has run.
  await run(db, 'vacuum analyze');
}
