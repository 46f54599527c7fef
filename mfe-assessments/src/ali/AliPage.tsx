import { ALI_QUESTIONNAIRE } from '@dpohub/domain';
import { DefinitionPage } from '../definition/DefinitionPage';
import { AliResult } from './AliResult';

/** /ali[/{id}]: the legitimate-interest assessment (spec 3 section 2.3). */
export function AliPage() {
  return <DefinitionPage definition={ALI_QUESTIONNAIRE} Result={AliResult} />;
}
