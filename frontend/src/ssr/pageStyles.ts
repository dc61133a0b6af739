/**
 * The page's styled-components styles as a plain <style> element: the CSS of the components the server rendered, and
 * nothing else. styled-components marks its server tag (`data-styled`) and the rules' groups in it (`/*!sc*\/`
 * separators, one `data-styled.gN[id=…]{content:…}` rule per component) so that the browser's styled-components can
 * take the tag over. Here no browser code reads them: an island's styled-components keeps the page's tag as it is
 * and adds the rules of what it renders in a tag of its own. Taking the tag over would remove it and insert its
 * rules again, which makes the browser work out the style of the whole page again (tens of milliseconds on a
 * phone, docs/performance.md).
 */
const GROUP_MARKER = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g;
const SEPARATOR = /\/\*!sc\*\/\n?/g;

export function pageStyles(styleTags: string): string {
  return styleTags
    .replace(/<style [^>]*>/g, '<style>')
    .replace(GROUP_MARKER, '')
    .replace(SEPARATOR, '');
}
