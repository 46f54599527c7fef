import { createFakeShell } from '@dpohub/shared-ui/testing';
import { pageOf } from './test/pages';
import { renderAdmin } from './test/render-admin';
import { routeResponder } from '@dpohub/shared-ui/testing';
import { FIRM_ADMIN } from './test/session-users';

const responder = routeResponder({
  'GET /user/filter': { status: 200, data: pageOf([]) },
  'GET /user/7': {
    status: 200,
    data: {
      id: 7,
      username: 'ana',
      name: 'Ana',
      email: 'ana@acme.local',
      jobTitle: 'Analista',
      department: 'Jurídico',
      employeeDanielLaw: 2,
      admin: false,
      temporaryAccess: false,
      expirationDate: null,
      enabled: true,
      client: { id: 1001, name: 'Acme' },
      roles: [],
    },
  },
  'GET /group-role/0': { status: 200, data: [] },
  'GET /client/all': { status: 200, data: [] },
  'GET /lawyer/filter': { status: 200, data: pageOf([]) },
  'GET /client-prices-hours': { status: 200, data: pageOf([]) },
});

describe('the exposed ./app module', () => {
  it.each([
    ['/users', 'Gerenciamento de Usuários'],
    ['/users/new', 'Novo Usuário'],
    ['/users/edit/7', 'Detalhes do usuário'],
    ['/lawyerManagement', 'Gerenciamento de Advogados'],
    ['/clientPricesHours', 'Gerenciar Preço/Hora Cliente'],
  ])('renders %s and sets the title "%s"', async (path, title) => {
    const fake = createFakeShell(responder, FIRM_ADMIN);
    await renderAdmin(path, fake);

    expect(fake.setTitle).toHaveBeenCalledWith(title);
  });

  it('renders nothing for a path it does not own', async () => {
    const { container } = await renderAdmin('/home', createFakeShell(responder, FIRM_ADMIN));

    expect(container).toBeEmptyDOMElement();
  });
});
