import { CLIENT_REQUEST_LABELS, DEBOUNCE_MS } from '@dpohub/domain';
import type { ServiceType } from '@dpohub/domain';
import { SearchBox, useDebouncedCallback } from '@dpohub/shared-ui';
import { useId, useState } from 'react';
import type { ClientRequestFilters as Filters } from './client-requests-api';
import type { TypedFilter } from './use-request-list-query';
import styles from './ClientRequestsPage.module.css';

const LABELS = CLIENT_REQUEST_LABELS.list;

export interface ClientRequestFiltersProps {
  filters: Filters;
  serviceTypes: readonly ServiceType[];
  onChange: (name: TypedFilter, value: string | number | undefined) => void;
}

/** Demanda, Criado por and Modalidade, each applied after a 600 ms pause (spec 2 section 2.5). */
export function ClientRequestFilters({
  filters,
  serviceTypes,
  onChange,
}: ClientRequestFiltersProps) {
  const selectId = useId();
  const [modalidade, setModalidade] = useState<number | undefined>(filters.modalidade);
  const applyModalidade = useDebouncedCallback(
    (value: number | undefined) => onChange('modalidade', value),
    DEBOUNCE_MS.clientDemandsFilters,
  );
  return (
    <>
      <div className={styles.search}>
        <SearchBox
          placeholder={LABELS.searchDemanda}
          delay={DEBOUNCE_MS.clientDemandsFilters}
          defaultValue={filters.demanda ?? ''}
          onSearch={(text) => onChange('demanda', text)}
        />
      </div>
      <div className={styles.search}>
        <SearchBox
          placeholder={LABELS.searchCriadoPor}
          delay={DEBOUNCE_MS.clientDemandsFilters}
          defaultValue={filters.criadoPor ?? ''}
          onSearch={(text) => onChange('criadoPor', text)}
        />
      </div>
      <div className={styles.filter}>
        <label htmlFor={selectId} className={styles.filterLabel}>
          {LABELS.modalidadeFilter}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={modalidade === undefined ? '' : String(modalidade)}
          onChange={(event) => {
            const value = event.target.value === '' ? undefined : Number(event.target.value);
            setModalidade(value);
            applyModalidade(value);
          }}
        >
          <option value="">{LABELS.allModalidades}</option>
          {serviceTypes.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
