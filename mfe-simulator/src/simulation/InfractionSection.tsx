import { INFRACTION_OPTIONS, toggleInfraction } from '@dpohub/domain';
import { useFormikContext } from 'formik';
import { LABELS } from '../labels';
import styles from './Simulation.module.css';
import type { SimulationFormValues } from './simulation-values';

/** Step 1: the ten situations of Art. 8; the tenth ("none") excludes the other nine. */
export function InfractionSection() {
  const { values, setValues } = useFormikContext<SimulationFormValues>();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{LABELS.simulator.infractionsLegend}</legend>
      {INFRACTION_OPTIONS.map((option) => (
        <label key={option.field} className={styles.option}>
          <input
            type="checkbox"
            name={option.field}
            checked={values[option.field]}
            onChange={() =>
              void setValues({ ...values, ...toggleInfraction(values, option.number) })
            }
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
