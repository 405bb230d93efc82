import 'reflect-metadata/lite';
import { plugins } from '@plugins/index';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';
import { FirstScreenPreloader } from './app/first-screen';
import { readPageNonce, setStyleNonce } from './csp/style-nonce';
import { createContainer } from './di/container';
import { TokenService } from './services/token-service';

const container = createContainer({ plugins });
// With a session, the first screen's code starts evaluating while its calls run (core/boot/early-calls.ts).
if (container.get<TokenService>(TokenService).token !== undefined)
  container.get<FirstScreenPreloader>(FirstScreenPreloader).preload(window.location.pathname);
const root = document.getElementById('root');
// The server's nonce for this page: every <style> the console adds must carry it.
const nonce = readPageNonce();
setStyleNonce(nonce);
if (root) {
  const app = (
    <StrictMode>
      <ConsoleApp container={container} nonce={nonce} />
    </StrictMode>
  );
  // The build prerenders /login for a visitor without a session (dist/login.html): hydrate it when that
  // is who is here, so the form shown before the scripts ran becomes the live one; otherwise start fresh.
  const prerenderedFor = root.getAttribute('data-prerendered');
  if (
    prerenderedFor !== null &&
    prerenderedFor === window.location.pathname &&
    container.get<TokenService>(TokenService).token === undefined
  ) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
