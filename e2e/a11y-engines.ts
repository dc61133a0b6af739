import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ENGINE_SOURCE } from './helpers';

/**
 * Three accessibility engines on one page, each a judge of its own (docs/testing.md): axe-core, IBM's Equal Access
 * engine (the IBM_Accessibility rule set) and HTML_CodeSniffer (WCAG 2 AA, as pa11y runs it). Each answers its
 * findings as one line apiece, `engine rule: where`, so a spec asserts an empty list.
 */
/** The engines' own browser builds, read once, evaluated in the page (through the DevTools protocol, so the site's CSP allows it). */
const ENGINES = {
  axe: engine('axe-core/axe.min.js'),
  ace: engine('accessibility-checker-engine/ace.js'),
  HTMLCS: engine('html_codesniffer/build/HTMLCS.js'),
};

/** Puts an engine into the page, by the global it defines, once per document. */
async function load(page: Page, global: keyof typeof ENGINES): Promise<void> {
  if (!(await page.evaluate((name) => name in window, global))) await page.evaluate(ENGINES[global]);
}

/** An engine's browser build, named by a sourceURL so that its console messages say where they come from. */
function engine(module: string): string {
  return `${readFileSync(require.resolve(module), 'utf8')}\n//# sourceURL=${ENGINE_SOURCE}${module}`;
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface EngineOptions {
  /** A CSS selector whose subtree is a third party's (TinyMCE's editor), left to its makers. */
  exclude?: string;
}

/**
 * Waits until every finite animation of the page has ended: a toast sliding in is half transparent for most of a
 * second, and a colour contrast measured then is the blend's, not the one the reader is left with. Endless ones (a
 * spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export async function axeFindings(page: Page, { exclude }: EngineOptions = {}): Promise<string[]> {
  await settled(page);
  // axe is put into the page once per document and run there, as the other two engines are: a wrapper that injected
  // it anew for each run spent about a second per page on that alone, four times the rules' own time.
  await load(page, 'axe');
  return page.evaluate(
    async ({ tags, excluded }) => {
      interface AxeViolation {
        id: string;
        nodes: { target: unknown[] }[];
      }
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      };
      // Only the violations: axe then skips gathering every node that passed or needs review, most of its time on a
      // long page. Frames are left out: on these pages they are a third party's (a video's, the map's), which the
      // browser, kept off the network, never loads, or TinyMCE's editor, which `exclude` leaves to its makers. A frame
      // of the site's own added later would need a run of its own.
      const { violations } = await axe.run(excluded ? { exclude: [excluded] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return violations.map(
        (violation) =>
          `axe ${violation.id}: ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      );
    },
    { tags: AXE_TAGS, excluded: exclude ?? null },
  );
}

/** IBM Equal Access: the results it calls violations (a failed rule), not those it asks a person to review. */
export async function ibmFindings(page: Page, { exclude }: EngineOptions = {}): Promise<string[]> {
  await settled(page);
  await load(page, 'ace');
  return page.evaluate(async (excluded) => {
    const { ace } = window as unknown as { ace: { Checker: new () => { check: (doc: Document, rules: string[]) => Promise<IbmReport> } } };
    interface IbmReport {
      results: { ruleId: string; value: [string, string]; path: { dom: string }; message: string }[];
    }
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    // IBM names a node by its path, through frames and into SVG (which an HTML document's XPath does not reach): the
    // nearest element on the path that the document can find tells whether the node is in the excluded part.
    const outside = (xpath: string) => {
      if (!excluded) return true;
      for (let path = xpath; path; path = path.slice(0, path.lastIndexOf('/'))) {
        const node = document.evaluate(path, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
        if (node instanceof Element) return !node.closest(excluded);
      }
      return true;
    };
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL' && outside(result.path.dom))
      .map((result) => `ibm ${result.ruleId}: ${result.path.dom} (${result.message})`);
  }, exclude ?? null);
}

/** HTML_CodeSniffer's errors under WCAG 2 AA (its warnings and notices ask a person to look, as pa11y leaves them out). */
export async function htmlcsFindings(page: Page, { exclude }: EngineOptions = {}): Promise<string[]> {
  await settled(page);
  await load(page, 'HTMLCS');
  return page.evaluate(
    (excluded) =>
      new Promise<string[]>((resolve) => {
        interface HtmlcsMessage {
          type: number;
          code: string;
          element: Element | Document;
          msg: string;
        }
        const { HTMLCS } = window as unknown as {
          HTMLCS: { process: (standard: string, root: Document, done: () => void) => void; getMessages: () => HtmlcsMessage[] };
        };
        const ERROR = 1;
        const where = (element: Element | Document) =>
          element instanceof Element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''}`
            : 'document';
        HTMLCS.process('WCAG2AA', document, () =>
          resolve(
            HTMLCS.getMessages()
              .filter(
                (message) =>
                  message.type === ERROR &&
                  !(excluded && message.element instanceof Element && message.element.closest(excluded)) &&
                  // Text no reader sees has no contrast to judge: HTML_CodeSniffer reads a <noscript>'s inert text (a
                  // late frame's or photo's, ui/Late.tsx) as if shown.
                  !(message.element instanceof Element && message.element.closest('noscript')),
              )
              .map((message) => `htmlcs ${message.code}: ${where(message.element)} (${message.msg})`),
          ),
        );
      }),
    exclude ?? null,
  );
}

/** Every engine's findings on the page as it is now. */
export async function accessibilityFindings(page: Page, options: EngineOptions = {}): Promise<string[]> {
  return [...(await axeFindings(page, options)), ...(await ibmFindings(page, options)), ...(await htmlcsFindings(page, options))];
}
