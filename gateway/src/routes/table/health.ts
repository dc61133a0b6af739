import { handled, type ApiRoute } from '../api-route.js';
import { health } from '../health.js';
import { done } from './success.js';

/** The process's own routes, for its supervisor. */
export const HEALTH_ROUTES: readonly ApiRoute[] = [
  handled({
    method: 'get',
    path: '/healthz',
    auth: 'public',
    summary: 'The gateway is up',
    answer: done,
    standalone: true,
    handle: health.live,
  }),
  handled({ method: 'get', path: '/readyz', auth: 'public', summary: 'The content service answers', answer: done, handle: health.ready }),
];
