// Opening a database, migrating and seeding takes seconds; Jest ignores a project's
// testTimeout when the root runs several projects, so it is set here.
jest.setTimeout(60_000);
