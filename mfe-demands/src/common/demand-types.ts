// A row of GET /solicitacao/filter, as the wire contract writes it.
export type { DemandRow } from '@dpohub/domain/wire';
