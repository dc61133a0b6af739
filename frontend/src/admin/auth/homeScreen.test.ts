import { ROLES } from '@lyceum/contract/roles';
import { expect, test } from 'vitest';
import { homeScreen } from './homeScreen';

test('/protected takes the reception to its inbox, and leaves every other role on the dashboard', () => {
  expect(Object.fromEntries(ROLES.map((role) => [role, homeScreen(role)]))).toEqual({
    administrator: '/protected',
    editor: '/protected',
    author: '/protected',
    reception: '/protected/appeals',
  });
});
