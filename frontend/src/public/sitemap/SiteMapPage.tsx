import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMenu } from '../../api/public';
import { useT } from '../../i18n/useLang';
import { theme } from '../../ui/theme';
import { PageHeading } from '../layout/PageHeading';
import { menuGroups } from '../layout/menuGroups';

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
  const { t, lang } = useT();
  const { data: items = [] } = useMenu(lang);
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
                {group.links.map((link) => (
                  <li key={link.key}>
                    <Link to={link.to}>{typeof link.label === 'string' ? link.label : t(link.label.key)}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </Sections>
    </>
  );
}
