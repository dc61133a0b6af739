import { useEffect, type ReactElement } from 'react';
import styled from 'styled-components';
import { thumbnailUrl } from '../../api/client';
import { useRead } from '../../api/read';
import { usePageReads } from '../../app/visitorPage';
import { leadershipPage, staffPage } from './structure.page';
import type { Person } from '../../api/types';
import { usePageT } from '../../i18n/pageStrings';
import { telHref } from '../../lib/safeHref';
import { MaybeLink } from '../../ui/MaybeLink';
import { Notice } from '../../ui/Notice';
import { showError } from '../../ui/siteToasts';
import { theme } from '../../ui/theme';
import { PageHeading } from '../layout/PageHeading';
import type { Lang } from '../../i18n/lang';
import peoplePageWords from '../../i18n/words/people-page.json';

/** This page's own words: in its chunk, not in every page's STRINGS. */
const TEXT = peoplePageWords satisfies Record<string, Record<Lang, string>>;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
`;
const Card = styled.li`
  display: grid;
  grid-template-columns: min(8rem, 40%) minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  border: 1px solid ${theme.border};
  border-radius: 8px;
  img {
    width: 100%;
    height: 10rem;
    object-fit: cover;
    border-radius: 4px;
    background: ${theme.surface};
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0.25rem 0;
  }
`;
const Position = styled.p`
  color: ${theme.muted};
  font-weight: 600;
`;

export const LeadershipPage = (): ReactElement => <PeoplePage page={leadershipPage} type="LEADER" />;
export const StaffPage = (): ReactElement => <PeoplePage page={staffPage} type="STAFF" />;

/** Leadership (with reception days) or staff, in their order. */
function PeoplePage({ page, type }: { page: typeof staffPage; type: Person['type'] }) {
  const { t, lang } = usePageT();
  const title = type === 'LEADER' ? t('leadership') : t('staff');
  const { data, error } = useRead(usePageReads(page).people);
  useEffect(() => {
    if (error) showError('Xatolik', 'staff-load');
  }, [error]);
  return (
    <>
      <PageHeading title={title} parents={[{ label: t('structure') }]} />
      {error && <Notice role="alert">{t('loadError')}</Notice>}
      {data?.length === 0 && <Notice>{t('empty')}</Notice>}
      <List data-testid="people">
        {data?.map((person) => (
          <Card key={person.id}>
            <img src={thumbnailUrl(person.photo)} alt={person.fullName} width={128} height={160} loading="lazy" />
            <div>
              <Position>{person.position}</Position>
              <h2>{person.fullName}</h2>
              <p>
                {t('phone')}: <MaybeLink href={telHref(person.phone)}>{person.phone}</MaybeLink>
              </p>
              {type === 'LEADER' && person.admission && (
                <p>
                  {TEXT.receptionDay[lang]}: {person.admission}
                </p>
              )}
            </div>
          </Card>
        ))}
      </List>
    </>
  );
}
