// Who the RIPD is (issue 32; home card 'DPIA'): what the list, the home card, the routes and the
// access rules read. Its questions are in ripd.ts, its result in ripd-risk.ts.
import { AUTHORITIES } from '../authority-codes';
import { ASSESSMENT_FORM } from '../constants';
import type { DefinitionIdentity } from './definition-types';

export const RIPD_IDENTITY = {
  kind: 'ripd',
  formId: ASSESSMENT_FORM.RIPD,
  apiSegment: 'ripd',
  route: '/ripd',
  title: 'Relatório de Impacto à Proteção de Dados Pessoais (RIPD)',
  authority: AUTHORITIES.RIPD,
  feature: 'ripd',
  resultTitle: 'Resultado',
  nameLabel: 'Nome do tratamento',
  stepTitles: [
    'Descrição do tratamento',
    'Necessidade e proporcionalidade',
    'Riscos aos titulares',
    'Medidas e risco residual',
    'Parecer do encarregado',
    'Conclusão',
  ],
} as const satisfies DefinitionIdentity;
