import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import { openApiDocument, servedFrom } from '../docs/openapi.js';
import type { ApiRoute, RouteHandler } from './api-route.js';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ownDir = fileURLToPath(new URL('../../assets/', import.meta.url));

/** The viewer's files, served from the installed packages (never a CDN: the CSP allows scripts from this origin only). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': swaggerDir,
  'swagger-ui-bundle.js': swaggerDir,
  'api-docs.js': ownDir,
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Lyceum website API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="api-docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/api-docs.js"></script>
</body>
</html>
`;

/** GET /api/docs: the API's reference, read in a browser. */
export const docsPage: RouteHandler = (_input, _req, res) => {
  res.set('Cache-Control', 'no-cache').type('html').send(PAGE);
};

/**
 * GET /api/docs/openapi.json: the document of these routes, its server the public site (PUBLIC_URL) or, unset, the
 * origin the request came to, so that a client generated from it calls the site it was read from.
 */
export const openApiJson = (routes: readonly ApiRoute[], publicUrl: string | undefined): RouteHandler => {
  // The routes are described once; only the server differs between requests when PUBLIC_URL is unset.
  const document = openApiDocument(routes);
  const fixed = publicUrl && JSON.stringify(servedFrom(document, publicUrl), null, 2);
  return (_input, req, res) => {
    const body = fixed || JSON.stringify(servedFrom(document, `${req.protocol}://${req.get('host')}`), null, 2);
    res.set('Cache-Control', 'no-cache').type('json').send(body);
  };
};

/** /api/docs/assets/<name>: the viewer's script and style sheet, nothing else of the packages. */
export const docsAssets: RequestHandler = (req, res, next) => {
  const name = req.path.slice(1);
  const dir = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!dir || req.method !== 'GET') return next();
  res.sendFile(name, { root: dir, maxAge: '1d' });
};
