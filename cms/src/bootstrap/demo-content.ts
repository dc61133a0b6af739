/** Demo content for a fresh site, in all three languages. Image keys refer to DEMO_IMAGES. */
import type { DocumentCategory, Labels } from '@lyceum/contract';
import type { DemoImage } from './demo-images';

type T = Labels;

export const DEMO_IMAGES: Record<string, DemoImage> = {
  campus: { label: 'Agrar litsey', hue: 120 },
  library: { label: 'Kutubxona', hue: 30 },
  lab: { label: 'Laboratoriya', hue: 200 },
  field: { label: 'Tajriba maydoni', hue: 90 },
  sport: { label: 'Sport', hue: 0 },
  olympiad: { label: 'Olimpiada', hue: 260 },
  graduation: { label: 'Bitiruv', hue: 320 },
  greenhouse: { label: 'Issiqxona', hue: 150 },
  classroom: { label: 'Sinfxona', hue: 220 },
  concert: { label: 'Konsert', hue: 290 },
  logoA: { label: 'TDAU', hue: 110, width: 400, height: 240 },
  logoB: { label: 'EDU', hue: 210, width: 400, height: 240 },
  logoC: { label: 'AGRO', hue: 60, width: 400, height: 240 },
  logoD: { label: 'GOV', hue: 180, width: 400, height: 240 },
  logoE: { label: 'ZIYO', hue: 340, width: 400, height: 240 },
  person1: { label: 'R. K.', hue: 15, width: 600, height: 750 },
  person2: { label: 'D. A.', hue: 45, width: 600, height: 750 },
  person3: { label: 'N. S.', hue: 75, width: 600, height: 750 },
  person4: { label: 'M. T.', hue: 195, width: 600, height: 750 },
  person5: { label: 'S. Y.', hue: 240, width: 600, height: 750 },
};

/** The texts of the single blocks, by kind. */
export const SINGLE_TEXTS = {
  'header-slogan': {
    uz: 'Bilim — kelajak poydevori',
    en: 'Knowledge is the foundation of the future',
    ru: 'Знания — фундамент будущего',
  },
  'short-info': {
    uz: "Litsey agrar universitet qoshida 1998-yildan beri faoliyat yuritadi. O'quvchilar biologiya, kimyo, aniq fanlar va agrotexnologiyalar bo'yicha chuqurlashtirilgan ta'lim oladi.",
    en: 'The lyceum has worked at the agrarian university since 1998. Its students study biology, chemistry, the exact sciences and agricultural technology in depth.',
    ru: 'Лицей работает при аграрном университете с 1998 года. Учащиеся углублённо изучают биологию, химию, точные науки и агротехнологии.',
  },
} satisfies Record<string, T>;

export const CONTACT = {
  phone: '+998 71 260 48 00',
  email: 'info@agrolyceum.uz',
  tg: 'https://t.me/agrolyceum',
  yt: 'https://www.youtube.com/@agrolyceum',
  ig: 'https://www.instagram.com/agrolyceum',
  fc: 'https://www.facebook.com/agrolyceum',
  tw: 'https://x.com/agrolyceum',
};

export const CAROUSEL: { photo: string; quote: T }[] = [
  {
    photo: 'campus',
    quote: { uz: "Ilm izlagan — yo'lini topar.", en: 'Who seeks knowledge finds the way.', ru: 'Кто ищет знания — найдёт свой путь.' },
  },
  {
    photo: 'field',
    quote: {
      uz: "Yer — bizning boyligimiz, ilm — uni asrash yo'li.",
      en: 'The land is our wealth; science is how we keep it.',
      ru: 'Земля — наше богатство, наука — способ её сберечь.',
    },
  },
  { photo: 'library', quote: { uz: 'Kitob — bilim bulog‘i.', en: 'A book is a spring of knowledge.', ru: 'Книга — источник знаний.' } },
];

export const PARTNERS: { name: T; url: string; photo: string }[] = [
  {
    name: {
      uz: 'Toshkent davlat agrar universiteti',
      en: 'Tashkent State Agrarian University',
      ru: 'Ташкентский государственный аграрный университет',
    },
    url: 'https://tdau.uz',
    photo: 'logoA',
  },
  {
    name: {
      uz: "Oliy ta'lim, fan va innovatsiyalar vazirligi",
      en: 'Ministry of Higher Education, Science and Innovation',
      ru: 'Министерство высшего образования, науки и инноваций',
    },
    url: 'https://edu.uz',
    photo: 'logoB',
  },
  {
    name: { uz: "Qishloq xo'jaligi vazirligi", en: 'Ministry of Agriculture', ru: 'Министерство сельского хозяйства' },
    url: 'https://agro.uz',
    photo: 'logoC',
  },
  {
    name: {
      uz: 'Yagona interaktiv davlat xizmatlari portali',
      en: 'Single Portal of Interactive Public Services',
      ru: 'Единый портал интерактивных госуслуг',
    },
    url: 'https://my.gov.uz',
    photo: 'logoD',
  },
  {
    name: { uz: 'ZiyoNet axborot-ta’lim tarmog‘i', en: 'ZiyoNet educational network', ru: 'Образовательная сеть ZiyoNet' },
    url: 'https://ziyonet.uz',
    photo: 'logoE',
  },
];

export const DIRECTIONS: T[] = [
  { uz: 'Biologiya va kimyo', en: 'Biology and chemistry', ru: 'Биология и химия' },
  { uz: 'Agronomiya asoslari', en: 'Fundamentals of agronomy', ru: 'Основы агрономии' },
  { uz: 'Matematika va fizika', en: 'Mathematics and physics', ru: 'Математика и физика' },
  { uz: 'Iqtisodiyot va menejment', en: 'Economics and management', ru: 'Экономика и менеджмент' },
  { uz: 'Axborot texnologiyalari', en: 'Information technology', ru: 'Информационные технологии' },
];

export const INTERACTIVE: { name: T; url: string; photo: string }[] = [
  { name: { uz: 'Elektron kundalik', en: 'Electronic diary', ru: 'Электронный дневник' }, url: 'https://emaktab.uz', photo: 'logoB' },
  { name: { uz: 'Davlat xizmatlari', en: 'Public services', ru: 'Государственные услуги' }, url: 'https://my.gov.uz', photo: 'logoD' },
  { name: { uz: 'Elektron kutubxona', en: 'Digital library', ru: 'Электронная библиотека' }, url: 'https://ziyonet.uz', photo: 'logoE' },
  { name: { uz: 'Qabul tizimi', en: 'Admissions', ru: 'Приём документов' }, url: 'https://qabul.edu.uz', photo: 'logoA' },
];

/** The spec keeps names and positions in Uzbek; `<field>En` and `<field>Ru` are their optional translations (stored in those locales). */
export const PEOPLE: {
  fullName: string;
  fullNameEn: string;
  fullNameRu: string;
  position: string;
  positionEn: string;
  positionRu: string;
  phone: string;
  admission: string;
  photo: string;
  number: number;
  type: 'LEADER' | 'STAFF';
}[] = [
  {
    fullName: 'Karimov Rustam Baxtiyorovich',
    fullNameEn: 'Karimov Rustam Bakhtiyorovich',
    fullNameRu: 'Каримов Рустам Бахтиёрович',
    position: 'Direktor',
    positionEn: 'Director',
    positionRu: 'Директор',
    phone: '+998 71 260 48 01',
    admission: 'Dushanba, 10:00–12:00',
    photo: 'person1',
    number: 1,
    type: 'LEADER',
  },
  {
    fullName: 'Aliyeva Dilnoza Shavkatovna',
    fullNameEn: 'Aliyeva Dilnoza Shavkatovna',
    fullNameRu: 'Алиева Дилноза Шавкатовна',
    position: "O'quv ishlari bo'yicha direktor o'rinbosari",
    positionEn: 'Deputy Director for Academic Affairs',
    positionRu: 'Заместитель директора по учебной работе',
    phone: '+998 71 260 48 02',
    admission: 'Seshanba, 14:00–16:00',
    photo: 'person2',
    number: 2,
    type: 'LEADER',
  },
  {
    fullName: 'Saidov Nodir Anvarovich',
    fullNameEn: 'Saidov Nodir Anvarovich',
    fullNameRu: 'Саидов Нодир Анварович',
    position: "Ma'naviy-ma'rifiy ishlar bo'yicha direktor o'rinbosari",
    positionEn: 'Deputy Director for Spiritual and Educational Affairs',
    positionRu: 'Заместитель директора по духовно-просветительской работе',
    phone: '+998 71 260 48 03',
    admission: 'Chorshanba, 10:00–12:00',
    photo: 'person3',
    number: 3,
    type: 'LEADER',
  },
  {
    fullName: 'Tursunova Malika Erkinovna',
    fullNameEn: 'Tursunova Malika Erkinovna',
    fullNameRu: 'Турсунова Малика Эркиновна',
    position: 'Biologiya kafedrasi mudiri',
    positionEn: 'Head of the Biology Department',
    positionRu: 'Заведующая кафедрой биологии',
    phone: '+998 71 260 48 10',
    admission: '',
    photo: 'person4',
    number: 1,
    type: 'STAFF',
  },
  {
    fullName: "Yo'ldoshev Sardor Ilhomovich",
    fullNameEn: 'Yoldoshev Sardor Ilkhomovich',
    fullNameRu: 'Юлдашев Сардор Ильхомович',
    position: "Matematika o'qituvchisi",
    positionEn: 'Mathematics Teacher',
    positionRu: 'Учитель математики',
    phone: '+998 71 260 48 11',
    admission: '',
    photo: 'person5',
    number: 2,
    type: 'STAFF',
  },
  {
    fullName: 'Rahimova Gulnora Olimovna',
    fullNameEn: 'Rakhimova Gulnora Olimovna',
    fullNameRu: 'Рахимова Гульнора Олимовна',
    position: 'Kutubxona mudiri',
    positionEn: 'Head of the Library',
    positionRu: 'Заведующая библиотекой',
    phone: '+998 71 260 48 12',
    admission: '',
    photo: 'person2',
    number: 3,
    type: 'STAFF',
  },
  {
    fullName: 'Ergashev Jasur Toxirovich',
    fullNameEn: 'Ergashev Jasur Tokhirovich',
    fullNameRu: 'Эргашев Жасур Тохирович',
    position: "Kimyo o'qituvchisi",
    positionEn: 'Chemistry Teacher',
    positionRu: 'Учитель химии',
    phone: '+998 71 260 48 13',
    admission: '',
    photo: 'person3',
    number: 4,
    type: 'STAFF',
  },
];

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

/** Menu items with their pages; a page's title is the item's name unless it has one of its own. */
export const MENUS: { group: string; url: string; number: number; name: T; title?: T; text: T; photo?: string }[] = [
  {
    group: 'info',
    url: '/history',
    number: 1,
    photo: 'campus',
    name: { uz: 'Litsey tarixi', en: 'History', ru: 'История лицея' },
    title: { uz: 'Litsey tarixi', en: 'History of the lyceum', ru: 'История лицея' },
    text: {
      uz: paragraphs(
        'Akademik litsey 1998-yilda agrar universitet qoshida tashkil etilgan.',
        "Bugungi kunda litseyda 600 dan ortiq o'quvchi tahsil oladi.",
      ),
      en: paragraphs('The academic lyceum was founded at the agrarian university in 1998.', 'Today more than 600 students study here.'),
      ru: paragraphs('Академический лицей основан при аграрном университете в 1998 году.', 'Сегодня в лицее обучаются более 600 учащихся.'),
    },
  },
  {
    group: 'info',
    url: '/admission',
    number: 2,
    name: { uz: 'Qabul', en: 'Admission', ru: 'Приём' },
    text: {
      uz: "<ul><li>Hujjatlar iyun va iyul oylarida qabul qilinadi</li><li>Kirish sinovlari avgust oyida o'tkaziladi</li><li>Qabul tartibi Me'yoriy hujjatlar sahifasida</li></ul>",
      en: '<ul><li>Applications are taken in June and July</li><li>Entrance tests are held in August</li><li>The admission rules are on the Official documents page</li></ul>',
      ru: '<ul><li>Документы принимаются в июне и июле</li><li>Вступительные испытания проходят в августе</li><li>Порядок приёма — на странице нормативных документов</li></ul>',
    },
  },
  {
    group: 'structure',
    url: '/departments',
    number: 1,
    name: { uz: 'Kafedralar', en: 'Departments', ru: 'Кафедры' },
    text: {
      uz: paragraphs('Litseyda tabiiy fanlar, aniq fanlar, ijtimoiy fanlar va xorijiy tillar kafedralari faoliyat yuritadi.'),
      en: paragraphs('The lyceum has departments of natural sciences, exact sciences, social sciences and foreign languages.'),
      ru: paragraphs('В лицее работают кафедры естественных, точных, общественных наук и иностранных языков.'),
    },
  },
  {
    group: 'education',
    url: '/schedule',
    number: 1,
    name: { uz: 'Dars jadvali', en: 'Timetable', ru: 'Расписание занятий' },
    text: {
      uz: '<table><thead><tr><th>Kun</th><th>Boshlanishi</th></tr></thead><tbody><tr><td>Dushanba–Juma</td><td>08:30</td></tr><tr><td>Shanba</td><td>09:00</td></tr></tbody></table>',
      en: '<table><thead><tr><th>Day</th><th>Start</th></tr></thead><tbody><tr><td>Monday–Friday</td><td>08:30</td></tr><tr><td>Saturday</td><td>09:00</td></tr></tbody></table>',
      ru: '<table><thead><tr><th>День</th><th>Начало</th></tr></thead><tbody><tr><td>Понедельник–пятница</td><td>08:30</td></tr><tr><td>Суббота</td><td>09:00</td></tr></tbody></table>',
    },
  },
  {
    group: 'education',
    url: '/curriculum',
    number: 2,
    photo: 'classroom',
    name: { uz: "O'quv rejasi", en: 'Curriculum', ru: 'Учебный план' },
    text: {
      uz: paragraphs("O'quv rejasi davlat ta'lim standartlari asosida tuzilgan."),
      en: paragraphs('The curriculum follows the state educational standards.'),
      ru: paragraphs('Учебный план составлен на основе государственных образовательных стандартов.'),
    },
  },
  {
    group: 'events',
    url: '/holidays',
    number: 1,
    photo: 'concert',
    name: { uz: 'Bayram tadbirlari', en: 'Celebrations', ru: 'Праздничные мероприятия' },
    text: {
      uz: paragraphs("Navro'z, Mustaqillik kuni va O'qituvchilar kuni litseyda keng nishonlanadi."),
      en: paragraphs("Navruz, Independence Day and Teachers' Day are celebrated widely at the lyceum."),
      ru: paragraphs('Навруз, День независимости и День учителя широко отмечаются в лицее.'),
    },
  },
  {
    group: 'activity',
    url: '/clubs',
    number: 1,
    photo: 'greenhouse',
    name: { uz: "To'garaklar", en: 'Clubs', ru: 'Кружки' },
    text: {
      uz: paragraphs("Yosh agronomlar, robototexnika, shaxmat va ingliz tili to'garaklari ishlaydi."),
      en: paragraphs('Young agronomists, robotics, chess and English clubs meet every week.'),
      ru: paragraphs('Работают кружки юных агрономов, робототехники, шахмат и английского языка.'),
    },
  },
  {
    group: 'activity',
    url: '/international',
    number: 2,
    name: { uz: 'Xalqaro hamkorlik', en: 'International cooperation', ru: 'Международное сотрудничество' },
    text: {
      uz: paragraphs("Litsey xorijiy ta'lim muassasalari bilan almashinuv dasturlarida qatnashadi."),
      en: paragraphs('The lyceum takes part in exchange programmes with schools abroad.'),
      ru: paragraphs('Лицей участвует в программах обмена с зарубежными учебными заведениями.'),
    },
  },
];

const NEWS_TOPICS: { photo: string; title: T; text: T }[] = [
  {
    photo: 'olympiad',
    title: { uz: "Biologiya olimpiadasida g'alaba", en: 'Victory at the biology olympiad', ru: 'Победа на олимпиаде по биологии' },
    text: {
      uz: "O'quvchilarimiz respublika biologiya olimpiadasida birinchi o'rinni egalladi.",
      en: 'Our students took first place at the national biology olympiad.',
      ru: 'Наши учащиеся заняли первое место на республиканской олимпиаде по биологии.',
    },
  },
  {
    photo: 'greenhouse',
    title: { uz: 'Yangi issiqxona ochildi', en: 'A new greenhouse opens', ru: 'Открыта новая теплица' },
    text: {
      uz: "Amaliy mashg'ulotlar uchun zamonaviy issiqxona foydalanishga topshirildi.",
      en: 'A modern greenhouse for practical classes has been put into use.',
      ru: 'Для практических занятий введена в эксплуатацию современная теплица.',
    },
  },
  {
    photo: 'library',
    title: { uz: 'Kutubxona fondi boyidi', en: 'The library grows', ru: 'Фонд библиотеки пополнен' },
    text: {
      uz: 'Kutubxonaga 500 dan ortiq yangi kitob keltirildi.',
      en: 'More than 500 new books have arrived at the library.',
      ru: 'В библиотеку поступило более 500 новых книг.',
    },
  },
  {
    photo: 'sport',
    title: { uz: 'Sport musobaqalari', en: 'Sports competitions', ru: 'Спортивные соревнования' },
    text: {
      uz: 'Litseylararo futbol turnirida jamoamiz finalga chiqdi.',
      en: 'Our team reached the final of the inter-lyceum football tournament.',
      ru: 'Наша команда вышла в финал межлицейского турнира по футболу.',
    },
  },
  {
    photo: 'lab',
    title: { uz: 'Laboratoriya yangilandi', en: 'The laboratory is renewed', ru: 'Лаборатория обновлена' },
    text: {
      uz: "Kimyo laboratoriyasi yangi jihozlar bilan ta'minlandi.",
      en: 'The chemistry laboratory received new equipment.',
      ru: 'Химическая лаборатория получила новое оборудование.',
    },
  },
  {
    photo: 'graduation',
    title: { uz: 'Bitiruvchilar oliygohlarga kirdi', en: 'Graduates enter universities', ru: 'Выпускники поступили в вузы' },
    text: {
      uz: "Bitiruvchilarimizning 92 foizi oliy ta'lim muassasalariga qabul qilindi.",
      en: '92 percent of our graduates were admitted to universities.',
      ru: '92 процента наших выпускников поступили в высшие учебные заведения.',
    },
  },
  {
    photo: 'field',
    title: { uz: 'Tajriba maydonida hosil', en: 'Harvest on the trial field', ru: 'Урожай на опытном поле' },
    text: {
      uz: "O'quvchilar tajriba maydonida yetishtirilgan hosilni yig'ib olishdi.",
      en: 'Students brought in the harvest grown on the trial field.',
      ru: 'Учащиеся собрали урожай, выращенный на опытном поле.',
    },
  },
];

/** Fourteen news items, more than one public page of twelve, a week apart, newest first. */
export const NEWS = Array.from({ length: 14 }, (_, index) => {
  const topic = NEWS_TOPICS[index % NEWS_TOPICS.length];
  const round = Math.floor(index / NEWS_TOPICS.length);
  const suffix = (text: string) => (round ? `${text} (${round + 1})` : text);
  return {
    photo: topic.photo,
    publishedTime: new Date(Date.UTC(2026, 10, 20 - index * 7, 9, 0)).toISOString(),
    title: { uz: suffix(topic.title.uz), en: suffix(topic.title.en), ru: suffix(topic.title.ru) },
    text: {
      uz: paragraphs(topic.text.uz, "Batafsil ma'lumot uchun litsey ma'muriyatiga murojaat qiling."),
      en: paragraphs(topic.text.en, 'For details, contact the lyceum administration.'),
      ru: paragraphs(topic.text.ru, 'Подробности можно узнать в администрации лицея.'),
    },
  };
});

/**
 * The official documents, in the order they are saved: each with a PDF of its own (seed.ts writes it); the old
 * internal regulations, saved last, are replaced by the new edition (`supersededBy`: the index of one saved before).
 */
export const DOCUMENTS: { title: T; number: string; date: string; category: DocumentCategory; supersededBy?: number }[] = [
  {
    title: {
      uz: 'Ichki tartib qoidalari (yangi tahrir)',
      en: 'Internal regulations (new edition)',
      ru: 'Правила внутреннего распорядка (новая редакция)',
    },
    number: '45-q',
    date: '2026-09-01',
    category: 'REGULATION',
  },
  {
    title: { uz: 'Litsey ustavi', en: 'Charter of the lyceum', ru: 'Устав лицея' },
    number: '1',
    date: '2024-08-30',
    category: 'CHARTER',
  },
  {
    title: { uz: "Ta'lim faoliyatiga litsenziya", en: 'Licence for educational activity', ru: 'Лицензия на образовательную деятельность' },
    number: 'AL-0457',
    date: '2024-07-15',
    category: 'LICENCE',
  },
  {
    title: {
      uz: "2026/2027 o'quv yiliga qabul to'g'risida buyruq",
      en: 'Order on admissions for 2026/2027',
      ru: 'Приказ о приёме на 2026/2027 учебный год',
    },
    number: '38-q',
    date: '2026-06-10',
    category: 'ORDER',
  },
  {
    title: {
      uz: "2025/2026 o'quv yili faoliyati hisoboti",
      en: 'Annual report 2025/2026',
      ru: 'Отчёт о деятельности за 2025/2026 учебный год',
    },
    number: '',
    date: '2026-07-05',
    category: 'REPORT',
  },
  {
    title: { uz: 'Ichki tartib qoidalari', en: 'Internal regulations', ru: 'Правила внутреннего распорядка' },
    number: '12-q',
    date: '2025-09-01',
    category: 'REGULATION',
    supersededBy: 0,
  },
];

/**
 * The calendar's events, their days counted from the seeding (seed.ts sets the times then, in Tashkent time): one
 * over, one taking whole days, the rest in the coming weeks; one with a photo, one with a registration link.
 */
export const EVENTS: {
  /** Days from the seeding. */
  inDays: number;
  /** The start in Tashkent, HH:MM, and the length in hours; none: all day, for `days` days. */
  at?: string;
  hours?: number;
  days?: number;
  photo?: string;
  registrationUrl?: string;
  title: T;
  place: T;
  description: T;
}[] = [
  {
    inDays: -10,
    at: '10:00',
    hours: 3,
    title: { uz: 'Ochiq eshiklar kuni', en: 'Open day', ru: 'День открытых дверей' },
    place: { uz: 'Litsey majlislar zali', en: 'Lyceum assembly hall', ru: 'Актовый зал лицея' },
    description: {
      uz: "<p>Bo'lajak o'quvchilar va ota-onalar litsey bilan tanishdi: sinfxonalar, laboratoriyalar va tajriba maydoni.</p>",
      en: '<p>Future students and their parents visited the lyceum: its classrooms, laboratories and experimental field.</p>',
      ru: '<p>Будущие учащиеся и их родители познакомились с лицеем: классами, лабораториями и опытным полем.</p>',
    },
  },
  {
    inDays: 3,
    at: '14:00',
    hours: 3,
    photo: 'olympiad',
    title: {
      uz: 'Biologiya olimpiadasi: litsey bosqichi',
      en: 'Biology olympiad: the lyceum round',
      ru: 'Олимпиада по биологии: лицейский этап',
    },
    place: { uz: 'Biologiya laboratoriyasi', en: 'Biology laboratory', ru: 'Лаборатория биологии' },
    description: {
      uz: "<p>Eng yaxshi natija ko'rsatgan o'quvchilar viloyat bosqichiga yo'llanadi.</p>",
      en: '<p>The students with the best results go on to the regional round.</p>',
      ru: '<p>Учащиеся с лучшими результатами пройдут на областной этап.</p>',
    },
  },
  {
    inDays: 7,
    days: 2,
    title: { uz: 'Sport bayrami', en: 'Sports festival', ru: 'Спортивный праздник' },
    place: { uz: 'Litsey stadioni', en: 'Lyceum stadium', ru: 'Стадион лицея' },
    description: {
      uz: "<p>Ikki kun davomida futbol, voleybol va yengil atletika bo'yicha guruhlararo musobaqalar.</p>",
      en: '<p>Two days of football, volleyball and athletics between the groups.</p>',
      ru: '<p>Два дня соревнований между группами по футболу, волейболу и лёгкой атлетике.</p>',
    },
  },
  {
    inDays: 14,
    at: '09:30',
    hours: 4,
    registrationUrl: 'https://example.org/lyceum/agronomy-workshop',
    title: { uz: 'Zamonaviy agronomiya seminari', en: 'Modern agronomy workshop', ru: 'Семинар по современной агрономии' },
    place: { uz: 'Issiqxona', en: 'Greenhouse', ru: 'Теплица' },
    description: {
      uz: "<p>Universitet o'qituvchilari tomchilatib sug'orish va issiqxona texnologiyalari haqida so'zlab beradi. Joylar soni cheklangan: oldindan ro'yxatdan o'ting.</p>",
      en: '<p>University lecturers talk about drip irrigation and greenhouse technology. Places are limited: please register in advance.</p>',
      ru: '<p>Преподаватели университета расскажут о капельном орошении и тепличных технологиях. Мест немного: зарегистрируйтесь заранее.</p>',
    },
  },
  {
    inDays: 21,
    at: '17:00',
    hours: 1.5,
    title: { uz: "Ota-onalar yig'ilishi", en: "Parents' meeting", ru: 'Родительское собрание' },
    place: { uz: 'Litsey majlislar zali', en: 'Lyceum assembly hall', ru: 'Актовый зал лицея' },
    description: {
      uz: "<p>Choraklik natijalar va qishki ta'til rejalari muhokama qilinadi.</p>",
      en: '<p>The term’s results and the plans for the winter holidays.</p>',
      ru: '<p>Итоги четверти и планы на зимние каникулы.</p>',
    },
  },
];

export const PHOTO_GALLERY: { image: string; others: string[]; definition: string }[] = [
  { image: 'graduation', others: ['concert', 'campus'], definition: 'Bitiruv kechasi 2026' },
  { image: 'olympiad', others: [], definition: 'Fan olimpiadasi g‘oliblari' },
  { image: 'greenhouse', others: ['field'], definition: 'Issiqxonada amaliy mashg‘ulot' },
  { image: 'sport', others: [], definition: 'Sport bayrami' },
  { image: 'lab', others: ['classroom'], definition: 'Kimyo laboratoriyasi' },
  { image: 'library', others: [], definition: 'Kitobxonlik kuni' },
];

/** Openly licensed films, as the video service's watch links; `definitionEn` and `definitionRu` translate the captions. */
export const VIDEO_GALLERY: { videoUrl: string; definition: string; definitionEn: string; definitionRu: string }[] = [
  {
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    definition: 'Litsey hayotidan lavhalar',
    definitionEn: 'Scenes from lyceum life',
    definitionRu: 'Кадры из жизни лицея',
  },
  {
    videoUrl: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
    definition: 'Ochiq eshiklar kuni',
    definitionEn: 'Open day',
    definitionRu: 'День открытых дверей',
  },
  {
    videoUrl: 'https://youtu.be/R6MlUcmOul8',
    definition: 'Ilmiy loyihalar taqdimoti',
    definitionEn: 'Presentation of research projects',
    definitionRu: 'Презентация научных проектов',
  },
  {
    videoUrl: 'https://www.youtube.com/watch?v=YE7VzlLtp-4',
    definition: 'Sport musobaqalari',
    definitionEn: 'Sports competitions',
    definitionRu: 'Спортивные соревнования',
  },
];

/** The site-wide banner, shown from the seeding for a year (its times are set then: seed.ts). */
export const ANNOUNCEMENT = {
  level: 'INFO',
  fromDays: 0,
  forDays: 365,
  text: {
    uz: "Qishki ta'til 30-dekabrdan 12-yanvargacha davom etadi. Darslar 13-yanvar kuni odatdagi jadval bo'yicha boshlanadi.",
    en: 'The winter holidays run from 30 December to 12 January. Lessons resume on 13 January on the usual timetable.',
    ru: 'Зимние каникулы продлятся с 30 декабря по 12 января. Занятия возобновятся 13 января по обычному расписанию.',
  },
} as const;
