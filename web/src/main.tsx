// Start: load the catalogue of the address's language, restore the session, render. The
// catalogue comes first so the first paint is already translated; an error on the way shows
// the error page. A cold start of the search page starts its worker first (start-early.ts).
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { stripLocalePrefix } from '@poct/schemas';
import { App } from './app/App.tsx';
import { createServices } from './app/services.ts';
import { activateLocale } from './i18n/catalog.ts';
import { applyDocumentLocale } from './i18n/document-locale.ts';
import { ErrorView } from './ui/ErrorView.tsx';
import { startupErrorTexts } from './features/errors/startup-error-texts.ts';
import { startSearchEarly } from './features/search/start-early.ts';
import './styles/index.css';

async function start(root: HTMLElement): Promise<void> {
  const { locale } = stripLocalePrefix(window.location.pathname);
  applyDocumentLocale(locale);
  const reactRoot = createRoot(root);
  startSearchEarly();
  try {
    await activateLocale(locale);
    const services = createServices();
    // Restoring from storage is synchronous; only an expired token waits for the network.
    void services.session.start();
    reactRoot.render(<App services={services} />);
  } catch (error) {
    console.error('The app could not start', error);
    // Lingui renders nothing before a locale is active, and without its catalogue (the usual
    // failure here) it has no texts: the page's own texts come with it.
    if (!i18n.locale) i18n.loadAndActivate({ locale, messages: {} });
    const texts = startupErrorTexts(locale);
    reactRoot.render(
      <I18nProvider i18n={i18n}>
        <ErrorView
          statusCode={500}
          statusMessage={texts.title}
          description={texts.description}
          homeLabel={texts.home}
        />
      </I18nProvider>,
    );
  }
  void import('./app/pwa.ts').then(({ registerServiceWorker }) => registerServiceWorker());
}

const root = document.getElementById('root');
if (root) void start(root);
