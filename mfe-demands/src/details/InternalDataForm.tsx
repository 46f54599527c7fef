import {
  AREA_INTERNA_OPTIONS,
  CLIENT_REQUEST_LABELS,
  MESSAGES,
  internalDataSchema,
  isDemandEditable,
  demandHoursHHMM,
  validateDemandHoursValue,
  formValidator,
} from '@dpohub/domain';
import type { Lawyer } from '@dpohub/domain';
import { Button, CurrencyField, HoursField, SelectField, useShell } from '@dpohub/shared-ui';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { fetchActiveLawyers } from '../common/reference-api';
import type { ClientRequestDetail } from '../client-requests/client-request-types';
import { requestStatus } from '../client-requests/request-status';
import { saveInternalData } from './details-api';
import styles from './RequestDetails.module.css';

const LABELS = CLIENT_REQUEST_LABELS.internalData;

interface InternalDataValues {
  valor: number | null;
  horas: string;
  lawyer: number | null;
  areaInterna: string | null;
}

const AREA_CHOICES = AREA_INTERNA_OPTIONS.map((area) => ({ value: area, label: area }));

function initialValues(request: ClientRequestDetail): InternalDataValues {
  return {
    valor: request.valor ?? null,
    // Stored as HH:MM:SS; the field shows HH:MM with the one hours mask (domain format/hours).
    horas: demandHoursHHMM(request.horas),
    lawyer: request.lawyer?.id ?? null,
    areaInterna: request.areaInterna ?? null,
  };
}

/**
 * The admin's internal data in the request details (spec 2 section 5): valor, horas (the one
 * hours mask, HH:MM, up to 999:59), an active lawyer and the internal area, all required.
 */
export function InternalDataForm({
  request,
  onSaved,
}: {
  request: ClientRequestDetail;
  onSaved: () => void;
}) {
  const shell = useShell();
  const [lawyers, setLawyers] = useState<Lawyer[]>([]);
  // A cancelled demand is closed: its internal data is shown, not edited.
  const readOnly = !isDemandEditable({ status: requestStatus(request.status) });

  useEffect(() => {
    fetchActiveLawyers(shell.http).then(setLawyers, (error: unknown) =>
      console.error('GET /lawyer failed', error),
    );
  }, [shell.http]);

  // The stored lawyer stays choosable even if no longer active, so the form reads true.
  const lawyerChoices = lawyers.map((lawyer) => ({ value: lawyer.id, label: lawyer.name }));
  if (request.lawyer && !lawyers.some((lawyer) => lawyer.id === request.lawyer?.id)) {
    lawyerChoices.push({ value: request.lawyer.id, label: request.lawyer.name });
  }

  const submit = async (values: InternalDataValues, helpers: FormikHelpers<InternalDataValues>) => {
    const hoursIssue = validateDemandHoursValue(values.horas);
    if (hoursIssue) {
      helpers.setFieldError('horas', hoursIssue);
      return;
    }
    try {
      await saveInternalData(shell.http, request.id, {
        valor: values.valor ?? 0,
        horas: `${values.horas}:00`,
        lawyer: values.lawyer ?? 0,
        areaInterna: values.areaInterna ?? '',
      });
    } catch {
      // The http client already showed the server's message (spec 1 section 8).
      return;
    }
    shell.toast.success(MESSAGES.internalDataSaved);
    onSaved();
  };

  return (
    <section className={styles.panel} aria-labelledby="internal-data-title">
      <h3 id="internal-data-title" className={styles.subheading}>
        {LABELS.title}
      </h3>
      <Formik
        initialValues={initialValues(request)}
        validate={formValidator(internalDataSchema)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className={styles.internalGrid} noValidate>
            <SelectField
              name="areaInterna"
              label={LABELS.areaInterna}
              options={AREA_CHOICES}
              required
              disabled={readOnly}
            />
            <SelectField
              name="lawyer"
              label={LABELS.lawyer}
              options={lawyerChoices}
              required
              disabled={readOnly}
            />
            <HoursField
              name="horas"
              label={LABELS.horas}
              format="HH:MM"
              required
              disabled={readOnly}
            />
            <CurrencyField name="valor" label={LABELS.valor} required disabled={readOnly} />
            {readOnly ? null : (
              <div className={styles.formEnd}>
                <Button type="submit" loading={isSubmitting}>
                  {LABELS.save}
                </Button>
              </div>
            )}
          </Form>
        )}
      </Formik>
    </section>
  );
}
