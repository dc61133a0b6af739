import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRead, type Read } from '../../api/read';
import type { PublicMenuItem } from '../../api/types';
import { useT } from '../../i18n/useLang';
import { ExpandIcon, MenuIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { menuGroups } from './menuGroups';
import { MenuLinks } from './MenuLinks';
import { defineIsland } from '../../islands/defineIsland';

const Nav = styled.nav`
  background: ${theme.greenDark};
  position: relative;
`;
const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 1rem;
`;
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0.5rem 0;
  padding: 0.4rem 0.75rem;
  background: transparent;
  color: #fff;
  border: 1px solid #fff;
  border-radius: 4px;
  font: inherit;
  cursor: pointer;
  @media (min-width: ${theme.wide}) {
    display: none;
  }
  /* Without JavaScript it could not open anything: the groups are always shown instead (below). */
  html.no-js & {
    display: none;
  }
`;
const Groups = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 0 0.5rem;
  display: ${(p) => (p.$open ? 'grid' : 'none')};
  grid-template-columns: repeat(auto-fill, minmax(min(12rem, 100%), 1fr));
  gap: 0.25rem;
  html.no-js & {
    display: grid;
    padding-top: 0.5rem;
  }
  @media (min-width: ${theme.wide}) {
    &,
    html.no-js & {
      display: flex;
      padding: 0;
    }
    flex-wrap: wrap;
    gap: 0;
  }
`;
const TopLink = styled.a`
  display: block;
  padding: 0.75rem 1rem;
  color: #fff;
  text-decoration: none;
  font-weight: 600;
  &:hover,
  &.active {
    background: ${theme.green};
    color: #fff;
  }
`;
const TopButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  gap: 0.4rem;
  padding: 0.75rem 1rem;
  background: transparent;
  color: #fff;
  border: 0;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-align: left;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.green};
  }
`;
const Dropdown = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.25rem 0;
  background: #fff;
  min-width: 15rem;
  z-index: 100;
  border: 1px solid ${theme.border};
  border-radius: 0 0 6px 6px;
  box-shadow: 0 8px 20px rgba(0, 0, 0, 0.15);
  @media (min-width: ${theme.wide}) {
    position: absolute;
    top: 100%;
    left: 0;
  }
  a {
    display: block;
    padding: 0.55rem 1rem;
    color: ${theme.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${theme.greenLight};
    color: ${theme.greenDark};
  }
`;
/**
 * A group's list is always in the HTML (for visitors without JavaScript and for search engines), hidden by its
 * `hidden` attribute while closed, so closed links are neither focusable nor read. With JavaScript the button opens
 * it; without, hovering the group or moving focus into it (Tab onto its button) shows it.
 */
const Item = styled.li`
  position: relative;
  html.no-js &:hover > ${Dropdown}, html.no-js &:focus-within > ${Dropdown} {
    display: block;
  }
`;

/** A section of the opened menu on a phone alone: the wide menu has it in a dropdown (the calendar, in the events'). */
const PhoneItem = styled(Item)`
  @media (min-width: ${theme.wide}) {
    display: none;
  }
`;

export interface MenuProps {
  /** The server's pages; a failure is told with a toast. */
  menu: Read<PublicMenuItem[]>;
  /** Where the visitor is: its section is marked, and a new place closes what was open. */
  pathname: string;
}

/** A section's own page is the current one, or holds it (as React Router's NavLink decides). */
const isCurrent = (to: string, pathname: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The main menu, with its dropdowns (an island: docs/hydration.md). */
export function Menu({ menu, pathname }: MenuProps) {
  const { t, lang } = useT();
  const { data: items, error } = useRead(menu);
  const failed = Boolean(error);
  const [open, setOpen] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    // The toasts' code loads only for a failure: it is in no page's first load.
    if (failed) void import('../../ui/siteToasts').then(({ showError }) => showError('ERROR', 'menu-load'));
  }, [failed]);

  // A followed link closes whatever was open.
  useEffect(() => {
    setOpen(null);
    setPanelOpen(false);
  }, [pathname]);

  useEffect(() => {
    const outside = (event: MouseEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, []);

  const groups = menuGroups(lang, items ?? []);
  const topLink = (to: string, text: string) => (
    <TopLink
      href={to}
      className={isCurrent(to, pathname) ? 'active' : undefined}
      aria-current={isCurrent(to, pathname) ? 'page' : undefined}
    >
      {text}
    </TopLink>
  );
  return (
    <Nav ref={nav} aria-label={t('mainMenu')}>
      <Inner>
        <Toggle type="button" aria-expanded={panelOpen} aria-controls="main-menu" onClick={() => setPanelOpen((value) => !value)}>
          <MenuIcon />
          {panelOpen ? t('closeMenu') : t('openMenu')}
        </Toggle>
        <Groups id="main-menu" $open={panelOpen}>
          {/* The calendar one tap from the opened menu: a parent looking for the next event need not know its section. */}
          <PhoneItem>{topLink(`/${lang}/calendar`, t('calendar'))}</PhoneItem>
          {groups.map((group) =>
            group.to ? (
              <Item key={group.key}>{topLink(group.to, t(group.title))}</Item>
            ) : (
              <Item
                key={group.key}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && open === group.key) {
                    setOpen(null);
                    event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus();
                  }
                }}
              >
                <TopButton
                  type="button"
                  aria-expanded={open === group.key}
                  aria-controls={`menu-${group.key}`}
                  onClick={() => setOpen((current) => (current === group.key ? null : group.key))}
                >
                  {t(group.title)} <ExpandIcon />
                </TopButton>
                <Dropdown id={`menu-${group.key}`} hidden={open !== group.key}>
                  {group.links.length === 0 && <li style={{ padding: '0.55rem 1rem', color: theme.muted }}>{t('empty')}</li>}
                  <MenuLinks links={group.links} />
                </Dropdown>
              </Item>
            ),
          )}
        </Groups>
      </Inner>
    </Nav>
  );
}

export const menuIsland = defineIsland('menu', Menu, 'interaction');
