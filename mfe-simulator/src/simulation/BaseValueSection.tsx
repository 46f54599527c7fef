import { DAMAGE_DEGREES } from '@dpohub/domain';
import { CheckboxField, CurrencyField } from '@dpohub/shared-ui';
import { useFormikContext } from 'formik';
import { LABELS } from '../labels';
import styles from './Simulation.module.css';
import type { SimulationFormValues } from './simulation-values';

/** Step 2: damage degree 0..3 and the revenue (or none) that the base value comes from. */
export function BaseValueSection() {
  const { values, setFieldValue } = useFormikContext<SimulationFormValues>();
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{LABELS.simulator.damageLegend}</legend>
        {DAMAGE_DEGREES.map((degree) => (
          <label key={degree.value} className={styles.option}>
            <input
              type="radio"
              name="grauDano"
              value={degree.value}
              checked={values.grauDano === degree.value}
              onChange={() => void setFieldValue('grauDano', degree.value)}
            />
            <span>
              <strong>{degree.label}</strong>
              <span className={styles.description}>{degree.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <CheckboxField name="naoTemFaturamento" label={LABELS.simulator.noRevenue} />
      {values.naoTemFaturamento ? null : (
        <div className={styles.fields}>
          <CurrencyField
            name="valorFaturamento"
            label={LABELS.simulator.revenue}
            hint={LABELS.simulator.revenueHint}
            required
          />
          <CurrencyField name="valorTributos" label={LABELS.simulator.taxes} required />
        </div>
      )}
    </>
  );
}
