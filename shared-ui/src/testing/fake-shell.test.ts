import { createFakeShell } from './fake-shell';
import { requestsTo, routeResponder } from './route-responder';

describe('fake shell for remote tests', () => {
  it('records the request and answers through the route responder', async () => {
    const fake = createFakeShell(routeResponder({ 'GET /lawyer': { status: 200, data: [] } }));
    await expect(
      fake.shell.http.get('/lawyer', { params: { active: true } }),
    ).resolves.toMatchObject({ data: [] });
    expect(requestsTo(fake.requests, 'GET /lawyer')[0]?.params).toEqual({ active: true });
  });

  it('answers an unexpected call with 404 and applies the toast rule to 400', async () => {
    const fake = createFakeShell(
      routeResponder({ 'POST /x': { status: 400, data: { message: 'Campo obrigatório' } } }),
    );
    await expect(fake.shell.http.get('/nada')).rejects.toMatchObject({ response: { status: 404 } });
    await expect(fake.shell.http.post('/x')).rejects.toBeTruthy();
    expect(fake.toasts).toEqual([{ kind: 'error', message: 'Campo obrigatório' }]);
  });
});
