import { NEW_PROJECT_QUESTIONNAIRE } from '@dpohub/domain';
import { DefinitionPage } from '../definition/DefinitionPage';
import { NewProjectResult } from './NewProjectResult';

/** /evaluation/project[/{id}]: the new-project questionnaire (spec 3 section 2.1). */
export function NewProjectPage() {
  return <DefinitionPage definition={NEW_PROJECT_QUESTIONNAIRE} Result={NewProjectResult} />;
}
