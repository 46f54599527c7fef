import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from './http-client';

type Reply = { status: number; data?: unknown };

/** A real axios instance whose transport answers from a table, and records each request. */
function setup(reply: Reply, token: string | null = 'jwt-1') {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  };
  const session = { getToken: jest.fn(() => token), logout: jest.fn() };
  const toast = { error: jest.fn() };
  const redirectToLogin = jest.fn();
  const http = createHttpClient({
    session,
    toast,
    redirectToLogin,
    axiosDefaults: { adapter },
  });
  return { http, requests, session, toast, redirectToLogin };
}

afterEach(() => jest.useRealTimers());

describe('createHttpClient', () => {
  it('calls under /api with the bearer token held by the session', async () => {
    const { http, requests } = setup({ status: 200, data: [{ id: 1, name: 'Cliente' }] });
    const response = await http.get('/client/all');
    expect(response.data).toEqual([{ id: 1, name: 'Cliente' }]);
    expect(requests[0]?.baseURL).toBe('/api');
    expect(requests[0]?.url).toBe('/client/all');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('sends no Authorization header without a token', async () => {
    const { http, requests } = setup({ status: 200 }, null);
    await http.get('/client/all');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('keeps the basic credentials a call brings itself', async () => {
    const { http, requests } = setup({ status: 200 });
    await http.post('/oauth/token', 'grant_type=password', {
      headers: new AxiosHeaders({ Authorization: 'Basic abc' }),
    });
    expect(requests[0]?.headers.get('Authorization')).toBe('Basic abc');
  });

  it.each([400, 500])(
    'shows the server message of a %i as an error toast and re-raises',
    async (status) => {
      const { http, toast } = setup({ status, data: { message: 'Cliente já cadastrado' } });
      await expect(http.post('/client', {})).rejects.toBeInstanceOf(AxiosError);
      expect(toast.error).toHaveBeenCalledWith('Cliente já cadastrado');
    },
  );

  it("turns 'No message available' into the generic message", async () => {
    const { http, toast } = setup({ status: 500, data: { message: 'No message available' } });
    await expect(http.get('/x')).rejects.toThrow();
    expect(toast.error).toHaveBeenCalledWith('Ocorreu algum erro ao efetuar a operação');
  });

  it('uses the generic message when the server sends none', async () => {
    const { http, toast } = setup({ status: 400, data: '' });
    await expect(http.get('/x')).rejects.toThrow();
    expect(toast.error).toHaveBeenCalledWith('Ocorreu algum erro ao efetuar a operação');
  });

  it('stays silent for a call that opts out, still re-raising', async () => {
    const { http, toast } = setup({ status: 400, data: { message: 'falhou' } });
    await expect(http.post('/client', {}, { skipErrorToast: true })).rejects.toThrow();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Você não pode conceder a permissão ROPA'],
    [404, 'Usuário não encontrado'],
    [409, 'Nome de usuário já cadastrado'],
  ])('shows the server message of a refusal %i too', async (status, message) => {
    const { http, toast } = setup({ status, data: { message } });
    await expect(http.post('/user', {})).rejects.toBeInstanceOf(AxiosError);
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it('shows no toast for a refusal outside 400/500 that carries no message', async () => {
    const { http, toast } = setup({ status: 409, data: '' });
    await expect(http.get('/x')).rejects.toThrow();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on 401 warns, signs out, re-raises and goes to login after 3 s', async () => {
    jest.useFakeTimers();
    const { http, toast, session, redirectToLogin } = setup({ status: 401 });

    await expect(http.get('/user/filter')).rejects.toMatchObject({ response: { status: 401 } });

    expect(toast.error).toHaveBeenCalledWith('Login expirado, por favor logue novamente');
    expect(session.logout).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2999);
    expect(redirectToLogin).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('handles parallel 401s once', async () => {
    jest.useFakeTimers();
    const { http, toast, redirectToLogin } = setup({ status: 401 });
    await Promise.allSettled([http.get('/a'), http.get('/b')]);
    jest.advanceTimersByTime(3000);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the caller that asks for it', async () => {
    const { http, toast, session } = setup({ status: 401 });
    await expect(http.post('/oauth/token', '', { skipAuthExpiry: true })).rejects.toThrow();
    expect(toast.error).not.toHaveBeenCalled();
    expect(session.logout).not.toHaveBeenCalled();
  });
});
