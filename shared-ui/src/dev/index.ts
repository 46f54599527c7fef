/** `@dpohub/shared-ui/dev`: the standalone dev page of a remote (never part of the portal). */
export { mountDevPage } from './mount-dev-page';
export type { DevPageOptions } from './mount-dev-page';
export { DevSignIn } from './DevSignIn';
