// The browser's entry (the build's `main`, dist/index.html and dist/login.html): core's console started
// with the area plugins of the registry. Composition happens here, beside the registry, so that core
// imports no plugin (tests/server/areas/boundaries.test.ts).
import 'reflect-metadata/lite';
import { startConsole } from '@core/start-console';
import { plugins } from '../index';

startConsole(plugins);
