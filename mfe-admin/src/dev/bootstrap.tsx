import { mountDevPage } from '@dpohub/shared-ui/dev';
import adminRemote from '../app';
import { ADMIN_PATHS } from '../routing/admin-paths';

// The standalone dev page: this remote alone, with its own shell API over the proxied /api.
mountDevPage({
  remote: adminRemote,
  name: 'mfe-admin',
  pages: [ADMIN_PATHS.users, ADMIN_PATHS.newUser, ADMIN_PATHS.lawyers, ADMIN_PATHS.clientPrices],
});
