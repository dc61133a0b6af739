import { appealPage, appealStatusPage } from '../public/appeal/appeal.page';
import { calendarArchivePage, calendarEventPage, calendarMonthPage, calendarPage } from '../public/calendar/calendar.page';
import { documentsPage } from '../public/documents/documents.page';
import { eventsPage, photosPage, videosPage } from '../public/events/events.page';
import { homePage } from '../public/home/home.page';
import { interactivePage } from '../public/interactive/interactive.page';
import { newsItemPage } from '../public/news/newsItem.page';
import { newsPage } from '../public/news/news.page';
import { genericPage } from '../public/page/generic.page';
import { searchPage } from '../public/search/search.page';
import { siteMapPage } from '../public/sitemap/siteMap.page';
import { leadershipPage, staffPage } from '../public/structure/structure.page';
import type { VisitorPage } from './visitorPage';

/** The visitor pages under /{lang}, each declared by its module (docs/server-rendering.md). */
export const VISITOR_PAGES: VisitorPage[] = [
  homePage,
  interactivePage,
  newsPage,
  newsItemPage,
  eventsPage,
  videosPage,
  photosPage,
  calendarPage,
  calendarMonthPage,
  calendarArchivePage,
  calendarEventPage,
  leadershipPage,
  staffPage,
  documentsPage,
  searchPage,
  siteMapPage,
  appealPage,
  appealStatusPage,
  genericPage,
];
