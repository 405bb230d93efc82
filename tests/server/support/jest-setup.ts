// Server suites share one database per worker; a slow CI machine still finishes a suite in time.
jest.setTimeout(30_000);
