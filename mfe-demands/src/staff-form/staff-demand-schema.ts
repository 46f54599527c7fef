import { staffDemandSchema } from '@dpohub/domain';
import type { MixedSchema } from 'yup';

// An empty select holds null, which yup's mixed() refuses with its own English text before the
// domain's 'Campo obrigatório' test runs; accepting null first lets the domain's rule answer.
const nullableSelect = (name: 'client' | 'serviceType' | 'lawyer') =>
  (staffDemandSchema.fields[name] as MixedSchema).nullable();

/** The domain's staff schema (spec 2 section 5) as the form's empty selects need it. */
export const staffDemandFormSchema = staffDemandSchema.shape({
  client: nullableSelect('client'),
  serviceType: nullableSelect('serviceType'),
  lawyer: nullableSelect('lawyer'),
});
