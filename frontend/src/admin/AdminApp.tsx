import { Navigate, useParams } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { AccountPage } from './account/AccountPage';
import { AnnouncementsAdmin } from './announcements/AnnouncementsAdmin';
import { AuthProvider, useAuth } from './auth/AuthContext';
import { EventEditor } from './calendar/EventEditor';
import { EventList } from './calendar/EventList';
import { LoginPage } from './auth/LoginPage';
import { TelegramSettingsPage } from './telegram/TelegramSettingsPage';
import { Dashboard } from './dashboard/Dashboard';
import { GalleryAdmin } from './gallery/GalleryAdmin';
import { AuditPage } from './history/AuditPage';
import { RevisionsPage } from './history/RevisionsPage';
import { TrashPage } from './history/TrashPage';
import { InteractiveAdmin } from './interactive/InteractiveAdmin';
import { AdminLayout } from './layout/AdminLayout';
import { AdminStyle } from './layout/AdminStyle';
import type { MenuGroupPath } from './layout/sections';
import { MenuGroupPage } from './menu/MenuGroupPage';
import { UiLangProvider, useUiLang } from './messages/useUiLang';
import { NewsEditor } from './news/NewsEditor';
import { NewsList } from './news/NewsList';
import { PageTextEditor } from './page-text/PageTextEditor';
import { StaffAdmin } from './staff/StaffAdmin';
import { STAFF_PAGES } from './staff/staffForm';
import { Card } from './ui/kit';
import { PageHeader } from './ui/PageHeader';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { TOAST } from '../ui/toastOptions';

/** insert-text/1 and /2 are the people lists; any other id is a menu item's text. */
function InsertText() {
  const { menu = '' } = useParams();
  const staff = STAFF_PAGES[menu];
  return staff ? <StaffAdmin key={menu} type={staff.type} /> : <PageTextEditor key={menu} />;
}

/** The driver section: the spec shows no content there, so the page says that the section is reserved. */
function Driver() {
  const { t } = useUiLang();
  return (
    <>
      <PageHeader title={t.sections.driver} />
      <Card>
        <p>{t.driver.reserved}</p>
      </Card>
    </>
  );
}

/** The admin shell, in the admin's one language: without a valid token every admin path shows the login form. */
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
  if (status === 'checking') return <LoadingOverlay text={t.layout.wait} />;
  if (status === 'anonymous') return <LoginPage />;
  return <AdminLayout />;
}

const menuGroup = (path: MenuGroupPath) => () => <MenuGroupPage key={path} path={path} />;

/** Each admin route's page; app/adminRoutes.tsx holds the paths, so that they outrank the public /:lang routes. */
export const ADMIN_PAGES = {
  dashboard: Dashboard,
  info: menuGroup('info'),
  structure: menuGroup('structure'),
  edu: menuGroup('edu'),
  events: menuGroup('events'),
  activity: menuGroup('activity'),
  news: NewsList,
  newsCreate: () => <NewsEditor key="new" />,
  newsEdit: NewsEditor,
  calendar: EventList,
  calendarCreate: () => <EventEditor key="new" />,
  calendarEdit: EventEditor,
  announcements: AnnouncementsAdmin,
  telegram: TelegramSettingsPage,
  gallery: GalleryAdmin,
  interactive: InteractiveAdmin,
  insertText: InsertText,
  driver: Driver,
  password: AccountPage,
  trash: TrashPage,
  audit: AuditPage,
  revisions: RevisionsPage,
  unknown: () => <Navigate to="/protected" replace />,
} satisfies Record<string, () => React.ReactNode>;

export type AdminPage = keyof typeof ADMIN_PAGES;
