import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { translations } from './lib/translations';
import { startThemeSync } from './lib/theme-store';
import { App } from './app/app';
import './index.css';

void initI18n({ bundled: translations });
startThemeSync();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
