import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { StartPage } from './start-page';

const container = document.getElementById('root');
if (container) createRoot(container).render(<StartPage />);
