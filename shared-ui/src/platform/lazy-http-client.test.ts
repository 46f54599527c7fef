import { isHttpError } from '../contract/http';
import type { FetchTransport } from './http-client';
import { createLazyHttpClient } from './lazy-http-client';

type Reply = { status: number; data?: unknown };

function setup(reply: Reply) {
  const urls: string[] = [];
  const fetch: FetchTransport = async (url, init) => {
    urls.push(`${init.method} ${url}`);
    const body = reply.data === undefined ? '' : JSON.stringify(reply.data);
    return {
      status: reply.status,
      headers: new Headers(),
      text: async () => body,
      blob: async () => new Blob([body]),
    };
  };
  const session = { getToken: jest.fn(() => 'jwt-1'), logout: jest.fn() };
  const toast = { error: jest.fn() };
  const http = createLazyHttpClient({
    baseURL: '/api',
    session,
    toast,
    redirectToLogin: jest.fn(),
    fetch,
  });
  return { http, urls, session, toast };
}

describe('createLazyHttpClient', () => {
  it('reads its base URL before any request and touches the session only when one is made', () => {
    const { http, session } = setup({ status: 200 });
    expect(http.baseURL).toBe('/api');
    expect(session.getToken).not.toHaveBeenCalled();
  });

  it('answers each method as the standard client does, bearer token included', async () => {
    const { http, urls, session } = setup({ status: 200, data: { id: 7 } });

    await expect(http.get('/user/7').then((r) => r.data)).resolves.toEqual({ id: 7 });
    await http.post('/user', { name: 'Ana' });
    await http.put('/user/7', { name: 'Ana' });
    await http.patch('/user/7', { name: 'Ana' });
    await http.delete('/user/7', { params: { enabled: false } });

    expect(urls).toEqual([
      'GET /api/user/7',
      'POST /api/user',
      'PUT /api/user/7',
      'PATCH /api/user/7',
      'DELETE /api/user/7?enabled=false',
    ]);
    expect(session.getToken).toHaveBeenCalledTimes(5);
  });

  it('rejects with the http error and applies the error rules of spec 1 section 8', async () => {
    const { http, toast } = setup({ status: 400, data: { message: 'Cliente já cadastrado' } });

    const error: unknown = await http.post('/client', {}).catch((e: unknown) => e);

    expect(isHttpError(error)).toBe(true);
    expect(toast.error).toHaveBeenCalledWith('Cliente já cadastrado');
  });
});
