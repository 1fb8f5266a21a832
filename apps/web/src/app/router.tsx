import { createBrowserRouter } from 'react-router';
import { storeRoutes } from './routes';

export const router = createBrowserRouter(storeRoutes);
