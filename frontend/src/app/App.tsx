import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { GlobalStyle } from '../ui/GlobalStyle';
import { router } from './router';

/** SPEC.md section 9: toasts close after 5000 ms, top right. */
export const TOAST = { position: 'top-right', autoClose: 5000 } as const;

export function App() {
  return (
    <>
      <GlobalStyle />
      <RouterProvider router={router} />
      <ToastContainer position={TOAST.position} autoClose={TOAST.autoClose} />
    </>
  );
}
