import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useRead } from '../../api/read';
import { usePageReads } from '../../app/visitorPage';
import { usePageT } from '../../i18n/pageStrings';
import { Island } from '../../islands/Island';
import { CalendarPlusIcon } from '../../ui/icons';
import { Pending } from '../../ui/Pending';
import { RichText } from '../../ui/RichText';
import { theme } from '../../ui/theme';
import { ArticlePhoto, PAGE_TITLE_ID } from '../layout/ArticleWithSidebar';
import { Breadcrumb } from '../layout/Breadcrumb';
import { usePageTitle } from '../layout/usePageTitle';
import { calendarEventPage } from './calendar.page';
import { EventTime } from './EventList';
import { shareBarIsland } from '../../ui/ShareBar';
import { shareBarWordsIn } from '../../ui/shareBarWords';
import { Subscribe } from './Subscribe';
import { TEXT } from './words';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.4rem 1rem;
  margin: 1rem 0 1.5rem;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 1.5rem 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.75rem;
    padding: 0.4rem 1rem;
    border-radius: 4px;
    border: 2px solid ${theme.green};
    font-weight: 700;
    text-decoration: none;
  }
  a.primary {
    background: ${theme.green};
    color: #fff;
  }
  a.primary:hover {
    background: ${theme.greenDark};
  }
`;

/** /{lang}/calendar/{id}: an event's title, time in Tashkent, place, photo and text; registration, .ics, subscription and sharing. */
export function EventPage(): ReactElement {
  const { t, lang } = usePageT();
  const read = usePageReads(calendarEventPage).event;
  const { data, error } = useRead(read);
  // No read: the path's segment names no event (calendarReads.ts).
  const missing = read === null || error?.status === 404;
  const heading = data?.title ?? (missing ? t('notFound') : error ? t('loadError') : undefined);
  usePageTitle(heading ?? t('calendar'));
  if (!data && !error && !missing) return <Pending />;
  return (
    <>
      <Breadcrumb items={[{ label: t('calendar'), to: `/${lang}/calendar` }, { label: heading ?? '…' }]} />
      <article aria-labelledby={PAGE_TITLE_ID}>
        <h1 id={PAGE_TITLE_ID}>{heading}</h1>
        {data && read && (
          <>
            <Facts>
              <dt>{TEXT.when[lang]}</dt>
              <dd>
                <EventTime event={data} lang={lang} /> ({TEXT.timeZone[lang]})
              </dd>
              {data.place && (
                <>
                  <dt>{TEXT.where[lang]}</dt>
                  <dd>{data.place}</dd>
                </>
              )}
            </Facts>
            {data.photo && <ArticlePhoto photo={data.photo} alt={data.title} height={800} maxHeight="28rem" />}
            <RichText html={data.description} />
            <Actions>
              {/^https?:\/\//i.test(data.registrationUrl) && (
                <a className="primary" href={data.registrationUrl} target="_blank" rel="noopener noreferrer" data-testid="register">
                  {TEXT.register[lang]}
                </a>
              )}
              <a href={`/${lang}/calendar/${encodeURIComponent(data.id)}.ics`} download data-testid="add-to-calendar">
                <CalendarPlusIcon /> {TEXT.addToCalendar[lang]}
              </a>
            </Actions>
            <Island def={shareBarIsland} props={{ item: read, section: 'calendar', words: shareBarWordsIn(lang) }} />
          </>
        )}
      </article>
      <Subscribe lang={lang} level={2} />
    </>
  );
}
