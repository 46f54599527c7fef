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
  return candidate;
}
