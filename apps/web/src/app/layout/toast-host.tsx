import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';

/** React-toastify's defaults are the store's (top-right, 5 s, pause on hover and focus loss). */
export function ToastHost() {
  return <ToastContainer />;
}
