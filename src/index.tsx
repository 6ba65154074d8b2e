import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/AppRoutes';
import { ConfigContext } from './app/ConfigContext';
import { PAGE_TITLE } from './app/config';
import { registerServiceWorker } from './app/serviceWorker';
import { defaultServices } from './app/services';
import { makeStore } from './app/store';
import { startAuthListener } from './features/auth/authListener';
import './styles.css';

const services = defaultServices();
const store = makeStore(undefined, services);
void startAuthListener(store.dispatch, services.loadFirebase);

// Built only by the production build (webpack.config.js); the development server has no worker.
if (process.env.NODE_ENV === 'production') registerServiceWorker();

document.title = PAGE_TITLE;
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <ConfigContext value={services.config}>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </ConfigContext>
  </StrictMode>,
);
