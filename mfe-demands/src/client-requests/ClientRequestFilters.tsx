import { CLIENT_REQUEST_LABELS, DEBOUNCE_MS } from '@dpohub/domain';
import type { ServiceType } from '@dpohub/domain';
import { FilterSelect, SearchBox, useDebouncedCallback } from '@dpohub/shared-ui';
import { useState } from 'react';
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
      <FilterSelect
        label={LABELS.modalidadeFilter}
        value={modalidade}
        allLabel={LABELS.allModalidades}
        options={serviceTypes.map((type) => ({ value: type.id, label: type.name }))}
        onChange={(value) => {
          setModalidade(value);
          applyModalidade(value);
        }}
      />
    </>
  );
}
