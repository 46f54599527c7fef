import { Type, type Static, type TSchema } from 'typebox';
import { NAME_MAX_LENGTH, SIMULATION_ORIGIN } from '../constants';
import type { InfractionClass, InfractionClassLabel } from '../dosimetry/dosimetry-types';
import { LEAD_FOLLOW_UP_STATUSES } from '../lead-follow-up';
import { CAPTCHA_PAYLOAD_MAX_LENGTH } from '../simulator-api';
import {
  INFRACTION_FIELDS,
  MITIGATING_FACTOR_FIELDS,
  STEP3_QUESTION_FIELDS,
} from '../types/simulator';
import { PageQueryProperties, Paged } from './page';
import { Created, Id, IdName, Nullable, StringEnum } from './schema';

// The fine simulator's calls (spec 4 section 7): the human check, the lead registration, the
// simulations with their attachments, list and export, and the firm's side of a lead (issue 30).

const SIMULATION_ORIGINS = Object.values(SIMULATION_ORIGIN);
const SimulationOriginSchema = StringEnum(SIMULATION_ORIGINS);
const DateTime = Type.String({ format: 'date-time' });

/** The same schema under each of `fields`. */
function each<const K extends readonly string[], S extends TSchema>(fields: K, schema: S) {
  return Object.fromEntries(fields.map((field) => [field, schema])) as { [F in K[number]]: S };
}

/** The questionnaire's answers, in its order, each with the schema its kind takes. */
function answerFields<N extends TSchema>(number: N) {
  return {
    ...each(INFRACTION_FIELDS, Type.Optional(Type.Boolean())),
    grauDano: Type.Optional(number),
    ...each(STEP3_QUESTION_FIELDS, Type.Optional(Nullable(Type.String({ maxLength: 200 })))),
    ...each(MITIGATING_FACTOR_FIELDS, Type.Optional(Type.Boolean())),
    naoTemFaturamento: Type.Optional(Type.Boolean()),
    valorFaturamento: Type.Optional(number),
    valorTributos: Type.Optional(number),
    valorVantagemAuferidaEstimavel: Type.Optional(number),
  };
}

/**
 * The payload of save, save_lp, PUT {id} and the documentos part; the record fields the screens
 * echo are ignored. Numbers may come as numbers or as their decimal text (spec 4 section 3.2), so
 * they are left untyped: schema coercion would turn null into 0 or text into numbers, and the
 * domain validator names each bad value in Portuguese instead.
 */
export const SimulationPayload = Type.Object({
  ...answerFields(Type.Unknown({ description: 'A number or its decimal text ("1234.56")' })),
  id: Type.Optional(Nullable(Type.Integer())),
  createdByUserLP: Type.Optional(Nullable(Type.Boolean())),
});

/** The whole calculation (the domain's DosimetryResult), for the result screen. */
export const DosimetryCalculation = Type.Object({
  grauInfracao: Type.Unsafe<InfractionClass>({ type: 'string' }),
  classLabel: Type.Unsafe<InfractionClassLabel>({ type: 'string' }),
  classReason: Type.String(),
  rate: Nullable(Type.String()),
  revenue: Type.String(),
  baseValue: Type.String(),
  agravantes: Type.String(),
  atenuantes: Type.String(),
  rawValue: Type.String(),
  floor: Type.String(),
  cap: Type.String(),
  valorSimulado: Type.Number(),
  steps: Type.Array(Type.Object({ title: Type.String(), detail: Type.String() })),
});

/** Answer of POST /simulacao_multa/save_lp: the lead's new simulation, computed later by PUT {id}. */
export const SavedSimulationId = Created;

/** A document attached to a simulation (POST /simulacao_multa/documentos). */
export const SimulationDocument = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  createdAt: DateTime,
});

/**
 * Answer of save, PUT {id} and documentos: the stored answers (normalised: numbers are numbers;
 * none before the lead's simulation is computed), the values the server computed and the whole
 * calculation (`calculo`) for the result screen.
 */
export const FineSimulationAnswer = Type.Object({
  id: Type.Integer(),
  ...answerFields(Type.Number()),
  valorSimulado: Nullable(Type.Number()),
  grauInfracao: Nullable(Type.String()),
  /** true when a lead of the public page created it. */
  createdByUserLP: Type.Boolean(),
  /** The creator's client; null for the firm's staff and the leads. */
  client: Nullable(IdName),
  createdAt: DateTime,
  enabled: Type.Boolean(),
  /** The download path of the first document (the `filePath` the spec lists). */
  filePath: Nullable(Type.String()),
  filename: Nullable(Type.String()),
  origem: SimulationOriginSchema,
  createdBy: Nullable(Type.String()),
  email: Nullable(Type.String()),
  empresa: Nullable(Type.String()),
  calculo: Nullable(DosimetryCalculation),
  documentos: Type.Array(SimulationDocument),
});

/** The consent a lead's registration accepted (LGPD art. 8). */
export const LeadConsent = Type.Object({
  texto: Nullable(Type.String()),
  versao: Nullable(Type.String()),
  em: Nullable(Type.String({ format: 'date-time' })),
});

/** A lead's follow-up: who set it (a name) and when (ISO); none yet: null (issue 30). */
export const LeadFollowUp = Type.Object({
  status: StringEnum(LEAD_FOLLOW_UP_STATUSES),
  por: Nullable(Type.String()),
  em: Nullable(Type.String({ format: 'date-time' })),
});

/**
 * The lead behind a landing-page simulation, on the simulation's page (platform M3): the opt-in,
 * the consent it gave, the firm's follow-up, and when it unsubscribed from e-mails (none: null).
 */
export const SimulationLead = Type.Object({
  leadId: Type.Integer(),
  infoEmail: Type.Boolean(),
  consentimento: LeadConsent,
  acompanhamento: LeadFollowUp,
  descadastradoEm: Nullable(Type.String({ format: 'date-time' })),
});

/** Answer of GET /simulacao_multa/{id}: the simulation and, for a landing-page one, its lead. */
export const FineSimulationDetails = Type.Object({
  ...FineSimulationAnswer.properties,
  contato: Nullable(SimulationLead),
});

/** Row of GET /simulacao_multa/filter; origem is DPO (internal) or LANDING_PAGE (lead). */
export const SimulatedFineListItem = Type.Object({
  id: Type.Integer(),
  /** Who simulated ('' when unknown, as an erased lead). */
  createdBy: Type.String(),
  email: Type.String(),
  empresa: Nullable(Type.String()),
  origem: SimulationOriginSchema,
  createdAt: DateTime,
  grauInfracao: Nullable(Type.String()),
  valorSimulado: Nullable(Type.Number()),
  temDocumento: Type.Boolean(),
  /** Each attached file by name (platform M3), downloaded with ?documentId=. */
  documentos: Type.Array(Type.Object({ id: Type.Integer(), filename: Type.String() })),
  /** A landing-page row's lead (issue 30); null for a portal simulation or an erased lead. */
  leadId: Nullable(Type.Integer()),
  /** The lead's "Quero receber as informações por e-mail"; null for a portal simulation. */
  infoEmail: Nullable(Type.Boolean()),
  consentimento: Nullable(LeadConsent),
  acompanhamento: Nullable(LeadFollowUp),
});

export const SimulatedFinePage = Paged(SimulatedFineListItem);

/**
 * The filters of the list and the export (spec 4 section 7). The spec says "period" without
 * names: periodoInicial/periodoFinal, as the other exports.
 */
const simulatedFineFilters = {
  search: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })),
  origin: Type.Optional(StringEnum([...SIMULATION_ORIGINS, ''] as const)),
  periodoInicial: Type.Optional(Type.String({ maxLength: 10 })),
  periodoFinal: Type.Optional(Type.String({ maxLength: 10 })),
  clientId: Type.Optional(Id),
  /** The leads with this follow-up status (issue 30). */
  acompanhamento: Type.Optional(StringEnum([...LEAD_FOLLOW_UP_STATUSES, ''] as const)),
};

/** GET /simulacao_multa/filter query (10 a page, newest first unless `sort` says otherwise). */
export const SimulatedFineFilterQuery = Type.Object({
  ...PageQueryProperties,
  ...simulatedFineFilters,
});

/** GET /simulacao_multa/export-excel query: the list's filters (a period required). */
export const SimulationExportQuery = Type.Object({
  ...simulatedFineFilters,
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1 })),
  sort: Type.Optional(Type.String({ maxLength: 40 })),
});

/** GET /simulacao_multa/download/{id} query: which document (the first one when absent). */
export const SimulationDownloadQuery = Type.Object({ documentId: Type.Optional(Id) });

/** PUT /lead/{id}/acompanhamento body. */
export const LeadFollowUpBody = Type.Object({ status: StringEnum(LEAD_FOLLOW_UP_STATUSES) });

const leadText = Type.String({ maxLength: NAME_MAX_LENGTH });

/** POST /user-lp/save body (the form does not send until the terms are ticked). */
export const LeadBody = Type.Object({
  name: leadText,
  email: leadText,
  company: leadText,
  /** 'Quero receber as informações por e-mail', on by default. */
  infoEmail: Type.Optional(Type.Boolean({ default: true })),
});

/**
 * POST /user-lp/save headers: the ALTCHA payload POST /captcha answered `true` for, in
 * CAPTCHA_HEADER (Node lowercases header names).
 */
export const LeadSaveHeaders = Type.Object({
  'x-captcha': Type.Optional(Type.String({ maxLength: CAPTCHA_PAYLOAD_MAX_LENGTH })),
});

/** Answer of POST /user-lp/save. */
export const SavedLead = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
});

/** POST /lead/descadastrar body: the signed token of the e-mail's link. */
export const LeadUnsubscribeBody = Type.Object({ token: Type.String({ maxLength: 80 }) });

/** Answer of POST /lead/descadastrar. */
export const LeadUnsubscribed = Type.Object({ message: Type.String() });

/** GET /captcha/challenge: a signed ALTCHA challenge, as the widget reads it. */
export const CaptchaChallenge = Type.Object({
  parameters: Type.Object(
    {
      algorithm: Type.Optional(Type.String()),
      nonce: Type.Optional(Type.String()),
      salt: Type.Optional(Type.String()),
      cost: Type.Optional(Type.Integer()),
      keyLength: Type.Optional(Type.Integer()),
      keyPrefix: Type.Optional(Type.String()),
      keySignature: Type.Optional(Type.String()),
      expiresAt: Type.Optional(Type.Integer()),
    },
    { additionalProperties: true },
  ),
  signature: Type.String(),
});

/** POST /captcha query: the solved payload; the answer is true once, false otherwise. */
export const CaptchaVerifyQuery = Type.Object({
  token: Type.String({ maxLength: CAPTCHA_PAYLOAD_MAX_LENGTH }),
});

export const CaptchaVerified = Type.Boolean();

export type SimulationPayload = Static<typeof SimulationPayload>;
export type SavedSimulationId = Static<typeof SavedSimulationId>;
export type DosimetryCalculation = Static<typeof DosimetryCalculation>;
export type SimulationDocument = Static<typeof SimulationDocument>;
export type FineSimulationAnswer = Static<typeof FineSimulationAnswer>;
export type LeadConsent = Static<typeof LeadConsent>;
export type LeadFollowUp = Static<typeof LeadFollowUp>;
export type SimulationLead = Static<typeof SimulationLead>;
export type FineSimulationDetails = Static<typeof FineSimulationDetails>;
export type SimulatedFineListItem = Static<typeof SimulatedFineListItem>;
export type SimulatedFinePage = Static<typeof SimulatedFinePage>;
export type SimulatedFineFilterQuery = Static<typeof SimulatedFineFilterQuery>;
export type SimulationExportQuery = Static<typeof SimulationExportQuery>;
export type LeadFollowUpBody = Static<typeof LeadFollowUpBody>;
export type LeadBody = Static<typeof LeadBody>;
export type SavedLead = Static<typeof SavedLead>;
export type LeadUnsubscribeBody = Static<typeof LeadUnsubscribeBody>;
export type LeadUnsubscribed = Static<typeof LeadUnsubscribed>;
export type CaptchaChallenge = Static<typeof CaptchaChallenge>;
