/**
 * The texts of the admin's lists of edited kinds (crud/EditedKindList.tsx, crud/KindScreen.tsx) in the admin's three
 * languages: where each item stands and its one time, the names of a row's actions where a phone shows them, the
 * coming and past halves of a list of coming things, and the mark of a title shown in Uzbek for want of a translation.
 */
import { inLanguages } from './inLanguages';

/** Where a phrase around a time (below) has its time, shown there as a `<time>` element. */
export const TIME_SLOT = '{time}';

export const listsTexts = inLanguages({
  uz: {
    state: 'Holati',
    /**
     * A published item's state (a draft's and a scheduled one's are the workflow's: `drafts`, `schedule`), and the
     * phrases around a state's time (its place marked by TIME_SLOT), shown as a `<time>` element between them.
     */
    published: 'Chop etilgan',
    scheduledFor: '{time} da chop etiladi',
    since: '{time} dan beri',
    /** A row's actions, named as a phone shows them (each action's full name adds the item's). */
    edit: 'Tahrirlash',
    remove: "O'chirish",
    /** The halves of a list of coming things. */
    upcoming: 'Kelgusi',
    past: "O'tgan",
    which: "Qaysi ro'yxat",
    /** After a title shown in Uzbek: the item has none in the admin's language. */
    inUzbek: "o'zbekcha",
    /** A confirmation's line naming what it deletes. */
    named: (name: string) => `«${name}»`,
  },
  en: {
    state: 'State',
    published: 'Published',
    scheduledFor: 'for {time}',
    since: 'since {time}',
    edit: 'Edit',
    remove: 'Delete',
    upcoming: 'Coming',
    past: 'Past',
    which: 'Which list',
    inUzbek: 'in Uzbek',
    named: (name: string) => `“${name}”`,
  },
  ru: {
    state: 'Состояние',
    published: 'Опубликовано',
    scheduledFor: 'на {time}',
    since: 'с {time}',
    edit: 'Изменить',
    remove: 'Удалить',
    upcoming: 'Предстоящие',
    past: 'Прошедшие',
    which: 'Какой список',
    inUzbek: 'на узбекском',
    named: (name: string) => `«${name}»`,
  },
});
