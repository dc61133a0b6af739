import type { AnchorHTMLAttributes } from 'react';
import { thumbnailUrl } from '../api/client';
import type { NamedLink } from '../api/types';
import { useT } from '../i18n/useLang';
import { safeHref } from '../lib/safeHref';
import { Late } from '../ui/Late';

/** The anchor's other attributes pass through: a carousel sets its slides' style and tab order. */
interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  link: NamedLink;
  /** The logo's box, in CSS pixels. */
  width: number;
  height: number;
  /** Below the fold: the logo is fetched when scrolled near, not with the page (ui/Late.tsx; style its box as the logo). */
  late?: boolean;
}

/** A partner's or a service's logo and name, opening its site in a new tab (said to screen readers). */
export function ExternalLinkCard({ link, width, height, late = false, ...rest }: Props) {
  const { t, lang } = useT();
  const logo = <img src={thumbnailUrl(link.photo)} alt="" width={width} height={height} loading="lazy" />;
  return (
    <a {...rest} href={safeHref(link.url)} target="_blank" rel="noopener noreferrer">
      {late ? <Late>{logo}</Late> : logo}
      <span>
        {link[lang]} <span className="visually-hidden">{t('opensInNewTab')}</span>
      </span>
    </a>
  );
}
