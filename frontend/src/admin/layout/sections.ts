/** The admin's side menu, in its order. */
export const SECTIONS = [
  { to: '/protected', label: 'Dashboard', icon: '▦', end: true },
  { to: '/protected/info', label: 'Litsey haqida', icon: 'ℹ' },
  {
    to: '/protected/structure',
    label: 'Tuzilma',
    icon: '⌂',
    children: [
      { to: '/protected/insert-text/1', label: 'Rahbariyat' },
      { to: '/protected/insert-text/2', label: 'Xodimlar' },
    ],
  },
  { to: '/protected/news', label: 'Yangiliklar', icon: '✎' },
  { to: '/protected/edu', label: "O'quv ishlari", icon: '✐' },
  { to: '/protected/events', label: "Ma'naviy-ma'rifiy ishlar", icon: '★' },
  { to: '/protected/activity', label: 'Faoliyat', icon: '⚑' },
  { to: '/protected/interactive', label: 'Interaktiv xizmatlar', icon: '⇄' },
  { to: '/protected/gallery', label: 'Galereya', icon: '▣' },
  { to: '/protected/driver', label: 'Haydovchi', icon: '⚙' },
] as const;

/** Menu-group pages: admin path segment, the group stored on the server, the page title. */
export const MENU_GROUP_PAGES = {
  info: { group: 'info', title: 'Litsey Info' },
  structure: { group: 'structure', title: 'Tuzilma' },
  edu: { group: 'education', title: "O'quv ishlari" },
  events: { group: 'events', title: "Ma'naviy — ma'rifiy ishlar" },
  activity: { group: 'activity', title: 'Faoliyat' },
} as const;
export type MenuGroupPath = keyof typeof MENU_GROUP_PAGES;
