import { DateField, type DateFieldProps } from '@dpohub/shared-ui';

/** A definition's day (dd/mm/aaaa), in a module of its own so it loads with the first one asked. */
export function DefinitionDateField(props: DateFieldProps) {
  return <DateField {...props} />;
}
