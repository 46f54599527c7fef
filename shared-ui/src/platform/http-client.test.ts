import { HttpError, isHttpError } from '../contract/http';
import type { FetchAnswer, FetchTransport } from './http-client';
import { createHttpClient, refusalMessage, serializeParams } from './http-client';

type Reply = { status: number; body?: string | Blob; headers?: Record<string, string> };

/** What the transport received: the URL and the fetch init, exactly as the client built them. */
interface Sent {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

/** The real client over a transport that answers from `reply` and records each request. */
function setup(
  reply: Reply | ((sent: Sent) => Promise<FetchAnswer>),
  token: string | null = 'jwt-1',
) {
  const requests: Sent[] = [];
  const fetch: FetchTransport = async (url, init) => {
    const sent = { url, init, headers: { ...(init.headers as Record<string, string>) } };
    requests.push(sent);
    if (typeof reply === 'function') return reply(sent);
    const body = reply.body ?? '';
    return {
      status: reply.status,
      headers: new Headers(reply.headers),
      text: async () => (typeof body === 'string' ? body : 'blob'),
      blob: async () => (typeof body === 'string' ? new Blob([body]) : body),
    };
  };
  const session = { getToken: jest.fn(() => token), logout: jest.fn() };
  const toast = { error: jest.fn() };
  const redirectToLogin = jest.fn();
  const http = createHttpClient({ session, toast, redirectToLogin, fetch });
  return { http, requests, session, toast, redirectToLogin };
}

const json = (status: number, data: unknown): Reply => ({ status, body: JSON.stringify(data) });

afterEach(() => jest.useRealTimers());

describe('createHttpClient', () => {
  it('calls under /api with the bearer token held by the session', async () => {
    const { http, requests } = setup(json(200, [{ id: 1, name: 'Cliente' }]));
    const response = await http.get('/client/all');
    expect(response.data).toEqual([{ id: 1, name: 'Cliente' }]);
    expect(response.status).toBe(200);
    expect(http.baseURL).toBe('/api');
    expect(requests[0]?.url).toBe('/api/client/all');
    expect(requests[0]?.init.method).toBe('GET');
    expect(requests[0]?.headers.Authorization).toBe('Bearer jwt-1');
    expect(requests[0]?.headers.Accept).toBe('application/json, text/plain, */*');
  });

  it('sends no Authorization header without a token', async () => {
    const { http, requests } = setup({ status: 200 }, null);
    await http.get('/client/all');
    expect(Object.keys(requests[0]?.headers ?? {})).not.toContain('Authorization');
  });

  it('keeps the basic credentials a call brings itself', async () => {
    const { http, requests } = setup({ status: 200 });
    await http.post('/oauth/token', 'grant_type=password', {
      headers: { Authorization: 'Basic abc' },
    });
    // Header names are case-insensitive: a lower-case one is the call's own too.
    await http.post('/oauth/token', 'grant_type=password', {
      headers: { authorization: 'Basic abc' },
    });
    expect(requests[0]?.headers.Authorization).toBe('Basic abc');
    expect(requests[1]?.headers).toEqual({
      authorization: 'Basic abc',
      Accept: 'application/json, text/plain, */*',
    });
  });

  it.each([400, 500])(
    'shows the server message of a %i as an error toast and re-raises',
    async (status) => {
      const { http, toast } = setup(json(status, { message: 'Cliente já cadastrado' }));
      await expect(http.post('/client', {})).rejects.toBeInstanceOf(HttpError);
      expect(toast.error).toHaveBeenCalledWith('Cliente já cadastrado');
    },
  );

  it("turns 'No message available' into the generic message", async () => {
    const { http, toast } = setup(json(500, { message: 'No message available' }));
    await expect(http.get('/x')).rejects.toThrow();
    expect(toast.error).toHaveBeenCalledWith('Ocorreu algum erro ao efetuar a operação');
  });

  it('uses the generic message when the server sends none', async () => {
    const { http, toast } = setup({ status: 400, body: '' });
    await expect(http.get('/x')).rejects.toThrow();
    expect(toast.error).toHaveBeenCalledWith('Ocorreu algum erro ao efetuar a operação');
  });

  it('stays silent for a call that opts out, still re-raising', async () => {
    const { http, toast } = setup(json(400, { message: 'falhou' }));
    await expect(http.post('/client', {}, { skipErrorToast: true })).rejects.toThrow();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Você não pode conceder a permissão ROPA'],
    [404, 'Usuário não encontrado'],
    [409, 'Nome de usuário já cadastrado'],
  ])('shows the server message of a refusal %i too', async (status, message) => {
    const { http, toast } = setup(json(status, { message }));
    await expect(http.post('/user', {})).rejects.toBeInstanceOf(HttpError);
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it('shows no toast for a refusal outside 400/500 that carries no message', async () => {
    const { http, toast } = setup({ status: 409, body: '' });
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

describe('createHttpClient: requests as axios sent them', () => {
  it('writes the query as axios did: undefined and null left out, commas and colons kept, spaces as +', async () => {
    const { http, requests } = setup({ status: 200 });
    await http.get('/user/filter', {
      params: {
        page: 0,
        size: 10,
        sort: 'name,asc',
        query: 'Ana Souza & filhos',
        active: true,
        enabled: false,
        clientId: undefined,
        lawyer: null,
        at: new Date(Date.UTC(2025, 1, 3, 12, 30)),
        ids: [1, 2],
      },
    });
    expect(requests[0]?.url).toBe(
      '/api/user/filter?page=0&size=10&sort=name,asc&query=Ana+Souza+%26+filhos&active=true' +
        '&enabled=false&at=2025-02-03T12:30:00.000Z&ids%5B%5D=1&ids%5B%5D=2',
    );
  });

  it('adds the query to one the url already has, and keeps an absolute url', async () => {
    const { http, requests } = setup({ status: 200 });
    await http.get('/client/all?ativos=true', { params: { nome: 'Beta' } });
    await http.get('https://api.exemplo.com.br/captcha');
    expect(requests.map((r) => r.url)).toEqual([
      '/api/client/all?ativos=true&nome=Beta',
      'https://api.exemplo.com.br/captcha',
    ]);
  });

  it('joins the base of the embed (an absolute API URL) with each path', async () => {
    const fetch: FetchTransport = jest.fn(async () => ({
      status: 200,
      headers: new Headers(),
      text: async () => '',
      blob: async () => new Blob([]),
    }));
    const http = createHttpClient({
      baseURL: 'https://api.exemplo.com.br/api/',
      session: { getToken: () => null, logout: jest.fn() },
      toast: { error: jest.fn() },
      redirectToLogin: jest.fn(),
      fetch,
    });
    await http.post('simulacao_multa', { a: 1 });
    expect(jest.mocked(fetch).mock.calls[0]?.[0]).toBe(
      'https://api.exemplo.com.br/api/simulacao_multa',
    );
  });

  it('sends a plain object or array as JSON with its Content-Type', async () => {
    const { http, requests } = setup({ status: 201 });
    await http.post('/client', { id: 1234, name: 'Gama Ltda', enableHoursBank: true });
    await http.put('/x', [1, 2]);
    expect(requests[0]?.init.body).toBe('{"id":1234,"name":"Gama Ltda","enableHoursBank":true}');
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(requests[1]?.init).toMatchObject({ method: 'PUT', body: '[1,2]' });
  });

  it('form-encodes URLSearchParams, keeping a Content-Type the call gives', async () => {
    const { http, requests } = setup({ status: 200 });
    const body = new URLSearchParams({ grant_type: 'password', username: 'ana', password: 'S@1' });
    await http.post('/oauth/token', body);
    await http.post('/oauth/token', body, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(requests[0]?.init.body).toBe('grant_type=password&username=ana&password=S%401');
    expect(requests[0]?.headers['Content-Type']).toBe(
      'application/x-www-form-urlencoded;charset=utf-8',
    );
    expect(requests[1]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('passes FormData through for the browser to write its multipart boundary', async () => {
    const { http, requests } = setup({ status: 201 });
    const form = new FormData();
    form.append('arquivo', new Blob(['x']), 'a.pdf');
    await http.post('/solicitacao', form);
    expect(requests[0]?.init.body).toBe(form);
    expect(Object.keys(requests[0]?.headers ?? {}).map((h) => h.toLowerCase())).not.toContain(
      'content-type',
    );
  });

  it('sends no body for a call without one (PATCH with null, DELETE)', async () => {
    const { http, requests } = setup({ status: 204 });
    await http.patch('/solicitacao/7', null, { params: { status: 'EM_ANDAMENTO' } });
    await http.delete('/user/7', { params: { enabled: false } });
    expect(requests.map((r) => [r.init.method, r.url, r.init.body])).toEqual([
      ['PATCH', '/api/solicitacao/7?status=EM_ANDAMENTO', undefined],
      ['DELETE', '/api/user/7?enabled=false', undefined],
    ]);
    expect(requests[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('hands the signal to fetch', async () => {
    const { http, requests } = setup({ status: 200 });
    const controller = new AbortController();
    await http.get('/x', { signal: controller.signal });
    expect(requests[0]?.init.signal).toBe(controller.signal);
  });
});

describe('createHttpClient: answers', () => {
  it('parses JSON, keeps text that is not JSON, and answers an empty body as an empty string', async () => {
    const bodies = ['{"ok":true}', 'Email enviado', ''];
    const { http } = setup(async () => {
      const body = bodies.shift() ?? '';
      return { status: 200, headers: new Headers(), text: async () => body, blob: jest.fn() };
    });
    expect((await http.get('/a')).data).toEqual({ ok: true });
    expect((await http.get('/b')).data).toBe('Email enviado');
    expect((await http.delete('/c')).data).toBe('');
  });

  it("reads a download as a Blob with its headers, Content-Disposition's name among them", async () => {
    const file = new Blob(['planilha']);
    const { http } = setup({
      status: 200,
      body: file,
      headers: { 'Content-Disposition': 'attachment; filename="solicitacoes.xlsx"' },
    });
    const response = await http.get<Blob>('/solicitacao/export-excel', { responseType: 'blob' });
    expect(response.data).toBe(file);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="solicitacoes.xlsx"',
    );
  });

  it("reads responseType 'text' as text, JSON or not", async () => {
    const { http } = setup({ status: 200, body: '{"a":1}' });
    expect((await http.get('/x', { responseType: 'text' })).data).toBe('{"a":1}');
  });

  it('rejects an answer outside 2xx with the response, the request and the error mark', async () => {
    const { http } = setup(json(404, { message: 'Usuário não encontrado' }));
    const error: unknown = await http
      .get('/user/9', { skipErrorToast: true })
      .catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      message: 'Request failed with status code 404',
      code: 'ERR_BAD_RESPONSE',
      response: { status: 404, data: { message: 'Usuário não encontrado' } },
      config: { method: 'GET', url: '/user/9', skipErrorToast: true },
    });
  });

  it('rejects a network failure with an HttpError without response, and no toast', async () => {
    const { http, toast } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error: unknown = await http.post('/client', {}).catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
    expect((error as HttpError).response).toBeUndefined();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('rejects an abort with an HttpError marked canceled', async () => {
    const { http } = setup(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(http.get('/x')).rejects.toMatchObject({
      code: 'ERR_CANCELED',
      response: undefined,
    });
  });
});

describe('isHttpError and refusalMessage', () => {
  it('recognises an HttpError by its mark, whichever copy of the class made it', () => {
    expect(isHttpError({ isHttpError: true, response: { status: 400 } })).toBe(true);
    expect(isHttpError(new Error('x'))).toBe(false);
    expect(isHttpError(null)).toBe(false);
  });

  it("reads a refusal's message, not a 401's or a 500's", () => {
    const refusal = (status: number, data: unknown) =>
      new HttpError(
        'x',
        'ERR_BAD_RESPONSE',
        { method: 'PUT', url: '/x' },
        {
          status,
          data,
          headers: {},
        },
      );
    expect(refusalMessage(refusal(409, { message: 'Período sobreposto' }))).toBe(
      'Período sobreposto',
    );
    expect(refusalMessage(refusal(409, { message: 'No message available' }))).toBeNull();
    expect(refusalMessage(refusal(401, { message: 'x' }))).toBeNull();
    expect(refusalMessage(refusal(500, { message: 'x' }))).toBeNull();
    expect(refusalMessage(new Error('x'))).toBeNull();
  });
});

describe('serializeParams', () => {
  it('writes nothing for no params and refuses a nested object', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams({ a: undefined })).toBe('');
    expect(() => serializeParams({ filtro: { a: 1 } })).toThrow(TypeError);
  });
});
