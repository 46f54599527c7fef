import { createFakeShell, routeResponder } from '@dpohub/shared-ui/testing';
import { pageOf } from './test/demand-fixtures';
import { renderDemands } from './test/render-demands';
import { FIRM_ADMIN } from './test/session-users';

const responder = routeResponder({
  'GET /solicitacao/filter': { status: 200, data: pageOf([]) },
  'GET /lawyer': { status: 200, data: [] },
  'GET /client/all': { status: 200, data: [] },
});

describe('the exposed ./app module', () => {
  it.each([
    ['/demands', 'Solicitações'],
    ['/filedDemands', 'Solicitações Arquivadas'],
  ])('renders %s and sets the title "%s"', async (path, title) => {
    const fake = createFakeShell(responder, FIRM_ADMIN);
    await renderDemands(path, fake);

    expect(fake.setTitle).toHaveBeenCalledWith(title);
  });

  it('renders nothing for a path it does not own', async () => {
    const { container } = await renderDemands('/home', createFakeShell(responder, FIRM_ADMIN));

    expect(container).toBeEmptyDOMElement();
  });
});
