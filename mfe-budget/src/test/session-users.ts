import { AUTHORITIES, EMPLOYEE_TYPE } from '@dpohub/domain';
import type { SessionUser } from '@dpohub/shared-ui';

const base = { expiresAt: Date.UTC(2030, 0, 1) };

/** A firm admin without a client context. */
export const FIRM_ADMIN: SessionUser = {
  ...base,
  enableHoursBank: false,
  id: 1,
  name: 'Administrador DPOHUB',
  email: 'admin@dpohub.local',
  admin: true,
  client: null,
  clientName: null,
  employeeDanielLaw: EMPLOYEE_TYPE.DANIEL_LAW,
  roles: [{ authority: AUTHORITIES.ADMIN }, { authority: AUTHORITIES.USER }],
};

/** A client administrator of client 1001, with the hours bank on. */
export const CLIENT_ADMIN: SessionUser = {
  ...base,
  enableHoursBank: true,
  id: 2,
  name: 'Carla Mendes',
  email: 'cliente.admin@acme.local',
  admin: false,
  client: 1001,
  clientName: 'Acme Indústria Ltda',
  employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_ADMINISTRADOR,
  roles: [{ authority: AUTHORITIES.USER }, { authority: AUTHORITIES.CONTROLE_ORCAMENTARIO }],
};
