import { EMPLOYEE_TYPE_LABEL } from '@dpohub/domain';
import type { EmployeeTypeCode } from '@dpohub/domain';
import { FilterSelect } from '@dpohub/shared-ui';
import { LABELS } from '../labels';
import type { UserListFilters } from './users-api';

export interface UserFiltersProps {
  filters: UserListFilters;
  /** Profiles the actor may see; the profile filter shows only when there is a choice. */
  profiles: readonly EmployeeTypeCode[];
  onChange: (filters: UserListFilters) => void;
}

const PERMISSION_TYPES = [
  { value: false, label: LABELS.users.permanent },
  { value: true, label: LABELS.users.temporary },
] as const;

const STATUSES = [
  { value: true, label: LABELS.users.active },
  { value: false, label: LABELS.users.inactive },
] as const;

/**
 * Tipo de permissão, Status and Perfil de acesso (spec 1 section 2.8). The profile filter offers
 * only the profiles the actor manages: a client administrator's omits firm staff (section 5).
 */
export function UserFilters({ filters, profiles, onChange }: UserFiltersProps) {
  return (
    <>
      <FilterSelect
        label={LABELS.users.permissionTypeFilter}
        allLabel={LABELS.users.all}
        options={PERMISSION_TYPES}
        value={filters.temporaryAccess}
        onChange={(temporaryAccess) => onChange({ ...filters, temporaryAccess })}
      />
      <FilterSelect
        label={LABELS.users.statusFilter}
        allLabel={LABELS.users.all}
        options={STATUSES}
        value={filters.enabled}
        onChange={(enabled) => onChange({ ...filters, enabled })}
      />
      {profiles.length > 1 ? (
        <FilterSelect
          label={LABELS.users.profileFilter}
          allLabel={LABELS.users.all}
          options={profiles.map((code) => ({ value: code, label: EMPLOYEE_TYPE_LABEL[code] }))}
          value={filters.employeeDanielLaw}
          onChange={(employeeDanielLaw) => onChange({ ...filters, employeeDanielLaw })}
        />
      ) : null}
    </>
  );
}
