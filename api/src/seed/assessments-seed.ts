import { eq } from 'drizzle-orm';
import {
  ASSESSMENT_FORMS,
  ASSESSMENT_STATUS,
  aliTest,
  applyAliChoices,
  applyNewProjectChoices,
  newProjectResults,
} from '@dpohub/domain';
import type { Database } from '../db/database';
import { assessments, firmProfile, privacyAgentProfiles, users } from '../db/schema';
import { searchTextOf } from '../assessments/assessment-repository';
import { DEMO_CLIENTS } from './demo-users';

type Answers = Record<string, string | null>;

const FINISHED_PROJECT: Answers = {
  projectDescribe: 'Aplicativo de fidelidade com cadastro de clientes e histórico de compras.',
  responsable: 'Carla Mendes',
  processingOfPersonalData: 'yes',
  sensitivePersonalDataSources: 'Nao',
  childrenOrAdolescentsData: 'no',
  focusProcessingPersonalDataOfVulnerable: 'no',
  handlingCriminalRecords: 'no',
  legalBaseDataSources: 'Art. 7 V - Execução de contrato,Art. 7 IX - Interesse legítimo',
  projectPurposesAreClear: 'yes',
  projectWillBeUsedForOtherPurposes: 'no',
  creationOfProfilesOfIndividuals: 'yes',
  combinesMultipleSourcesOfPersonalData: 'yes',
  largeScaleProcessingOfPersonalData: 'yes',
  personalDataUsedAreMinimumNecessaryAchievePurposes: 'yes',
  personalDataCollectedForPurposesOfProject: 'yes',
  directlyFromTheIndividual: 'yes',
  sendingDataAbroad: 'yes',
  innovativeTechnology: 'no',
  automatedDecision: 'no',
  monitoringTndividuals: 'no',
  involvesDataProcessingByThirdParties: 'yes',
  specificDemand: 'no',
  impactsIndividualsWhomDataReferKnown: 'yes',
  preventIndividualFromExercisingAnyRight: 'no',
  impactHealthOrSafetyOfIndividuals: 'no',
  appropriateInformationSecurityMeasures: 'yes',
  appropriateInformationSecurityMeasuresInformation:
    'Criptografia em repouso e controle de acesso.',
};

const DRAFT_PROJECT: Answers = {
  projectDescribe: 'Controle de acesso de visitantes com leitura biométrica na portaria.',
  responsable: 'Equipe de Facilities',
  processingOfPersonalData: 'yes',
  sensitivePersonalDataSources: 'Dado genético ou biométrico',
};

const FINISHED_ALI: Answers = {
  concreteSituation: 'Tentativas de fraude em cadastros registradas no último trimestre.',
  personalData: 'Nome, CPF, endereço IP e dados do dispositivo.',
  activityDataSources: 'no',
  childrenData: 'no',
  activityConcrete: 'yes',
  activityLicit: 'yes',
  actitivyLessData: 'yes',
  actitivyPrivicyData: 'yes',
  actitivyKnowns: 'yes',
  actitivyHappens: 'yes',
};

/** Demo assessments of the Acme client (created once, when the table is still empty). */
export async function seedAssessmentsDemo(db: Database): Promise<void> {
  const [any] = await db.select({ id: assessments.id }).from(assessments).limit(1);
  if (any) return;
  const [author] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.username, 'cliente.admin'))
    .limit(1);
  if (!author) return;
  const base = {
    clientId: DEMO_CLIENTS.acme.id,
    createdByUserId: author.id,
    updatedByUserId: author.id,
  };
  const project = applyNewProjectChoices(FINISHED_PROJECT) as Answers;
  const ali = applyAliChoices(FINISHED_ALI) as Answers;
  const done = {
    status: ASSESSMENT_STATUS.DONE,
    completed: true,
    completedAt: new Date(),
    completedByUserId: author.id,
  };
  const rows = [
    {
      ...base,
      ...done,
      formId: ASSESSMENT_FORMS.newProject.formId,
      name: 'Programa de fidelidade Acme+',
      answers: project,
      observations: {},
      results: { results: newProjectResults(project) },
    },
    {
      ...base,
      formId: ASSESSMENT_FORMS.newProject.formId,
      name: 'Biometria na portaria',
      answers: applyNewProjectChoices(DRAFT_PROJECT) as Answers,
    },
    {
      ...base,
      ...done,
      formId: ASSESSMENT_FORMS.ali.formId,
      name: 'Prevenção a fraudes no cadastro',
      answers: ali,
      results: { conclusion: aliTest(ali).conclusion },
    },
  ];
  await db
    .insert(assessments)
    .values(rows.map((row) => ({ ...row, searchText: searchTextOf(row.name, author.name) })));
}

/**
 * The demo firm's identification on the dossiers, and the demo clients' identification as agents
 * of their processing operations (the register's first columns). Written once: the firm and the
 * clients change them on their screens.
 */
export async function seedDocumentProfilesDemo(db: Database): Promise<void> {
  await db
    .insert(firmProfile)
    .values({
      id: 1,
      name: 'Mendes & Araújo Advogados',
      registration: 'OAB/SP 98.765',
      address: 'Av. Paulista, 1000, 12º andar, Bela Vista, São Paulo - SP, 01310-100',
      email: 'privacidade@mendesaraujo.adv.br',
      phone: '(11) 3030-4000',
    })
    .onConflictDoNothing();
  await db
    .insert(privacyAgentProfiles)
    .values([
      {
        clientId: DEMO_CLIENTS.acme.id,
        legalName: DEMO_CLIENTS.acme.name,
        cnpj: '12.345.678/0001-95',
        address: 'Rua das Indústrias, 500, Distrito Industrial, Campinas - SP, 13050-000',
        email: 'contato@acme.com.br',
        phone: '(19) 3200-1000',
        dpoName: 'Carla Mendes',
        dpoEmail: 'encarregado@acme.com.br',
        dpoPhone: '(19) 3200-1010',
        dataSubjectChannel: 'https://acme.com.br/privacidade',
      },
      {
        clientId: DEMO_CLIENTS.beta.id,
        legalName: DEMO_CLIENTS.beta.name,
        cnpj: '98.765.432/0001-10',
        address: 'Av. Rio Branco, 200, Centro, Rio de Janeiro - RJ, 20040-000',
        email: 'atendimento@beta.com.br',
        phone: '(21) 2100-2000',
        dpoName: '',
        dpoEmail: '',
        dpoPhone: '',
        dataSubjectChannel: 'privacidade@beta.com.br',
      },
    ])
    .onConflictDoNothing();
}
