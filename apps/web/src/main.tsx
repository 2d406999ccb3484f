// Must come first: lets antd 5's static message/notification/modal work with React 19.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/table-headers.css';
import { currentLanguage, i18n, initI18n } from './app/i18n';
import { showNotice } from './app/notify';
import { configureRequestClient } from './app/request';

configureRequestClient({
  translate: (key, values) => (values ? i18n.t(key, values) : i18n.t(key)),
  language: currentLanguage,
  notify: showNotice,
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

initI18n().then(
  () => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    // Without texts there is nothing to say in any language: offer a reload (↻).
    console.error(error);
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = '↻';
    retry.setAttribute('aria-label', 'Reload');
    retry.style.cssText = 'font-size:28px;padding:8px 18px;border-radius:8px;border:0;cursor:pointer';
    retry.onclick = () => window.location.reload();
    container.replaceChildren(retry);
  },
);
