// Who the security incident register (LGPD art. 48, Res. CD/ANPD 15/2024; issue 32) is, written
// here once: its formId, calls, route, title, role id and description, function label and cards,
// with its authority and contracted function from its access row (definition-access.ts); every
// registry takes its entry from these (identities.ts). Its questions are in security-incident.ts,
// its rules in ../incidents.
import { accessOf } from './definition-access';
import type { DefinitionIdentity } from './definition-types';

export const SECURITY_INCIDENT_IDENTITY = {
  ...accessOf('securityIncident'),
  formId: 8,
  apiSegment: 'incidente-seguranca',
  route: '/incidente-seguranca',
  title: 'Registro de incidentes de segurança',
  roleId: 12,
  roleDescription: 'Registro de incidentes de segurança',
  functionLabel: 'Registro de incidentes de segurança',
  demoContracted: true,
  // The spec's card 'Notificação de incidente de segurança'; its severity step answers the card
  // 'Gravidade de incidentes (ENISA)', which opens it too from /functions.
  cards: [
    { title: 'Notificação de incidente de segurança', order: 47, home: true },
    { key: 'incidentSeverity', title: 'Gravidade de incidentes (ENISA)', order: 48 },
  ],
  resultTitle: 'Gravidade e comunicação',
  nameLabel: 'Identificação do incidente',
  stepTitles: [
    'O incidente',
    'Dados e titulares afetados',
    'Gravidade (ENISA)',
    'Risco e comunicação',
    'Medidas',
  ],
} as const satisfies DefinitionIdentity;
