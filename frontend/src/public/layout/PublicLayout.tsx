import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isLang, DEFAULT_LANG } from '../../i18n/lang';
import { LangContext } from '../../i18n/useLang';
import { usePageT } from '../../i18n/pageStrings';
import { Island } from '../../islands/Island';
import { theme } from '../../ui/theme';
import { AnnouncementBanner } from './announcements/AnnouncementBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { menuIsland } from './Menu';
import { topBarIsland } from './TopBar';
import { layoutReads } from './layoutReads';
import { telHref } from '../../lib/safeHref';
import { useContact } from './useContact';

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  z-index: 3000;
  background: #fff;
  color: ${theme.greenDark};
  padding: 0.5rem 1rem;
  &:focus {
    left: 0.5rem;
    top: 0.5rem;
  }
`;
export const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 1rem;
  /* The footer starts below the fold, so that content arriving in here moves nothing in view. */
  min-height: 100vh;
`;

/** Top bar, header, menu and footer around every public page (the route's loader sent unknown languages to /uz). */
export function PublicLayout() {
  const { lang } = useParams();
  return (
    <LangContext value={isLang(lang) ? lang : DEFAULT_LANG}>
      <Layout />
    </LangContext>
  );
}

function Layout() {
  const { t, lang } = usePageT();
  const { pathname, search } = useLocation();
  const reads = layoutReads(lang);
  const contact = useContact();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <>
      {/* Everything above the page's own content is the banner landmark, the skip link and the top bar too: no content stands outside a landmark. */}
      <header>
        <SkipLink href="#main">{t('skipToContent')}</SkipLink>
        <AnnouncementBanner read={reads.announcements} lang={lang} />
        <Island def={topBarIsland} props={{ phone: contact.phone, phoneHref: telHref(contact.phone), pathname, search }} />
        <Header>
          <Island def={menuIsland} props={{ menu: reads.menu, pathname }} />
        </Header>
      </header>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      {/* A followed link starts at the top of its page, Back returns where the visitor was;
          the first load keeps the browser's own position (a visitor may scroll before the script has run). */}
      <ScrollRestoration />
    </>
  );
}
