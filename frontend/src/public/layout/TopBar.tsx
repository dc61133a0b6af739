import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { LANGS, LANG_LABELS, LANG_NAMES, switchLangPath } from '../../i18n/lang';
import { useT } from '../../i18n/useLang';
import { LowVisionIcon, PhoneIcon, SiteMapIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { Tooltip } from '../../ui/Tooltip';
import { useFontSize } from '../../ui/useFontSize';
import { SearchForm } from '../search/SearchForm';
import { defineIsland } from '../../islands/defineIsland';

const VisionPanel = lazy(() => import('./VisionPanel'));
const VISION_PANEL_ID = 'vision-panel';

const Bar = styled.div`
  background: ${theme.greenDark};
  color: #fff;
  font-size: 0.875rem;
`;
const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0.35rem 1rem;
  display: flex;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  /* A phone (from 360 px): the tools and the languages on one line, the search under them. */
  @media (max-width: ${theme.phone}) {
    gap: 0.35rem 0.25rem;
  }
`;
const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  @media (max-width: ${theme.phone}) {
    gap: 0.25rem;
  }
`;
const BarButton = styled.button`
  background: transparent;
  color: #fff;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 4px;
  min-width: 2.5rem;
  min-height: 2rem;
  cursor: pointer;
  font: inherit;
  font-weight: 600;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  @media (max-width: ${theme.phone}) {
    min-width: 2.125rem;
  }
`;
/* A link drawn as the bar's buttons: its icon in the middle. */
const BarLink = styled(BarButton).attrs({ as: 'a' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;
`;
/* Without the script the panel cannot open: the switch is not offered. */
const VisionButton = styled(BarButton)`
  html.no-js & {
    display: none;
  }
`;
/* Last, as the keyboard reaches it: at the bar's end on a desk, on a line of its own on a phone. */
const TopSearch = styled(SearchForm)`
  flex: 1 1 12rem;
  max-width: 22rem;
  margin-inline-start: auto;
  button {
    border-color: #fff;
  }
  @media (max-width: ${theme.phone}) {
    flex-basis: 100%;
    max-width: none;
  }
`;
const LangLink = styled.a`
  color: #fff;
  text-decoration: none;
  font-weight: 600;
  padding: 0.25rem 0.5rem;
  border-radius: 4px;
  &[aria-current='true'] {
    background: #fff;
    color: ${theme.greenDark};
  }
  &:hover {
    color: #fff;
    text-decoration: underline;
  }
  &[aria-current='true']:hover {
    color: ${theme.greenDark};
  }
  @media (max-width: ${theme.phone}) {
    padding: 0.25rem 0.3rem;
  }
`;

export interface TopBarProps {
  /** The trust line's number (CONTACT's phone). */
  phone?: string;
  /**
   * Its `tel:` link, made where the page is (safeHref.ts's telHref): a top bar's own code is in every page's first
   * load, and the check would add a chunk to it.
   */
  phoneHref?: string;
  /** Where the visitor is: the language links lead to the same place in another language. */
  pathname: string;
  search: string;
}

/** The top bar: font size, low-vision mode, phone, site map, languages and search (an island: docs/hydration.md). */
export function TopBar({ phone, phoneHref, pathname, search }: TopBarProps) {
  const { t, lang } = useT();
  const font = useFontSize();
  const [visionOpen, setVisionOpen] = useState(false);
  return (
    <>
      <Bar data-print="hide">
        <Inner>
          <Group>
            <BarButton type="button" onClick={font.smaller} disabled={!font.canShrink}>
              A-<span className="visually-hidden"> {t('fontSmaller')}</span>
            </BarButton>
            <BarButton type="button" onClick={font.larger} disabled={!font.canGrow}>
              A+<span className="visually-hidden"> {t('fontLarger')}</span>
            </BarButton>
            <VisionButton
              type="button"
              aria-label={t('lowVision')}
              aria-expanded={visionOpen}
              aria-controls={visionOpen ? VISION_PANEL_ID : undefined}
              onClick={() => setVisionOpen(!visionOpen)}
            >
              <LowVisionIcon />
            </VisionButton>
            <Tooltip content={`${t('trustPhone')}: ${phone ?? ''}`}>
              {(describedBy) => (
                <BarLink href={phoneHref ?? '#site-footer'} aria-label={t('trustPhone')} aria-describedby={describedBy}>
                  <PhoneIcon />
                </BarLink>
              )}
            </Tooltip>
            <Tooltip content={t('siteMap')}>
              {(describedBy) => (
                <BarLink href={`/${lang}/sitemap`} aria-label={t('siteMap')} aria-describedby={describedBy}>
                  <SiteMapIcon />
                </BarLink>
              )}
            </Tooltip>
          </Group>
          <Group as="nav" aria-label={t('language')}>
            {LANGS.map((code) => (
              <LangLink key={code} href={switchLangPath(pathname, search, '', code)} aria-current={code === lang ? 'true' : undefined}>
                {LANG_LABELS[code]}
                <span className="visually-hidden" lang={code}>
                  {' '}
                  {LANG_NAMES[code]}
                </span>
              </LangLink>
            ))}
          </Group>
          <TopSearch />
        </Inner>
      </Bar>
      {visionOpen && (
        <Suspense fallback={null}>
          <VisionPanel id={VISION_PANEL_ID} onClose={() => setVisionOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export const topBarIsland = defineIsland('topBar', TopBar, 'interaction');
