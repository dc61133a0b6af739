import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_LANG, isLang } from '../../i18n/lang';
import { useT } from '../../i18n/useLang';
import { theme } from '../../ui/theme';
import { Footer } from './Footer';
import { Header } from './Header';
import { Menu } from './Menu';
import { TopBar } from './TopBar';

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

/** Top bar, header, menu and footer around every public page; an unknown language goes to /uz. */
export function PublicLayout() {
  const { lang: param } = useParams();
  const { t, lang } = useT();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  if (!isLang(param)) return <Navigate to={`/${DEFAULT_LANG}`} replace />;
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <TopBar />
      <Header>
        <Menu />
      </Header>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
