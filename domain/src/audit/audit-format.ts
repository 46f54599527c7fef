// How an event's changes read on the screen and in the spreadsheet.
import type { AuditChange, AuditValue } from './audit-changes';
import type { AuditEventView } from './audit-event';
import { auditRecordTypeLabel } from './audit-kinds';
import { AUDIT_MESSAGES } from './audit-messages';

/** Portuguese names of the fields the trail records; any other shows its wire name. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nome',
  username: 'Usuário',
  email: 'E-mail',
  jobTitle: 'Cargo',
  department: 'Departamento',
  employeeDanielLaw: 'Perfil',
  client: 'Cliente',
  clientId: 'Cliente',
  roles: 'Permissões',
  enabled: 'Ativo',
  temporaryAccess: 'Acesso temporário',
  expirationDate: 'Validade do acesso',
  password: 'Senha',
  enableHoursBank: 'Controle de Horas',
  endedOn: 'Contrato encerrado em',
  readOnlyUntil: 'Acesso somente para consulta até',
  functions: 'Funções contratadas',
  valorHora: 'Preço/hora',
  vigenciaInicio: 'Início da vigência',
  vigenciaFim: 'Fim da vigência',
  horas: 'Horas',
  status: 'Status',
  prazo: 'Prazo',
  demanda: 'Demanda',
  descricaoTrabalho: 'Descrição',
  lawyer: 'Advogado',
  userId: 'Conta de usuário',
  serviceType: 'Tipo de serviço',
  tipoConsulta: 'Tipo de Consulta',
  tipoAvaliacao: 'Tipo de Avaliação',
  areaDemandante: 'Área demandante',
  autorDemanda: 'Autor da Demanda',
  prazoAtendimento: 'Prazo de atendimento',
  consumoHoras: 'Consumo de horas',
  valor: 'Valor',
  areaInterna: 'Área Interna',
  archived: 'Arquivada',
  quantidade: 'Quantidade',
  dataInicio: 'Data de início',
  dataExpiracao: 'Data de expiração',
  descricao: 'Descrição do pacote',
  dataInicial: 'Data inicial',
  file: 'Arquivo',
  participant: 'Participante',
  reviewState: 'Análise do escritório',
  version: 'Versão',
  result: 'Resultado',
  resultWasChanged: 'Resultado alterado pelo escritório',
  resultWasChangedObs: 'Justificativa da alteração do resultado',
  lawyerName: 'Advogado responsável',
  oab: 'OAB',
  // The client as processing agent, and the firm's identification on the dossiers.
  legalName: 'Razão social',
  cnpj: 'CNPJ',
  address: 'Endereço',
  phone: 'Telefone',
  dpoName: 'Encarregado (nome)',
  dpoEmail: 'E-mail do encarregado',
  dpoPhone: 'Telefone do encarregado',
  dataSubjectChannel: 'Canal de atendimento ao titular',
  registration: 'Registro na OAB',
};

export function auditFieldLabel(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? field;
}

function valueText(value: AuditValue | undefined): string {
  if (value === undefined || value === null || value === '') return '(vazio)';
  if (value === true) return 'Sim';
  if (value === false) return 'Não';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** One change in words: "E-mail: a@x → b@x", "Permissões: + ROLE_TPA; − ROLE_ROPA". */
export function describeChange(change: AuditChange): string {
  const label = auditFieldLabel(change.field);
  if (change.secret) return `${label}: ${AUDIT_MESSAGES.secretChanged}`;
  if (change.added || change.removed) {
    const parts = [
      ...(change.added ?? []).map((item) => `+ ${item}`),
      ...(change.removed ?? []).map((item) => `− ${item}`),
    ];
    return `${label}: ${parts.join('; ')}`;
  }
  if (!('before' in change)) return `${label}: ${valueText(change.after)}`;
  return `${label}: ${valueText(change.before)} → ${valueText(change.after)}`;
}

export function describeChanges(changes: readonly AuditChange[]): string {
  return changes.map(describeChange).join(' | ');
}

/** Who acted, in words: the name kept in the event, or what kind of actor it was. */
export function auditActorText(event: AuditEventView): string {
  if (event.erased) return AUDIT_MESSAGES.erasedDetails;
  if (event.actor.name) return event.actor.name;
  if (event.actor.kind === 'lead')
    return `${AUDIT_MESSAGES.leadActor} ${event.actor.id ?? ''}`.trim();
  if (event.actor.kind === 'anonymous') return AUDIT_MESSAGES.anonymousActor;
  if (event.actor.kind === 'system') return AUDIT_MESSAGES.systemActor;
  return event.actor.id !== null ? `#${event.actor.id}` : '';
}

/** The record an event concerns, in words: "Usuário 3 cliente.usuario". */
export function auditRecordText(event: AuditEventView): string {
  if (!event.record) return '';
  const label = event.record.label ? ` ${event.record.label}` : '';
  return `${auditRecordTypeLabel(event.record.type)} ${event.record.id}${label}`;
}
