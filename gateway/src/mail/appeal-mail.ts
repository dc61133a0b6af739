import { LYCEUM_TIME_ZONE, type AppealLetterToSend, type Locale } from '@lyceum/contract';
import type { Mail } from './mailer.js';

interface Words {
  subject: Record<AppealLetterToSend['purpose'], (number: string) => string>;
  answer: string;
  extension: (deadline: string) => string;
  reason: string;
  status: string;
  noReply: string;
}

const WORDS: Record<Locale, Words> = {
  uz: {
    subject: {
      answer: (number) => `Murojaatingizga javob (${number})`,
      extension: (number) => `Murojaatingizni ko'rib chiqish muddati uzaytirildi (${number})`,
    },
    answer: 'Litsey virtual qabulxonasiga yuborgan murojaatingizga javob:',
    extension: (deadline) => `Murojaatingizni ko'rib chiqish muddati ${deadline} gacha uzaytirildi.`,
    reason: 'Sababi:',
    status: "Murojaat holatini raqami va kodi bilan saytda ko'rishingiz mumkin:",
    noReply: 'Bu xatga javob yozmang: u avtomatik yuborilgan.',
  },
  en: {
    subject: {
      answer: (number) => `The answer to your appeal (${number})`,
      extension: (number) => `The term of your appeal has been extended (${number})`,
    },
    answer: "The answer to the appeal you sent to the lyceum's virtual reception:",
    extension: (deadline) => `The term for answering your appeal has been extended to ${deadline}.`,
    reason: 'The reason:',
    status: "You can see the appeal's status on the site with its number and code:",
    noReply: 'Do not reply to this letter: it was sent automatically.',
  },
  ru: {
    subject: {
      answer: (number) => `Ответ на ваше обращение (${number})`,
      extension: (number) => `Срок рассмотрения вашего обращения продлён (${number})`,
    },
    answer: 'Ответ на обращение, которое вы направили в виртуальную приёмную лицея:',
    extension: (deadline) => `Срок рассмотрения вашего обращения продлён до ${deadline}.`,
    reason: 'Причина:',
    status: 'Статус обращения можно посмотреть на сайте по его номеру и коду:',
    noReply: 'Не отвечайте на это письмо: оно отправлено автоматически.',
  },
};

const LOCALE_TAGS: Record<Locale, string> = { uz: 'uz-Latn-UZ', en: 'en-GB', ru: 'ru-RU' };

/** The date a term ends, as the citizen's language writes it, in Tashkent. */
const dayOf = (iso: string, lang: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: 'long', timeZone: LYCEUM_TIME_ZONE }).format(new Date(iso));

/**
 * A letter to a citizen about their appeal (docs/appeals.md, "Letters"), in the language they wrote in: the answer,
 * or the extended term with its reason; with where to see the status (never the code, which only they hold).
 */
export function appealLetter(letter: AppealLetterToSend, siteUrl: string): Mail {
  const words = WORDS[letter.lang];
  const body =
    letter.purpose === 'answer'
      ? [words.answer, '', letter.text]
      : [words.extension(dayOf(letter.deadline, letter.lang)), '', words.reason, letter.text];
  return {
    to: letter.to,
    subject: words.subject[letter.purpose](letter.number),
    text: [...body, '', words.status, `${siteUrl}/${letter.lang}/appeal/status`, '', words.noReply].join('\n'),
  };
}
