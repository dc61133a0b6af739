import type { ReactElement } from 'react';
import { isCalendarMonth } from '@lyceum/contract/calendar';
import { Link, useParams } from 'react-router-dom';
import { useRead } from '../../api/read';
import { usePageReads } from '../../app/visitorPage';
import { usePageT } from '../../i18n/pageStrings';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../layout/PageHeading';
import { calendarMonthPage } from './calendar.page';
import { monthTitle } from './format';
import { MonthView } from './MonthView';
import { Subscribe } from './Subscribe';
import { TEXT } from './words';

/** /{lang}/calendar/month/{YYYY-MM}: one month's grid and its events by day; a month out of the site's years is not found. */
export function CalendarMonthPage(): ReactElement {
  const { t, lang } = usePageT();
  const month = useRead(usePageReads(calendarMonthPage).month);
  // The route takes a month's spelling only (calendar.page.ts), and reads none out of the site's years.
  const shown = useParams().month ?? '';
  const title = isCalendarMonth(shown) ? `${t('calendar')}: ${monthTitle(lang, shown)}` : t('notFound');
  return (
    <>
      <PageHeading title={title} parents={[{ label: t('calendar'), to: `/${lang}/calendar` }]} />
      {month.error && <Notice role="alert">{t('loadError')}</Notice>}
      {month.data && <MonthView data={month.data} month={shown} lang={lang} level={2} />}
      <p>
        <Link to={`/${lang}/calendar`}>{TEXT.toComing[lang]}</Link>
      </p>
      <p>
        <Link to={`/${lang}/calendar/archive`}>{TEXT.toArchive[lang]}</Link>
      </p>
      <Subscribe lang={lang} level={2} />
    </>
  );
}
