/** The groups a menu item belongs to: the header menu's sections, and `home` for pages linked from elsewhere. */
export const MENU_GROUPS = ['info', 'structure', 'news', 'education', 'events', 'activity', 'interactive', 'home'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The two galleries of media items. */
export const MEDIA_TYPES = ['PHOTO_GALLERY', 'VIDEO_GALLERY'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The two lists of people: the leadership (with admission hours) and the staff. */
export const PERSON_TYPES = ['LEADER', 'STAFF'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
