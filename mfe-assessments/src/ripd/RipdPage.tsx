import { RIPD } from '@dpohub/domain';
import { DefinitionPage } from '../definition/DefinitionPage';
import { RipdResultStep } from './RipdResultStep';

/** /ripd[/{id}]: the RIPD (home card 'DPIA'), its result drawn as a risk map. */
export function RipdPage() {
  return <DefinitionPage definition={RIPD} Result={RipdResultStep} />;
}
