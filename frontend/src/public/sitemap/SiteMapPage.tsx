import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRead } from '../../api/read';
import { usePageT } from '../../i18n/pageStrings';
import { theme } from '../../ui/theme';
import { PageHeading } from '../layout/PageHeading';
import { layoutReads } from '../layout/layoutReads';
import { menuGroups } from '../layout/menuGroups';
import { MenuLinks } from '../layout/MenuLinks';

const Sections = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 2rem;
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
  }
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li li {
    margin: 0.35rem 0;
  }
`;

/** The human site map: every page of the site, grouped as the header menu is (menuGroups). */
export function SiteMapPage() {
  const { t, lang } = usePageT();
  const { data: items = [] } = useRead(layoutReads(lang).menu);
  const groups = menuGroups(lang, items);
  return (
    <>
      <PageHeading title={t('siteMap')} />
      <Sections>
        <li>
          <h2>
            <Link to={`/${lang}`}>{t('home')}</Link>
          </h2>
        </li>
        {groups.map((group) => (
          <li key={group.key}>
            <h2>{group.to ? <Link to={group.to}>{t(group.title)}</Link> : t(group.title)}</h2>
            {group.links.length > 0 && (
              <ul>
                <MenuLinks links={group.links} />
              </ul>
            )}
          </li>
        ))}
      </Sections>
    </>
  );
}
