import { and, eq } from 'drizzle-orm';
import { SERVICE_TYPE } from '@dpohub/domain';
import { demandParticipants, demands, lawyers, users } from '../db/schema';
import { DEMO_CLIENTS } from '../seed/demo-users';
import { bearer, type TestApp } from '../test/test-app';

/** Signed-in headers for each demo user kind the demand tests use. */
export async function demandTestLogins(t: TestApp) {
  const [admin, clientAdmin, granular, beta, participant] = await Promise.all([
    t.login('admin'),
    t.login('cliente.admin'),
    t.login('cliente.usuario'),
    t.login('beta.admin'),
    t.login('participante'),
  ]);
  return {
    admin: bearer(admin),
    clientAdmin: bearer(clientAdmin),
    granular: bearer(granular),
    beta: bearer(beta),
    participant: bearer(participant),
  };
}

export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  return row!.id;
}

export async function activeLawyerId(t: TestApp, active = true): Promise<number> {
  const [row] = await t.app.db
    .select({ id: lawyers.id })
    .from(lawyers)
    .where(eq(lawyers.status, active))
    .limit(1);
  return row!.id;
}

/** A seeded demand of the client in the status, for the scoping and status tests. */
export async function demandOf(
  t: TestApp,
  clientId: number,
  status: string,
  archived = false,
): Promise<number> {
  const [row] = await t.app.db
    .select({ id: demands.id })
    .from(demands)
    .where(
      and(
        eq(demands.clientId, clientId),
        eq(demands.status, status as never),
        eq(demands.archived, archived),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no seeded demand ${clientId} ${status}`);
  return row.id;
}

export async function attachParticipant(t: TestApp, demandId: number, userId: number) {
  await t.app.db.insert(demandParticipants).values({ demandId, userId }).onConflictDoNothing();
}

export interface Upload {
  name: string;
  content: Buffer;
}

/** A multipart body as the client form sends it: documentosConsultasDto plus repeated files. */
export function multipart(dto: object | null, files: Upload[] = []) {
  const boundary = '----dpohub-demand-boundary';
  const chunks: Buffer[] = [];
  if (dto) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documentosConsultasDto"\r\n\r\n${JSON.stringify(dto)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small PDF-named upload. */
export const pdf = (name: string, size = 100): Upload => ({
  name,
  content: Buffer.alloc(size, 37),
});

/** The firm's demand form, filled for Acme with the lawyer given. */
export const staffPayload = (lawyer: number, overrides: Record<string, unknown> = {}) => ({
  client: { id: DEMO_CLIENTS.acme.id },
  demanda: 'Parecer sobre novo aplicativo',
  serviceType: { id: SERVICE_TYPE.CONSULTA },
  tipoConsulta: 'Parecer',
  tipoAvaliacao: null,
  areaInterna: 'Legal Design',
  areaDemandante: 'Produto',
  autorDemanda: 'Carla Mendes',
  prazoAtendimento: 'CUSTOMIZADO',
  prazo: '2026-12-15',
  descricaoTrabalho: 'Avaliar o fluxo de cadastro.',
  lawyer: { id: lawyer },
  horas: '02:30',
  valor: null,
  consumoHoras: true,
  ...overrides,
});

/** The client's request form (documentosConsultasDto), filled. */
export const clientRequestDto = (overrides: Record<string, unknown> = {}) => ({
  serviceType: { id: SERVICE_TYPE.DOCUMENTO },
  tipoAvaliacao: 'PROTECAO_DE_DADOS',
  demanda: 'Revisão do contrato de parceria',
  descricaoTrabalho: 'Revisar as cláusulas de dados pessoais.',
  prazoAtendimento: 'CUSTOMIZADO',
  prazo: '2026-12-21',
  consumoHoras: false,
  ...overrides,
});

/** POST /api/solicitacao/documentos-consultas with the form's dto (no files); answers the id. */
export async function postClientRequest(
  t: TestApp,
  headers: Record<string, string>,
  dto: object,
): Promise<number> {
  const body = multipart(dto);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/solicitacao/documentos-consultas',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (created.statusCode !== 201) throw new Error(`request not created: ${created.body}`);
  return created.json<{ id: number }>().id;
}

/** POST /api/solicitacao/{id}/solicitacao-comentario with a text and no files. */
export function postComment(
  t: TestApp,
  id: number,
  headers: Record<string, string>,
  description: string,
) {
  const boundary = '----dpohub-comment-boundary';
  return t.app.inject({
    method: 'POST',
    url: `/api/solicitacao/${id}/solicitacao-comentario`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="solicitacaoComentarioDto"\r\n\r\n${JSON.stringify({ description })}\r\n--${boundary}--\r\n`,
  });
}
