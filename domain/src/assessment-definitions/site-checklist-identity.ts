// Who the site and app checklist is (issue 32), written here once: its formId, calls, route,
// title, role id and description, function label and home card, with its authority and contracted
// function from its access row (definition-access.ts); every registry takes its entry from these
// (identities.ts). Its questions and scoring are in site-checklist.ts.
import { accessOf } from './definition-access';
import type { DefinitionIdentity } from './definition-types';

export const SITE_CHECKLIST_IDENTITY = {
  ...accessOf('siteChecklist'),
  formId: 6,
  apiSegment: 'checklist-site-app',
  route: '/checklist-site-app',
  title: 'Checklist de site e app',
  roleId: 10,
  roleDescription: 'Checklist de site e app',
  functionLabel: 'Checklist de site e app',
  demoContracted: true,
  // Issue 32: the first kind written as a definition.
  cards: [{ title: 'Checklist de site e app', order: 45, home: true }],
  resultTitle: 'Resultado',
  nameLabel: 'Identificação do site ou app',
  stepTitles: [
    'Site ou app',
    'Cookies e consentimento',
    'Aviso de privacidade',
    'Canal dos titulares',
    'Encarregado',
    'Segurança',
  ],
} as const satisfies DefinitionIdentity;
