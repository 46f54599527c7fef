import { mountDevPage } from '@dpohub/shared-ui/dev';
import assessmentsRemote from '../app';
import { ASSESSMENT_PATHS } from '../routing/assessment-paths';

// The standalone dev page: this remote alone, with its own shell API over the proxied /api.
mountDevPage({
  remote: assessmentsRemote,
  name: 'mfe-assessments',
  pages: [
    ASSESSMENT_PATHS.newProject,
    ASSESSMENT_PATHS.ali,
    ASSESSMENT_PATHS.list,
    ASSESSMENT_PATHS.dashboard,
  ],
});
