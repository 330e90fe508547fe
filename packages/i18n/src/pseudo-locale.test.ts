// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readableTexts } from './pseudo-locale.ts';

function page(html: string): Element {
  document.body.innerHTML = html;
  return document.body;
}

describe('readableTexts', () => {
  it('reads text, labels, placeholders, titles and alternatives, not scripts or styles', () => {
    const root = page(`
      <h1>Bookings</h1>
      <button aria-label="Close">×</button>
      <input placeholder="Search" /><img alt="Lane 3" src="x.png" /><span title="Due today">!</span>
      <script>var hidden = 1;</script><style>p { color: red }</style>`);
    expect(readableTexts(root)).toEqual([
      'Bookings',
      '×',
      '!',
      'Close',
      'Search',
      'Lane 3',
      'Due today',
    ]);
  });

  it('skips the labels nobody hears under aria-hidden, but keeps what is still seen there', () => {
    const root = page(`
      <textarea aria-hidden="true" aria-label="autosize measurement"></textarea>
      <div aria-hidden="true"><span aria-roledescription="slide" title="Seen on hover">Seen</span></div>`);
    expect(readableTexts(root)).toEqual(['Seen', 'Seen on hover']);
  });
});
