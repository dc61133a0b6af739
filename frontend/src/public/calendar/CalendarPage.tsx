import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useRead } from '../../api/read';
import { usePageReads } from '../../app/visitorPage';
import { usePageT } from '../../i18n/pageStrings';
import { Notice } from '../../ui/Notice';
import { Pager, pageFromSearch } from '../../ui/Pager';
import { PageHeading } from '../layout/PageHeading';
import { calendarPage } from './calendar.page';
import { EVENTS_PAGE_SIZE } from './calendarReads';
import { EventList } from './EventList';
import { isMonth } from './month';
import { MonthView } from './MonthView';
import { Subscribe } from './Subscribe';
import { TEXT } from './words';

/** /{lang}/calendar: the coming events, the current month, the way to the archive and the subscription. */
export function CalendarPage(): ReactElement {
  const { t, lang } = usePageT();
  const reads = usePageReads(calendarPage);
  const coming = useRead(reads.coming);
  const month = useRead(reads.month);
  const shown = month.data?.month;
  const page = pageFromSearch(useSearchParams()[0]);
  return (
    <>
      <PageHeading title={t('calendar')} />
      <section aria-labelledby="calendar-coming">
        <h2 id="calendar-coming">{TEXT.coming[lang]}</h2>
        {coming.error && <Notice role="alert">{t('loadError')}</Notice>}
        {coming.data?.content.length === 0 && <Notice>{TEXT.noComing[lang]}</Notice>}
        <EventList events={coming.data?.content ?? []} lang={lang} level={3} data-testid="coming-events" />
        {coming.data && (
          <Pager
            page={page}
            size={EVENTS_PAGE_SIZE}
            total={coming.data.totalElements}
            href={(target) => `/${lang}/calendar?page=${target + 1}`}
            label={t('pages')}
            pageLabel={t('page')}
          />
        )}
        <p>
          <Link to={`/${lang}/calendar/archive`}>{TEXT.toArchive[lang]}</Link>
        </p>
      </section>
      <section aria-labelledby="calendar-month">
        <h2 id="calendar-month">{TEXT.monthView[lang]}</h2>
        {month.error && <Notice role="alert">{t('loadError')}</Notice>}
        {month.data && isMonth(shown) && <MonthView data={month.data} month={shown} lang={lang} level={3} />}
      </section>
      <Subscribe lang={lang} level={2} />
    </>
  );
}
