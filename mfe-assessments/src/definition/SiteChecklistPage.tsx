import { SITE_CHECKLIST } from '@dpohub/domain';
import { DefinitionPage } from './DefinitionPage';

/** /checklist-site-app[/{id}]: the site and app checklist. */
export function SiteChecklistPage() {
  return <DefinitionPage definition={SITE_CHECKLIST} />;
}
