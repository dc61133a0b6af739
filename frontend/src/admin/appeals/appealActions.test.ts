import { describe, expect, test } from 'vitest';
import { appealActions } from './appealActions';

const now = new Date('2026-03-10T09:00:00Z');
const deadline = '2026-03-20T18:59:59.999Z';
const extension = { reason: 'More time', at: '2026-03-05T09:00:00Z', by: 'reception' };
const answer = { text: 'Done', at: '2026-03-06T09:00:00Z', by: 'reception' };
const appeal = { status: 'new', deadline, extension: null, answer: null, erasedAt: null } as const;
/** What every appeal not erased allows, whatever its status. */
const always = { note: true, retry: true, export: true };

describe('what an appeal allows', () => {
  test('a new one: everything but opening it again', () => {
    expect(appealActions(appeal, now)).toEqual({
      start: true,
      close: true,
      reopen: false,
      assign: true,
      extend: true,
      answer: true,
      ...always,
    });
  });

  test('in progress: no start', () => {
    expect(appealActions({ ...appeal, status: 'in-progress' }, now)).toMatchObject({
      start: false,
      close: true,
      extend: true,
      answer: true,
    });
  });

  test('the term is extended once, and not once it has passed', () => {
    expect(appealActions({ ...appeal, extension }, now).extend).toBe(false);
    expect(appealActions(appeal, new Date('2026-03-20T19:00:00Z')).extend).toBe(false);
    expect(appealActions(appeal, new Date('2026-03-20T18:59:59.999Z')).extend).toBe(true);
  });

  test('answered: closed or assigned, never answered, extended or opened again', () => {
    expect(appealActions({ ...appeal, status: 'answered', answer }, now)).toEqual({
      start: false,
      close: true,
      reopen: false,
      assign: true,
      extend: false,
      answer: false,
      ...always,
    });
  });

  test('closed: only opened again, and only when it was never answered; still noted and exported', () => {
    const closed = { start: false, close: false, assign: false, extend: false, answer: false, ...always };
    expect(appealActions({ ...appeal, status: 'closed' }, now)).toEqual({ ...closed, reopen: true });
    expect(appealActions({ ...appeal, status: 'closed', answer }, now)).toEqual({ ...closed, reopen: false });
  });

  test('erased: nothing at all, not even opened again though its answer is gone, nor exported', () => {
    const erased = appealActions({ ...appeal, status: 'closed', erasedAt: '2031-03-10T09:00:00Z' }, now);
    expect(Object.values(erased).every((allowed) => !allowed)).toBe(true);
    expect(Object.keys(erased).sort()).toEqual(Object.keys(appealActions(appeal, now)).sort());
  });
});
