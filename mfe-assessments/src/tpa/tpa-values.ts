import {
  TPA_BLOB_FIELDS,
  TPA_MESSAGES,
  emptyTpaBlobs,
  readTpaBlobs,
  tpaDatesOutOfOrder,
  type TpaParsedQuestions,
} from '@dpohub/domain';
import type { AssessmentRecordWire, AssessmentValues } from '../wizard/assessment-api';

/** The TPA form: the description, the two checkboxes and the four question sets as objects. */
export interface TpaValues extends TpaParsedQuestions {
  name: string;
  areaResponsable: string;
  companyName: string;
  contact: string;
  receiveDate: string;
  reviewDate: string;
  dpo: string;
  /** Whether the third party already processes the data ('yes' / 'no' / ''). */
  processingStarted: string;
  /** 'Contrato não assinado': the signature date is empty and disabled. */
  notSigned: boolean;
  /** 'Prazo Indeterminado': the expiry date is empty and disabled. */
  openEnded: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function emptyTpaValues(): TpaValues {
  return {
    name: '',
    areaResponsable: '',
    companyName: '',
    contact: '',
    receiveDate: '',
    reviewDate: '',
    dpo: '',
    processingStarted: '',
    notSigned: false,
    openEnded: false,
    ...emptyTpaBlobs(),
  };
}

/** A loaded TPA: blobs parsed; the checkboxes start checked when their date is empty. */
export function tpaValuesOf(record: AssessmentRecordWire): AssessmentValues {
  const values: TpaValues = {
    name: text(record.name),
    areaResponsable: text(record.areaResponsable),
    companyName: text(record.companyName) || text(record.client?.name),
    contact: text(record.contact),
    receiveDate: text(record.receiveDate),
    reviewDate: text(record.reviewDate),
    dpo: text(record.dpo),
    processingStarted: text(record.processingStarted),
    notSigned: !text(record.receiveDate),
    openEnded: !text(record.reviewDate),
    ...readTpaBlobs(record),
  };
  return values as unknown as AssessmentValues;
}

/** The tab/salvar body: the four question sets as JSON strings (spec 3 section 3). */
export function tpaBodyOf(input: AssessmentValues): Record<string, unknown> {
  const values = input as unknown as TpaValues;
  return {
    name: values.name,
    areaResponsable: values.areaResponsable,
    contact: values.contact,
    receiveDate: values.notSigned ? '' : values.receiveDate,
    reviewDate: values.openEnded ? '' : values.reviewDate,
    dpo: values.dpo,
    processingStarted: values.processingStarted || null,
    ...Object.fromEntries(TPA_BLOB_FIELDS.map((field) => [field, JSON.stringify(values[field])])),
  };
}

/** Spec 3 section 5: the warning, and nothing is saved. */
export function tpaBeforeSave(input: AssessmentValues): string | null {
  const body = tpaBodyOf(input);
  return tpaDatesOutOfOrder(body.receiveDate, body.reviewDate)
    ? TPA_MESSAGES.datesOutOfOrder
    : null;
}
