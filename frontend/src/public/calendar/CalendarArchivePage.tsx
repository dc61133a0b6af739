import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useRead } from '../../api/read';
import { usePageReads } from '../../app/visitorPage';
import { usePageT } from '../../i18n/pageStrings';
import { Notice } from '../../ui/Notice';
import { Pager, pageFromSearch } from '../../ui/Pager';
import { PageHeading } from '../layout/PageHeading';
import { calendarArchivePage } from './calendar.page';
import { EVENTS_PAGE_SIZE } from './calendarReads';
import { EventList } from './EventList';
import { TEXT } from './words';

/** /{lang}/calendar/archive: a page of the past events, the latest first. */
export function CalendarArchivePage(): ReactElement {
  const { t, lang } = usePageT();
  const past = useRead(usePageReads(calendarArchivePage).past);
  const page = pageFromSearch(useSearchParams()[0]);
  return (
    <>
      <PageHeading title={t('calendarArchive')} parents={[{ label: t('calendar'), to: `/${lang}/calendar` }]} />
      {past.error && <Notice role="alert">{t('loadError')}</Notice>}
      {past.data?.content.length === 0 && <Notice>{TEXT.noPast[lang]}</Notice>}
      <EventList events={past.data?.content ?? []} lang={lang} level={2} data-testid="past-events" />
      {past.data && (
        <Pager
          page={page}
          size={EVENTS_PAGE_SIZE}
          total={past.data.totalElements}
          href={(target) => `/${lang}/calendar/archive?page=${target + 1}`}
          label={t('pages')}
          pageLabel={t('page')}
        />
      )}
      <p>
        <Link to={`/${lang}/calendar`}>{TEXT.toComing[lang]}</Link>
      </p>
    </>
  );
}
