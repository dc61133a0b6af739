import type { PublicationStatus } from '@lyceum/contract';
import { uz } from '../messages/uz';

export interface NewsForm {
  titleUz: string;
  titleEn: string;
  titleRu: string;
  textUz: string;
  textEn: string;
  textRu: string;
  photo: string;
  publishedTime: string;
  type: string;
}

export interface AdminNews extends NewsForm {
  id: string;
  status: PublicationStatus;
  scheduledAt: string | null;
}

/** Photo, date and type, asked on the final step; the server also wants the three titles. */
export function newsFormErrors(form: NewsForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['photo', 'publishedTime', 'type', 'titleUz', 'titleEn', 'titleRu'] as const)
    if (!form[key].trim()) errors[key] = uz.crud.required;
  return errors;
}
