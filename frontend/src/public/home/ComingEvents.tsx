import { Link } from 'react-router-dom';
import { EventList } from '../calendar/EventList';
import type { PublicEvent } from '../calendar/types';
import { useHomeWords } from './homeWords';
import { Section } from './Section';

/** The next events of the calendar (PAGE_SIZES.homeEvents), soonest first, and the way to the calendar; none: no section. */
export function ComingEvents({ items }: { items: PublicEvent[] | undefined }) {
  const { t, lang } = useHomeWords();
  if (!items?.length) return null;
  return (
    <Section aria-labelledby="events-heading">
      <h2 id="events-heading">{t('comingEvents')}</h2>
      <EventList events={items} lang={lang} level={3} data-testid="home-events" />
      <Link to={`/${lang}/calendar`}>{t('allEvents')}</Link>
    </Section>
  );
}
