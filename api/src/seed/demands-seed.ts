import { eq, inArray } from 'drizzle-orm';
import {
  AREA_INTERNA_OPTIONS,
  DEMAND_STATUS,
  PRAZO_ATENDIMENTO,
  SERVICE_TYPE,
  TIPO_AVALIACAO_OPTIONS,
  DEFAULT_FIRM_SEAT,
  slaDeadline,
  type DemandStatus,
  valueOfMinutes,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { Database } from '../db/database';
import { demandDocuments, demandStatusHistory, demands, lawyers, users } from '../db/schema';
import { firmCalendarOf } from '../calendar/firm-calendar';
import type { FileStorage } from '../files/file-storage';
import { DEMO_CLIENTS } from './demo-users';
import { demoPdf } from './simulator-demo-pdf';

// Seeded document rows wait with this key until the API writes their file through the storage
// at start-up (the seed runs before the storage exists).
const PENDING_DEMO_FILE = '';
const DAY = 24 * 60 * 60 * 1000;

/** The path each final status went through (spec 2 section 4), recorded in the history. */
const STATUS_PATHS: Record<DemandStatus, DemandStatus[]> = {
  PENDENTE: [DEMAND_STATUS.PENDENTE],
  NAO_INICIADO: [DEMAND_STATUS.PENDENTE, DEMAND_STATUS.NAO_INICIADO],
  EM_CURSO: [DEMAND_STATUS.PENDENTE, DEMAND_STATUS.NAO_INICIADO, DEMAND_STATUS.EM_CURSO],
  FINALIZADO: [
    DEMAND_STATUS.PENDENTE,
    DEMAND_STATUS.NAO_INICIADO,
    DEMAND_STATUS.EM_CURSO,
    DEMAND_STATUS.FINALIZADO,
  ],
  CANCELAMENTO: [DEMAND_STATUS.PENDENTE, DEMAND_STATUS.CANCELAMENTO],
  CANCELADO: [DEMAND_STATUS.PENDENTE, DEMAND_STATUS.NAO_INICIADO, DEMAND_STATUS.CANCELADO],
};

const STATUS_CYCLE: DemandStatus[] = [
  DEMAND_STATUS.PENDENTE,
  DEMAND_STATUS.NAO_INICIADO,
  DEMAND_STATUS.EM_CURSO,
  DEMAND_STATUS.FINALIZADO,
  DEMAND_STATUS.CANCELAMENTO,
  DEMAND_STATUS.CANCELADO,
];

export const DEMO_DEMAND_TITLES = [
  'Revisão da política de privacidade do site',
  'Contrato de operador com provedor de nuvem',
  'Consulta sobre retenção de dados de ex-colaboradores',
  'Relatório de impacto do novo CRM',
  'Aditivo contratual com fornecedor de folha de pagamento',
  'Consulta sobre uso de biometria na portaria',
  'Termo de consentimento para marketing',
  'Acordo de tratamento de dados com parceiro logístico',
  'Consulta sobre transferência internacional de dados',
  'Política de cookies do aplicativo',
  'Contrato de confidencialidade com consultoria',
  'Consulta sobre incidente com planilha enviada por e-mail',
  'Aviso de privacidade para candidatos',
  'Cláusulas de proteção de dados em contratos de TI',
  'Consulta sobre prazo de resposta a titulares',
  'Procedimento de resposta a incidentes',
  'Contrato de licença de software com tratamento de dados',
  'Consulta sobre câmeras de segurança',
  'Inventário de dados do RH',
  'Contrato com empresa de pesquisa de satisfação',
  'Consulta sobre compartilhamento com seguradora',
  'Norma interna de classificação da informação',
  'Contrato de hospedagem do e-commerce',
  'Consulta sobre dados de menores no programa social',
  'Política de backup e descarte',
  'Contrato com agência de marketing digital',
  'Consulta sobre legítimo interesse em prospecção',
  'Termo de uso da plataforma de clientes',
  'Contrato de compartilhamento de dados com holding',
  'Consulta sobre anonimização de base analítica',
  'Política de segurança da informação',
  'Contrato de prestação de serviços de call center',
  'Consulta sobre monitoramento de e-mail corporativo',
  'Regulamento de uso de inteligência artificial',
] as const;

const SERVICE_CYCLE = [SERVICE_TYPE.DOCUMENTO, SERVICE_TYPE.CONTRATO, SERVICE_TYPE.CONSULTA];
const ACME_AUTHORS = ['admin', 'cliente.admin', 'cliente.usuario'] as const;
const BETA_AUTHORS = ['admin', 'beta.admin', 'beta.usuario'] as const;
/** Beta has no hourly price: its demo values use this rate. */
const BETA_DEMO_RATE = 300;

/**
 * At least 30 demands across Acme (1001) and Beta (1002), every status, a few archived, each
 * with its status history, some with documents. Acme's values follow its price in force.
 * Runs once: if the first demo demand exists, nothing is added.
 */
export async function seedDemandsDemo(db: Database): Promise<void> {
  const [already] = await db
    .select({ id: demands.id })
    .from(demands)
    .where(eq(demands.demanda, DEMO_DEMAND_TITLES[0]))
    .limit(1);
  if (already) return;
  const lawyerRows = await db
    .select({ id: lawyers.id })
    .from(lawyers)
    .where(eq(lawyers.status, true))
    .orderBy(lawyers.id);
  const userRows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...ACME_AUTHORS, ...BETA_AUTHORS]));
  const userId = (username: string) => userRows.find((row) => row.username === username)?.id;
  if (!lawyerRows.length) return;

  const now = Date.now();
  const calendar = firmCalendarOf(DEFAULT_FIRM_SEAT, []);
  for (const [index, demanda] of DEMO_DEMAND_TITLES.entries()) {
    const beta = index % 5 === 2;
    const clientId = beta ? DEMO_CLIENTS.beta.id : DEMO_CLIENTS.acme.id;
    const status = STATUS_CYCLE[index % STATUS_CYCLE.length]!;
    const serviceTypeId = SERVICE_CYCLE[index % SERVICE_CYCLE.length]!;
    const author = (beta ? BETA_AUTHORS : ACME_AUTHORS)[index % 3]!;
    const createdAt = new Date(now - (300 - index * 8) * DAY);
    const sla = index % 4 === 0;
    const createdDay = brazilianDate(createdAt);
    const prazo = sla
      ? slaDeadline(createdDay, calendar)
      : brazilianDate(new Date(createdAt.getTime() + (10 + (index % 5) * 7) * DAY));
    // Pending requests sent by clients wait for the firm's internal data.
    const withInternalData = status !== DEMAND_STATUS.PENDENTE || index % 2 === 0;
    const minutes = withInternalData ? (2 + (index % 9)) * 60 + (index % 2) * 30 : null;
    const path = STATUS_PATHS[status];
    const updatedAt = new Date(createdAt.getTime() + (path.length - 1) * 2 * DAY);
    const [row] = await db
      .insert(demands)
      .values({
        clientId,
        demanda,
        serviceTypeId,
        tipoConsulta: serviceTypeId === SERVICE_TYPE.CONSULTA ? 'Parecer jurídico' : null,
        tipoAvaliacao:
          serviceTypeId === SERVICE_TYPE.CONSULTA
            ? null
            : TIPO_AVALIACAO_OPTIONS[index % TIPO_AVALIACAO_OPTIONS.length]!,
        areaInterna: withInternalData
          ? AREA_INTERNA_OPTIONS[index % AREA_INTERNA_OPTIONS.length]!
          : null,
        areaDemandante: ['Jurídico', 'Recursos Humanos', 'Tecnologia', 'Marketing'][index % 4]!,
        autorDemanda: ['Carla Mendes', 'Rafael Oliveira', 'Juliana Costa', 'Bruno Almeida'][
          index % 4
        ]!,
        prazoAtendimento: sla ? PRAZO_ATENDIMENTO.SLA : PRAZO_ATENDIMENTO.CUSTOMIZADO,
        prazo,
        descricaoTrabalho: `${demanda}: análise da situação atual, recomendações e minuta final.`,
        lawyerId: withInternalData ? lawyerRows[index % lawyerRows.length]!.id : null,
        horasMinutes: minutes,
        // Acme's values follow its price in force on the request day (demands.service_valor);
        // Beta has no price, so its values are typed.
        valor: beta && minutes !== null ? valueOfMinutes(minutes, BETA_DEMO_RATE) : null,
        consumoHoras: !beta && index % 2 === 1,
        status,
        // Three finished demands sit in the archive (spec 2 section 2.2).
        archived: status === DEMAND_STATUS.FINALIZADO && index % 4 !== 3,
        createdByUserId: userId(author) ?? null,
        createdAt,
        updatedAt,
      })
      .returning({ id: demands.id });
    if (!row) continue;
    await db.insert(demandStatusHistory).values(
      path.map((step, position) => ({
        demandId: row.id,
        status: step,
        data: new Date(createdAt.getTime() + position * 2 * DAY + position * 3600 * 1000),
      })),
    );
    if (index % 3 !== 1) {
      const files = index % 2 ? ['Minuta.pdf', 'Anexo técnico.pdf'] : ['Documento de apoio.pdf'];
      await db.insert(demandDocuments).values(
        files.map((filename) => ({
          demandId: row.id,
          filename,
          storageKey: PENDING_DEMO_FILE,
          size: 0,
          contentType: 'application/pdf',
          uploadedBy: userId(author) ?? null,
          createdAt,
        })),
      );
    }
  }
}

/** Writes the files of seeded request documents through the storage (idempotent). */
export async function writeDemandDemoDocuments(
  db: Database,
  storage: FileStorage,
): Promise<number> {
  const pending = await db
    .select({
      id: demandDocuments.id,
      filename: demandDocuments.filename,
      demandId: demandDocuments.demandId,
    })
    .from(demandDocuments)
    .where(eq(demandDocuments.storageKey, PENDING_DEMO_FILE));
  for (const document of pending) {
    const content = demoPdf([
      document.filename.replace(/\.pdf$/i, ''),
      `Documento de demonstração da solicitação nº ${document.demandId}.`,
      'DPOHUB - Solicitações',
    ]);
    // Staged, row updated, then promoted: a crash in between leaves nothing readable
    // without its row (the start-up sweep settles the staged file).
    const stored = await storage.stage(content, document.filename);
    await db
      .update(demandDocuments)
      .set({ storageKey: stored.key, size: stored.size })
      .where(eq(demandDocuments.id, document.id));
    await storage.promote(stored.key);
  }
  return pending.length;
}
