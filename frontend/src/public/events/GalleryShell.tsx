import { PAGE_SIZES } from '@lyceum/contract/sizes';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRead } from '../../api/read';
import type { MediaItem, Paged } from '../../api/types';
import { usePageReads } from '../../app/visitorPage';
import type { photosPage } from './events.page';
import type { StringKey } from '../../i18n/strings';
import { usePageT } from '../../i18n/pageStrings';
import { Notice } from '../../ui/Notice';
import { Pager, pageFromSearch } from '../../ui/Pager';
import { PageHeading } from '../layout/PageHeading';

/** One page (`?page=`) of a gallery's items: the gallery's read, and its answer. */
export function useGalleryPage(gallery: typeof photosPage) {
  const [search] = useSearchParams();
  const { items } = usePageReads(gallery);
  return { page: pageFromSearch(search), read: items, ...useRead(items) };
}

interface Props {
  title: StringKey;
  /** The gallery's path below /{lang}/events. */
  path: string;
  page: number;
  data: Paged<MediaItem> | undefined;
  error: unknown;
  children: ReactNode;
}

/** What both galleries share: breadcrumb, heading, load and empty notices, and the pager. */
export function GalleryShell({ title, path, page, data, error, children }: Props) {
  const { t, lang } = usePageT();
  return (
    <>
      <PageHeading title={t(title)} parents={[{ label: t('events'), to: `/${lang}/events` }]} />
      {Boolean(error) && <Notice role="alert">{t('loadError')}</Notice>}
      {data?.content.length === 0 && <Notice>{t('empty')}</Notice>}
      {children}
      {data && (
        <Pager
          page={page}
          size={PAGE_SIZES.gallery}
          total={data.totalElements}
          href={(target) => `/${lang}/events/${path}?page=${target + 1}`}
          label={t('pages')}
          pageLabel={t('page')}
        />
      )}
    </>
  );
}
