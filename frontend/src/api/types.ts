/** Shapes of the public contract (../shared/CONTRACT.md). */
export interface Paged<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
}

export interface ContentItem {
  id: string;
  type: string;
  data: string;
}

export interface Translations {
  uz: string;
  en: string;
  ru: string;
}

export interface PublicNews {
  id: string;
  title: string;
  text: string;
  photo: string;
  publishedTime: string;
}

export interface PublicMenuItem {
  id: string;
  name: string;
  url: string;
  groupName: string;
  number: number;
}

export interface PublicPage {
  groupName: string;
  url: string;
  name: string;
  title: string;
  text: string;
  photo: string | null;
  menu: { groupName: string; name: string };
}

export interface MediaItem {
  id: string;
  type: 'PHOTO_GALLERY' | 'VIDEO_GALLERY';
  address: string;
  others: string[];
  definition: string;
}

export interface Person {
  id: string;
  fullName: string;
  position: string;
  phone: string;
  admission: string;
  photo: string;
  number: number;
  type: 'LEADER' | 'STAFF';
}

export interface Contact {
  phone?: string;
  email?: string;
  tg?: string;
  yt?: string;
  ig?: string;
  fc?: string;
  tw?: string;
}

export interface CarouselData {
  photo: string;
  quote: Translations;
}

export interface NamedLink extends Translations {
  url: string;
  photo: string;
}
