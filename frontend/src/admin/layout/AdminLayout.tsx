import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '../../ui/theme';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { CollapseMenuIcon, ExpandMenuIcon } from '../../ui/icons';
import { useAuth } from '../auth/AuthContext';
import { UiLangSwitch, useUiLang } from '../messages/useUiLang';
import { Tip, tipHandlers, withTip } from '../ui/IconButton';
import { ReviewCount } from '../review/ReviewCount';
import { DueNotice } from '../appeals/DueNotice';
import { ADMIN_SCREENS, screenNeeds, screenUrl } from '../screens';

/**
 * Below this width the open menu would leave the page too little room (a phone is 375 px wide): the menu shows its
 * icons, and opened it lies over the page.
 */
const NARROW = `(max-width: ${theme.phone})`;
const COLLAPSED = '4rem';
const OPEN = '16rem';

const Shell = styled.div<{ $collapsed: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$collapsed ? COLLAPSED : OPEN)} minmax(0, 1fr);
  min-height: 100vh;
  background: ${theme.surface};
  /* At once as the window narrows, before the menu's next render. */
  @media ${NARROW} {
    grid-template-columns: ${COLLAPSED} minmax(0, 1fr);
  }
`;
/** The menu's green runs down the whole page; its content stays in view as the page scrolls. */
const Side = styled.nav<{ $over: boolean }>`
  grid-column: 1;
  background: ${theme.greenDark};
  color: #fff;
  > div {
    position: sticky;
    top: 0;
    max-height: 100vh;
    overflow-y: auto;
    padding: 0.75rem 0.5rem;
  }
  ${(p) =>
    p.$over &&
    css`
      position: fixed;
      inset: 0 auto 0 0;
      z-index: 900;
      width: min(${OPEN}, 85vw);
      box-shadow: 0 0 0 100vmax rgba(0, 0, 0, 0.4);
    `}
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.15rem;
  }
  ul ul {
    margin-left: 1.25rem;
  }
  a {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    padding: 0.55rem 0.7rem;
    color: #fff;
    text-decoration: none;
    border-radius: 4px;
    ${withTip}
  }
  a:hover {
    background: ${theme.green};
    color: #fff;
  }
  a.active {
    background: #fff;
    color: ${theme.greenDark};
    font-weight: 700;
  }
`;
const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  justify-content: space-between;
  align-items: center;
  padding: 0.6rem 1.25rem;
  background: #fff;
  border-bottom: 1px solid ${theme.border};
  @media ${NARROW} {
    padding: 0.5rem 0.75rem;
  }
`;
const Page = styled.div`
  grid-column: 2;
  min-width: 0;
`;
/** A size container: its lists stack their rows where it is narrow (kit.tsx's Table), whatever the menu beside it takes. */
const Content = styled.main`
  container-type: inline-size;
  padding: 1.25rem;
  max-width: 1200px;
  width: 100%;
  @media ${NARROW} {
    padding: 1rem 0.75rem;
  }
`;
const Plain = styled.button`
  background: transparent;
  border: 1px solid currentColor;
  color: inherit;
  border-radius: 4px;
  padding: 0.35rem 0.7rem;
  font: inherit;
  cursor: pointer;
`;
const Toggle = styled(Plain)`
  width: 100%;
  margin-bottom: 0.75rem;
  ${withTip}
`;

export function AdminLayout() {
  const { logout, can, account } = useAuth();
  // Only the screens the signed-in role may open are linked (the server refuses the others' calls anyway).
  const screens = ADMIN_SCREENS.filter((screen) => can(screenNeeds(screen)));
  const { t } = useUiLang();
  const names = t.sections;
  // The admin area is rendered in the browser only (never hydrated): the first render knows the screen's width.
  const narrow = useMediaQuery(NARROW);
  // Folded or not on a wide screen (the editor's choice); laid over the page or not on a narrow one, where it starts folded.
  const [folded, setFolded] = useState(false);
  const [over, setOver] = useState(false);
  const collapsed = narrow ? !over : folded;
  const toggle = () => (narrow ? setOver(!over) : setFolded(!folded));
  // Laid over the page, the menu closes once a section is chosen.
  const chosen = () => setOver(false);
  const toggleName = collapsed ? t.layout.openMenu : t.layout.closeMenu;
  return (
    <Shell $collapsed={folded}>
      <Side aria-label={t.layout.menu} $over={narrow && over}>
        <div>
          <Toggle type="button" onClick={toggle} aria-expanded={!collapsed} aria-controls="admin-sections" {...tipHandlers('end')}>
            {collapsed ? <ExpandMenuIcon /> : <CollapseMenuIcon />}
            <span className="visually-hidden">{toggleName}</span>
            <Tip>{toggleName}</Tip>
          </Toggle>
          <ul id="admin-sections">
            {screens.flatMap(({ paths: [path], side }) =>
              side
                ? [
                    <li key={path}>
                      <NavLink to={screenUrl(path)} end={path === ''} onClick={chosen} {...(collapsed ? tipHandlers('end') : {})}>
                        <side.icon />
                        <span className={collapsed ? 'visually-hidden' : undefined}>{names[side.section]}</span>
                        {collapsed && <Tip>{names[side.section]}</Tip>}
                      </NavLink>
                      {side.children && !collapsed && (
                        <ul>
                          {side.children.map((child) => (
                            <li key={child.path}>
                              <NavLink to={screenUrl(child.path)} onClick={chosen}>
                                {names[child.section]}
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>,
                  ]
                : [],
            )}
          </ul>
        </div>
      </Side>
      <Page>
        <Top>
          <span>
            {t.layout.brand}
            {account && (
              <>
                {' · '}
                <span data-content>{account.username}</span> ({t.team.roles[account.role]})
              </>
            )}
          </span>
          <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
            <UiLangSwitch />
            {screens.flatMap(({ paths: [path], top }) =>
              top
                ? [
                    <NavLink key={path} to={screenUrl(path)}>
                      {t.layout[top]}
                      {top === 'review' && <ReviewCount />}
                    </NavLink>,
                  ]
                : [],
            )}
            <Plain type="button" onClick={logout} style={{ color: theme.greenDark }}>
              {t.layout.logout}
            </Plain>
          </span>
        </Top>
        <Content id="admin-main">
          {can('appeals') && <DueNotice />}
          <Outlet />
        </Content>
      </Page>
    </Shell>
  );
}
