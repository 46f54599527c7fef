import { DEBOUNCE_MS, DEMAND_STATUS_OPTIONS, OVERDUE_FILTER_LABEL } from '@dpohub/domain';
import type { DemandStatus, Lawyer } from '@dpohub/domain';
import { FilterSelect, SearchBox, useDebouncedCallback } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';
import { DEMAND_LABELS } from '../common/labels';
import styles from './StaffList.module.css';
import type { DemandListFilters } from './staff-demands-api';

export interface DemandFiltersProps {
  filters: DemandListFilters;
  lawyers: readonly Lawyer[];
  /** The archived list filters by search and lawyer only (spec 2 section 2.2). */
  showStatus: boolean;
  onChange: (patch: DemandListFilters) => void;
}

const labels = DEMAND_LABELS.staffList;

/**
 * Search (500 ms), status and lawyer (200 ms) of the staff lists (spec 2 sections 2.1 and 9).
 * The selects show the choice at once and apply it after the pause.
 */
export function DemandFilters({ filters, lawyers, showStatus, onChange }: DemandFiltersProps) {
  const [status, setStatus] = useState<DemandStatus | undefined>(filters.status);
  const [lawyer, setLawyer] = useState<number | undefined>(filters.lawyer);
  // The queue's lines pick a lawyer too: the select follows the address.
  useEffect(() => setLawyer(filters.lawyer), [filters.lawyer]);
  const applyStatus = useDebouncedCallback(
    (value: DemandStatus | undefined) => onChange({ status: value }),
    DEBOUNCE_MS.demandsSelectFilter,
  );
  const applyLawyer = useDebouncedCallback(
    (value: number | undefined) => onChange({ lawyer: value }),
    DEBOUNCE_MS.demandsLawyerFilter,
  );

  return (
    <>
      <div className={styles.search}>
        <SearchBox
          placeholder={labels.search}
          delay={DEBOUNCE_MS.demandsSearch}
          defaultValue={filters.filtro ?? ''}
          onSearch={(text) => onChange({ filtro: text.trim() || undefined })}
        />
      </div>
      {showStatus ? (
        <FilterSelect<DemandStatus>
          label={labels.status}
          allLabel={labels.allStatuses}
          value={status}
          options={DEMAND_STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            applyStatus(value);
          }}
        />
      ) : null}
      {showStatus ? (
        <label className={styles.overdue}>
          <input
            type="checkbox"
            checked={!!filters.atrasadas}
            onChange={(event) => onChange({ atrasadas: event.target.checked || undefined })}
          />
          <span>{OVERDUE_FILTER_LABEL}</span>
        </label>
      ) : null}
      <FilterSelect<number>
        label={labels.lawyer}
        allLabel={labels.allLawyers}
        value={lawyer}
        options={lawyers.map(({ id, name }) => ({ value: id, label: name }))}
        onChange={(value) => {
          setLawyer(value);
          applyLawyer(value);
        }}
      />
    </>
  );
}
