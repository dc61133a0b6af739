import { ROLE_LABELS, type Locale, type Role } from '@lyceum/contract';
import type { Mail } from './mailer.js';

type Purpose = 'invite' | 'reset';
interface Letter {
  subject: Record<Purpose, string>;
  lead: Record<Purpose, (role: string) => string>;
  open: string;
  expires: (days: number) => string;
  ignore: string;
}

const LETTERS: Record<Locale, Letter> = {
  uz: {
    subject: { invite: 'Litsey sayti: jamoaga taklif', reset: 'Litsey sayti: yangi parol' },
    lead: {
      invite: (role) => `Sizni litsey saytini yurituvchi jamoaga taklif qilishdi (rol: ${role}).`,
      reset: () => 'Litsey saytidagi hisobingiz paroli va ikki bosqichli kirishi tiklandi.',
    },
    open: "Parolingizni o'rnatish uchun havolani oching:",
    expires: (days) => `Havola ${days} kun ishlaydi va bir marta ishlatiladi.`,
    ignore: "Agar bu xat sizga tegishli bo'lmasa, uni e'tiborsiz qoldiring.",
  },
  en: {
    subject: { invite: 'Lyceum site: an invitation to the team', reset: 'Lyceum site: a new password' },
    lead: {
      invite: (role) => `You have been invited to the team that runs the lyceum's site (role: ${role}).`,
      reset: () => "Your lyceum site account's password and two-factor login have been reset.",
    },
    open: 'Open this link to set your password:',
    expires: (days) => `The link works for ${days} days, and once.`,
    ignore: 'If this letter is not meant for you, ignore it.',
  },
  ru: {
    subject: { invite: 'Сайт лицея: приглашение в команду', reset: 'Сайт лицея: новый пароль' },
    lead: {
      invite: (role) => `Вас пригласили в команду, которая ведёт сайт лицея (роль: ${role}).`,
      reset: () => 'Пароль и двухфакторный вход вашей учётной записи на сайте лицея сброшены.',
    },
    open: 'Откройте ссылку, чтобы задать пароль:',
    expires: (days) => `Ссылка действует ${days} дн. и только один раз.`,
    ignore: 'Если письмо адресовано не вам, просто не обращайте на него внимания.',
  },
};

/** The letter that carries a one-time link, in the language of the admin who sent it. */
export function linkLetter(purpose: Purpose, lang: Locale, to: { email: string; role: Role }, link: string, days: number): Mail {
  const letter = LETTERS[lang];
  return {
    to: to.email,
    subject: letter.subject[purpose],
    text: [letter.lead[purpose](ROLE_LABELS[to.role][lang]), '', letter.open, link, '', letter.expires(days), letter.ignore].join('\n'),
  };
}
