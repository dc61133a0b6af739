/** Request bodies the suites write with, valid unless a test overrides a field. */

/** A news item in three languages, with a stored photo. */
export const newsBody = (photo: string, overrides: Record<string, unknown> = {}) => ({
  photo,
  publishedTime: '2030-01-02T03:04:05.000Z',
  type: 'NEWS',
  titleUz: 'Yangilik',
  titleEn: 'News item',
  titleRu: 'Новость',
  textUz: '<p>Uz</p>',
  textEn: '<p>En</p>',
  textRu: '<p>Ru</p>',
  ...overrides,
});
