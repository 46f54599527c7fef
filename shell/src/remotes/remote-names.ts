/**
 * The remotes the shell knows, by route-table key -> Module Federation container name. The
 * container name is the key of the remote's line in /config.json (the ports and folders live
 * in tooling/serve-app.js, which builds that file).
 */
export const REMOTES = {
  auth: 'mfe_auth',
  demands: 'mfe_demands',
  budget: 'mfe_budget',
  assessments: 'mfe_assessments',
  simulator: 'mfe_simulator',
  admin: 'mfe_admin',
} as const;

export type RemoteKey = keyof typeof REMOTES;

/** Every remote exposes its routes as `./app` (ARCHITECTURE "Composition at run time"). */
export const REMOTE_APP_EXPOSE = 'app';

export function remoteAppId(remote: RemoteKey): string {
  return `${REMOTES[remote]}/${REMOTE_APP_EXPOSE}`;
}
