import type { Page } from '@dpohub/domain';
import type { DemandDetail } from '@dpohub/domain/wire';
import type { DemandRow } from '../common/demand-types';

/** A Spring-style page of `content`. */
export function pageOf<T>(content: T[], totalPages = 1, number = 0): Page<T> {
  return { content, totalPages, totalElements: content.length, number, size: content.length };
}

/** A list row; override what the test is about. */
export function demandRow(overrides: Partial<DemandRow> = {}): DemandRow {
  return {
    id: 41,
    client: { id: 1001, name: 'Acme Indústria Ltda' },
    demanda: 'Revisão do contrato de fornecedor',
    serviceType: { id: 12, name: 'Contrato' },
    createdAt: '2025-03-04T13:20:00Z',
    prazo: '2025-03-11',
    prazoAtendimento: 'CUSTOMIZADO',
    urgente: false,
    areaInterna: 'Legal Design',
    lawyer: { id: 5, name: 'Beatriz Lima' },
    horas: '012:30',
    valor: 3750,
    valorInformado: false,
    status: 'EM_CURSO',
    archived: false,
    consumoHoras: true,
    createdBy: { name: 'Carla Mendes', client: null, employeeDanielLaw: 2 },
    diasUteisRestantes: null,
    atrasada: false,
    ...overrides,
  };
}

/** A demand as GET /solicitacao/{id} answers it. */
export function demandDetail(overrides: Partial<DemandDetail> = {}): DemandDetail {
  return {
    id: 41,
    client: { id: 1001, name: 'Acme Indústria Ltda' },
    demanda: 'Revisão do contrato de fornecedor',
    serviceType: { id: 12, name: 'Contrato' },
    tipoConsulta: null,
    tipoAvaliacao: 'GERAL',
    areaInterna: 'Legal Design',
    areaDemandante: 'Compras',
    autorDemanda: 'Carla Mendes',
    prazoAtendimento: 'CUSTOMIZADO',
    prazo: '2025-03-11',
    urgente: false,
    descricaoTrabalho: 'Revisar cláusulas de proteção de dados.',
    lawyer: { id: 5, name: 'Beatriz Lima' },
    horas: '012:30',
    // 12:30 at the client's R$ 300,00 an hour, computed by the server (not typed).
    valor: 3750,
    valorInformado: false,
    consumoHoras: true,
    status: 'EM_CURSO',
    archived: false,
    createdAt: '2025-03-04T13:20:00Z',
    updatedAt: '2025-03-06T09:00:00Z',
    createdBy: { name: 'Carla Mendes', client: { id: 1001, name: 'Acme' }, employeeDanielLaw: 2 },
    historico: [],
    solicitacaoDocumentos: [],
    diasUteisRestantes: null,
    atrasada: false,
    ...overrides,
  };
}
