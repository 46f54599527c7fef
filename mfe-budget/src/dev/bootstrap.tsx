import { mountDevPage } from '@dpohub/shared-ui/dev';
import budgetRemote from '../app';
import { BUDGET_PATH } from '../budget-header/use-budget-query';

// The standalone dev page: this remote alone, with its own shell API over the proxied /api.
mountDevPage({ remote: budgetRemote, name: 'mfe-budget', pages: [BUDGET_PATH] });
