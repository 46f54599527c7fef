import {
  AGRAVANTE_NONE,
  AGRAVANTE_QUESTIONS,
  ATENUANTE_OPTIONS,
  toggleAtenuante,
  toggleNenhuma,
} from '@dpohub/domain';
import { SelectField } from '@dpohub/shared-ui';
import { useFormikContext } from 'formik';
import { LABELS } from '../labels';
import { Heading } from './heading-level';
import styles from './Simulation.module.css';
import type { SimulationFormValues } from './simulation-values';

/**
 * Step 3: the four agravante questions (their options carry the percentages of spec 4 section 9)
 * and the seven atenuantes with "Nenhuma" and the exclusive groups of the domain toggles.
 */
export function FineSection() {
  const { values, setValues } = useFormikContext<SimulationFormValues>();
  return (
    <>
      <Heading depth={2} className={styles.legend}>
        {LABELS.simulator.agravantesHeading}
      </Heading>
      {AGRAVANTE_QUESTIONS.map((question) => (
        <div key={question.field} className={styles.agravante}>
          <SelectField<string>
            name={question.field}
            label={question.question}
            options={question.options.map((option) => ({
              value: option.label,
              label: option.label,
            }))}
          />
          {/* A phone cuts the closed select's text before its percentage (platform m9): the
              choice shows whole below it there; the select already tells screen readers. */}
          {values[question.field] !== AGRAVANTE_NONE ? (
            <p
              className={styles.chosen}
              aria-hidden="true"
              data-testid={`chosen-${question.field}`}
            >
              {values[question.field]}
            </p>
          ) : null}
        </div>
      ))}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{LABELS.simulator.atenuantesLegend}</legend>
        <label className={styles.option}>
          <input
            type="checkbox"
            name="nenhuma"
            checked={values.nenhuma}
            onChange={() => void setValues({ ...values, ...toggleNenhuma(values) })}
          />
          <span>{LABELS.simulator.atenuanteNone}</span>
        </label>
        {ATENUANTE_OPTIONS.map((option) => (
          <label key={option.field} className={styles.option}>
            <input
              type="checkbox"
              name={option.field}
              checked={values[option.field]}
              onChange={() =>
                void setValues({ ...values, ...toggleAtenuante(values, option.number) })
              }
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
