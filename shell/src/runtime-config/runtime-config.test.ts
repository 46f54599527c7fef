import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('keeps the API base URL and the well-formed remote lines', () => {
    expect(
      parseRuntimeConfig({
        apiBaseUrl: 'https://api.example.com/api',
        remotes: { mfe_auth: 'https://auth.example.com/mf-manifest.json', broken: 42 },
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/api',
      remotes: { mfe_auth: 'https://auth.example.com/mf-manifest.json' },
    });
  });

  it('fetches /config.json without cache', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ apiBaseUrl: '/api', remotes: {} }),
    });
    await loadRuntimeConfig(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });

  it('starts without remotes when the config cannot be read', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      apiBaseUrl: '/api',
      remotes: {},
    });
    consoleError.mockRestore();
  });
});
