import { Button, useShell } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';
import { DEMAND_LABELS } from '../common/labels';
import { ExportDemandsDialog } from '../export/ExportDemandsDialog';
import { DemandList } from './DemandList';

const labels = DEMAND_LABELS.staffList;

/** Archived demands, /filedDemands (spec 2 section 2.2): search, lawyer, export, unarchive. */
export function FiledDemandsPage() {
  const shell = useShell();
  const [exporting, setExporting] = useState(false);

  useEffect(() => shell.setTitle(labels.filedTitle), [shell]);

  return (
    <>
      <DemandList
        archived
        caption={labels.filedCaption}
        buttons={
          <Button variant="secondary" onClick={() => setExporting(true)}>
            {labels.export}
          </Button>
        }
      />
      <ExportDemandsDialog open={exporting} onClose={() => setExporting(false)} />
    </>
  );
}
