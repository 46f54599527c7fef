/**
 * The environment variable that hands this run's prepared databases (test-databases.ts) from the
 * jest global setup (global-setup.ts) to the test files. Its own module: the global setup loads
 * none of the API's code.
 */
export const PREPARED_VARIABLE = 'DPOHUB_TEST_PREPARED_DATABASES';
