import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './routes';

/** Every address of the app is under /admin, where the api serves it. */
export const router = createBrowserRouter(adminRoutes, { basename: '/admin' });
