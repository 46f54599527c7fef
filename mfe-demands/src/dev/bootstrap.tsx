import { mountDevPage } from '@dpohub/shared-ui/dev';
import demandsRemote from '../app';
import { DEMAND_PATHS } from '../common/demand-paths';

// The standalone dev page: this remote alone, with its own shell API over the proxied /api.
mountDevPage({
  remote: demandsRemote,
  name: 'mfe-demands',
  pages: [
    DEMAND_PATHS.staffList,
    DEMAND_PATHS.filed,
    DEMAND_PATHS.staffNew,
    DEMAND_PATHS.clientList,
  ],
});
