/**
 * The version of the shell contract THIS build was compiled against. It is a literal in every
 * bundle that imports it (shared-ui is bundled into each build, never shared), so a remote
 * reports the version it was built with and the shell compares it with its own
 * (docs/decisions.md "Version safety"). The MF shared entry of '@dpohub/shared-ui/contract'
 * carries the same number (tooling/mf-shared.js reads it from this file).
 * Bump the MAJOR version for any change a remote built against the previous one would not survive.
 * 2.0.0: `http` is the contract's own HttpClient over fetch (./http.ts), no longer an axios
 * instance: a remote built against 1.x reads axios's API (`defaults`, `isAxiosError`).
 * 2.1.0: the types of a remote's page declarations (./pages.ts), which its manifest carries.
 * The surface is recorded in shared-ui/contract-surface.api.md with its version, and a change
 * without a bump fails the tests (contract-surface.test.ts).
 */
export const SHELL_CONTRACT_VERSION = '2.1.0';

/** Compatible when the major versions are equal. */
export function isContractCompatible(remoteVersion: string, shellVersion = SHELL_CONTRACT_VERSION) {
  const major = (v: string) => v.split('.')[0];
  return major(remoteVersion) === major(shellVersion);
}
