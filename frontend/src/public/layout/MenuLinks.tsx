import { useT } from '../../i18n/useLang';
import type { MenuLink } from './menuGroups';

/** A menu section's links, as list items: the header menu's dropdowns and the site map list the same. */
export function MenuLinks({ links }: { links: MenuLink[] }) {
  const { t } = useT();
  return links.map((link) => (
    <li key={link.key}>
      <a href={link.to}>{typeof link.label === 'string' ? link.label : t(link.label.key)}</a>
    </li>
  ));
}
