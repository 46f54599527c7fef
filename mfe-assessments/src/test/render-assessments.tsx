import { AUTHORITIES, EMPLOYEE_TYPE } from '@dpohub/domain';
import type { SessionUser } from '@dpohub/shared-ui';
import { renderRemote } from '@dpohub/shared-ui/testing';
import type { FakeShell } from '@dpohub/shared-ui/testing';
import assessmentsRemote from '../app';

const base = { enableHoursBank: false, expiresAt: Date.UTC(2030, 0, 1) };

export const FIRM_ADMIN: SessionUser = {
  ...base,
  id: 1,
  name: 'Administrador DPOHUB',
  email: 'admin@dpohub.local',
  admin: true,
  client: null,
  clientName: null,
  employeeDanielLaw: EMPLOYEE_TYPE.DANIEL_LAW,
  roles: [{ authority: AUTHORITIES.ADMIN }, { authority: AUTHORITIES.USER }],
};

export const CLIENT_ADMIN: SessionUser = {
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
    { authority: AUTHORITIES.AVALIACAO_NOVOS_PROJETOS },
    { authority: AUTHORITIES.TESTE_LEGITIMO_INTERESSE },
  ],
};

/** Renders the exposed app at `path`, as the shell would, over a fake shell API. */
export function renderAssessments(path: string, fake: FakeShell) {
  return renderRemote(assessmentsRemote, path, fake);
}
