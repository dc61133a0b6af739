import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import {
  ActivityIcon,
  AnnouncementsIcon,
  AppealsIcon,
  DocumentsIcon,
  DriverIcon,
  EducationIcon,
  EventCalendarIcon,
  EventsIcon,
  GalleryIcon,
  GridIcon,
  InfoIcon,
  InteractiveIcon,
  NewsIcon,
  StructureIcon,
  TelegramSettingsIcon,
} from '../ui/icons';
import { KINDS } from '@lyceum/contract/kinds';
import type { Permission } from '@lyceum/contract/roles';
import type { AdminMessages } from './messages';
import type { MenuGroupPath } from './menu/menuGroupPages';

type SectionName = keyof AdminMessages['sections'];

/**
 * An admin screen, registered once: its addresses, its page, and where the admin's frame links to it. Nothing else
 * lists the screens: the router (app/adminRoutes.tsx), the side menu and the top bar are all made from ADMIN_SCREENS.
 * The table itself is light (each page is a chunk loaded when its screen is opened), so that the visitors' router
 * knows the admin's paths without loading the admin.
 */
export interface AdminScreen {
  /** Below /protected ('' is the dashboard); `:name` is a parameter. */
  paths: readonly string[];
  /** Its page, loaded when the screen is first opened. */
  load: () => Promise<ComponentType>;
  /** Its entry in the side menu, in the table's order, named by the messages' `sections`; with links under it. */
  side?: { section: SectionName; icon: ComponentType; children?: readonly { path: string; section: SectionName }[] };
  /** Its link in the top bar, named by the messages' `layout`. */
  top?: 'review' | 'trash' | 'audit' | 'team' | 'password';
  /**
   * The permission the signed-in role needs for the screen (contract/src/roles.ts; default `content.read`): without
   * it the screen is neither linked nor shown. The server refuses the screen's calls as well.
   */
  needs?: Permission;
}

const menuGroup = (path: MenuGroupPath): AdminScreen => ({
  paths: [path],
  load: async () => {
    const { MenuGroupPage } = await import('./menu/MenuGroupPage');
    return () => <MenuGroupPage key={path} path={path} />;
  },
});

/** Every screen of the admin, the side menu's in its order. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { paths: [''], load: async () => (await import('./dashboard/Dashboard')).Dashboard, side: { section: 'dashboard', icon: GridIcon } },
  { ...menuGroup('info'), side: { section: 'info', icon: InfoIcon } },
  {
    ...menuGroup('structure'),
    side: {
      section: 'structure',
      icon: StructureIcon,
      children: [
        { path: 'insert-text/1', section: 'leaders' },
        { path: 'insert-text/2', section: 'staff' },
      ],
    },
  },
  { paths: ['news'], load: async () => (await import('./news/NewsList')).NewsList, side: { section: 'news', icon: NewsIcon } },
  {
    paths: ['news/create'],
    load: async () => {
      const { NewsEditor } = await import('./news/NewsEditor');
      return () => <NewsEditor key="new" />;
    },
  },
  { paths: ['news/create/:id'], load: async () => (await import('./news/NewsEditor')).NewsEditor },
  {
    paths: ['calendar'],
    load: async () => (await import('./calendar/EventList')).EventList,
    side: { section: 'calendar', icon: EventCalendarIcon },
  },
  {
    paths: ['calendar/create'],
    load: async () => {
      const { EventEditor } = await import('./calendar/EventEditor');
      return () => <EventEditor key="new" />;
    },
  },
  { paths: ['calendar/create/:id'], load: async () => (await import('./calendar/EventEditor')).EventEditor },
  {
    paths: [KINDS['official-document'].screen.path],
    load: async () => {
      const { KindScreen } = await import('./crud/KindScreen');
      return () => <KindScreen kind="official-document" section="documents" />;
    },
    side: { section: 'documents', icon: DocumentsIcon },
  },
  {
    paths: ['announcements'],
    load: async () => (await import('./announcements/AnnouncementsAdmin')).AnnouncementsAdmin,
    side: { section: 'announcements', icon: AnnouncementsIcon },
  },
  {
    paths: ['telegram'],
    load: async () => (await import('./telegram/TelegramSettingsPage')).TelegramSettingsPage,
    side: { section: 'telegram', icon: TelegramSettingsIcon },
    needs: 'settings',
  },
  {
    paths: ['appeals'],
    load: async () => (await import('./appeals/AppealsInbox')).AppealsInbox,
    side: { section: 'appeals', icon: AppealsIcon },
    needs: 'appeals',
  },
  // A path of its own outranks `appeals/:number` in the router, wherever it stands here (no appeal is numbered so).
  {
    paths: ['appeals/statistics'],
    load: async () => (await import('./appeals/AppealStatistics')).AppealStatistics,
    needs: 'appeals.statistics',
  },
  { paths: ['appeals/:number'], load: async () => (await import('./appeals/AppealPage')).AppealPage, needs: 'appeals' },
  { ...menuGroup('edu'), side: { section: 'edu', icon: EducationIcon } },
  { ...menuGroup('events'), side: { section: 'events', icon: EventsIcon } },
  { ...menuGroup('activity'), side: { section: 'activity', icon: ActivityIcon } },
  {
    paths: ['interactive'],
    load: async () => (await import('./interactive/InteractiveAdmin')).InteractiveAdmin,
    side: { section: 'interactive', icon: InteractiveIcon },
  },
  {
    paths: ['gallery'],
    load: async () => (await import('./gallery/GalleryAdmin')).GalleryAdmin,
    side: { section: 'gallery', icon: GalleryIcon },
  },
  { paths: ['driver'], load: async () => (await import('./driver/DriverPage')).DriverPage, side: { section: 'driver', icon: DriverIcon } },
  { paths: ['insert-text/:menu'], load: async () => (await import('./staff/InsertText')).InsertText },
  { paths: ['review'], load: async () => (await import('./review/ReviewPage')).ReviewPage, top: 'review', needs: 'content.draft' },
  { paths: ['trash'], load: async () => (await import('./history/TrashPage')).TrashPage, top: 'trash', needs: 'content.manage' },
  { paths: ['audit'], load: async () => (await import('./history/AuditPage')).AuditPage, top: 'audit', needs: 'content.manage' },
  { paths: ['team'], load: async () => (await import('./team/TeamPage')).TeamPage, top: 'team', needs: 'team' },
  { paths: ['password'], load: async () => (await import('./account/AccountPage')).AccountPage, top: 'password', needs: 'account' },
  { paths: ['revisions/:kind', 'revisions/:kind/:id'], load: async () => (await import('./history/RevisionsPage')).RevisionsPage },
  { paths: ['*'], load: () => Promise.resolve(() => <Navigate to="/protected" replace />), needs: 'account' },
];

/** What a screen needs of the signed-in role. */
export const screenNeeds = (screen: Pick<AdminScreen, 'needs'>): Permission => screen.needs ?? 'content.read';

/** The page the one-time link of an invitation or a password reset opens (its token in the fragment); shown signed out. */
export const INVITATION_PATH = '/protected/invite';

/** A screen's address in the browser. */
export const screenUrl = (path: string) => (path ? `/protected/${path}` : '/protected');
