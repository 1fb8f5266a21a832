import { createBrowserRouter } from 'react-router';
import { pageBasename } from '@/shared/i18n/page-locale';
import { storeRoutes } from './routes';

// An Arabic page's routes sit behind /ar: every link and redirect inside the app keeps the page's language.
export const router = createBrowserRouter(storeRoutes, { basename: pageBasename });
