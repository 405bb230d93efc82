import 'reflect-metadata';
import { plugins } from '@plugins/index';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';
import { createContainer } from './di/container';

const container = createContainer({ plugins });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp container={container} />
    </StrictMode>,
  );
}
