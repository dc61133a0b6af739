import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LATE_ATTRIBUTE } from '../islands/late';
import { Late } from './Late';

describe('Late', () => {
  it('the server writes the box islands/late.ts looks for, with the element inert in <noscript>', () => {
    const html = renderToString(
      <Late>
        <img src="/api/attachment/resize/a.jpg" alt="" loading="lazy" />
      </Late>,
    );
    expect(html).toMatch(new RegExp(`^<span ${LATE_ATTRIBUTE}="">`));
    expect(html).toContain('<noscript><img src="/api/attachment/resize/a.jpg" alt="" loading="lazy"/></noscript>');
  });
});
