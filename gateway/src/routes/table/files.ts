import * as api from '@lyceum/contract';
import { handled, type ApiRoute } from '../api-route.js';
import { attachment } from '../attachment.js';
import { ogImage } from '../og-image.js';

/** Uploaded images and documents' files, and the link previews made from the images. */
export const FILE_ROUTES: readonly ApiRoute[] = [
  handled({
    method: 'post',
    path: '/api/attachment',
    auth: 'content.draft',
    summary: 'Upload an image (re-encoded, without metadata); answers its stored name',
    refuses: ['UPLOAD_UNREADABLE', 'FILE_TOO_LARGE', 'NOT_AN_IMAGE', 'IMAGE_UNREADABLE', 'IMAGE_TOO_LARGE'],
    form: api.attachmentForm,
    answer: { text: 'The stored file name' },
    afterToken: attachment.readForm,
    handle: attachment.upload,
  }),
  handled({
    method: 'post',
    path: '/api/attachment/document',
    auth: 'content.draft',
    summary: "Upload a document's file (PDF, DOCX, XLSX or ODT, judged by its content, stored as it came); answers its stored name",
    refuses: ['UPLOAD_UNREADABLE', 'DOCUMENT_TOO_LARGE', 'NOT_A_DOCUMENT', 'DOCUMENT_UNREADABLE', 'DOCUMENT_UNSAFE'],
    form: api.documentFileForm,
    answer: { text: 'The stored file name' },
    afterToken: attachment.readDocumentForm,
    handle: attachment.uploadDocument,
  }),
  handled({
    method: 'get',
    path: '/api/attachment/og/:name',
    params: api.fileNameParams,
    auth: 'public',
    summary: 'A 1200×630 JPEG of a stored image, for link previews',
    refuses: ['FILE_NOT_FOUND', 'IMAGE_UNREADABLE'],
    answer: { file: 'image/jpeg' },
    handle: ogImage.preview,
  }),
  handled({
    method: 'get',
    path: '/api/attachment/resize/:name',
    params: api.fileNameParams,
    auth: 'public',
    summary: "A stored image's thumbnail (a photo only drafts use: to a signed-in admin alone)",
    refuses: ['FILE_NOT_FOUND'],
    answer: { file: 'image/*' },
    handle: attachment.thumbnail,
  }),
  handled({
    method: 'get',
    path: '/api/attachment/:name',
    params: api.fileNameParams,
    auth: 'public',
    summary:
      "A stored image, or a narrower copy of it; a document's file, as a download (a file only drafts use: to a signed-in admin alone)",
    refuses: ['FILE_NOT_FOUND'],
    query: api.attachmentWidthQuery,
    answer: { file: ['image/*', ...Object.keys(api.DOCUMENT_FILE_TYPES)] },
    handle: attachment.file,
  }),
  handled({
    method: 'get',
    path: '/og-image.jpg',
    auth: 'public',
    summary: "The site's default link preview",
    answer: { file: 'image/jpeg' },
    handle: ogImage.card,
  }),
];
