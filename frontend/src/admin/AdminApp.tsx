import { useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { AuthProvider, useAuth } from './auth/AuthContext';
import { LoginPage } from './auth/LoginPage';
import { AdminLayout } from './layout/AdminLayout';
import { AdminStyle } from './layout/AdminStyle';
import { UiLangProvider, useUiLang } from './messages/useUiLang';
import { INVITATION_PATH } from './screens';
import { InvitationPage } from './team/InvitationPage';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { TOAST } from '../ui/toastOptions';

/** The admin shell, in the admin's one language: without a valid token every admin path but the invitation's shows the login form. */
export function AdminShell() {
  return (
    <UiLangProvider>
      <AdminStyle />
      <AuthProvider>
        <Gate />
        <ToastContainer position={TOAST.position} autoClose={TOAST.autoClose} />
      </AuthProvider>
    </UiLangProvider>
  );
}

function Gate() {
  const { status } = useAuth();
  const { t } = useUiLang();
  const { pathname } = useLocation();
  // The one-time link's page is for someone not signed in yet (or signed in as another account on this browser).
  if (pathname === INVITATION_PATH) return <InvitationPage />;
  if (status === 'checking') return <LoadingOverlay text={t.layout.wait} />;
  if (status === 'anonymous') return <LoginPage />;
  return <AdminLayout />;
}
