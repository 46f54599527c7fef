import { FieldShell, MoneyInput, useFormField } from '@dpohub/shared-ui';

export interface ValorFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
  /** Called when the user types: the value is no longer calculated (spec 2 section 2.4). */
  onTyped: () => void;
}

/**
 * Valor of the staff form (spec 2 section 2.4): the one money input (R$ prefix, '875' is
 * R$ 875,00, two decimals with a comma on leaving the field). The value is the text.
 */
export function ValorField({ name, label, disabled, onTyped }: ValorFieldProps) {
  const field = useFormField<string>(name);
  return (
    <FieldShell id={field.id} errorId={field.errorId} label={label} error={field.error}>
      <MoneyInput
        id={field.id}
        name={name}
        value={field.value ?? ''}
        disabled={disabled}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? field.errorId : undefined}
        onValueChange={(text) => {
          if (text !== (field.value ?? '')) onTyped();
          field.change(text);
        }}
        onBlur={field.blur}
      />
    </FieldShell>
  );
}
