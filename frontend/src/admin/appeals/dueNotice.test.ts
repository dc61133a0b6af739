import { describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '../messages';
import { readInbox } from './inboxFilters';
import { dueNotice } from './dueNotice';

const say = (lang: 'uz' | 'en' | 'ru', overdue: number, soon: number) => dueNotice(ADMIN_MESSAGES[lang].appeals, { overdue, soon })?.text;

describe('the notice of appeals past or near their deadline', () => {
  test('nothing without counts, or with none due', () => {
    expect(dueNotice(ADMIN_MESSAGES.en.appeals, undefined)).toBeNull();
    expect(dueNotice(ADMIN_MESSAGES.en.appeals, { overdue: 0, soon: 0 })).toBeNull();
  });

  test('in English', () => {
    expect(say('en', 2, 1)).toBe('2 appeals are overdue, 1 is nearly due');
    expect(say('en', 1, 3)).toBe('1 appeal is overdue, 3 are nearly due');
    expect(say('en', 1, 0)).toBe('1 appeal is overdue');
    expect(say('en', 0, 1)).toBe('1 appeal is nearly due');
    expect(say('en', 0, 4)).toBe('4 appeals are nearly due');
  });

  test('in Uzbek', () => {
    expect(say('uz', 2, 1)).toBe("2 ta murojaatning muddati o'tgan, yana 1 ta murojaatning muddati yaqin");
    expect(say('uz', 3, 0)).toBe("3 ta murojaatning muddati o'tgan");
    expect(say('uz', 0, 5)).toBe('5 ta murojaatning muddati yaqin');
  });

  test('in Russian, each count with its form of the noun', () => {
    expect(say('ru', 2, 1)).toBe('2 обращения просрочены, ещё у 1 обращения истекает срок');
    expect(say('ru', 1, 0)).toBe('1 обращение просрочено');
    expect(say('ru', 5, 0)).toBe('5 обращений просрочено');
    expect(say('ru', 11, 0)).toBe('11 обращений просрочено');
    expect(say('ru', 21, 0)).toBe('21 обращение просрочено');
    expect(say('ru', 0, 3)).toBe('У 3 обращений истекает срок');
    expect(say('ru', 0, 21)).toBe('У 21 обращения истекает срок');
  });

  test('links to the inbox filtered to the overdue ones, or to the nearly due where none is overdue', () => {
    const to = (overdue: number, soon: number) => dueNotice(ADMIN_MESSAGES.uz.appeals, { overdue, soon })?.to ?? '';
    expect(to(2, 1)).toBe('/protected/appeals?due=overdue');
    expect(to(0, 1)).toBe('/protected/appeals?due=soon');
    expect(readInbox(to(0, 1).split('?')[1]).filters).toEqual({ due: 'soon' });
  });
});
