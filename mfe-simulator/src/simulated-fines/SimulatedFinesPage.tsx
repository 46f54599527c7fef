import {
  DEBOUNCE_MS,
  LEAD_FOLLOW_UP_LABELS,
  LEAD_FOLLOW_UP_STATUSES,
  SIMULATION_ORIGIN_OPTIONS,
} from '@dpohub/domain';
import type { LeadFollowUpStatus, SimulationOrigin } from '@dpohub/domain';
import {
  Button,
  FilterDate,
  FilterSelect,
  PageContainer,
  SearchBox,
  useSessionUser,
  useShell,
} from '@dpohub/shared-ui';
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

const FOLLOW_UP_OPTIONS = LEAD_FOLLOW_UP_STATUSES.map((status) => ({
  value: status,
  label: LEAD_FOLLOW_UP_LABELS[status],
}));

/** The simulated fines list (/simulatedFines, spec 4 section 2.3). */
export function SimulatedFinesPage() {
  const shell = useShell();
  const pathTo = useSimulatorPath();
  const [search, setSearch] = useState('');
  const admin = useSessionUser()?.admin === true;
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const change = (next: Partial<FilterFormValues>) =>
    setFilters((current) => ({ ...current, ...next }));

  useEffect(() => shell.setTitle(LABELS.list.title), [shell]);

  return (
    <PageContainer>
      <div className={styles.filters}>
        <div className={styles.search}>
          <SearchBox
            placeholder={LABELS.list.search}
            delay={DEBOUNCE_MS.simulatedFinesSearch}
            onSearch={setSearch}
          />
        </div>
        <FilterSelect<SimulationOrigin>
          label={LABELS.list.origin}
          value={filters.origin ?? undefined}
          options={SIMULATION_ORIGIN_OPTIONS}
          allLabel={LABELS.list.allOrigins}
          onChange={(origin) => change({ origin: origin ?? null })}
        />
        {admin ? (
          <FilterSelect<LeadFollowUpStatus>
            label={LABELS.leads.followUpFilter}
            value={filters.followUp ?? undefined}
            options={FOLLOW_UP_OPTIONS}
            allLabel={LABELS.leads.allFollowUps}
            onChange={(followUp) => change({ followUp: followUp ?? null })}
          />
        ) : null}
        <FilterDate
          label={LABELS.list.periodStart}
          value={filters.periodoInicial}
          onChange={(periodoInicial) => change({ periodoInicial })}
        />
        <FilterDate
          label={LABELS.list.periodEnd}
          value={filters.periodoFinal}
          onChange={(periodoFinal) => change({ periodoFinal })}
        />
        <div className={styles.buttons}>
          <Button variant="primary" onClick={() => shell.navigate(pathTo('fineSimulator'))}>
            {LABELS.list.simulate}
          </Button>
        </div>
      </div>
      <SimulatedFinesTable search={search} filters={filters} />
    </PageContainer>
  );
}
