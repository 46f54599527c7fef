/** Build id injected at build time (short commit hash, or the build date outside a git checkout). */
export function buildId(): string {
  return typeof __DPOHUB_BUILD_ID__ === 'string' && __DPOHUB_BUILD_ID__
    ? __DPOHUB_BUILD_ID__
    : 'local';
}
