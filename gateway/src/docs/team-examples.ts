/**
 * The team's examples for the OpenAPI document (examples.ts spreads them into EXAMPLES): an author invited by an
 * administrator, with the link shown once where no mail server is set up.
 */
const MEMBER_ID = 'q4w8e2r6t0y3u7i1o5p9a2sd';
const member = {
  id: MEMBER_ID,
  username: 'malika.karimova',
  email: 'malika.karimova@lyceum.uz',
  role: 'author',
  menuGroups: ['education'],
  state: 'active',
  twoFactor: false,
};
const link = {
  sent: false,
  link: 'https://lyceum.uz/protected/invite#Xq3vN0b8pL2sKf7hT1mW9yZc4dR6eJ5uA0oI8gH2kE3',
  expiresAt: '2026-12-09T05:00:00.000Z',
};
const ok = (content: unknown, message?: string) => ({ success: true, ...(message ? { message } : {}), content });

export const TEAM_EXAMPLES = {
  'get /api/auth': {
    response: ok({ username: member.username, role: member.role, menuGroups: member.menuGroups, twoFactorSetupNeeded: false }),
  },
  'get /api/v1/team/two-factor': { response: ok({ roles: ['administrator'] }) },
  'put /api/v1/team/two-factor': { request: { roles: ['administrator', 'editor'] }, response: ok({ roles: ['administrator', 'editor'] }, 'Saqlandi') },
  'get /api/v1/team': {
    response: ok([
      { ...member, id: 'a1s2d3f4g5h6j7k8l9z0x1c2', username: 'direktor', email: 'direktor@lyceum.uz', role: 'administrator', menuGroups: [], twoFactor: true },
      member,
    ]),
  },
  'post /api/v1/team': {
    request: { username: 'malika.karimova', email: 'malika.karimova@lyceum.uz', role: 'author', menuGroups: ['education'], lang: 'uz' },
    response: ok(link, 'Taklif yaratildi'),
  },
  'put /api/v1/team/:id': { request: { role: 'editor', menuGroups: [] }, response: ok({ ...member, role: 'editor', menuGroups: [] }, 'Saqlandi') },
  'put /api/v1/team/:id/active': { request: { active: false }, response: ok({ ...member, state: 'deactivated' }, 'Saqlandi') },
  'post /api/v1/team/:id/reset': { request: { lang: 'uz' }, response: ok({ sent: true, expiresAt: link.expiresAt }, 'Parol tiklandi') },
  'post /api/auth/invitation': {
    request: { token: 'Xq3vN0b8pL2sKf7hT1mW9yZc4dR6eJ5uA0oI8gH2kE3', password: 'a-long-new-passw0rd' },
    response: ok({ token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6N30.signature' }, "Parol o'rnatildi"),
  },
};
