// Who the RIPD (DPIA, LGPD arts. 5 XVII and 38; issue 32) is, written here once: its formId,
// calls, route, title, role id and description, function label and home card 'DPIA', with its
// authority and contracted function from its access row (definition-access.ts); every registry
// takes its entry from these (identities.ts). Its questions are in ripd.ts, its result in
// ripd-risk.ts.
import { accessOf } from './definition-access';
import type { DefinitionIdentity } from './definition-types';

export const RIPD_IDENTITY = {
  ...accessOf('ripd'),
  formId: 7,
  apiSegment: 'ripd',
  route: '/ripd',
  title: 'Relatório de Impacto à Proteção de Dados Pessoais (RIPD)',
  roleId: 11,
  roleDescription: 'RIPD (DPIA)',
  functionLabel: 'RIPD (DPIA)',
  demoContracted: true,
  // Under the spec's card title 'DPIA'.
  cards: [{ title: 'DPIA', order: 46, home: true }],
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
