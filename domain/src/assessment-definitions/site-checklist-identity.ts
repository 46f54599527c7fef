// Who the site and app checklist is (issue 32): what the list, the home card, the routes and the
// access rules read. Its questions and scoring are in site-checklist.ts.
import { AUTHORITIES } from '../authority-codes';
import { ASSESSMENT_FORM } from '../constants';
import type { DefinitionIdentity } from './definition-types';

export const SITE_CHECKLIST_IDENTITY = {
  kind: 'siteChecklist',
  formId: ASSESSMENT_FORM.SITE_CHECKLIST,
  apiSegment: 'checklist-site-app',
  route: '/checklist-site-app',
  title: 'Checklist de site e app',
  authority: AUTHORITIES.CHECKLIST_SITE_APP,
  feature: 'siteChecklist',
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
