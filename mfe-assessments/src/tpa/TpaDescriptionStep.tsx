import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { TPA_DESCRIPTION_LABELS as LABELS, TPA_INTRO } from '@dpohub/domain';
import { CheckboxField, DateField, TextArea, TextField } from '@dpohub/shared-ui';
import { QuestionField } from '../wizard/QuestionField';
import type { TpaValues } from './tpa-values';
import type { StepSubheading } from './TpaQuestionsStep';
import styles from './Tpa.module.css';

/** The intro texts (spec 3 section 2.4): purpose, the four sections, disclaimer, definitions. */
function TpaIntro({ subheading: H }: { subheading: StepSubheading }) {
  return (
    <div className={styles.intro}>
      <H>{TPA_INTRO.object.title}</H>
      <p>{TPA_INTRO.object.text}</p>
      <H>{TPA_INTRO.method.title}</H>
      <p>{TPA_INTRO.method.text}</p>
      <ol>
        {TPA_INTRO.method.sections.map((section) => (
          <li key={section}>{section}</li>
        ))}
      </ol>
      <H>{TPA_INTRO.result.title}</H>
      <p>{TPA_INTRO.result.text}</p>
      <H>{TPA_INTRO.concepts.title}</H>
      <dl className={styles.definitions}>
        {TPA_INTRO.concepts.definitions.map((definition) => (
          <div key={definition.term}>
            <dt>{definition.term}</dt>
            <dd>{definition.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Step 1: the intro and the description. 'Contrato não assinado' and 'Prazo Indeterminado'
 * clear and disable their dates; the contracting party is the client's name, read-only.
 */
export function TpaDescriptionStep({
  disabled,
  clientName,
  subheading,
}: {
  disabled: boolean;
  clientName: string;
  subheading: StepSubheading;
}) {
  const { values, setFieldValue } = useFormikContext<TpaValues>();
  useEffect(() => {
    if (values.notSigned && values.receiveDate) void setFieldValue('receiveDate', '');
  }, [values.notSigned, values.receiveDate, setFieldValue]);
  useEffect(() => {
    if (values.openEnded && values.reviewDate) void setFieldValue('reviewDate', '');
  }, [values.openEnded, values.reviewDate, setFieldValue]);
  useEffect(() => {
    if (clientName && values.companyName !== clientName) {
      void setFieldValue('companyName', clientName);
    }
  }, [clientName, values.companyName, setFieldValue]);

  return (
    <div className={styles.step}>
      <TpaIntro subheading={subheading} />
      <div className={styles.fields}>
        <TextField name="name" label={LABELS.name} disabled={disabled} />
        <TextField name="areaResponsable" label={LABELS.areaResponsable} disabled={disabled} />
        <TextField name="companyName" label={LABELS.companyName} readOnly disabled />
        <TextField name="contact" label={LABELS.contact} disabled={disabled} />
        <div className={styles.dateGroup}>
          <DateField
            name="receiveDate"
            label={LABELS.receiveDate}
            disabled={disabled || values.notSigned}
          />
          <CheckboxField name="notSigned" label={LABELS.notSigned} disabled={disabled} />
        </div>
        <div className={styles.dateGroup}>
          <DateField
            name="reviewDate"
            label={LABELS.reviewDate}
            disabled={disabled || values.openEnded}
          />
          <CheckboxField name="openEnded" label={LABELS.openEnded} disabled={disabled} />
        </div>
      </div>
      {/* Finding m6: an unsigned contract under which the data are already processed. */}
      <QuestionField
        question={{
          field: 'processingStarted',
          kind: 'yesNo',
          label: LABELS.processingStarted,
          required: false,
        }}
        disabled={disabled}
      />
      <TextArea name="dpo" label={LABELS.dpo} rows={5} disabled={disabled} />
    </div>
  );
}
