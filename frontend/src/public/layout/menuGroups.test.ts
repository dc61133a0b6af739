import { expect, test } from 'vitest';
import type { PublicMenuItem } from '../../api/types';
import { PAGE_GROUPS, menuGroups } from './menuGroups';

const items: PublicMenuItem[] = [
  { id: 'b', name: 'Second', url: '/second', groupName: 'info', number: 2 },
  { id: 'a', name: 'First', url: '/first', groupName: 'info', number: 1 },
  { id: 'c', name: 'Olympiad', url: '/olympiad', groupName: 'events', number: 1 },
];

test('server pages are grouped, ordered by number, and linked as /{lang}/{group}{url}', () => {
  const info = menuGroups('ru', items).find((group) => group.key === 'info')!;
  expect(info.links.map((link) => [link.label, link.to])).toEqual([
    ['First', '/ru/info/first'],
    ['Second', '/ru/info/second'],
    [{ key: 'documents' }, '/ru/documents'],
  ]);
});

test("the site's own pages are there: news, interactive, galleries, the calendar, leadership, staff and the documents", () => {
  const groups = menuGroups('en', items);
  expect(groups.map((group) => group.key)).toEqual(['info', 'structure', 'news', 'education', 'events', 'activity', 'interactive']);
  expect(groups.find((group) => group.key === 'news')!.to).toBe('/en/news');
  expect(groups.find((group) => group.key === 'interactive')!.to).toBe('/en/interactive');
  expect(groups.find((group) => group.key === 'events')!.links.map((link) => link.to)).toEqual([
    '/en/events/olympiad',
    '/en/events/photos',
    '/en/events/videos',
    '/en/calendar',
  ]);
  expect(groups.find((group) => group.key === 'structure')!.links.map((link) => link.to)).toEqual([
    '/en/structure/leadership',
    '/en/structure/staff',
  ]);
});

test("the sections that list pages are the contract's page groups (the gateway's site map lists the same pages)", () => {
  const lists = menuGroups('uz', items).filter((group) => !group.to);
  expect(lists.map((group) => group.key)).toEqual([...PAGE_GROUPS]);
});
