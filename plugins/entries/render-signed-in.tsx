// The server's render bundle (build/prerender/render-signed-in.js, `RENDER_BUNDLE`): a returning
// member's workbench drawn by the console with the area plugins of the registry
// (manifests/contracts/signed-in-render.ts).
import 'reflect-metadata/lite';
import { renderedPathsOf, renderSignedIn as renderSignedInWith } from '@core/prerender/render-signed-in';
import type { SignedInRender, SignedInRenderInput } from '@manifests/contracts/signed-in-render';
import { plugins } from '../index';

/** The workbench, then the views the registry's manifests have drawn (`drawnChunk`). */
export const renderedPaths: readonly string[] = renderedPathsOf(plugins);

/** The workbench drawn for the member whose token the request's cookie carries (`SignedInRenderBundle`). */
export const renderSignedIn = (input: SignedInRenderInput): Promise<SignedInRender | undefined> =>
  renderSignedInWith(plugins, input);
