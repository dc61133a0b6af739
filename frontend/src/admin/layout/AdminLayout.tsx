import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { CollapseMenuIcon, ExpandMenuIcon } from '../../ui/icons';
import { useAuth } from '../auth/AuthContext';
import { SECTIONS } from './sections';

const Shell = styled.div<{ $collapsed: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$collapsed ? '4rem' : '16rem')} minmax(0, 1fr);
  min-height: 100vh;
  background: ${theme.surface};
`;
const Side = styled.nav`
  background: ${theme.greenDark};
  color: #fff;
  padding: 0.75rem 0.5rem;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
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
    white-space: nowrap;
    overflow: hidden;
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
`;
const Content = styled.main`
  padding: 1.25rem;
  max-width: 1200px;
  width: 100%;
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

/** Below this width the open menu would leave the page too little room: it starts collapsed (a phone is 375 px wide). */
const NARROW = '(max-width: 48rem)';

export function AdminLayout() {
  const { logout } = useAuth();
  // The admin area is rendered in the browser only (never hydrated), so the screen can be asked at once.
  const [collapsed, setCollapsed] = useState(() => window.matchMedia(NARROW).matches);
  return (
    <Shell $collapsed={collapsed}>
      <Side aria-label="Admin menu">
        <Plain
          type="button"
          onClick={() => setCollapsed(!collapsed)}
          aria-expanded={!collapsed}
          aria-controls="admin-sections"
          style={{ marginBottom: '0.75rem', width: '100%' }}
        >
          {collapsed ? <ExpandMenuIcon /> : <CollapseMenuIcon />}
          <span className="visually-hidden">{collapsed ? 'Menyuni ochish' : "Menyuni yig'ish"}</span>
        </Plain>
        <ul id="admin-sections">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={'end' in section} title={section.label}>
                <section.icon />
                <span className={collapsed ? 'visually-hidden' : undefined}>{section.label}</span>
              </NavLink>
              {'children' in section && !collapsed && (
                <ul>
                  {section.children.map((child) => (
                    <li key={child.to}>
                      <NavLink to={child.to}>{child.label}</NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </Side>
      <div>
        <Top>
          <span>Litsey boshqaruvi</span>
          <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
            <NavLink to="/protected/trash">Savat</NavLink>
            <NavLink to="/protected/audit">Harakatlar jurnali</NavLink>
            <NavLink to="/protected/password">Parolni o'zgartirish</NavLink>
            <Plain type="button" onClick={logout} style={{ color: theme.greenDark }}>
              Chiqish
            </Plain>
          </span>
        </Top>
        <Content id="admin-main">
          <Outlet />
        </Content>
      </div>
    </Shell>
  );
}
