import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const LANGS = ['uz', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** The `content` of a public API answer, asserting it succeeded. */
export async function api<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()).content as T;
}

export const dataOf = (item: { data: string }) => JSON.parse(item.data);

/** Waits until the home page's 'Kuting ...' overlay is gone. */
export async function homeLoaded(page: Page) {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
}

/** The public routes of SPEC.md section 2, with a real generic page from the seeded menu. */
export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const news = await api(request, '/api/public/news?size=1');
  const menu = await api<{ groupName: string; url: string }[]>(request, '/api/public/menu?lang=uz');
  const page = menu.find((item) => item.groupName === 'info')!;
  return [
    '',
    '/interactive',
    '/news',
    `/news/${news.content[0].id}`,
    '/events',
    '/events/videos',
    '/events/photos',
    '/structure/leadership',
    '/structure/staff',
    `/${page.groupName}${page.url}`,
  ];
}
