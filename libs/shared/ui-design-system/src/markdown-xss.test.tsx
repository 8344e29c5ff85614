// Classic XSS payloads through the Markdown renderer: whatever the staff (or an attacker with a staff account)
// type, the readers' DOM gets no script-bearing element, no event handler and no address with another scheme.
import { renderWithDesignSystem } from './lib/test-utils';
import { Markdown } from './markdown';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">klik</a>',
  '<a href="jav&#x09;ascript:alert(1)">klik</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">klik</a>',
  '<div style="background:url(javascript:alert(1))">gaya</div>',
  '<p style="behavior:url(x.htc)">gaya</p>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>kirim</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '[klik](javascript:alert(1))',
  '[klik](JaVaScRiPt:alert(1))',
  '[klik](  javascript:alert(1))',
  '[klik](java\tscript:alert(1))',
  '[klik](&#106;avascript:alert(1))',
  '[klik](javascript&#58;alert(1))',
  '[klik](jav&#x09;ascript:alert(1))',
  '[klik](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[klik](vbscript:msgbox(1))',
  '[klik](VBScript:msgbox(1))',
  '[klik](//evil.example/)',
  '[klik][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](vbscript:msgbox(1))',
  '![x](x" onerror="alert(1))',
  '![x][img]\n\n[img]: data:image/png;base64,AAAA',
  '[a](https://ok.example "title" onmouseover=alert(1))',
  '[<img src=x onerror=alert(1)>](https://ok.example)',
  '**<span onclick=alert(1)>tebal</span>**',
  '| a |\n| - |\n| <img src=x onerror=alert(1)> |',
  '```html\n<script>alert(1)</script>\n```',
];

const ALLOWED = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i;

describe('Markdown against XSS payloads', () => {
  it.each(PAYLOADS)('renders %j without anything that runs', (payload) => {
    const { container } = renderWithDesignSystem(<Markdown source={payload} />);
    expect(
      container.querySelector('script, iframe, object, embed, form, input:not([type="checkbox"]), style'),
    ).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute.toLowerCase().startsWith('on')).toBe(false);
        expect(attribute.toLowerCase()).not.toBe('style');
        expect(attribute.toLowerCase()).not.toBe('srcdoc');
      }
      for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href', 'data']) {
        const value = element.getAttribute(name);
        if (value !== null) expect(value).toMatch(ALLOWED);
      }
    }
  });

  it('has at least thirty payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });
});
