/** How a published item of an edited kind stands in the admin's examples (the contract's `adminStanding`). */
export const PUBLISHED_STANDING = {
  status: 'published',
  publishedAt: '2026-11-20T04:00:00.000Z',
  updatedAt: '2026-11-20T04:00:00.000Z',
  scheduledAt: null,
  owner: 'malika.karimova',
} as const;
