import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Lang } from '../../i18n/lang';
import { theme } from '../../ui/theme';
import { EventList } from './EventList';
import { formatDay, monthTitle, WEEKDAYS } from './format';
import { eventsByDay, monthWeeks, shiftMonth } from './month';
import type { EventMonth } from './types';
import { TEXT } from './words';

const Nav = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1rem 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  a {
    display: inline-block;
    padding: 0.5rem 0.9rem;
    border: 1px solid ${theme.green};
    border-radius: 4px;
    text-decoration: none;
  }
`;

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  caption {
    font-size: 1.2rem;
    font-weight: 700;
    text-align: left;
    margin-bottom: 0.5rem;
  }
  th,
  td {
    border: 1px solid ${theme.border};
    text-align: center;
    padding: 0;
    /* Text zoomed on a phone breaks a weekday's name rather than push the grid out of the screen. */
    overflow-wrap: anywhere;
  }
  th {
    padding: 0.4rem 0;
    background: ${theme.surface};
    font-size: 0.9rem;
  }
  abbr {
    text-decoration: none;
  }
  td > span,
  td > a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 2.75rem;
  }
  td > a {
    font-weight: 700;
    color: #fff;
    background: ${theme.green};
    text-decoration: none;
  }
  td > a:hover,
  td > a:focus-visible {
    background: ${theme.greenDark};
    color: #fff;
  }
`;

const Day = styled.section`
  h2,
  h3 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.1rem;
  }
`;

const dayAnchor = (day: string) => `day-${day}`;

/** A month's page: /{lang}/calendar/month/{YYYY-MM}. */
export const monthPath = (lang: Lang, month: string) => `/${lang}/calendar/month/${month}`;

/**
 * A month in Tashkent as a table, Monday to Sunday: a day with events links to them, listed by day below it; links to
 * the months before and after. Plain links and a table: it works without JavaScript and reads as a grid.
 */
export function MonthView({ data, month, lang, level }: { data: EventMonth; month: string; lang: Lang; level: 2 | 3 }) {
  const DayHeading = `h${level}` as const;
  const days = eventsByDay(data.events, month);
  const around = [
    [shiftMonth(month, -1), TEXT.previousMonth[lang], 'prev'],
    [shiftMonth(month, 1), TEXT.nextMonth[lang], 'next'],
  ] as const;
  return (
    <>
      <nav aria-label={TEXT.months[lang]}>
        <Nav>
          {around.map(([target, label, rel]) =>
            target ? (
              <li key={rel}>
                <Link to={monthPath(lang, target)} rel={rel}>
                  {rel === 'prev' ? '← ' : ''}
                  {label}: {monthTitle(lang, target)}
                  {rel === 'next' ? ' →' : ''}
                </Link>
              </li>
            ) : null,
          )}
        </Nav>
      </nav>
      <Grid data-testid="month-grid">
        <caption>{monthTitle(lang, month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS[lang].map(([name, short]) => (
              <th key={name} scope="col">
                <abbr title={name}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} />
                ) : (
                  <td key={day}>
                    {days.has(day) ? (
                      <a href={`#${dayAnchor(day)}`}>
                        {Number(day.slice(8))}
                        <span className="visually-hidden">: {TEXT.hasEvents[lang]}</span>
                      </a>
                    ) : (
                      <span>{Number(day.slice(8))}</span>
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
      {days.size === 0 ? (
        <p>{TEXT.noneThisMonth[lang]}</p>
      ) : (
        [...days].map(([day, events]) => (
          <Day key={day} aria-labelledby={dayAnchor(day)}>
            <DayHeading id={dayAnchor(day)} tabIndex={-1}>
              {formatDay(lang, day)}
            </DayHeading>
            <EventList events={events} lang={lang} level={level === 2 ? 3 : 4} />
          </Day>
        ))
      )}
    </>
  );
}
