// Opening a database, migrating and seeding takes seconds; Jest ignores a project's
// testTimeout when the root runs several projects, so it is set here (API_TEST_TIMEOUT_MS raises
// it on a busy machine).
jest.setTimeout(Number(process.env.API_TEST_TIMEOUT_MS) || 60_000);
