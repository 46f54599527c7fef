import { useShell } from '@dpohub/shared-ui';
import { useEffect } from 'react';
import { DEMAND_LABELS } from '../common/labels';
import { DemandList } from './DemandList';

const labels = DEMAND_LABELS.staffList;

/** Archived demands, /filedDemands (spec 2 section 2.2): search, lawyer, export, unarchive. */
export function FiledDemandsPage() {
  const shell = useShell();

  useEffect(() => shell.setTitle(labels.filedTitle), [shell]);

  return <DemandList archived caption={labels.filedCaption} />;
}
