import { TPA_QUESTIONNAIRE } from '@dpohub/domain';
import { DefinitionPage } from '../definition/DefinitionPage';
import { EXTRA_VIEWS } from '../definition/extra-views';
import { TpaReport } from './TpaReport';

/** /TPA[/{id}]: the third-party contract analysis (spec 3 section 2.4). */
export function TpaPage() {
  return <DefinitionPage definition={TPA_QUESTIONNAIRE} Result={TpaReport} views={EXTRA_VIEWS} />;
}
