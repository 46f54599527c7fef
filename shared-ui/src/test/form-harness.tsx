import { Form, Formik } from 'formik';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnySchema } from 'yup';

/** A Formik form with a 'Enviar' button that records what it submitted. */
export function FormHarness<V extends FormikValues>({
  initialValues,
  onSubmit,
  schema,
  children,
}: {
  initialValues: V;
  onSubmit?: (values: V) => void;
  schema?: AnySchema;
  children: ReactNode;
}) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => onSubmit?.(values)}
    >
      <Form noValidate>
        {children}
        <button type="submit">Enviar</button>
      </Form>
    </Formik>
  );
}
