import { Type, type Static } from 'typebox';
import { PROFILE_TEXT_MAX_LENGTH } from '../assessments/agent-profiles';
import { Id } from './schema';

// Who the documents name (issue 28, findings M8 and m10), under /lei-geral-protecao-de-dados: the
// firm that signs the dossiers, and each client as the agent of its processing operations (field
// 1 of the ANPD simplified record model). Every field is text, '' when unset.

const text = Type.String({ maxLength: PROFILE_TEXT_MAX_LENGTH });

/** The firm's identification on every dossier (GET and PUT /escritorio, body and answer). */
export const FirmProfile = Type.Object(
  {
    name: text,
    /** Registration with the bar (e.g. 'OAB/SP 12.345'). */
    registration: text,
    address: text,
    email: text,
    phone: text,
  },
  { additionalProperties: false },
);

const agentProperties = {
  /** Razão social; the client's name when not given. */
  legalName: text,
  /** Digits and letters: the alphanumeric CNPJ (IN RFB 2.229/2024) is accepted as typed. */
  cnpj: text,
  address: text,
  email: text,
  phone: text,
  dpoName: text,
  dpoEmail: text,
  dpoPhone: text,
  /** Where data subjects exercise their rights (LGPD arts. 18 and 41, §2º, I). */
  dataSubjectChannel: text,
};

/**
 * The client as agent of its processing operations (ANPD simplified model, field 1): the
 * controller's identification and contact, the encarregado (LGPD art. 41) or, for a small agent,
 * the channel for data subjects (Res. CD/ANPD 2/2022 art. 11). PUT /agente-tratamento/{clientId}
 * body.
 */
export const PrivacyAgentProfile = Type.Object(agentProperties, { additionalProperties: false });

/** `{ clientId }` of /agente-tratamento/{clientId}. */
export const AgentProfileParams = Type.Object({ clientId: Id });

/** GET /agente-tratamento/{clientId}: the identification, and whether the caller may change it. */
export const PrivacyAgentProfileView = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  ...agentProperties,
  editable: Type.Boolean(),
});

/** Answer of PUT /agente-tratamento/{clientId}: the identification as saved. */
export const PrivacyAgentProfileSaved = Type.Object({
  clientId: Type.Integer(),
  ...agentProperties,
  editable: Type.Boolean(),
});

export type FirmProfile = Static<typeof FirmProfile>;
export type PrivacyAgentProfile = Static<typeof PrivacyAgentProfile>;
export type PrivacyAgentProfileView = Static<typeof PrivacyAgentProfileView>;
