// Who the security incident register is (issue 32; home cards 'Notificação de incidente de
// segurança' and 'Gravidade de incidentes (ENISA)'): what the list, the home cards, the routes and
// the access rules read. Its questions are in security-incident.ts, its rules in ../incidents.
import { AUTHORITIES } from '../authority-codes';
import { ASSESSMENT_FORM } from '../constants';
import type { DefinitionIdentity } from './definition-types';

export const SECURITY_INCIDENT_IDENTITY = {
  kind: 'securityIncident',
  formId: ASSESSMENT_FORM.SECURITY_INCIDENT,
  apiSegment: 'incidente-seguranca',
  route: '/incidente-seguranca',
  title: 'Registro de incidentes de segurança',
  authority: AUTHORITIES.SECURITY_INCIDENT,
  feature: 'securityIncident',
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
