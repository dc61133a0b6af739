import type { PublicMenuItem } from '../../api/types';
import type { Lang } from '../../i18n/lang';
import type { StringKey } from '../../i18n/strings';

/** Menu groups that have generic pages (/{lang}/{group}/{url}), and the UI string of each. */
export const PAGE_GROUPS: Record<string, StringKey> = {
  info: 'info',
  structure: 'structure',
  education: 'education',
  events: 'events',
  activity: 'activity',
};

export interface MenuLink {
  key: string;
  /** A server page's name, or a UI string for the fixed links. */
  label: string | { key: StringKey };
  to: string;
}

export interface MenuGroup {
  key: string;
  title: StringKey;
  /** A direct link instead of a list. */
  to?: string;
  links: MenuLink[];
}

/** SPEC.md's menu: server pages per group, plus the fixed links (news, galleries, interactive, people). */
export function menuGroups(lang: Lang, items: PublicMenuItem[]): MenuGroup[] {
  const pages = (group: string): MenuLink[] =>
    items
      .filter((item) => item.groupName === group)
      .sort((a, b) => a.number - b.number)
      .map((item) => ({ key: item.id, label: item.name, to: `/${lang}/${group}${item.url}` }));
  const fixed = (key: StringKey, to: string): MenuLink => ({ key, label: { key }, to: `/${lang}${to}` });
  return [
    { key: 'info', title: 'info', links: pages('info') },
    {
      key: 'structure',
      title: 'structure',
      links: [fixed('leadership', '/structure/leadership'), fixed('staff', '/structure/staff'), ...pages('structure')],
    },
    { key: 'news', title: 'news', to: `/${lang}/news`, links: [] },
    { key: 'education', title: 'education', links: pages('education') },
    {
      key: 'events',
      title: 'events',
      links: [...pages('events'), fixed('photoGallery', '/events/photos'), fixed('videoGallery', '/events/videos')],
    },
    { key: 'activity', title: 'activity', links: pages('activity') },
    { key: 'interactive', title: 'interactive', to: `/${lang}/interactive`, links: [] },
  ];
}
