// Jest's global teardown of the API project (global-setup.ts).
import { drop } from './global-setup';

export default drop;
