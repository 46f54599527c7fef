import { CheckboxField, CurrencyField } from '@dpohub/shared-ui';
import { useFormikContext } from 'formik';
import { LABELS } from '../labels';
import styles from './Simulation.module.css';
import type { SimulationFormValues } from './simulation-values';

/** Step 4: the estimable economic advantage, or 'Não' (sent as 0). */
export function AdvantageSection() {
  const { values } = useFormikContext<SimulationFormValues>();
  return (
    <>
      <p className={styles.legend}>{LABELS.simulator.advantageQuestion}</p>
      <CheckboxField name="semVantagem" label={LABELS.simulator.advantageNo} />
      {values.semVantagem ? null : (
        <CurrencyField
          name="valorVantagemAuferidaEstimavel"
          label={LABELS.simulator.advantage}
          required
        />
      )}
    </>
  );
}
