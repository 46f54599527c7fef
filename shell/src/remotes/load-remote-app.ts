import { isContractCompatible, SHELL_CONTRACT_VERSION } from '@dpohub/shared-ui';
import type { RemoteAppModule } from '@dpohub/shared-ui';
import { RemoteLoadError } from './remote-load-error';
import { REMOTES, remoteAppId, type RemoteKey } from './remote-names';
import type { RemoteRuntime } from './remote-runtime';

function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteAppModule>;
  return (
    typeof candidate.contractVersion === 'string' &&
    (typeof candidate.App === 'function' ||
      (typeof candidate.App === 'object' && candidate.App !== null))
  );
}

/** Modules already loaded and checked, per runtime: an area mounted again renders at once. */
const loadedApps = new WeakMap<RemoteRuntime, Map<RemoteKey, RemoteAppModule>>();

/** The remote's checked `./app` if this runtime has loaded it already, else undefined. */
export function loadedRemoteApp(
  remote: RemoteKey,
  runtime: RemoteRuntime,
): RemoteAppModule | undefined {
  return loadedApps.get(runtime)?.get(remote);
}

/** Forgets a loaded module (a retry of the area loads it afresh). */
export function forgetRemoteApp(remote: RemoteKey, runtime: RemoteRuntime) {
  loadedApps.get(runtime)?.delete(remote);
}

/**
 * Loads a remote's `./app` and checks that it is a RemoteAppModule of a compatible contract
 * version (the Backstage loader model, STYLE.md). Every failure is a RemoteLoadError.
 */
export async function loadRemoteApp(
  remote: RemoteKey,
  runtime: RemoteRuntime,
): Promise<RemoteAppModule> {
  const container = REMOTES[remote];
  if (!runtime.isConfigured(container)) throw new RemoteLoadError(container, 'notConfigured');

  let loaded: unknown;
  try {
    loaded = await runtime.loadRemote(remoteAppId(remote));
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(container, 'loadFailed', { cause: error });
  }

  const candidate =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded
      ? (loaded as { default: unknown }).default
      : loaded;
  if (!isRemoteAppModule(candidate)) throw new RemoteLoadError(container, 'invalidModule');
  if (!isContractCompatible(candidate.contractVersion)) {
    throw new RemoteLoadError(container, 'contractMismatch', {
      detail: `remote ${candidate.contractVersion}, shell ${SHELL_CONTRACT_VERSION}`,
    });
  }
  const apps = loadedApps.get(runtime) ?? new Map<RemoteKey, RemoteAppModule>();
  loadedApps.set(runtime, apps.set(remote, candidate));
  return candidate;
}
