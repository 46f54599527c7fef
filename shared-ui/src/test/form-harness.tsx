import { Form, Formik } from 'formik';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { formValidator, type FormSchema } from '@dpohub/domain';

/** A Formik form with a 'Enviar' button that records what it submitted. */
export function FormHarness<V extends FormikValues>({
  initialValues,
  onSubmit,
  schema,
  children,
}: {
  initialValues: V;
  onSubmit?: (values: V) => void;
  schema?: FormSchema;
  children: ReactNode;
}) {
  return (
    <Formik
      initialValues={initialValues}
      validate={schema ? formValidator(schema) : undefined}
      onSubmit={(values) => onSubmit?.(values)}
    >
      <Form noValidate>
        {children}
        <button type="submit">Enviar</button>
      </Form>
    </Formik>
  );
}
