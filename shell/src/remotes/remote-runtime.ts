import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { RemoteLoadError } from './remote-load-error';

/** What the shell needs from the Module Federation runtime (stubbed in tests). */
export interface RemoteRuntime {
  loadRemote(id: string): Promise<unknown>;
  isConfigured(containerName: string): boolean;
  /** Forgets a failed remote (cached entry, manifest) so the next load starts afresh. */
  reset(containerName: string): void;
}

/** The functions of '@module-federation/enhanced/runtime' used at start. */
export interface FederationRuntimeApi {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  registerPlugins(plugins: ModuleFederationRuntimePlugin[]): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/**
 * errorLoadRemote runtime plugin: a failure at any step (manifest fetch, remoteEntry script,
 * exposed module factory) is logged once with the remote's id and turned into a RemoteLoadError,
 * which the area's error boundary shows with a retry. The shell and other areas keep working.
 */
export function containRemoteFailuresPlugin(
  log: (message: string, error: unknown) => void = console.error,
): ModuleFederationRuntimePlugin {
  return {
    name: 'dpohub-contain-remote-failures',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      log(`[shell] remote ${id} failed at ${lifecycle}`, error);
      // At 'afterResolve' the id is the manifest URL: name the remote from its info instead.
      const name = remote?.name ?? id.split('/')[0] ?? id;
      throw new RemoteLoadError(name, 'loadFailed', { cause: error });
    },
  };
}

/** Registers the configured remotes and the containment plugin; returns the shell's view of it. */
export function createRemoteRuntime(
  config: RuntimeConfig,
  federation: FederationRuntimeApi,
): RemoteRuntime {
  const entries = Object.entries(config.remotes).map(([name, entry]) => ({ name, entry }));
  federation.registerPlugins([containRemoteFailuresPlugin()]);
  federation.registerRemotes(entries);
  return {
    loadRemote: (id) => federation.loadRemote(id),
    isConfigured: (name) => name in config.remotes,
    reset: (name) => {
      const remote = entries.find((e) => e.name === name);
      if (remote) federation.registerRemotes([remote], { force: true });
    },
  };
}
