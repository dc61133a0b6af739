/**
 * The appeals' statistics (/protected/appeals/statistics, docs/appeals.md, "Statistics") in the admin's three
 * languages; the kinds' and statuses' names are the inbox's (appeals.ts). Its words match the CSV's headings
 * (gateway/src/appeals/statistics-csv.ts), which the director may open beside it.
 */
import { inLanguages } from './inLanguages';

export const appealStatisticsTexts = inLanguages({
  uz: {
    title: 'Murojaatlar statistikasi',
    intro:
      "Yil davomida kelib tushgan murojaatlar: turlari, holatlari va oylari bo'yicha. Har bir murojaat Toshkent vaqti bilan qabul qilingan oyida hisoblanadi, holati esa hozirgi holicha.",
    year: 'Yil',
    csv: 'CSV yuklab olish',
    received: 'Kelib tushgan murojaatlar',
    onTime: "O'z vaqtida javob berilgan",
    onTimeOf: (onTime: number, due: number) => `Javob muddati kelgan ${due} tadan ${onTime} tasi`,
    late: 'Kechikib javob berilgan',
    overdue: "Muddati o'tgan, javobsiz",
    noneDue: 'Hali birorta murojaatning javob muddati kelmagan.',
    onTimeHint:
      "Javob muddati kelgan murojaatlar (javob berilganlari va muddati o'tgan ochiqlari) ichida muddati ichida, uzaytirilgan bo'lsa ham, javob berilganlarining ulushi. Javobsiz yopilgan yoki muddati hali tugamagan murojaat hisobga kirmaydi.",
    byKind: "Turlari bo'yicha",
    byStatus: "Holatlari bo'yicha (hozirgi)",
    byMonth: "Oylar bo'yicha",
    count: 'Soni',
    month: 'Oy',
    receivedColumn: 'Kelib tushgan',
    onTimeColumn: "O'z vaqtida / muddati kelgan",
    total: 'Jami',
    months: ['Yanvar', 'Fevral', 'Mart', 'Aprel', 'May', 'Iyun', 'Iyul', 'Avgust', 'Sentabr', 'Oktabr', 'Noyabr', 'Dekabr'],
  },
  en: {
    title: 'Appeals statistics',
    intro:
      'The appeals received in a year, by kind, by status and by month. Each appeal counts in the month it was received, in Tashkent time; its status is as it stands now.',
    year: 'Year',
    csv: 'Download CSV',
    received: 'Appeals received',
    onTime: 'Answered on time',
    onTimeOf: (onTime: number, due: number) => `${onTime} of ${due} due`,
    late: 'Answered late',
    overdue: 'Open past the deadline',
    noneDue: 'No appeal has had to be answered yet.',
    onTimeHint:
      'Of the appeals that had to be answered by now (those answered, and the open ones past their deadline), the share answered by their deadline, extended or not. An appeal closed without an answer, or still within its term, is not counted.',
    byKind: 'By kind',
    byStatus: 'By status (as they stand now)',
    byMonth: 'By month',
    count: 'Appeals',
    month: 'Month',
    receivedColumn: 'Received',
    onTimeColumn: 'On time / due',
    total: 'Total',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  ru: {
    title: 'Статистика обращений',
    intro:
      'Обращения, поступившие за год: по видам, статусам и месяцам. Каждое обращение считается в месяце его получения по ташкентскому времени, а статус — на сегодня.',
    year: 'Год',
    csv: 'Скачать CSV',
    received: 'Поступило обращений',
    onTime: 'Отвечено в срок',
    onTimeOf: (onTime: number, due: number) => `${onTime} из ${due}, по которым наступил срок`,
    late: 'Отвечено с опозданием',
    overdue: 'Просрочено, без ответа',
    noneDue: 'Срок ответа ещё не наступил ни по одному обращению.',
    onTimeHint:
      'Доля обращений, на которые ответили в срок (продлённый или нет), среди тех, по которым срок ответа уже наступил: отвеченных и открытых просроченных. Закрытое без ответа или ещё не просроченное обращение не учитывается.',
    byKind: 'По видам',
    byStatus: 'По статусам (на сегодня)',
    byMonth: 'По месяцам',
    count: 'Количество',
    month: 'Месяц',
    receivedColumn: 'Поступило',
    onTimeColumn: 'В срок / срок наступил',
    total: 'Итого',
    months: ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'],
  },
});
