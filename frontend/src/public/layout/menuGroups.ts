import { MENU_GROUPS, type MenuGroup as GroupName } from '@lyceum/contract/menu';
import { PAGE_GROUPS, isPageGroup } from '@lyceum/contract/site';
import type { PublicMenuItem } from '../../api/types';
import type { Lang } from '../../i18n/lang';
import type { StringKey } from '../../i18n/strings';

/** The header menu's sections, in the contract's order; `home` holds pages linked from elsewhere, not a section. */
type SectionName = Exclude<GroupName, 'home'>;
const SECTIONS = MENU_GROUPS.filter((group): group is SectionName => group !== 'home');

/** Sections that are one link to a page of their own rather than a list. */
const DIRECT: Partial<Record<SectionName, string>> = { news: '/news', interactive: '/interactive' };

/** The pages of their own listed in a section, before and after its server pages. */
const FIXED: Partial<Record<SectionName, { before?: [StringKey, string][]; after?: [StringKey, string][] }>> = {
  info: { after: [['documents', '/documents']] },
  structure: {
    before: [
      ['leadership', '/structure/leadership'],
      ['staff', '/structure/staff'],
    ],
  },
  events: {
    after: [
      ['photoGallery', '/events/photos'],
      ['videoGallery', '/events/videos'],
      ['calendar', '/calendar'],
    ],
  },
};

/** Menu groups that have generic pages (/{lang}/{group}/{url}): the sections that are lists. */
export { PAGE_GROUPS, isPageGroup };

export interface MenuLink {
  key: string;
  /** A server page's name, or a UI string for the fixed links. */
  label: string | { key: StringKey };
  to: string;
}

export interface MenuGroup {
  key: SectionName;
  title: StringKey;
  /** A direct link instead of a list. */
  to?: string;
  links: MenuLink[];
}

/**
 * The header menu: server pages per section, plus the site's own pages (news, galleries, the calendar, interactive,
 * people, the official documents).
 */
export function menuGroups(lang: Lang, items: PublicMenuItem[]): MenuGroup[] {
  const pages = (group: SectionName): MenuLink[] =>
    items
      .filter((item) => item.groupName === group)
      .sort((a, b) => a.number - b.number)
      .map((item) => ({ key: item.id, label: item.name, to: `/${lang}/${group}${item.url}` }));
  const fixed = (links: [StringKey, string][] = []): MenuLink[] => links.map(([key, to]) => ({ key, label: { key }, to: `/${lang}${to}` }));
  return SECTIONS.map((group) => {
    const direct = DIRECT[group];
    if (direct) return { key: group, title: group, to: `/${lang}${direct}`, links: [] };
    return { key: group, title: group, links: [...fixed(FIXED[group]?.before), ...pages(group), ...fixed(FIXED[group]?.after)] };
  });
}
