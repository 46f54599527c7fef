import { AUTHORITIES, EMPLOYEE_TYPE } from '@dpohub/domain';
import type { SessionUser } from '@dpohub/shared-ui';

const base = { enableHoursBank: true, expiresAt: Date.UTC(2030, 0, 1) };

/** A firm admin working on client 1001 (the client picker's choice). */
export const FIRM_ADMIN: SessionUser = {
  ...base,
  id: 1,
  name: 'Administrador DPOHUB',
  email: 'admin@dpohub.local',
  admin: true,
  client: 1001,
  clientName: 'Acme Indústria Ltda',
  employeeDanielLaw: EMPLOYEE_TYPE.DANIEL_LAW,
  roles: [{ authority: AUTHORITIES.ADMIN }, { authority: AUTHORITIES.USER }],
};

/** A firm admin who has not chosen a client. */
export const ADMIN_WITHOUT_CLIENT: SessionUser = { ...FIRM_ADMIN, client: null, clientName: null };

/** A client user of client 1001 allowed to open requests. */
export const CLIENT_USER: SessionUser = {
  ...base,
  id: 2,
  name: 'Carla Mendes',
  email: 'cliente.admin@acme.local',
  admin: false,
  client: 1001,
  clientName: 'Acme Indústria Ltda',
  employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_ADMINISTRADOR,
  roles: [
    { authority: AUTHORITIES.USER },
    { authority: AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS },
  ],
};

/** A client user without the documents, contracts and consultations policy. */
export const CLIENT_WITHOUT_POLICY: SessionUser = {
  ...CLIENT_USER,
  id: 3,
  name: 'Rafael Oliveira',
  roles: [{ authority: AUTHORITIES.USER }, { authority: AUTHORITIES.CONTROLE_ORCAMENTARIO }],
};

/** A granular user of client 1001 without the demands role (ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS). */
export const GRANULAR_WITHOUT_DEMANDS_ROLE: SessionUser = {
  ...CLIENT_WITHOUT_POLICY,
  id: 5,
  name: 'Tiago Temporário',
  employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
};

/** A temporary participant (role 23, ROLE_GESTAO_PARTICIPANTE only). */
export const PARTICIPANT: SessionUser = {
  ...base,
  id: 4,
  name: 'Paula Participante',
  email: 'participante@acme.local',
  admin: false,
  client: 1001,
  clientName: 'Acme Indústria Ltda',
  employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
  roles: [{ authority: AUTHORITIES.USER }, { authority: AUTHORITIES.GESTAO_PARTICIPANTE }],
};
