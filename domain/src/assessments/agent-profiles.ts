// Who the documents name: the firm that signs the dossiers, and each client as the agent of its
// processing operations (field 1 of the ANPD simplified record model). Both are kept in the
// portal and edited by the firm (and a client administrator for their own company).
import type { AccessRule } from '../access-policy';
import { EMPLOYEE_TYPE_CODES } from '../types/user';
import type { Principal } from '../access-policy';
import type { FirmProfile, PrivacyAgentProfile } from '../wire/agent-profiles';

/** The firm's and each client's identification: the wire contract's (wire/agent-profiles.ts). */
export type { FirmProfile, PrivacyAgentProfile };

export type FirmProfileField = keyof FirmProfile;

export const FIRM_PROFILE_FIELDS: readonly FirmProfileField[] = [
  'name',
  'registration',
  'address',
  'email',
  'phone',
];

export const FIRM_PROFILE_LABELS: Readonly<Record<FirmProfileField, string>> = {
  name: 'Nome do escritório',
  registration: 'Registro na OAB',
  address: 'Endereço',
  email: 'E-mail',
  phone: 'Telefone',
};

export type PrivacyAgentField = keyof PrivacyAgentProfile;

export const PRIVACY_AGENT_FIELDS: readonly PrivacyAgentField[] = [
  'legalName',
  'cnpj',
  'address',
  'email',
  'phone',
  'dpoName',
  'dpoEmail',
  'dpoPhone',
  'dataSubjectChannel',
];

export const PRIVACY_AGENT_LABELS: Readonly<Record<PrivacyAgentField, string>> = {
  legalName: 'Razão social',
  cnpj: 'CNPJ',
  address: 'Endereço',
  email: 'E-mail de contato',
  phone: 'Telefone de contato',
  dpoName: 'Encarregado (nome)',
  dpoEmail: 'E-mail do encarregado',
  dpoPhone: 'Telefone do encarregado',
  dataSubjectChannel: 'Canal de atendimento ao titular',
};

/** Longest text of any identification field. */
export const PROFILE_TEXT_MAX_LENGTH = 300;

export const AGENT_PROFILE_MESSAGES = {
  agentTitle: 'Agente de tratamento e encarregado',
  agentHint:
    'Estes dados abrem o registro das operações de tratamento entregue à ANPD (campo 1 do modelo de registro simplificado).',
  agentButton: 'Dados do agente',
  firmTitle: 'Identificação do escritório',
  firmHint: 'Estes dados identificam o escritório nos dossiês das avaliações.',
  firmButton: 'Dados do escritório',
  saved: 'Dados salvos com sucesso',
  chooseClient: 'Escolha o cliente para ver os dados do agente.',
  invalidEmail: 'E-mail inválido',
} as const;

/** Who may change a client's agent profile: the firm's admins, and that client's administrators. */
export function mayEditAgentProfile(principal: Principal, clientId: number): boolean {
  if (principal.admin) return true;
  return (
    principal.employeeDanielLaw === EMPLOYEE_TYPE_CODES.CLIENTE_ADMINISTRADOR &&
    principal.client === clientId
  );
}

/** Who may export a client's register (finding M8): the firm, and that client's administrators. */
export const mayExportRegister = mayEditAgentProfile;

/** The firm's identification is changed by its admins only. */
export const FIRM_PROFILE_FEATURE: AccessRule = { onlyAdmin: true };

/** The firm's identification as the dossier prints it, one line each. */
export function firmIdentificationLines(firm: FirmProfile | null): string[] {
  if (!firm?.name.trim()) return [];
  return [
    [firm.name, firm.registration].filter((part) => part.trim()).join(' · '),
    firm.address,
    [firm.email, firm.phone].filter((part) => part.trim()).join(' · '),
  ].filter((line) => line.trim());
}
