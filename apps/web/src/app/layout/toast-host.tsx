import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';

/** spec §8: react-toastify's defaults are the spec's (top-right, 5 s, pause on hover and focus loss). */
export function ToastHost() {
  return <ToastContainer />;
}
