import {
  DEBOUNCE_MS,
  LEAD_FOLLOW_UP_LABELS,
  LEAD_FOLLOW_UP_STATUSES,
  SIMULATION_ORIGIN_OPTIONS,
} from '@dpohub/domain';
import type { LeadFollowUpStatus, SimulationOrigin } from '@dpohub/domain';
import {
  Button,
  DateField,
  PageContainer,
  SearchBox,
  SelectField,
  useSessionUser,
  useShell,
} from '@dpohub/shared-ui';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { LABELS } from '../labels';
import { useSimulatorPath } from '../routing/simulator-paths';
import styles from './SimulatedFinesPage.module.css';
import { SimulatedFinesTable } from './SimulatedFinesTable';

export interface FilterFormValues {
  origin: SimulationOrigin | null;
  /** The firm's lead list: only the leads with this follow-up status (issue 30). */
  followUp: LeadFollowUpStatus | null;
  periodoInicial: string;
  periodoFinal: string;
}

const INITIAL_FILTERS: FilterFormValues = {
  origin: null,
  followUp: null,
  periodoInicial: '',
  periodoFinal: '',
};

/** The simulated fines list (/simulatedFines, spec 4 section 2.3). */
export function SimulatedFinesPage() {
  const shell = useShell();
  const pathTo = useSimulatorPath();
  const [search, setSearch] = useState('');
  const admin = useSessionUser()?.admin === true;

  useEffect(() => shell.setTitle(LABELS.list.title), [shell]);

  return (
    <PageContainer>
      <Formik initialValues={INITIAL_FILTERS} onSubmit={() => undefined}>
        {({ values }) => (
          <>
            <Form className={styles.filters} noValidate>
              <div className={styles.search}>
                <SearchBox
                  placeholder={LABELS.list.search}
                  delay={DEBOUNCE_MS.simulatedFinesSearch}
                  onSearch={setSearch}
                />
              </div>
              <SelectField<SimulationOrigin>
                name="origin"
                label={LABELS.list.origin}
                placeholder={LABELS.list.allOrigins}
                options={SIMULATION_ORIGIN_OPTIONS.map((option) => ({ ...option }))}
              />
              {admin ? (
                <SelectField<LeadFollowUpStatus>
                  name="followUp"
                  label={LABELS.leads.followUpFilter}
                  placeholder={LABELS.leads.allFollowUps}
                  options={LEAD_FOLLOW_UP_STATUSES.map((status) => ({
                    value: status,
                    label: LEAD_FOLLOW_UP_LABELS[status],
                  }))}
                />
              ) : null}
              <DateField name="periodoInicial" label={LABELS.list.periodStart} />
              <DateField name="periodoFinal" label={LABELS.list.periodEnd} />
              <div className={styles.buttons}>
                <Button variant="primary" onClick={() => shell.navigate(pathTo('fineSimulator'))}>
                  {LABELS.list.simulate}
                </Button>
              </div>
            </Form>
            <SimulatedFinesTable search={search} filters={values} />
          </>
        )}
      </Formik>
    </PageContainer>
  );
}
