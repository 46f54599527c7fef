import { isFirmStaff } from '@dpohub/domain';
import { Button, useActor, useShell } from '@dpohub/shared-ui';
import { useEffect } from 'react';
import { DEMAND_PATHS } from '../common/demand-paths';
import { DEMAND_LABELS } from '../common/labels';
import { DemandList } from './DemandList';

const labels = DEMAND_LABELS.staffList;

/** Staff demand list, /demands (spec 2 section 2.1). */
export function StaffDemandsPage() {
  const shell = useShell();
  const actor = useActor();

  useEffect(() => shell.setTitle(labels.title), [shell]);

  return (
    <DemandList
      archived={false}
      caption={labels.caption}
      buttons={
        <>
          {isFirmStaff(actor) ? (
            <Button variant="secondary" onClick={() => shell.navigate(DEMAND_PATHS.filed)}>
              {labels.filed}
            </Button>
          ) : null}
          <Button onClick={() => shell.navigate(DEMAND_PATHS.staffNew)}>{labels.newDemand}</Button>
        </>
      }
    />
  );
}
