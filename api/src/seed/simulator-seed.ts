import { eq, inArray } from 'drizzle-orm';
import {
  LEAD_CONSENT,
  SIMULATION_ORIGIN,
  computeFine,
  leadConsentText,
  type DosimetryInput,
  type SimulationOrigin,
} from '@dpohub/domain';
import type { Database } from '../db/database';
import { fineSimulations, leads, simulationDocuments, users } from '../db/schema';
import type { FileStorage } from '../files/file-storage';
import { demoPdf } from './simulator-demo-pdf';

// Seeded document rows wait with this key until the API writes their file through the
// storage at start-up (the seed runs before the storage exists).
export const PENDING_DEMO_FILE = '';

export const DEMO_LEADS = [
  {
    name: 'Marcos Vieira',
    email: 'marcos.vieira@lojaverde.com.br',
    company: 'Loja Verde Comércio',
    infoEmail: true,
  },
  {
    name: 'Luciana Souza',
    email: 'luciana@clinicasaude.com.br',
    company: 'Clínica Saúde Mais',
    infoEmail: false,
  },
  {
    name: 'Thiago Martins',
    email: 'thiago@edtechbrasil.com',
    company: 'EdTech Brasil',
    infoEmail: true,
  },
  {
    name: 'Renata Gomes',
    email: 'renata.gomes@transportesrg.com.br',
    company: 'Transportes RG',
    infoEmail: true,
  },
] as const;

const NONE = 'Nenhuma';

function answers(overrides: Partial<DosimetryInput>): DosimetryInput {
  return {
    infracao1: false,
    infracao2: false,
    infracao3: false,
    infracao4: false,
    infracao5: false,
    infracao6: false,
    infracao7: false,
    infracao8: false,
    infracao9: false,
    infracao10: true,
    grauDano: 0,
    etapa3pergunta1: NONE,
    etapa3pergunta2: NONE,
    etapa3pergunta3: NONE,
    etapa3pergunta4: NONE,
    etapa3pergunta5campo1: false,
    etapa3pergunta5campo2: false,
    etapa3pergunta5campo3: false,
    etapa3pergunta5campo4: false,
    etapa3pergunta5campo5: false,
    etapa3pergunta5campo6: false,
    etapa3pergunta5campo7: false,
    naoTemFaturamento: false,
    valorFaturamento: 5_000_000,
    valorTributos: 500_000,
    valorVantagemAuferidaEstimavel: 0,
    ...overrides,
  };
}

const MEDIA = { infracao1: true, infracao10: false } as const;
const GRAVE = { infracao1: true, infracao5: true, infracao10: false } as const;

interface DemoSimulation {
  origin: SimulationOrigin;
  /** A demo lead's e-mail or a demo user's username. */
  by: string;
  daysAgo: number;
  answers: DosimetryInput;
  attachments?: string[];
}

export const DEMO_SIMULATIONS: readonly DemoSimulation[] = [
  { origin: 'LANDING_PAGE', by: DEMO_LEADS[0].email, daysAgo: 2, answers: answers({}) },
  {
    origin: 'LANDING_PAGE',
    by: DEMO_LEADS[1].email,
    daysAgo: 5,
    answers: answers({
      ...GRAVE,
      grauDano: 2,
      valorFaturamento: 12_000_000,
      valorTributos: 1_800_000,
    }),
  },
  {
    origin: 'LANDING_PAGE',
    by: DEMO_LEADS[2].email,
    daysAgo: 9,
    answers: answers({
      ...MEDIA,
      grauDano: 1,
      naoTemFaturamento: true,
      valorFaturamento: 0,
      valorTributos: 0,
    }),
  },
  {
    origin: 'LANDING_PAGE',
    by: DEMO_LEADS[3].email,
    daysAgo: 16,
    answers: answers({
      ...MEDIA,
      grauDano: 2,
      etapa3pergunta2: '1 sanção nos últimos 5 anos (5%)',
      etapa3pergunta5campo7: true,
    }),
  },
  {
    origin: 'LANDING_PAGE',
    by: DEMO_LEADS[0].email,
    daysAgo: 30,
    answers: answers({ infracao2: true, infracao10: false, grauDano: 1 }),
  },
  {
    origin: 'DPO',
    by: 'admin',
    daysAgo: 1,
    answers: answers({
      ...GRAVE,
      grauDano: 3,
      valorFaturamento: 80_000_000,
      valorTributos: 9_000_000,
      etapa3pergunta4: '1 medida corretiva descumprida (30%)',
    }),
    attachments: ['Parecer jurídico - incidente.pdf'],
  },
  {
    origin: 'DPO',
    by: 'cliente.admin',
    daysAgo: 3,
    answers: answers({
      ...MEDIA,
      grauDano: 2,
      valorFaturamento: 10_000_000,
      valorTributos: 0,
      etapa3pergunta1: '1 sanção anterior (10%)',
      etapa3pergunta3: '1 medida de orientação descumprida (20%)',
      etapa3pergunta5campo2: true,
      etapa3pergunta5campo7: true,
    }),
    attachments: ['Relatório de impacto.pdf', 'Plano de resposta.pdf'],
  },
  {
    origin: 'DPO',
    by: 'cliente.usuario',
    daysAgo: 6,
    answers: answers({ grauDano: 0, valorFaturamento: 1_000_000, valorTributos: 0 }),
  },
  {
    origin: 'DPO',
    by: 'cliente.admin',
    daysAgo: 12,
    answers: answers({
      ...GRAVE,
      grauDano: 1,
      naoTemFaturamento: true,
      valorFaturamento: 0,
      valorTributos: 0,
      etapa3pergunta4: '2 medidas corretivas descumpridas (60%)',
      etapa3pergunta5campo4: true,
    }),
  },
  {
    origin: 'DPO',
    by: 'beta.admin',
    daysAgo: 20,
    answers: answers({ ...MEDIA, grauDano: 3, valorVantagemAuferidaEstimavel: 40_000 }),
    attachments: ['Comunicado à ANPD.pdf'],
  },
  {
    origin: 'DPO',
    by: 'admin',
    daysAgo: 45,
    answers: answers({
      infracao9: true,
      infracao10: false,
      grauDano: 2,
      valorFaturamento: 300_000_000,
      valorTributos: 40_000_000,
    }),
  },
  {
    origin: 'DPO',
    by: 'beta.admin',
    daysAgo: 60,
    answers: answers({
      grauDano: 1,
      valorFaturamento: 2_500_000,
      valorTributos: 250_000,
      etapa3pergunta5campo1: true,
    }),
  },
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo leads and simulations of both origins, some with attachments. Runs once: when the
 * first demo lead exists, everything is already there.
 */
export async function seedSimulatorDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [seeded] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.email, DEMO_LEADS[0].email));
  if (seeded) return;
  const leadRows = await db
    .insert(leads)
    .values(
      // Each demo registration with the consent its boxes gave (LGPD art. 8, issue 30).
      DEMO_LEADS.map((lead) => ({
        ...lead,
        consentText: leadConsentText(lead.infoEmail),
        consentVersion: LEAD_CONSENT.version,
        consentedAt: now,
      })),
    )
    .returning({ id: leads.id, email: leads.email });
  const userRows = await db
    .select({ id: users.id, username: users.username, clientId: users.clientId })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_SIMULATIONS.map((simulation) => simulation.by),
      ),
    );

  for (const simulation of DEMO_SIMULATIONS) {
    const lead = leadRows.find((row) => row.email === simulation.by);
    const user = userRows.find((row) => row.username === simulation.by);
    if (!lead && !user) continue;
    const result = computeFine(simulation.answers);
    const createdAt = new Date(now.getTime() - simulation.daysAgo * DAY);
    const [row] = await db
      .insert(fineSimulations)
      .values({
        origin: simulation.origin,
        leadId: simulation.origin === SIMULATION_ORIGIN.LANDING_PAGE ? (lead?.id ?? null) : null,
        createdByUserId: user?.id ?? null,
        creatorClientId: user?.clientId ?? null,
        answers: simulation.answers,
        grauInfracao: result.grauInfracao,
        valorSimulado: result.valorSimulado,
        calculation: result,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: fineSimulations.id });
    if (row && simulation.attachments?.length) {
      await db.insert(simulationDocuments).values(
        simulation.attachments.map((filename) => ({
          simulationId: row.id,
          storageKey: PENDING_DEMO_FILE,
          filename,
          contentType: 'application/pdf',
          size: 0,
          createdAt,
        })),
      );
    }
  }
}

/** Writes the files of seeded demo documents through the storage (idempotent). */
export async function writeDemoAttachments(db: Database, storage: FileStorage): Promise<number> {
  const pending = await db
    .select({
      id: simulationDocuments.id,
      filename: simulationDocuments.filename,
      simulationId: simulationDocuments.simulationId,
    })
    .from(simulationDocuments)
    .where(eq(simulationDocuments.storageKey, PENDING_DEMO_FILE));
  for (const document of pending) {
    const content = demoPdf([
      document.filename.replace(/\.pdf$/i, ''),
      `Documento de demonstração da simulação nº ${document.simulationId}.`,
      'DPOHUB - Simulador de Multas',
    ]);
    // Staged, row updated, then promoted: a crash in between leaves nothing readable
    // without its row (the start-up sweep settles the staged file).
    const stored = await storage.stage(content, document.filename);
    await db
      .update(simulationDocuments)
      .set({ storageKey: stored.key, size: stored.size })
      .where(eq(simulationDocuments.id, document.id));
    await storage.promote(stored.key);
  }
  return pending.length;
}
