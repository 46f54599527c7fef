import { DEBOUNCE_MS, SIMULATION_ORIGIN_OPTIONS } from '@dpohub/domain';
import type { SimulationOrigin } from '@dpohub/domain';
import {
  Button,
  DateField,
  PageContainer,
  SearchBox,
  SelectField,
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
  periodoInicial: string;
  periodoFinal: string;
}

const INITIAL_FILTERS: FilterFormValues = { origin: null, periodoInicial: '', periodoFinal: '' };

/** The simulated fines list (/simulatedFines, spec 4 section 2.3). */
export function SimulatedFinesPage() {
  const shell = useShell();
  const pathTo = useSimulatorPath();
  const [search, setSearch] = useState('');

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
