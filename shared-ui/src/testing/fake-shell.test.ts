import { createFakeShell } from './fake-shell';
import { requestsTo, routeResponder } from './route-responder';

describe('fake shell for remote tests', () => {
  it('records the request and answers through the route responder', async () => {
    const fake = createFakeShell(routeResponder({ 'GET /lawyer': { status: 200, data: [] } }));
    await expect(
      fake.shell.http.get('/lawyer', { params: { active: true } }),
    ).resolves.toMatchObject({ data: [] });
    // The query as the server reads it: text.
    expect(requestsTo(fake.requests, 'GET /lawyer')[0]?.params).toEqual({ active: 'true' });
  });

  it('answers an unexpected call with 404 and applies the toast rule to 400', async () => {
    const fake = createFakeShell(
      routeResponder({ 'POST /x': { status: 400, data: { message: 'Campo obrigatório' } } }),
    );
    await expect(fake.shell.http.get('/nada')).rejects.toMatchObject({ response: { status: 404 } });
    await expect(fake.shell.http.post('/x')).rejects.toBeTruthy();
    expect(fake.toasts).toEqual([{ kind: 'error', message: 'Campo obrigatório' }]);
  });

  it('records the body, the query and the headers as they leave the client', async () => {
    const fake = createFakeShell(() => ({ status: 200, data: { id: 7 } }), {
      id: 1,
      name: 'Ana',
      email: 'ana@escritorio.com.br',
      admin: true,
      enableHoursBank: false,
      client: null,
      clientName: null,
      roles: [],
      expiresAt: 0,
    });
    const answer = await fake.shell.http.put(
      '/client-prices-hours/7',
      { id: 7, valorHora: 150 },
      { params: { clientId: 1001, sort: 'name,asc', page: undefined } },
    );
    expect(answer.data).toEqual({ id: 7 });
    expect(fake.requests).toEqual([
      {
        method: 'PUT',
        url: '/client-prices-hours/7',
        params: { clientId: '1001', sort: 'name,asc' },
        data: '{"id":7,"valorHora":150}',
        headers: {
          Accept: 'application/json, text/plain, */*',
          Authorization: 'Bearer token-de-teste',
          'Content-Type': 'application/json',
        },
      },
    ]);
  });

  it('hands a download its Blob and headers', async () => {
    const file = new Blob(['planilha']);
    const fake = createFakeShell(() => ({
      status: 200,
      data: file,
      headers: { 'Content-Disposition': 'attachment; filename="relatorio.xlsx"' },
    }));
    const answer = await fake.shell.http.get<Blob>('/x', { responseType: 'blob' });
    expect(answer.data).toBe(file);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="relatorio.xlsx"');
  });

  it('rejects an aborted call as the platform fetch does', async () => {
    const fake = createFakeShell();
    const controller = new AbortController();
    controller.abort();
    await expect(fake.shell.http.get('/x', { signal: controller.signal })).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
    expect(fake.requests).toEqual([]);
  });
});
