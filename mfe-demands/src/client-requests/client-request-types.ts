import type { DemandStatus } from '@dpohub/domain';

// The client request answers, as the wire contract writes them: a row of
// GET /solicitacao/documentos-consultas/filter, and GET /solicitacao/documentos-consultas/{id}
// (the demand's one detail: internal data, author and areas are null for client users).
export type { ClientRequestRow, DemandDetail as ClientRequestDetail } from '@dpohub/domain/wire';

export type { DemandStatus };
