import { AUTHORITIES, EMPLOYEE_TYPE } from '@dpohub/domain';
import type { SessionUser } from '@dpohub/shared-ui';

const base = { enableHoursBank: false, expiresAt: Date.UTC(2030, 0, 1) };

/** Firm staff, admin, with client 1001 chosen in the picker. */
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

/** An admin who is not firm staff (a client administrator with the admin flag). */
export const CLIENT_ADMINISTRATOR: SessionUser = {
  ...base,
  id: 2,
  name: 'Carla Mendes',
  email: 'cliente.admin@acme.local',
  admin: true,
  client: 1001,
  clientName: 'Acme Indústria Ltda',
  employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_ADMINISTRADOR,
  roles: [{ authority: AUTHORITIES.ADMIN }, { authority: AUTHORITIES.USER }],
};

/** A granular client user of client 1001. */
export const GRANULAR_USER: SessionUser = {
  ...base,
  id: 3,
  name: 'Rafael Oliveira',
  email: 'cliente.usuario@acme.local',
  admin: false,
  client: 1001,
  clientName: 'Acme Indústria Ltda',
  employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
  roles: [
    { authority: AUTHORITIES.USER },
    { authority: AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS },
  ],
};
