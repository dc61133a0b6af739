import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { takeQueued, type QueuedToast } from './siteToasts';
import { TOAST } from './toastOptions';

/** The visitor pages' toast container (loaded with the first toast, siteToasts.tsx); it shows what was queued. */
export default function Toasts({ pending }: { pending: QueuedToast[] }) {
  useEffect(() => {
    for (const { message, id } of takeQueued()) toast.error(message, { toastId: id, containerId: 'site' });
  }, [pending]);
  return <ToastContainer containerId="site" position={TOAST.position} autoClose={TOAST.autoClose} />;
}
