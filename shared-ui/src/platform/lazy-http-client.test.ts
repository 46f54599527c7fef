import { AxiosError, isAxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { createLazyHttpClient } from './lazy-http-client';

type Reply = { status: number; data?: unknown };

function setup(reply: Reply) {
  const urls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    urls.push(`${config.method?.toUpperCase()} ${config.baseURL}${config.url}`);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status < 300) return response;
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  };
  const session = { getToken: jest.fn(() => 'jwt-1'), logout: jest.fn() };
  const toast = { error: jest.fn() };
  const http = createLazyHttpClient({
    baseURL: '/api',
    session,
    toast,
    redirectToLogin: jest.fn(),
    axiosDefaults: { adapter },
  });
  return { http, urls, session, toast };
}

describe('createLazyHttpClient', () => {
  it('reads its base URL before any request and touches the session only when one is made', () => {
    const { http, session } = setup({ status: 200 });
    expect(http.defaults.baseURL).toBe('/api');
    expect(session.getToken).not.toHaveBeenCalled();
  });

  it('answers each method as the standard client does, bearer token included', async () => {
    const { http, urls, session } = setup({ status: 200, data: { id: 7 } });

    await expect(http.get('/user/7').then((r) => r.data)).resolves.toEqual({ id: 7 });
    await http.post('/user', { name: 'Ana' });
    await http.put('/user/7', { name: 'Ana' });
    await http.patch('/user/7', { name: 'Ana' });
    await http.delete('/user/7');

    expect(urls).toEqual([
      'GET /api/user/7',
      'POST /api/user',
      'PUT /api/user/7',
      'PATCH /api/user/7',
      'DELETE /api/user/7',
    ]);
    expect(session.getToken).toHaveBeenCalled();
    // Once loaded, the real instance answers directly.
    expect(typeof http.interceptors.request.use).toBe('function');
  });

  it('rejects with the axios error and applies the error rules of spec 1 section 8', async () => {
    const { http, toast } = setup({ status: 400, data: { message: 'Cliente já cadastrado' } });

    const error: unknown = await http.post('/client', {}).catch((e: unknown) => e);

    expect(isAxiosError(error)).toBe(true);
    expect(toast.error).toHaveBeenCalledWith('Cliente já cadastrado');
  });
});
