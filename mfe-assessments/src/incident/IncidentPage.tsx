import { SECURITY_INCIDENT } from '@dpohub/domain';
import { DefinitionPage } from '../definition/DefinitionPage';
import { IncidentResultStep } from './IncidentResultStep';

/** /incidente-seguranca[/{id}]: the security incident register, its result the severity and clocks. */
export function IncidentPage() {
  return <DefinitionPage definition={SECURITY_INCIDENT} Result={IncidentResultStep} />;
}
