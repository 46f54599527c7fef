import { SITE_CHECKLIST } from '@dpohub/domain';
import { DefinitionPage } from './DefinitionPage';
import { DefinitionResult } from './DefinitionResult';

/** /checklist-site-app[/{id}]: the site and app checklist. */
export function SiteChecklistPage() {
  return <DefinitionPage definition={SITE_CHECKLIST} Result={DefinitionResult} />;
}
