import type { KindName } from './kinds.js';

/**
 * The editorial team's roles (docs/security.md, "Roles"): what each may do is a set of permissions, and every admin
 * route of the gateway declares the one permission it needs (gateway/src/routes/table/). The CMS grants each role's
 * Strapi actions to match (cms/src/bootstrap/permissions.ts), so it refuses what the gateway refuses.
 */
export const ROLES = ['administrator', 'editor', 'author', 'reception'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** The roles' names in the admin's languages (its screens, and the letters that carry a one-time link). */
export const ROLE_LABELS: Record<Role, { uz: string; en: string; ru: string }> = {
  administrator: { uz: 'Administrator', en: 'Administrator', ru: 'Администратор' },
  editor: { uz: 'Muharrir', en: 'Editor', ru: 'Редактор' },
  author: { uz: 'Muallif', en: 'Author', ru: 'Автор' },
  reception: { uz: 'Qabulxona', en: 'Reception', ru: 'Приёмная' },
};

export const PERMISSIONS = {
  /** The signed-in person's own account: the token check, logout, password, two-factor login. */
  account: 'their own account',
  /** The admin's lists and items, previews, revisions. */
  'content.read': 'reading the content in the admin',
  /** Drafts of the drafting kinds, and the files they carry; an author only these (DRAFTING_KINDS). */
  'content.draft': 'creating and editing drafts',
  /** Publishing, scheduling, deleting and editing any content, menu items, the trash, the audit log. */
  'content.manage': 'publishing, scheduling and deleting any content',
  /** The accounts of the team. */
  team: 'the team',
  /** Telegram posting and the site's settings. */
  settings: "the site's settings",
  /** The virtual reception's inbox (docs/appeals.md): reading citizens' appeals, assigning, extending and answering them. */
  appeals: "the reception's appeals",
  /** The director's statistics of the appeals (docs/appeals.md, "Statistics"): administrators only. */
  'appeals.statistics': "the appeals' statistics",
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  administrator: PERMISSION_NAMES,
  editor: ['account', 'content.read', 'content.draft', 'content.manage'],
  author: ['account', 'content.read', 'content.draft'],
  // The reception reads and answers appeals and nothing else; the team's content is not theirs, nor appeals the editors'.
  reception: ['account', 'appeals'],
};

export const can = (role: Role, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);

/** The kinds an author drafts (the news, events and documents); page texts only in the menu groups they are given. */
export const DRAFTING_KINDS = ['news', 'event', 'official-document', 'page-text'] as const satisfies readonly KindName[];
export type DraftingKind = (typeof DRAFTING_KINDS)[number];
export const isDraftingKind = (kind: KindName): boolean => (DRAFTING_KINDS as readonly KindName[]).includes(kind);

/** How long an invitation's (or a password reset's) one-time link works. */
export const INVITATION_DAYS = 7;
