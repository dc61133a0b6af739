import { thumbnailUrl } from '../../api/client';
import type { NamedLink } from '../../api/types';
import { LANGS } from '../../i18n/lang';
import type { BaseItem } from '../api/hooks';
import type { AdminMessages } from '../messages';
import type { Column } from '../ui/DataTable';
import { Address } from '../ui/kit';

/** A name in each language, and for some kinds a website and a logo (partners, interactive services). */
export type Named = Omit<NamedLink, 'url' | 'photo'> & Partial<Pick<NamedLink, 'url' | 'photo'>>;

/** The columns of a list of names: one a language, then, under `siteHeader`, the website and the logo (`t`: the admin's words). */
export function namedColumns<Data extends Named>(t: AdminMessages['crud'], siteHeader?: string): Column<BaseItem<Data>>[] {
  const names = LANGS.map(
    (lang): Column<BaseItem<Data>> => ({ header: lang.toUpperCase(), content: true, cell: (item) => item.data[lang] }),
  );
  if (siteHeader === undefined) return names;
  return [
    ...names,
    { header: siteHeader, content: true, cell: (item) => <Address>{item.data.url}</Address> },
    {
      header: t.logo,
      content: true,
      cell: (item) => item.data.photo && <img src={thumbnailUrl(item.data.photo)} alt={t.logoOf(item.data.uz)} />,
    },
  ];
}
