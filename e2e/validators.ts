import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { LANGS, publicRoutes } from './helpers';

/**
 * The third-party validators npm test runs on what the stack serves (docs/testing.md, "Validators"): where a judge
 * that other programs rely on runs here, its own verdict is asserted. The RSS check is the one written out in this
 * file, from the specification: the W3C's feed validator is a web service (Python), out of reach of a test run.
 */
const run = promisify(execFile);

/** Every visitor page in every language: the routes, a search with results, and a page that does not exist. */
export async function visitorPages(request: APIRequestContext): Promise<string[]> {
  const routes = [...(await publicRoutes(request)), '/search?q=litsey', '/news/unknownid123', '/info/no-such-page'];
  return LANGS.flatMap((lang) => routes.map((route) => `/${lang}${route}`));
}

/** A directory of its own for one check's files, removed by `done`. */
export async function scratch(): Promise<{ dir: string; done: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-validate-'));
  return { dir, done: () => fs.rm(dir, { recursive: true, force: true }) };
}

/**
 * The Nu Html Checker over HTML files, in one run (scripts/stack/lib/nu-html.mjs): its errors and warnings, as
 * `file:line: kind: message`.
 */
export async function nuHtmlFindings(files: string[]): Promise<string[]> {
  const lib = (await import(pathToFileURL(path.join(__dirname, '..', 'scripts', 'stack', 'lib', 'nu-html.mjs')).href)) as NuHtmlLib;
  return (await lib.nuHtmlFindings(files)).map(
    (finding) => `${path.basename(new URL(finding.url).pathname)}:${finding.line ?? '?'}: ${finding.kind}: ${finding.message}`,
  );
}

interface NuHtmlLib {
  nuHtmlFindings(files: string[]): Promise<{ url: string; line: number | undefined; kind: string; message: string }[]>;
}

interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** Redocly CLI's lint (its recommended rules, as redocly.yaml extends them) of an OpenAPI document: each problem as `severity rule at pointer: message`. */
export async function redoclyFindings(file: string): Promise<string[]> {
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  const { stdout } = await run(
    process.execPath,
    [cli, 'lint', file, '--format', 'json', '--config', path.resolve(__dirname, '../redocly.yaml')],
    {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
  const { problems } = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { problems: RedoclyProblem[] };
  return problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`);
}

interface SdttTest {
  test: string;
  group?: string;
  description?: string;
  error?: { message: string };
}
interface SdttResult {
  failed: SdttTest[];
  warnings: SdttTest[];
  structuredData: { jsonld: Record<string, Record<string, unknown>[]> };
}

/** Every `@type` in a JSON-LD value, nested ones included. */
const typesIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(typesIn)
    : typeof value === 'object' && value !== null
      ? [...[(value as { '@type'?: string | string[] })['@type'] ?? []].flat(), ...Object.values(value).flatMap(typesIn)]
      : [];

/**
 * A page's structured data and link-preview tags, by two judges and schema.org's vocabulary:
 * - structured-data-testing-tool's Google, Twitter and Facebook presets (Google's required properties of an Article,
 *   a NewsArticle and an Organization; the tags a preview card needs);
 * - Adobe's structured-data-validator, with Google's rules for a BreadcrumbList and its ListItems, an Organization
 *   (an EducationalOrganization is one: its rules apply) and an ImageObject;
 * - each `@type` one of schema.org's types (the vocabulary structured-data-testing-tool ships).
 * Answers the failures, and the presets' warnings apart (Google's "recommended" properties, e.g. `dateModified`).
 */
export async function structuredDataFindings(html: string): Promise<{ errors: string[]; warnings: string[] }> {
  // CommonJS packages: their module.exports is the default export.
  const { structuredDataTest } = (await import('structured-data-testing-tool')).default as {
    structuredDataTest: (html: string, options: object) => Promise<SdttResult>;
  };
  const { Google, Twitter, Facebook } = (await import('structured-data-testing-tool/presets.js')).default as Record<string, object>;
  const { schemas } = (await import('structured-data-testing-tool/lib/schemas.js')).default as { schemas: Record<string, unknown> };
  const sdtt = await structuredDataTest(html, { presets: [Google, Twitter, Facebook] }).catch(
    (error: Error & { type?: string; res?: SdttResult }) => {
      if (error.type === 'VALIDATION_FAILED' && error.res) return error.res;
      throw error;
    },
  );
  const line = (test: SdttTest) => `sdtt ${test.group ?? ''} ${test.description ?? test.test}: ${test.error?.message ?? 'failed'}`;

  const { default: Validator } = await import('@adobe/structured-data-validator');
  const { default: Extractor } = await import('@marbec/web-auto-extractor');
  const validator = new Validator();
  validator.registeredHandlers.EducationalOrganization = validator.registeredHandlers.Organization;
  const adobe = (await validator.validate(new Extractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html))) as {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: { type?: string; property?: string }[];
  }[];
  const where = (path: { type?: string; property?: string }[]) => path.map((step) => step.property ?? step.type).join('.');

  const types = [...new Set(Object.values(sdtt.structuredData.jsonld).flatMap(typesIn))];
  return {
    errors: [
      ...sdtt.failed.map(line),
      ...adobe.filter((issue) => issue.severity === 'ERROR').map((issue) => `adobe ${where(issue.path)}: ${issue.issueMessage}`),
      ...types.filter((type) => !Object.hasOwn(schemas, type)).map((type) => `schema.org has no type ${type}`),
    ],
    warnings: [
      ...sdtt.warnings.map(line),
      ...adobe.filter((issue) => issue.severity === 'WARNING').map((issue) => `adobe ${where(issue.path)}: ${issue.issueMessage}`),
    ],
  };
}

/**
 * An RSS 2.0 feed against the RSS Advisory Board's specification (rssboard.org/rss-specification): parsed by the
 * browser's XML parser (well-formed or a finding), then the specification's rules for the channel, its image and each
 * item. The image's type is checked by the caller, by fetching it. Answers the findings and the image's URL.
 */
export async function rssFindings(page: Page, xml: string, feedUrl: string): Promise<{ findings: string[]; image: string | null }> {
  return page.evaluate(
    ({ xml, feedUrl }) => {
      const findings: string[] = [];
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const broken = doc.querySelector('parsererror');
      if (broken) return { findings: [`not well-formed XML: ${broken.textContent}`], image: null };
      const RFC822 =
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4})$/;
      const child = (parent: Element, name: string) => [...parent.children].find((element) => element.tagName === name);
      const text = (parent: Element, name: string) => child(parent, name)?.textContent?.trim() ?? '';
      const isUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value);
      const rss = doc.documentElement;
      if (rss.tagName !== 'rss' || rss.getAttribute('version') !== '2.0') findings.push('the root is not <rss version="2.0">');
      const channels = [...rss.children].filter((element) => element.tagName === 'channel');
      if (channels.length !== 1) return { findings: [...findings, `${channels.length} <channel> elements, not one`], image: null };
      const [channel] = channels;
      for (const name of ['title', 'link', 'description']) if (!text(channel, name)) findings.push(`the channel has no <${name}>`);
      if (!isUrl(text(channel, 'link'))) findings.push('the channel <link> is not a URL');
      const language = text(channel, 'language');
      if (language && !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language))
        findings.push(`the channel <language> ${language} is no language code`);
      for (const name of ['pubDate', 'lastBuildDate'])
        if (child(channel, name) && !RFC822.test(text(channel, name))) findings.push(`the channel <${name}> is not an RFC 822 date`);
      const self = [...channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')].find(
        (link) => link.getAttribute('rel') === 'self',
      );
      if (self?.getAttribute('href') !== feedUrl)
        findings.push(`the channel's atom:link rel="self" is ${self?.getAttribute('href')}, not ${feedUrl}`);
      const image = child(channel, 'image');
      let imageUrl: string | null = null;
      if (image) {
        for (const name of ['url', 'title', 'link']) if (!text(image, name)) findings.push(`the channel <image> has no <${name}>`);
        imageUrl = text(image, 'url');
        if (!/\.(png|jpe?g|gif)$/i.test(new URL(imageUrl, feedUrl).pathname))
          findings.push(`the channel <image> ${imageUrl} is not a GIF, JPEG or PNG`);
        if (text(image, 'title') !== text(channel, 'title')) findings.push("the <image>'s title is not the channel's");
        if (text(image, 'link') !== text(channel, 'link')) findings.push("the <image>'s link is not the channel's");
        const width = Number(text(image, 'width') || 88);
        const height = Number(text(image, 'height') || 31);
        if (!(width > 0 && width <= 144)) findings.push(`the <image> is ${width} wide (at most 144)`);
        if (!(height > 0 && height <= 400)) findings.push(`the <image> is ${height} high (at most 400)`);
      }
      const items = [...channel.children].filter((element) => element.tagName === 'item');
      const guids = new Set<string>();
      items.forEach((item, index) => {
        const at = `item ${index + 1}`;
        if (!text(item, 'title') && !text(item, 'description')) findings.push(`${at} has neither <title> nor <description>`);
        if (child(item, 'link') && !isUrl(text(item, 'link'))) findings.push(`${at}'s <link> is not a URL`);
        if (child(item, 'pubDate') && !RFC822.test(text(item, 'pubDate'))) findings.push(`${at}'s <pubDate> is not an RFC 822 date`);
        const guid = child(item, 'guid');
        if (guid) {
          const value = guid.textContent?.trim() ?? '';
          if (guids.has(value)) findings.push(`${at}'s <guid> repeats another's`);
          guids.add(value);
          if (guid.getAttribute('isPermaLink') !== 'false' && !isUrl(value)) findings.push(`${at}'s <guid> is a permalink but not a URL`);
        }
        for (const enclosure of [...item.children].filter((element) => element.tagName === 'enclosure')) {
          for (const attribute of ['url', 'length', 'type'])
            if (!enclosure.getAttribute(attribute)) findings.push(`${at}'s <enclosure> has no ${attribute}`);
          if (!/^\d+$/.test(enclosure.getAttribute('length') ?? '')) findings.push(`${at}'s <enclosure> length is not a number of bytes`);
        }
      });
      return { findings, image: imageUrl };
    },
    { xml, feedUrl },
  );
}
