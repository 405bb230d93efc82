// `npm start`'s entry (build/server/main.js): the server with the registry's areas. Composition happens
// here, beside the registry, so the rest of the platform knows no area (tests/server/areas/boundaries.test.ts).
import { areaManifests } from '../manifests';
import { allMigrations, composedAreas } from './areas';
import { exitOnFailedStart, startServer } from './start-server';

startServer({ areas: composedAreas, migrations: allMigrations, manifests: areaManifests }).catch(
  exitOnFailedStart,
);
