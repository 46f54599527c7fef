import { MESSAGES, staffDemandSchema, formValidator } from '@dpohub/domain';
import type { Lawyer, ServiceType } from '@dpohub/domain';
import { Button, useShell } from '@dpohub/shared-ui';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { DEMAND_LABELS } from '../common/labels';
import styles from './StaffForm.module.css';
import { StaffDemandFields } from './StaffDemandFields';
import { useFirmCalendar } from '../common/use-firm-calendar';
import { staffDemandPayload, submitIssues } from './staff-demand-values';
import type { StaffDemandValues } from './staff-demand-values';
import { createDemand, updateDemand } from './staff-form-api';

export interface StaffDemandFormProps {
  /** The demand being edited; undefined for a new one. */
  demandId?: number;
  initialValues: StaffDemandValues;
  editing: boolean;
  serviceTypes: readonly ServiceType[];
  lawyers: readonly Lawyer[];
  onCancel: () => void;
  onSaved: () => void;
}

const labels = DEMAND_LABELS.staffForm;

/**
 * The staff demand form (spec 2 sections 2.4 and 5): the schema first, then the on-submit rules
 * (deadline day and month, hours), then POST or PUT.
 */
export function StaffDemandForm({
  demandId,
  initialValues,
  editing,
  serviceTypes,
  lawyers,
  onCancel,
  onSaved,
}: StaffDemandFormProps) {
  const { http, toast } = useShell();
  const calendar = useFirmCalendar();

  const submit = async (values: StaffDemandValues, helpers: FormikHelpers<StaffDemandValues>) => {
    const issues = submitIssues(values, calendar, initialValues.prazo);
    const first = issues.prazo ?? issues.horas;
    if (first) {
      helpers.setErrors(issues);
      toast.warn(first);
      return;
    }
    const payload = staffDemandPayload(values);
    try {
      if (demandId === undefined) await createDemand(http, payload);
      else await updateDemand(http, demandId, payload);
      toast.success(demandId === undefined ? MESSAGES.demandCreated : MESSAGES.demandEdited);
      onSaved();
    } catch {
      // The http client already showed the server's message.
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validate={formValidator(staffDemandSchema)}
      validateOnChange={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate>
          <StaffDemandFields disabled={!editing} serviceTypes={serviceTypes} lawyers={lawyers} />
          {editing ? (
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
                {labels.cancel}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {labels.save}
              </Button>
            </div>
          ) : null}
        </Form>
      )}
    </Formik>
  );
}
